import { Result } from "effect";
import { createActor, SimulatedClock, type Actor, type AnyActorLogic, type Snapshot } from "xstate";
import { createEventLog, type EventLog } from "./event-log";
import type { EventLogData, FlowEvent } from "./event-log.schema";

/** XState's clock plus `now()`; the session's timers and the log's timestamps read the same clock. */
export interface FlowClock {
  now(): number;
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
}

/** A clock replay can move forward (XState's `SimulatedClock` is one). */
export interface SettableClock extends FlowClock {
  set(ms: number): void;
}

/** The source of generated ids (idempotency keys, message ids); replay needs the same sequence. */
export type IdSource = () => string;

/** What a flow factory receives: machines take their clock and ids from here via `machine.provide`. */
export interface FlowEnv {
  readonly clock: FlowClock;
  readonly ids: IdSource;
  readonly now: () => number;
}

export type FlowSetup = AnyActorLogic | { readonly logic: AnyActorLogic; readonly input?: unknown };
/** A flow is its actor logic (optionally with input), or a factory of it given the session's clock and ids. */
export type FlowDefinition = FlowSetup | ((env: FlowEnv) => FlowSetup);
export type FlowRegistry = Readonly<Record<string, FlowDefinition>>;

/** Entries of this flow are timer firings: replay only moves the clock to their `at`. */
export const CLOCK_FLOW = "$clock";
export const CLOCK_TICK = "clock.tick";

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

export interface FlowSystem {
  readonly flows: readonly string[];
  readonly env: FlowEnv;
  /** Delivers an event to a flow, appending it to the log first when the system records one. */
  send(flow: string, event: FlowEvent): void;
  actor(flow: string): Actor<AnyActorLogic>;
  snapshot(flow: string): Snapshot<unknown>;
  /** The serialisable snapshot replay compares. */
  persisted(flow: string): Snapshot<unknown>;
  stop(): void;
}

const isLogic = (value: FlowSetup): value is AnyActorLogic => "transition" in value;

const resolve = (definition: FlowDefinition, env: FlowEnv): { logic: AnyActorLogic; input?: unknown } => {
  const setup = typeof definition === "function" ? definition(env) : definition;
  return isLogic(setup) ? { logic: setup } : setup;
};

// Records each timer firing in the log, so replay fires it at the same clock value.
const recordingClock = (clock: FlowClock, log: EventLog): FlowClock => ({
  now: () => clock.now(),
  setTimeout: (fn, timeout) =>
    clock.setTimeout((...args: unknown[]) => {
      log.append({ flow: CLOCK_FLOW, event: { type: CLOCK_TICK } });
      fn(...args);
    }, timeout),
  clearTimeout: (id) => clock.clearTimeout(id),
});

/**
 * DESIGN §3 session actor system: one actor per registered flow, all on the injected clock. With a `log`,
 * every delivered event (and timer firing) is appended before it reaches its actor.
 */
export const createFlowSystem = (
  registry: FlowRegistry,
  options: { readonly clock: FlowClock; readonly ids: IdSource; readonly log?: EventLog },
): FlowSystem => {
  const clock = options.log ? recordingClock(options.clock, options.log) : options.clock;
  const env: FlowEnv = { clock, ids: options.ids, now: () => clock.now() };
  const actors = new Map<string, Actor<AnyActorLogic>>();
  for (const [flow, definition] of Object.entries(registry)) {
    const { logic, input } = resolve(definition, env);
    actors.set(flow, createActor(logic, { clock, input, id: flow }));
  }
  for (const actor of actors.values()) actor.start();

  const actor = (flow: string) => {
    const found = actors.get(flow);
    if (found === undefined) throw new Error(`unknown flow ${flow}`);
    return found;
  };
  return {
    flows: [...actors.keys()],
    env,
    send: (flow, event) => {
      const target = actor(flow);
      options.log?.append({ flow, event });
      target.send(event);
    },
    actor,
    snapshot: (flow) => actor(flow).getSnapshot() as Snapshot<unknown>,
    persisted: (flow) => actor(flow).getPersistedSnapshot(),
    stop: () => {
      for (const running of actors.values()) running.stop();
    },
  };
};

/** A recorded session: its log and its actor system, created at the same clock instant. */
export const createSession = (registry: FlowRegistry, options: { readonly clock: FlowClock; readonly ids: IdSource }) => {
  const log = createEventLog({ now: () => options.clock.now() });
  const system = createFlowSystem(registry, { ...options, log });
  return { log, system };
};

export interface ReplayStep {
  readonly seq: number;
  readonly flow: string;
  /** The flow's persisted snapshot right after this event. */
  readonly snapshot: Snapshot<unknown>;
}

export interface ReplayOutcome {
  readonly steps: readonly ReplayStep[];
  /** Every flow's persisted snapshot after the last entry. */
  readonly snapshots: Readonly<Record<string, Snapshot<unknown>>>;
  readonly system: FlowSystem;
}

export class ReplayError extends Error {
  readonly _tag = "ReplayError" as const;
  constructor(
    readonly reason: "unknownFlow" | "clock",
    readonly issue: string,
  ) {
    super(`Cannot replay (${reason}): ${issue}`);
    this.name = "ReplayError";
  }
}

/**
 * DESIGN §3 replay: re-creates every flow's actor at the log's start time and feeds the logged events at
 * their logged times. With the same registry, a fresh id source of the same sequence and a settable clock,
 * it reproduces every snapshot of the recorded session.
 */
export const replay = (
  log: EventLogData | EventLog,
  registry: FlowRegistry,
  options: { readonly clock?: SettableClock; readonly ids: IdSource },
): Result.Result<ReplayOutcome, ReplayError> => {
  const data = "data" in log ? log.data() : log;
  const clock = options.clock ?? new SimulatedClock();
  const unknown = data.entries.find((entry) => entry.flow !== CLOCK_FLOW && !(entry.flow in registry));
  if (unknown !== undefined) return Result.fail(new ReplayError("unknownFlow", `seq ${unknown.seq} is for flow "${unknown.flow}"`));
  if (clock.now() > data.startedAt) return Result.fail(new ReplayError("clock", `the clock is already past ${data.startedAt}`));

  clock.set(data.startedAt);
  const system = createFlowSystem(registry, { clock, ids: options.ids });
  const steps: ReplayStep[] = [];
  for (const entry of data.entries) {
    clock.set(entry.at);
    if (entry.flow === CLOCK_FLOW) continue;
    system.send(entry.flow, entry.event);
    steps.push({ seq: entry.seq, flow: entry.flow, snapshot: system.persisted(entry.flow) });
  }
  const snapshots = Object.fromEntries(system.flows.map((flow) => [flow, system.persisted(flow)]));
  return Result.succeed({ steps, snapshots, system });
};
