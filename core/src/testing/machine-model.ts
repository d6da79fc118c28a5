import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  getInitialSnapshot,
  getMicrosteps,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from "xstate";
import { getAdjacencyMap, getStateNodes, serializeSnapshot } from "xstate/graph";
import type { ModelOptions, ModelPath, ModelStep } from "./model-types";
import { isTimer } from "./model-runner";

export * from "./model-types";
export { controllable, delayOf, describePath, replay, settle, type Controllable, type Harness } from "./model-runner";

const eventsFor = (samples: ModelOptions["samples"]) => (snapshot: AnyMachineSnapshot): EventObject[] =>
  ownEventTypes(snapshot).flatMap((type) => {
    const provided = samples[type];
    if (provided) return [...provided];
    if (isTimer(type)) return [{ type }];
    // A wildcard ("socket.chat.*") takes the samples of every event type it matches.
    if (type.endsWith(".*")) {
      const matched = Object.entries(samples).flatMap(([name, events]) => (name.startsWith(type.slice(0, -1)) ? events : []));
      if (matched.length > 0) return matched;
    }
    throw new Error(`model test: no sample events for "${type}"`);
  });

/**
 * One path per edge of the state graph: the shortest path to the edge's source, then the edge. The graph is walked
 * once (`getAdjacencyMap`); the shortest paths come from a breadth-first walk over it from the initial state, each
 * state's path its discoverer's and one event more. The states along a path are recomputed from its events (with
 * an abstracting `serializeState` the graph keeps one snapshot per serialization, which may come from another path
 * with the same key), once per prefix: `transition` is pure, so the same events give the same states.
 */
export function transitionPaths(machine: AnyStateMachine, options: ModelOptions): ModelPath[] {
  const serialize = options.serializeState ?? ((s: AnyMachineSnapshot) => serializeSnapshot(s));
  const traversal = {
    events: eventsFor(options.samples),
    serializeState: (s: AnyMachineSnapshot) => serialize(s),
    input: options.input,
    limit: options.limit ?? 20_000,
  };
  const adjacency = getAdjacencyMap(machine, traversal);
  const initial = getInitialSnapshot(machine, options.input) as AnyMachineSnapshot;
  // Map iteration visits the entries added while it runs: a queue in discovery order.
  const shortest = new Map<string, ModelStep[]>([[serialize(initial), [{ event: { type: "xstate.init" }, state: initial }]]]);
  const paths: ModelPath[] = [];
  for (const [key, steps] of shortest) {
    const from = steps.at(-1)!.state;
    for (const { event } of Object.values(adjacency[key as keyof typeof adjacency]?.transitions ?? {})) {
      const [state] = transition(machine, from, event) as [AnyMachineSnapshot, unknown];
      const path = [...steps, { event, state }];
      paths.push({ steps: path });
      const next = serialize(state);
      if (!shortest.has(next)) shortest.set(next, path);
    }
  }
  return paths;
}

/** Every state node id of the definition (the root excluded). */
export function definedStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id).sort();
}

/** Every transition of the definition, as `source|event|index`. */
export function definedTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    node.always?.forEach((_, index) => keys.push(`${node.id}|always|${index}`));
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((_, index) => keys.push(`${node.id}|${eventType}|${index}`));
    }
  }
  return keys.sort();
}

export interface Coverage {
  readonly unreachedStates: string[];
  readonly untakenTransitions: string[];
}

/**
 * The eventless (`always`) transitions a step took, as `source|always|index`: between two of its microsteps the
 * transition's source was left and its targets entered (every `always` of the flows here moves to another state).
 */
function eventlessTaken(machine: AnyStateMachine, from: AnyMachineSnapshot, event: EventObject) {
  const chain = [from, ...getMicrosteps(machine, from, event).map(([snapshot]) => snapshot as AnyMachineSnapshot)];
  const keys: string[] = [];
  const passed = chain.slice(1).flatMap((snapshot) => snapshot._nodes);
  // The first microstep is the event's own transition; eventless ones follow it.
  for (let i = 2; i < chain.length; i++) {
    const before = new Set(chain[i - 1]!._nodes);
    const after = new Set(chain[i]!._nodes);
    for (const node of before) {
      node.always?.forEach((t, index) => {
        const targets = t.target ?? [];
        if (targets.length > 0 && !after.has(node) && targets.every((target) => after.has(target))) keys.push(`${node.id}|always|${index}`);
      });
    }
  }
  return { keys, passed };
}

/** Compares the definition with what the paths visit: a state or transition no path reaches is reported. */
export function coverage(machine: AnyStateMachine, paths: ReadonlyArray<ModelPath>): Coverage {
  const reached = new Set<string>();
  const taken = new Set<string>();
  const fresh = freshSteps(paths);
  for (const [p, { steps }] of paths.entries()) {
    steps.forEach((step, i) => {
      if (!fresh[p]![i]) return;
      for (const node of step.state._nodes) reached.add(node.id);
      const previous = steps[i - 1];
      if (!previous) return;
      for (const t of machine.getTransitionData(previous.state, step.event)) {
        const index = t.source.transitions.get(t.eventType)?.indexOf(t) ?? -1;
        taken.add(`${t.source.id}|${t.eventType}|${index}`);
      }
      const { keys, passed } = eventlessTaken(machine, previous.state, step.event);
      for (const key of keys) taken.add(key);
      // A state left again by an eventless transition in the same step was reached all the same.
      for (const node of passed) reached.add(node.id);
    });
  }
  return {
    unreachedStates: definedStates(machine).filter((id) => !reached.has(id)),
    untakenTransitions: definedTransitions(machine).filter((key) => !taken.has(key)),
  };
}

/** Each step's key: the events that lead to it from the start (a path's states follow from its events alone). */
const stepKeys = (path: ModelPath): string[] => {
  let key = "";
  return path.steps.map((step) => (key += `${JSON.stringify(step.event)}\n`));
};

/**
 * Which steps of the paths are seen for the first time (`fresh[path][step]`). The paths share their beginnings (each
 * is the shortest path to a state and one event more), and a step the same events lead to is the same step: a
 * check of every step need look at each once.
 */
export function freshSteps(paths: ReadonlyArray<ModelPath>): boolean[][] {
  const seen = new Set<string>();
  return paths.map((path) =>
    stepKeys(path).map((key) => {
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
}

/**
 * The paths no other path begins with (one of several equal ones): replayed, they replay every step of every path,
 * since a replay checks each step it passes.
 */
export function longestPaths(paths: ReadonlyArray<ModelPath>): ModelPath[] {
  const keys = paths.map(stepKeys);
  const begins = new Set(keys.flatMap((k) => k.slice(0, -1)));
  const kept = new Set<string>();
  return paths.filter((_, i) => {
    const whole = keys[i]!.at(-1)!;
    if (begins.has(whole) || kept.has(whole)) return false;
    kept.add(whole);
    return true;
  });
}
