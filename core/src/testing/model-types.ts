import type { AnyMachineSnapshot, EventObject } from "xstate";

/**
 * Model-test support shared by the browse flows (ARCHITECTURE §3): paths through a machine's state graph
 * (`xstate/graph`), the states and transitions of its definition, and a runner that replays a path on a
 * live actor with a simulated clock and controllable promise actors.
 */
export interface ModelStep {
  readonly event: EventObject;
  readonly state: AnyMachineSnapshot;
}
export interface ModelPath {
  readonly steps: ReadonlyArray<ModelStep>;
}

export interface ModelOptions {
  /** Sample events per event type. Every event type a state handles must have samples, except timers. */
  readonly samples: Readonly<Record<string, ReadonlyArray<EventObject>>>;
  /** Abstracts the snapshot when its context could grow without bound (defaults to value + context). */
  readonly serializeState?: (snapshot: AnyMachineSnapshot) => string;
  readonly input?: unknown;
  readonly limit?: number;
}
