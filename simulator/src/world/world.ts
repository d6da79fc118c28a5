import type { WorldEvent, WorldPerformer, WorldRecord, WorldRecording, WorldState } from "./world.schema";
import type { SeedOptions } from "./world.seed";
import { registryOf, type WorldFeature } from "./world.features";
import { WORLD_OWN_FEATURES } from "./world.reducer";
import { redactionOf } from "./world.redact";

/** Called with the state after the event, the event's record, and the state before it (to derive changes). */
export type WorldListener = (state: WorldState, record: WorldRecord, previous: WorldState) => void;

export interface World {
  readonly seed: number;
  readonly dispatch: (event: WorldEvent) => WorldState;
  readonly getState: () => WorldState;
  /** Called after every dispatched event; returns the unsubscribe function. */
  readonly subscribe: (listener: WorldListener) => () => void;
  /** Every event applied since creation, in order (including resets), for recording and replay. */
  readonly events: () => readonly WorldRecord[];
  readonly recording: () => WorldRecording;
  readonly findPerformer: (idOrUsername: string | number) => WorldPerformer | undefined;
  /**
   * How many times the world was reset (replays included). Member ids are given out again after a reset, so every
   * token names the epoch it was issued in and none outlives it (ARCHITECTURE §7).
   */
  readonly epoch: () => number;
}

export type WorldOptions = SeedOptions;

/**
 * Makes the world's functions from the seed state and the features that fold the events beyond the world's own
 * (world.features.ts). Called by the composition root src/simulated-world.ts, which exports what it returns:
 * `createWorld`, `replayWorld`, the whole `reduceWorld` and the redaction of events, records and recordings.
 */
export const defineWorld = (seedWorld: (seed: number, options: WorldOptions) => WorldState, features: readonly WorldFeature[]) => {
  const registry = registryOf([...WORLD_OWN_FEATURES, ...features]);
  const reduceWorld = registry.reduce;

  /** A seeded, event-sourced world (ARCHITECTURE §2): state = events folded onto the seed state. */
  const createWorld = (seed = 1, options: WorldOptions = {}): World => {
    const seedState = seedWorld(seed, options);
    let state = seedState;
    const records: WorldRecord[] = [];
    let epoch = 0;
    const listeners = new Set<WorldListener>();
    // Index by id and lowercase username; rebuilt lazily when the performer list changes.
    let indexFor: WorldState["performers"] | null = null;
    let index = new Map<string, WorldPerformer>();

    const findPerformer = (idOrUsername: string | number) => {
      if (indexFor !== state.performers) {
        index = new Map();
        for (const performer of state.performers) {
          index.set(String(performer.profile.id), performer);
          index.set(performer.profile.username.toLowerCase(), performer);
        }
        indexFor = state.performers;
      }
      return index.get(String(idOrUsername).toLowerCase());
    };

    const dispatch = (event: WorldEvent) => {
      const record: WorldRecord = { seq: records.length + 1, at: state.clock, event };
      const previous = state;
      state = reduceWorld(state, event, seedState);
      if (event.type === "world.reset") epoch++;
      records.push(record);
      for (const listener of listeners) listener(state, record, previous);
      return state;
    };

    return {
      seed,
      dispatch,
      getState: () => state,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      events: () => records,
      recording: () => ({ seed, events: [...records] }),
      findPerformer,
      epoch: () => epoch,
    };
  };

  /** Rebuilds a world from a recording: same seed, same events, same state. */
  const replayWorld = (recording: WorldRecording, options: WorldOptions = {}): World => {
    const world = createWorld(recording.seed, options);
    for (const record of recording.events) world.dispatch(record.event);
    return world;
  };

  return { createWorld, replayWorld, reduceWorld, ...redactionOf(registry.redact) };
};
