import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from "xstate";
import { coverage, describePath, replay, transitionPaths, type Controllable, type ModelPath } from "./machine-model";

export interface ModelSpec<View> {
  readonly machine: AnyStateMachine;
  /** Sample events per event type (every type a state handles, timers aside). */
  readonly samples: Readonly<Record<string, ReadonlyArray<EventObject>>>;
  readonly input?: unknown;
  readonly serializeState?: (snapshot: AnyMachineSnapshot) => string;
  readonly limit?: number;
  /** The effects the machine invokes, fresh for each replayed path (named as the machine's invoke ids). */
  readonly effects?: () => Readonly<Record<string, Controllable>>;
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

/**
 * DESIGN §3 the model tier of a flow, in one place: `xstate/graph` paths that reach every state and take every
 * transition of the definition, each replayed on a live actor (simulated clock, controllable effects) to the
 * model's snapshots, and on every visited snapshot the check of what that state exposes to views.
 */
export function describeModel<View>(name: string, spec: ModelSpec<View>): ModelPath[] {
  const { machine, samples, input, serializeState, limit } = spec;
  const paths = transitionPaths(machine, { samples, input, serializeState, limit });
  describe(`${name} model`, () => {
    it("reaches every state and takes every transition", () => {
      expect(coverage(machine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
    });

    it("replays every path on a live actor with a simulated clock", async () => {
      for (const path of paths) {
        const clock = new SimulatedClock();
        const effects = spec.effects?.() ?? {};
        const live = Object.keys(effects).length
          ? machine.provide({ actors: Object.fromEntries(Object.entries(effects).map(([id, effect]) => [id, effect.logic])) })
          : machine;
        const actor = createActor(live, { clock, input }).start();
        expect(await replay(path, { machine: live, actor, clock, actors: effects }), describePath(path)).toEqual([]);
        actor.stop();
      }
    });

    it("exposes in each state what that state means", () => {
      const unchecked = new Set<string>();
      const unused = new Set(Object.keys(spec.states));
      for (const path of paths) {
        for (const { state } of path.steps) {
          const named = Object.keys(spec.states).filter((key) => matchesPath(state, key));
          // Each active leaf (each region's, in a parallel machine) needs an entry naming it or a state above it.
          for (const leaf of leafPaths(state.value)) if (!named.some((key) => leaf === key || leaf.startsWith(`${key}.`))) unchecked.add(leaf);
          const view = spec.expose(state);
          for (const key of named) {
            unused.delete(key);
            spec.states[key]!(view, state);
          }
        }
      }
      expect([...unchecked], "states with no exposure check").toEqual([]);
      // A check for a state no path visits would never run.
      expect([...unused], "exposure checks for states never visited").toEqual([]);
    });
  });
  return paths;
}
