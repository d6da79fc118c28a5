import type { RuntimeConfig } from "./runtime-config";
import type { SessionStore } from "./session";
import { lazySitePlatform, type SitePlatform } from "./site-platform";

/** The site's platform: its client (platform-client.ts) loads with the first call (ARCHITECTURE §6, site-platform.ts). */
export function createAppPlatform(config: RuntimeConfig, session: SessionStore, fetchFn: typeof fetch = fetch, onReach?: (reached: boolean) => void): SitePlatform {
  return lazySitePlatform(config.apiKey, async () => (await import("./platform-client")).createAppPlatformClient(config, session, fetchFn, onReach));
}
