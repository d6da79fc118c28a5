import type { ActorRefFrom, AnyActorLogic, EmittedFrom, EventFromLogic, InputFrom, SnapshotFrom } from "xstate";
import type { FlowEvent } from "./event-log.schema";

/** XState's clock plus `now()`; the session's timers and the log's timestamps read the same clock. */
export interface FlowClock {
  now(): number;
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
}

/** The source of generated ids (idempotency keys, message ids); replay needs the same sequence. */
export type IdSource = () => string;

/** What a flow factory receives: machines take their clock and ids from here via `machine.provide`. */
export interface FlowEnv {
  readonly clock: FlowClock;
  readonly ids: IdSource;
  readonly now: () => number;
  /** Another started flow's current snapshot (read-only; undefined when it has not started). */
  readonly snapshotOf: (flow: string) => unknown;
  /** Outside input (a socket's decoded event) into the system: the routing table names the flows that hear it. */
  readonly input: (event: FlowEvent) => void;
}

/** A flow's logic, optionally with its input. */
export type FlowSetup<L extends AnyActorLogic = AnyActorLogic> = L | { readonly logic: L; readonly input?: InputFrom<L> };

/** A flow whose code loads when it is first needed (its route or overlay): ARCHITECTURE §3 "flows load with their pages". */
export interface LazyFlow<L extends AnyActorLogic = AnyActorLogic> {
  readonly lazy: (env: FlowEnv) => Promise<FlowSetup<L>>;
}

/** A flow is its logic (optionally with input), a factory of it given the session's clock and ids, or a lazy flow. */
export type FlowDefinition<L extends AnyActorLogic = AnyActorLogic> = FlowSetup<L> | ((env: FlowEnv) => FlowSetup<L>) | LazyFlow<L>;
export type FlowRegistry = Readonly<Record<string, FlowDefinition>>;

type SetupLogic<S> = S extends { readonly logic: infer L extends AnyActorLogic } ? L : S extends AnyActorLogic ? S : never;
/** The actor logic a registry entry runs. */
export type LogicOf<D> = D extends LazyFlow<infer L> ? L : D extends (env: FlowEnv) => infer S ? SetupLogic<S> : SetupLogic<D>;

export type FlowName<R extends FlowRegistry> = keyof R & string;
export type FlowActor<R extends FlowRegistry, K extends FlowName<R>> = ActorRefFrom<LogicOf<R[K]>>;
export type FlowSnapshot<R extends FlowRegistry, K extends FlowName<R>> = SnapshotFrom<LogicOf<R[K]>>;
export type FlowInputEvent<R extends FlowRegistry, K extends FlowName<R>> = EventFromLogic<LogicOf<R[K]>>;
export type FlowEmitted<R extends FlowRegistry, K extends FlowName<R>> = EmittedFrom<LogicOf<R[K]>>;

/** Names the registry's flows and keeps each one's machine type, so `system.actor("wallet")` needs no cast. */
export const defineFlows = <const R extends FlowRegistry>(registry: R): R => registry;

/** A flow loaded on first use: `lazyFlow(() => import("./wallet-flow").then((m) => m.walletFlow(ports)))`. */
export const lazyFlow = <L extends AnyActorLogic>(lazy: (env: FlowEnv) => Promise<FlowSetup<L>>): LazyFlow<L> => ({ lazy });

export const isLazyFlow = (definition: FlowDefinition): definition is LazyFlow => typeof definition === "object" && "lazy" in definition;

/**
 * One delivery of the routing table: an event for a flow. A lazy flow that has not started drops it, unless the
 * delivery says `"start"`: then the flow loads and hears it once started (an event that creates what the flow shows,
 * such as a private message that opens a pop-up).
 */
export type Delivery = readonly [flow: string, event: FlowEvent, start?: "start"];

/**
 * ARCHITECTURE §3 the coordination as data: which flows hear an outside input (a member-socket or chat event), and which
 * events an emitted event of a flow becomes for other flows. The flow system runs it; nothing in the app does.
 */
export interface RouteTable {
  /** Outside input (by event type) → deliveries. An input type that is not listed reaches no flow. */
  readonly inputs: Readonly<Record<string, (event: FlowEvent) => readonly Delivery[]>>;
  /** `flow` → emitted event type → deliveries. */
  readonly emitted: Readonly<Record<string, Readonly<Record<string, (event: FlowEvent) => readonly Delivery[]>>>>;
}

export const noRoutes: RouteTable = { inputs: {}, emitted: {} };
