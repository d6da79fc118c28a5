import { fromPromise, type AnyActorLogic, type AnyStateMachine } from "xstate";
import type { EventLog } from "./event-log";
import type { FlowClock, FlowSetup } from "./flow-registry";
import { CLOCK_FLOW, CLOCK_TICK } from "./flow-system.types";

export const isLogic = (value: FlowSetup): value is AnyActorLogic => "transition" in value;
export const normalise = (setup: FlowSetup): { logic: AnyActorLogic; input?: unknown } => (isLogic(setup) ? { logic: setup } : setup);

export const isMachine = (logic: AnyActorLogic): logic is AnyStateMachine => "provide" in logic && "implementations" in logic;
const never = fromPromise<never, unknown>(() => new Promise<never>(() => undefined));
/** The flow's invoked effects replaced by ones that never settle: replay delivers their logged results. */
export const withoutEffects = (logic: AnyActorLogic): AnyActorLogic => {
  if (!isMachine(logic)) return logic;
  const actors = Object.fromEntries(Object.keys(logic.implementations.actors).map((name) => [name, never]));
  return logic.provide({ actors });
};

// Records each timer firing in the log, so replay fires it at the same clock value.
export const recordingClock = (clock: FlowClock, log: EventLog): FlowClock => ({
  now: () => clock.now(),
  setTimeout: (fn, timeout) =>
    clock.setTimeout((...args: unknown[]) => {
      log.append({ flow: CLOCK_FLOW, event: { type: CLOCK_TICK } });
      fn(...args);
    }, timeout),
  clearTimeout: (id) => clock.clearTimeout(id),
});
