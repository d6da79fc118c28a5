import { Result } from "effect";
import { createActor, SimulatedClock, type Actor, type AnyActorLogic, type InspectionEvent, type Snapshot } from "xstate";
import { createEventLog, type EventLog, type LogSpill } from "./event-log";
import type { EventCause, EventLogData, FlowEvent } from "./event-log.schema";
import { decodeEffectEvent, encodeEffectEvent } from "./effect-events";
import {
  isLazyFlow,
  noRoutes,
  type FlowActor,
  type FlowClock,
  type FlowDefinition,
  type FlowEnv,
  type FlowName,
  type FlowRegistry,
  type FlowSetup,
  type FlowSnapshot,
  type IdSource,
  type RouteTable,
} from "./flow-registry";
import { CLOCK_FLOW, FLOW_STARTED, type FlowSystem, type FlowSystemOptions, type SettableClock } from "./flow-system.types";
import { normalise, recordingClock, withoutEffects } from "./flow-logic";

export * from "./flow-registry";
export * from "./flow-system.types";

type Emitted = { readonly type: string };
type AnyActor = Actor<AnyActorLogic>;

/**
 * ARCHITECTURE §3 session actor system: one actor per registered flow, all on the injected clock, coordinated by the
 * routing table. With a `log`, every input a flow reacts to is appended before it reaches its actor: intents and
 * socket events (`send`, `input`), timer firings, each invoked effect's result or failure, and the routed events.
 */
