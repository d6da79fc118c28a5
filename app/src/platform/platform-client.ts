import { createPlatformClient, type PlatformClient } from "@camstage/core";
import type { RuntimeConfig } from "./runtime-config";
import type { SessionStore } from "./session";

/** The one platform client of the site (§7): lang, api key, no-nude flag and token come from the session. */
export function createAppPlatformClient(config: RuntimeConfig, session: SessionStore, fetchFn: typeof fetch = fetch, onReach?: (reached: boolean) => void): PlatformClient {
  return createPlatformClient({
    bases: config.bases,
    apiKey: config.apiKey,
    lang: () => session.get().locale,
    noNude: () => session.get().noNude,
    getToken: () => session.get().token,
    fetch: (url, init) => fetchFn(url, init),
    // Issue 14: the platform's reach as it changes; the connection flow hears it.
    ...(onReach ? { onReach } : {}),
  });
}
