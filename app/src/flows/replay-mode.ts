import type { I18n } from "@lingui/core";
import { hydrate, onlineManager, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { Result } from "effect";
import { importLog, type EventLogData, type PlatformClient, type SitePorts } from "@camstage/core";
import { loadCatalogue } from "../i18n/catalogues";
import type { SessionStore } from "../platform/session";
import type { SiteSession } from "./site-session";
import { VISITOR_LOGS_PATH } from "./visitor-log";

export interface Replay {
  readonly id: string;
  readonly log: EventLogData;
  readonly location: string;
  readonly queries: DehydratedState;
}

/**
 * `?replay=<id>`: the shared visitor log to replay (ARCHITECTURE §3), or null for a normal visit. A log that cannot be
 * fetched or read is reported in the console and the site starts afresh.
 */
export async function loadReplay(search: string, fetchFn: typeof fetch = fetch): Promise<Replay | null> {
  const id = new URLSearchParams(search).get("replay");
  if (id === null || !/^[A-Za-z0-9-]{1,64}$/.test(id)) return null;
  try {
    const response = await fetchFn(`${VISITOR_LOGS_PATH}/${id}`, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`visitor log ${id} answered ${response.status}`);
    const imported = importLog(await response.text());
    if (Result.isFailure(imported)) throw imported.failure;
    const { site } = imported.success;
    return { id, log: imported.success, location: site?.location ?? "/", queries: (site?.queries ?? { queries: [], mutations: [] }) as DehydratedState };
  } catch (error) {
    console.error("Unable to replay the visitor log", error);
    return null;
  }
}

/**
 * The visitor's session rebuilt from the log, on the page the log was recorded on. The pages show the data the visitor
 * saw: the query cache comes with the log, and offline it never refetches.
 */
export async function startReplay(
  replay: Replay,
  { queryClient, store, platform, i18n, idPrefix }: { queryClient: QueryClient; store: SessionStore; platform: PlatformClient; i18n: I18n; idPrefix: string },
): Promise<SiteSession> {
  hydrate(queryClient, replay.queries);
  onlineManager.setOnline(false);
  window.history.replaceState(null, "", replay.location);
  const { replaySiteSession } = await import("./site-session");
  return replaySiteSession(replay.id, replay.log, replayPorts({ store, platform, i18n }), idPrefix);
}

/**
 * The ports of a replay: the flows' effects never run (their logged results are delivered), and nothing leaves the
 * page: no cookie, storage, payment window, tag or navigation outside the browser's own state. The token still
 * reaches the session store, so the pages read the replayed member's data from the hydrated cache.
 */
export function replayPorts({ store, platform, i18n }: { store: SessionStore; platform: PlatformClient; i18n: I18n }): SitePorts {
  const memory = new Map<string, string>();
  const nothing = () => undefined;
  return {
    platform,
    chatSocket: () => Promise.reject(new Error("A replay opens no socket")),
    camera: { start: () => Promise.reject(new Error("A replay opens no camera")), stop: nothing },
    beacon: nothing,
    cookies: { get: (name) => memory.get(`cookie:${name}`), set: (name, value) => void memory.set(`cookie:${name}`, value) },
    sessionStorage: { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value), removeItem: (key) => void memory.delete(key) },
    // A replay stores nothing the visitor's browser would keep.
    localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    auth: { setToken: (token) => store.set({ token: token ?? undefined }), persist: nothing, current: () => store.get().token ?? null },
    loadMessages: (locale) => loadCatalogue(i18n, locale),
    autocomplete: async () => ({ items: [] }),
    navigation: { goHome: nothing, clearQueryKeys: nothing, assign: nothing },
    pageLoader: nothing,
    refetchPromos: nothing,
    track: nothing,
    tracker: { log: async () => true, close: nothing },
    payWindow: { open: nothing, navigate: nothing, close: nothing },
    visitor: { fingerprint: "replay", affiliateCode: "", pathname: window.location.pathname, search: () => "", isMobile: () => false, host: window.location.host, userAgent: "", referrer: "" },
    log: (message, error) => console.error(message, error),
  };
}