export const createFlowSystem = <const R extends FlowRegistry>(registry: R, options: FlowSystemOptions): FlowSystem<R> => {
  const { log, routes = noRoutes, replaying = false } = options;
  const clock = log ? recordingClock(options.clock, log) : options.clock;
  const actors = new Map<string, AnyActor>();
  const input = (event: FlowEvent) => {
    for (const [flow, routed, start] of routes.inputs[event.type]?.(event) ?? []) deliver(flow, routed, "input", start !== undefined);
  };
  const env: FlowEnv = { clock, ids: options.ids, now: () => clock.now(), snapshotOf: (flow) => actors.get(flow)?.getSnapshot(), input };
  const loading = new Map<string, Promise<AnyActor>>();
  const waiting = new Map<string, FlowEvent[]>();
  const startListeners = new Set<(flow: FlowName<R>) => void>();
  const emitListeners = new Map<string, Set<(event: Emitted) => void>>();

  const definition = (flow: string): FlowDefinition => {
    const found = registry[flow];
    if (found === undefined) throw new Error(`unknown flow ${flow}`);
    return found;
  };

  const append = (flow: string, event: FlowEvent, cause?: EventCause) => log?.append({ flow, event, ...(cause ? { cause } : {}) });

  /**
   * Delivers (and logs) an event. A lazy flow that has not started: an intent (or a delivery that says "start")
   * starts it and waits for it; any other routed event or socket input waits only if the flow is already loading,
   * and is otherwise dropped (a flow that never ran has nothing to close or update). The waiting events are logged
   * as plain inputs when they are delivered, so a replay, which drops every routed event for a flow that has not
   * started, delivers them from the log.
   */
  const deliver = (flow: string, event: FlowEvent, via: "intent" | "route" | "input", starts = via === "intent") => {
    const running = actors.get(flow);
    if (running === undefined) {
      if (replaying || (!starts && !loading.has(flow))) return;
      waiting.set(flow, [...(waiting.get(flow) ?? []), event]);
      void start(flow);
      return;
    }
    append(flow, event, via === "route" ? "route" : undefined);
    running.send(event);
  };

  const create = (flow: string, setup: FlowSetup): AnyActor => {
    const { logic, input } = normalise(setup);
    const holder: { actor?: AnyActor } = {};
    // An invoked effect's done/error event, relayed from the child to this flow, is logged as an input.
    const inspect = (inspection: InspectionEvent) => {
      if (inspection.type !== "@xstate.event" || holder.actor === undefined || inspection.actorRef !== holder.actor) return;
      const source = inspection.sourceRef;
      if (source === undefined || source === holder.actor) return;
      append(flow, encodeEffectEvent(inspection.event), "effect");
    };
    const actor = createActor(replaying ? withoutEffects(logic) : logic, { clock, input, id: flow, ...(log ? { inspect } : {}) });
    holder.actor = actor;
    actor.on("*", (emitted: Emitted) => {
      for (const listener of emitListeners.get(`${flow} ${emitted.type}`) ?? []) listener(emitted);
      const route = routes.emitted[flow]?.[emitted.type];
      if (route === undefined) return;
      for (const [target, event, start] of route(emitted as FlowEvent)) deliver(target, event, "route", start !== undefined);
    });
    actors.set(flow, actor);
    return actor;
  };

  /** Starts a flow whose setup has arrived, then delivers what waited for it. */
  const begin = (flow: string, setup: FlowSetup, lazy: boolean): AnyActor => {
    if (stopped) throw new Error("the session stopped");
    if (lazy) append(flow, { type: FLOW_STARTED });
    const actor = create(flow, setup);
    actor.start();
    const queue = waiting.get(flow) ?? [];
    waiting.delete(flow);
    for (const event of queue) deliver(flow, event, "intent");
    if (lazy) for (const listener of startListeners) listener(flow as FlowName<R>);
    return actor;
  };

  const start = (flow: string): Promise<AnyActor> => {
    const running = actors.get(flow);
    if (running !== undefined) return Promise.resolve(running);
    const pending = loading.get(flow);
    if (pending !== undefined) return pending;
    const found = definition(flow);
    if (!isLazyFlow(found)) throw new Error(`flow ${flow} is not lazy and did not start`);
    const loaded = found.lazy(env).then((setup) => begin(flow, setup, true));
    loading.set(flow, loaded);
    return loaded;
  };

  let stopped = false;
  const eager = Object.entries(registry).filter(([, found]) => !isLazyFlow(found));
  const setupOf = (found: FlowDefinition) => (typeof found === "function" ? found(env) : (found as FlowSetup));
  const { pace } = options;
  // Paced, one flow per step: each is "loading" until its turn, so what is sent to it meanwhile waits for it.
  let started: Promise<unknown> = Promise.resolve();
  if (pace === undefined) for (const [flow, found] of eager) create(flow, setupOf(found));
  if (pace === undefined) for (const [flow] of eager) actors.get(flow)!.start();
  else
    for (const [flow, found] of eager) {
      const turn = started.then(pace).then(() => begin(flow, setupOf(found), false));
      loading.set(flow, turn);
      started = turn;
    }

  const actor = (flow: string): AnyActor => {
    const found = actors.get(flow);
    if (found === undefined) throw new Error(`flow ${flow} ${flow in registry ? "has not started" : "is unknown"}`);
    return found;
  };

  return {
    flows: Object.keys(registry) as FlowName<R>[],
    env,
    send: (flow, event) => deliver(flow, event as FlowEvent, "intent"),
    input,
    actor: (flow) => actor(flow) as unknown as FlowActor<R, typeof flow>,
    snapshot: (flow) => actor(flow).getSnapshot() as FlowSnapshot<R, typeof flow>,
    isStarted: (flow) => actors.has(flow),
    start: (flow) => start(flow) as unknown as Promise<FlowActor<R, typeof flow>>,
    onStart: (listener) => {
      startListeners.add(listener);
      return () => startListeners.delete(listener);
    },
    on: (flow, type, handler) => {
      const key = `${flow} ${type}`;
      const listeners = emitListeners.get(key) ?? new Set();
      emitListeners.set(key, listeners);
      const listener = handler as (event: Emitted) => void;
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    started: started.then(() => undefined),
    persisted: (flow) => actor(flow).getPersistedSnapshot(),
    settled: async () => {
      let count = -1;
      while (count !== loading.size) {
        count = loading.size;
        await Promise.all(loading.values());
      }
    },
    stop: () => {
      stopped = true;
      for (const running of actors.values()) running.stop();
    },
  };
};

/** A recorded session: its log and its actor system, created at the same clock instant. */
export const createSession = <const R extends FlowRegistry>(
  registry: R,
  options: { readonly clock: FlowClock; readonly ids: IdSource; readonly routes?: RouteTable; readonly spill?: LogSpill; readonly pace?: () => Promise<void> },
) => {
  const log = createEventLog({ now: () => options.clock.now(), ...(options.spill ? { spill: options.spill } : {}) });
  const system = createFlowSystem(registry, { ...options, log });
  return { log, system };
};

export interface ReplayStep {
  readonly seq: number;
  readonly flow: string;
  /** The flow's persisted snapshot right after this event. */
  readonly snapshot: Snapshot<unknown>;
}

export interface ReplayOutcome<R extends FlowRegistry = FlowRegistry> {
  readonly steps: readonly ReplayStep[];
  /** Every started flow's persisted snapshot after the last entry. */
  readonly snapshots: Readonly<Record<string, Snapshot<unknown>>>;
  readonly system: FlowSystem<R>;
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
 * ARCHITECTURE §3 replay: re-creates every flow's actor at the log's start time and feeds the logged inputs at their
 * logged times: intents and socket events as they were, effects' results instead of running the effects, lazy
 * flows started where they started; routed events are derived again by the routing table. With the same
 * registry and routes, a fresh id source of the same sequence and a settable clock, it reproduces every snapshot
 * of the recorded session without calling the platform.
 */
export const replay = async <const R extends FlowRegistry>(
  log: EventLogData | EventLog,
  registry: R,
  options: { readonly clock?: SettableClock; readonly ids: IdSource; readonly routes?: RouteTable },
): Promise<Result.Result<ReplayOutcome<R>, ReplayError>> => {
  const data = "data" in log ? log.data() : log;
  const clock = options.clock ?? new SimulatedClock();
  const unknown = data.entries.find((entry) => entry.flow !== CLOCK_FLOW && !(entry.flow in registry));
  if (unknown !== undefined) return Result.fail(new ReplayError("unknownFlow", `seq ${unknown.seq} is for flow "${unknown.flow}"`));
  if (clock.now() > data.startedAt) return Result.fail(new ReplayError("clock", `the clock is already past ${data.startedAt}`));

  clock.set(data.startedAt);
  const system = createFlowSystem(registry, { clock, ids: options.ids, routes: options.routes, replaying: true });
  const steps: ReplayStep[] = [];
  for (const entry of data.entries) {
    clock.set(entry.at);
    if (entry.flow === CLOCK_FLOW || entry.cause === "route") continue;
    const flow = entry.flow as FlowName<R>;
    if (entry.event.type === FLOW_STARTED) await system.start(flow);
    else {
      const event = entry.cause === "effect" ? decodeEffectEvent(entry.event) : entry.event;
      (system.actor(flow) as unknown as Actor<AnyActorLogic>).send(event);
    }
    steps.push({ seq: entry.seq, flow: entry.flow, snapshot: system.persisted(flow) });
  }
  const snapshots = Object.fromEntries(system.flows.filter((flow) => system.isStarted(flow)).map((flow) => [flow, system.persisted(flow)]));
  return Result.succeed({ steps, snapshots, system });
};
