import { Schema } from "effect";
import type { WorldState } from "../world/world.schema";
import type { World } from "../world/world";
import { WorldEvent } from "../simulated-world";
import { realTimers, type Timers } from "../timers";

export { realTimers, type Timers } from "../timers";

/** A scripted run (ARCHITECTURE §2 scenarios/): world events, each after a delay from the previous step. */
export const ScenarioStep = Schema.Struct({ delayMs: Schema.Number, event: WorldEvent });
export type ScenarioStep = typeof ScenarioStep.Type;
export const Scenario = Schema.Struct({ name: Schema.String, steps: Schema.Array(ScenarioStep) });
export type Scenario = typeof Scenario.Type;

/** Plays a scenario onto the world; returns a cancel function. `onDone` runs after the last step. */
export const runScenario = (world: World, scenario: Scenario, options: { timers?: Timers; onDone?: () => void } = {}) => {
  const timers = options.timers ?? realTimers;
  let handle: unknown;
  let cancelled = false;
  const step = (index: number) => {
    const next = scenario.steps[index];
    if (!next) {
      options.onDone?.();
      return;
    }
    handle = timers.setTimeout(() => {
      if (cancelled) return;
      world.dispatch(next.event);
      step(index + 1);
    }, Math.max(0, next.delayMs));
  };
  step(0);
  return () => {
    cancelled = true;
    timers.clearTimeout(handle);
  };
};

/**
 * A timed script whose events are made when due (the chat scenarios): each beat runs at its offset from the start, sees
 * the world as it is then (a viewer kicked meanwhile stays quiet) and makes its events then, so a long flood is never
 * held whole. Beats are scheduled at their offsets from the start, not one after another, so they do not drift.
 */
export interface TimelineBeat {
  readonly offsetMs: number;
  readonly events: (state: WorldState) => readonly WorldEvent[];
}
export interface Timeline {
  readonly name: string;
  readonly beats: readonly TimelineBeat[];
}

/** Plays a timeline onto the world; returns a cancel function. `onDone` runs after the last beat. */
export const runTimeline = (world: World, timeline: Timeline, options: { timers?: Timers; onDone?: () => void } = {}) => {
  const timers = options.timers ?? realTimers;
  let cancelled = false;
  let left = timeline.beats.length;
  if (left === 0) options.onDone?.();
  const handles = timeline.beats.map((beat) =>
    timers.setTimeout(() => {
      if (cancelled) return;
      for (const event of beat.events(world.getState())) world.dispatch(event);
      left -= 1;
      if (left === 0) options.onDone?.();
    }, Math.max(0, beat.offsetMs)),
  );
  return () => {
    cancelled = true;
    for (const handle of handles) timers.clearTimeout(handle);
  };
};

/** A performer's evening: goes live, opens free chat, takes a VIP show, pauses, signs off. */
export const performerEvening = (username: string, stepMs = 5_000): Scenario => ({
  name: `${username}: an evening on cam`,
  steps: (["online", "free", "vip", "pause", "online", "offline"] as const).map((status) => ({
    delayMs: stepMs,
    event: { type: "performer.status.set", username, status },
  })),
});
