import { fromPromise, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type SimulatedClock } from "xstate";
import type { ModelPath } from "./model-types";

/** Timer events (`xstate.after.<delay>.<state id>`): no sample needed, replayed by advancing the clock. */
export const isTimer = (type: string) => type.startsWith("xstate.after.");

/** A promise actor whose answers the test gives; the last call not yet cancelled is the active one. */
export function controllable<TOutput, TInput = unknown>() {
  const calls: TInput[] = [];
  const pending: Array<{ resolve: (v: TOutput) => void; reject: (e: unknown) => void; signal: AbortSignal }> = [];
  const active = () => {
    const call = pending.filter((p) => !p.signal.aborted).at(-1);
    if (!call) throw new Error("no active call");
    return call;
  };
  return {
    logic: fromPromise<TOutput, TInput>(({ input, signal }) => {
      calls.push(input);
      return new Promise<TOutput>((resolve, reject) => pending.push({ resolve, reject, signal }));
    }),
    calls,
    get isPending() {
      return pending.some((p) => !p.signal.aborted);
    },
    resolve(output: TOutput) {
      const call = active();
      pending.splice(pending.indexOf(call), 1);
      call.resolve(output);
    },
    reject(error: unknown) {
      const call = active();
      pending.splice(pending.indexOf(call), 1);
      call.reject(error);
    },
    /** Forgets every call, answered or not: the effect as new, for the next actor (a call left open never settles). */
    reset() {
      calls.length = 0;
      pending.length = 0;
    },
  };
}
export type Controllable = ReturnType<typeof controllable<unknown, unknown>>;

/** Lets settled promises deliver their done/error events (a few microtask turns; no timers involved). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/**
 * Resolves a named or numeric delay of `xstate.after.<delay>.<state id>`; a delay the machine computes from its
 * context is computed from `context` (the live actor's, as the timer was set).
 */
export function delayOf(machine: AnyStateMachine, eventType: string, context?: unknown): number {
  const name = eventType.slice("xstate.after.".length).split(".")[0] ?? "";
  const configured = (machine.implementations.delays as Record<string, unknown>)[name];
  const ms =
    typeof configured === "number"
      ? configured
      : typeof configured === "function"
        ? Number((configured as (args: { context: unknown }) => unknown)({ context }))
        : Number(name);
  if (!Number.isFinite(ms)) throw new Error(`model test: cannot resolve delay "${name}"`);
  return ms;
}

export interface Harness {
  readonly machine: AnyStateMachine;
  readonly actor: AnyActorRef;
  readonly clock: SimulatedClock;
  readonly actors?: Readonly<Record<string, { resolve(o: unknown): void; reject(e: unknown): void }>>;
}

/**
 * Drives a live actor through a path the way the app would: timers by advancing the simulated clock,
 * actor results by settling the controllable actor, other events by sending. Returns the steps whose
 * live snapshot (value and context) differs from the model's.
 */
export async function replay(path: ModelPath, harness: Harness): Promise<string[]> {
  const mismatches: string[] = [];
  for (const [i, step] of path.steps.entries()) {
    const { type } = step.event;
    if (i > 0) {
      if (isTimer(type)) harness.clock.increment(delayOf(harness.machine, type, harness.actor.getSnapshot().context));
      else if (type.startsWith("xstate.done.actor.") || type.startsWith("xstate.error.actor.")) {
        const id = type.replace(/^xstate\.(done|error)\.actor\./, "");
        const target = harness.actors?.[id];
        if (!target) throw new Error(`model test: no controllable actor "${id}"`);
        if (type.startsWith("xstate.done.")) target.resolve((step.event as { output?: unknown }).output);
        else target.reject((step.event as { error?: unknown }).error);
        await settle();
      } else harness.actor.send(step.event);
    }
    const live = harness.actor.getSnapshot() as AnyMachineSnapshot;
    const expected = JSON.stringify({ value: step.state.value, context: step.state.context });
    const actual = JSON.stringify({ value: live.value, context: live.context });
    if (expected !== actual) mismatches.push(`step ${i} (${type}): expected ${expected}, got ${actual}`);
  }
  return mismatches;
}

/** Short label for a path, for test names. */
export const describePath = (path: ModelPath) =>
  path.steps.slice(1).map((s) => s.event.type.replace(/^xstate\.(after|done\.actor|error\.actor)\./, "$1:")).join(" → ") || "(initial)";
