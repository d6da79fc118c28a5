import type { TrackerRequest, TrackingEventName } from "@camstage/core";
import type { World } from "../world/world";

/** How many tracker calls a world keeps (the oldest go first). */
export const TRACKER_CALLS_KEPT = 200;

/** One §7 POST /tracker as QA sees it (issue 28): what it reported, whether it came as the close's beacon. */
export interface TrackerCall {
  /** The world clock when it arrived. */
  readonly at: number;
  readonly event: TrackingEventName | string;
  readonly beacon: boolean;
  /** Whether a member's token came with it (the token itself stays out of QA's view, ARCHITECTURE §7). */
  readonly member: boolean;
  readonly log: TrackerRequest["log"];
  readonly click: Omit<NonNullable<TrackerRequest["click"]>, "token"> | null;
}

export interface TrackerLog {
  readonly record: (request: TrackerRequest, at: number, beacon: boolean) => void;
  /** Newest first. */
  readonly calls: () => readonly TrackerCall[];
}

const logs = new WeakMap<World, TrackerLog>();

/**
 * A world's tracker calls. They are not world events (a recording does not replay them): a list of the world's own,
 * bounded, emptied when QA resets the world.
 */
export const trackerLogOf = (world: World): TrackerLog => {
  const found = logs.get(world);
  if (found) return found;
  let calls: TrackerCall[] = [];
  world.subscribe((_state, record) => {
    if (record.event.type === "world.reset") calls = [];
  });
  const log: TrackerLog = {
    record: (request, at, beacon) => {
      const { token: _token, ...click } = request.click ?? { token: null };
      const call: TrackerCall = { at, event: request.log.log.event, beacon, member: Boolean(request.token), log: request.log, click: request.click ? (click as TrackerCall["click"]) : null };
      calls = [call, ...calls].slice(0, TRACKER_CALLS_KEPT);
    },
    calls: () => calls,
  };
  logs.set(world, log);
  return log;
};
