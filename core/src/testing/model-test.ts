import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, type AnyActorLogic, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from "xstate";
import { coverage, describePath, freshSteps, longestPaths, replay, transitionPaths, type ModelPath } from "./machine-model";

/** A controllable effect (`controllable()`), whatever its input and output. */
export interface ModelEffect {
  readonly logic: AnyActorLogic;
  resolve(output: unknown): void;
  reject(error: unknown): void;
  /** Forgets its calls: as new for the next path's actor. */
  reset(): void;
}

/**
 * The replays of one `it`: a flow with thousands of paths is replayed in several, each far inside the test timeout on
 * a loaded machine (the chat session's 7,600 paths took 18 s in one, 31 s beside a type check, a lint and a build).
 */
const REPLAYS_PER_TEST = 1_000;

export interface ModelSpec<View> {
  readonly machine: AnyStateMachine;
  /** Sample events per event type (every type a state handles, timers aside). */
  readonly samples: Readonly<Record<string, ReadonlyArray<AnyEventObject>>>;
  readonly input?: unknown;
  readonly serializeState?: (snapshot: AnyMachineSnapshot) => string;
  readonly limit?: number;
  /** The clock value the live actors start at (the samples' timestamps may depend on it). */
  readonly startAt?: number;
  /**
   * The paths replayed on a live actor, when replaying all of them is too slow: the subset must still reach every
   * state and take every transition (checked).
   */
  readonly replayed?: (paths: ModelPath[]) => ModelPath[];
  /** The effects the machine invokes (named as the machine's invoke ids; an id whose src differs from it may share its
   * src's effect): made once, given to the machine once, and reset before each replayed path. */
  readonly effects?: () => Readonly<Record<string, ModelEffect>>;
  /** What views read of a snapshot: the flow's `connect` with a send that does nothing. */
  readonly expose: (snapshot: AnyMachineSnapshot) => View;
  /**
   * What each state means to a view, by state path (`"open"`, `"drawer.open.step.pin"`): checked on every snapshot
   * the paths visit in that state. Every leaf state a path reaches must be named, itself or through a state above it.
   */
  readonly states: Readonly<Record<string, (view: View, snapshot: AnyMachineSnapshot) => void>>;
}

/** `"a.b.c"` as the state value `{ a: { b: "c" } }` that `matches` takes. */
const stateValue = (path: string): string | Record<string, unknown> => {
  const [head, ...rest] = path.split(".");
  return rest.length === 0 ? head! : { [head!]: stateValue(rest.join(".")) };
};
const matchesPath = (snapshot: AnyMachineSnapshot, path: string) => snapshot.matches(stateValue(path) as never);

/** The leaf state paths of a snapshot (`drawer.open.step.pin`), for messages. */
const leafPaths = (value: unknown, prefix = ""): string[] =>
  typeof value === "string"
    ? [`${prefix}${value}`]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leafPaths(child, `${prefix}${key}.`));

export interface ExposureReport {
  /** Leaf states some path visits that no entry of `states` names, itself or through a state above it. */
  readonly unchecked: string[];
  /** Entries of `states` that no visited snapshot is in. */
  readonly unused: string[];
}

/**
 * Runs, on every snapshot the paths visit, the exposure check of each state it is in; a failed check is rethrown
 * with the state and the path that led there.
 */
export function checkExposure<View>(paths: ReadonlyArray<ModelPath>, spec: Pick<ModelSpec<View>, "expose" | "states">): ExposureReport {
  const unchecked = new Set<string>();
  const unused = new Set(Object.keys(spec.states));
  const fresh = freshSteps(paths);
  for (const [p, path] of paths.entries()) {
    for (const [i, { state }] of path.steps.entries()) {
      // A step reached by the same events as one already checked is that step.
      if (!fresh[p]![i]) continue;
      const named = Object.keys(spec.states).filter((key) => matchesPath(state, key));
      // Each active leaf (each region's, in a parallel machine) needs an entry naming it or a state above it.
      for (const leaf of leafPaths(state.value)) if (!named.some((key) => leaf === key || leaf.startsWith(`${key}.`))) unchecked.add(leaf);
      const view = spec.expose(state);
      for (const key of named) {
        unused.delete(key);
        try {
          spec.states[key]!(view, state);
        } catch (error) {
          const where = describePath({ steps: path.steps.slice(0, i + 1) });
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`exposure check "${key}" failed in ${leafPaths(state.value).join(", ")} after ${where}: ${reason}`, { cause: error });
        }
      }
    }
  }
  return { unchecked: [...unchecked], unused: [...unused] };
}

/**
 * ARCHITECTURE §3 the model tier of a flow, in one place: `xstate/graph` paths that reach every state and take every
 * transition of the definition, each replayed on a live actor (simulated clock, controllable effects) to the
 * model's snapshots, and on every visited snapshot the check of what that state exposes to views.
 */
export function describeModel<View>(name: string, spec: ModelSpec<View>): ModelPath[] {
  const { machine, samples, input, serializeState, limit } = spec;
  const paths = transitionPaths(machine, { samples, input, serializeState, limit });
  const replayed = spec.replayed?.(paths) ?? paths;
  describe(`${name} model`, () => {
    it("reaches every state and takes every transition", () => {
      expect(coverage(machine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
      if (replayed !== paths) expect(coverage(machine, replayed), "the replayed paths").toEqual({ unreachedStates: [], untakenTransitions: [] });
    });

    // A path another one begins with is replayed as that one's beginning.
    const replays = longestPaths(replayed);
    // Providing the effects makes a new machine (most of a short path's replay): once, with effects reset per path.
    const effects = spec.effects?.() ?? {};
    const live = Object.keys(effects).length
      ? machine.provide({ actors: Object.fromEntries(Object.entries(effects).map(([id, effect]) => [id, effect.logic])) })
      : machine;
    // One effect may stand for several invoke ids: each is reset once.
    const resettable = [...new Set(Object.values(effects))];
    for (let from = 0; from < replays.length; from += REPLAYS_PER_TEST) {
      const batch = replays.slice(from, from + REPLAYS_PER_TEST);
      const which = replays.length > REPLAYS_PER_TEST ? ` (paths ${from + 1}–${from + batch.length} of ${replays.length})` : "";
      it(`replays the paths on a live actor with a simulated clock${which}`, async () => {
        for (const path of batch) {
          const clock = new SimulatedClock();
          if (spec.startAt !== undefined) clock.set(spec.startAt);
          for (const effect of resettable) effect.reset();
          const actor = createActor(live, { clock, input }).start();
          expect(await replay(path, { machine: live, actor, clock, actors: effects }), describePath(path)).toEqual([]);
          actor.stop();
        }
      });
    }

    it("exposes in each state what that state means", () => {
      const { unchecked, unused } = checkExposure(paths, spec);
      expect(unchecked, "states with no exposure check").toEqual([]);
      // A check for a state no path visits would never run.
      expect(unused, "exposure checks for states never visited").toEqual([]);
    });
  });
  return paths;
}
