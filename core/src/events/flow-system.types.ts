import type { Snapshot } from "xstate";
import type { EventLog } from "./event-log";
import type { FlowEvent } from "./event-log.schema";
import type {
  FlowActor,
  FlowClock,
  FlowEmitted,
  FlowEnv,
  FlowInputEvent,
  FlowName,
  FlowRegistry,
  FlowSnapshot,
  IdSource,
  RouteTable,
} from "./flow-registry";

/** A clock replay can move forward (XState's `SimulatedClock` is one). */
export interface SettableClock extends FlowClock {
  set(ms: number): void;
}

/** Entries of this flow are timer firings: replay only moves the clock to their `at`. */
export const CLOCK_FLOW = "$clock";
export const CLOCK_TICK = "clock.tick";
/** The entry of a lazy flow's start: replay creates its actor at the same clock value. */
export const FLOW_STARTED = "flow.started";

/** The wall clock for the live app; read lazily, so importing core touches no timer. */
export const systemClock: FlowClock = {
  now: () => Date.now(),
  setTimeout: (fn, timeout) => globalThis.setTimeout(fn, timeout),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
};

/** Deterministic ids `prefix-1`, `prefix-2`, … (tests, replays). */
export const sequentialIds = (prefix = "id"): IdSource => {
  let next = 0;
  return () => `${prefix}-${++next}`;
};

export interface FlowSystem<R extends FlowRegistry = FlowRegistry> {
  readonly flows: readonly FlowName<R>[];
  readonly env: FlowEnv;
  /** Delivers an event to a flow (starting a lazy flow first), appending it to the log when the system records one. */
  send<K extends FlowName<R>>(flow: K, event: FlowInputEvent<R, K>): void;
  /** An outside input (a member-socket or chat event): the routing table names the flows that hear it. */
  input(event: FlowEvent): void;
  /** A started flow's actor; throws for a lazy flow that has not started (see `start`, `isStarted`). */
  actor<K extends FlowName<R>>(flow: K): FlowActor<R, K>;
  snapshot<K extends FlowName<R>>(flow: K): FlowSnapshot<R, K>;
  isStarted(flow: FlowName<R>): boolean;
  /** Starts a flow (loading a lazy flow's code) and resolves with its actor. */
  start<K extends FlowName<R>>(flow: K): Promise<FlowActor<R, K>>;
  /** Called when a lazy flow has started. */
  onStart(listener: (flow: FlowName<R>) => void): () => void;
  /** Listens to a flow's emitted events (a port reacting to them: a navigation, a page loader); waits for a lazy flow. */
  on<K extends FlowName<R>, T extends FlowEmitted<R, K>["type"]>(
    flow: K,
    type: T,
    handler: (event: Extract<FlowEmitted<R, K>, { type: T }>) => void,
  ): () => void;
  /** The serialisable snapshot replay compares. */
  persisted(flow: FlowName<R>): Snapshot<unknown>;
  /** Resolves once the flows that start with the system have (at once, or paced: `FlowSystemOptions.pace`). */
  readonly started: Promise<void>;
  /** Resolves once every lazy flow asked for has started and its waiting events are delivered. */
  settled(): Promise<void>;
  stop(): void;
}

export interface FlowSystemOptions {
  readonly clock: FlowClock;
  readonly ids: IdSource;
  readonly log?: EventLog;
  readonly routes?: RouteTable;
  /**
   * Replaying: invoked effects never run (their logged results are delivered instead) and nothing is logged, so
   * replaying a visitor's session calls no platform.
   */
  readonly replaying?: boolean;
  /**
   * What comes between two flows that start with the system, one after the other (a browser's next task: each flow's
   * start is then a short task, never one long one; ARCHITECTURE §6 TBT). Without it they all start at once, before
   * `createFlowSystem` returns. Either way `started` resolves once they have; an event for one not yet started waits
   * for it, as for a lazy flow that is loading.
   */
  readonly pace?: () => Promise<void>;
}
