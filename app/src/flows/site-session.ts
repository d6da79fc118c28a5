import { Result } from "effect";
import {
  AGE_VERIFIED_COOKIE,
  createSession,
  replay,
  siteFlows,
  siteRoutes,
  splashFromSearch,
  systemClock,
  type EventLogData,
  type SiteSnapshot,
  type FlowClock,
  type FlowSystem,
  type LogSpill,
  type SiteFlows,
  type SiteInput,
  type SitePorts,
} from "@camstage/core";
import type { AttachCamera } from "../platform/camera";

export interface SiteSession {
  readonly system: FlowSystem<SiteFlows>;
  readonly send: FlowSystem<SiteFlows>["send"];
  /** Tells the flows what the app learnt (the location's query, the saved auth, …): core's routing table delivers it. */
  input(event: SiteInput): void;
  /** §4 the visitor's fingerprint (registration meta, activation). */
  readonly fingerprint: string;
  /**
   * ARCHITECTURE §3/§7 the session's event log as JSON for QA (with the page and its data, when given), its secrets replaced
   * by placeholders that still replay.
   */
  exportLog(site?: SiteSnapshot): Promise<string>;
  /** How many inputs the log holds (the QA panel). */
  logLength(): number;
  /** The shared visitor log this page replays, or null. */
  readonly replaying: string | null;
  /** Feeds a location's query flags to the flows; returns the no-nude flag every request carries (§7). */
  applySearch(search: Readonly<Record<string, unknown>>): boolean;
  /** §2.6 the camback preview: the member's webcam in a video element while it is on (a replay shows none). */
  readonly attachCamera: AttachCamera;
  /** Ends the session: its flows, and the sockets they hold (a page story's end; the site's own page never ends it). */
  stop(): void;
}

const siteSession = (
  system: FlowSystem<SiteFlows>,
  ports: SitePorts,
  log: Pick<SiteSession, "exportLog" | "logLength" | "replaying">,
  attachCamera: AttachCamera = () => () => {},
): SiteSession => ({
  ...log,
  attachCamera,
  system,
  send: system.send,
  input: (event) => system.input(event),
  fingerprint: ports.visitor.fingerprint,
  stop: () => system.stop(),
  applySearch(search) {
    const splash = splashFromSearch(search);
    system.input({ type: "site.searchRead", splash, verified: ports.cookies.get(AGE_VERIFIED_COOKIE) === "true" });
    return system.snapshot("nudeFilter").value === "active";
  },
});

/**
 * ARCHITECTURE §3: the visitor's session is the site's flow system (core's registry and routing table) on the app's
 * ports, every input appended to the event log. Ids are prefixed per page load (idempotency keys among them).
 */
export function createSiteSession(
  ports: SitePorts,
  options: {
    readonly idPrefix?: string;
    readonly clock?: FlowClock;
    readonly attachCamera?: AttachCamera;
    readonly spill?: LogSpill;
    /** Between two of the flows that start with the site (`FlowSystemOptions.pace`); `system.started` tells the end. */
    readonly pace?: () => Promise<void>;
  } = {},
): SiteSession {
  const { idPrefix = "id", clock = systemClock, spill, pace } = options;
  let ids = 0;
  const { log, system } = createSession(siteFlows(ports), { clock, ids: () => `${idPrefix}-${++ids}`, routes: siteRoutes, ...(spill ? { spill } : {}), ...(pace ? { pace } : {}) });
  return siteSession(system, ports, {
    exportLog: async (site) => JSON.stringify(await log.exportRedacted(site)),
    logLength: () => log.size(),
    replaying: null,
  }, options.attachCamera);
}

/**
 * QA replays a visitor's exported log (ARCHITECTURE §3): the flows are rebuilt on replay-safe ports and fed the log's
 * inputs at their times, effects' results included, so the site ends on the same screen without a platform call.
 */
export async function replaySiteSession(id: string, data: EventLogData, ports: SitePorts, idPrefix: string): Promise<SiteSession> {
  let ids = 0;
  const outcome = await replay(data, siteFlows(ports), { ids: () => `${idPrefix}-${++ids}`, routes: siteRoutes });
  if (Result.isFailure(outcome)) throw outcome.failure;
  // Exporting a replay gives back the log it replays: it is already redacted.
  return siteSession(outcome.success.system, ports, { exportLog: async () => JSON.stringify(data), logLength: () => data.entries.length, replaying: id });
}
