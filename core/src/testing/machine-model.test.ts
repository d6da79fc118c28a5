import { describe, expect, it } from "vitest";
import { SimulatedClock, assign, createActor, setup } from "xstate";
import { controllable, coverage, definedStates, definedTransitions, freshSteps, longestPaths, replay, transitionPaths } from "./machine-model";

// The model tests of every flow rely on these checks failing for a broken machine.
const broken = setup({ types: { events: {} as { type: "go" } | { type: "back" } } }).createMachine({
  id: "broken",
  initial: "a",
  states: {
    a: { on: { go: "b" } },
    b: { on: { back: { target: "a", guard: () => false } } },
    orphan: { on: { go: "a" } },
  },
});

describe("the steps the paths share", () => {
  // a -go-> b -go-> c: the paths are [a], [a go b], [a go b go c]; each begins with the one before.
  const line = setup({ types: { events: {} as { type: "go" } } }).createMachine({
    id: "line",
    initial: "a",
    states: { a: { on: { go: "b" } }, b: { on: { go: "c" } }, c: {} },
  });
  const paths = transitionPaths(line, { samples: { go: [{ type: "go" }] } });
  const lastStates = (list: typeof paths) => list.map((path) => path.steps.at(-1)!.state.value);

  it("marks each step fresh once: where the events leading to it first appear", () => {
    expect(lastStates(paths)).toEqual(["b", "c"]);
    expect(freshSteps(paths)).toEqual([[true, true], [false, false, true]]);
    // The same paths twice: nothing new the second time.
    expect(freshSteps([...paths, ...paths]).slice(2)).toEqual([[false, false], [false, false, false]]);
  });

  it("keeps for replay only the paths no other begins with, one of equal ones", () => {
    expect(lastStates(longestPaths(paths))).toEqual(["c"]);
    expect(lastStates(longestPaths([...paths, ...paths]))).toEqual(["c"]);
  });
});

describe("model coverage", () => {
  it("lists the states and transitions of a definition", () => {
    expect(definedStates(broken)).toEqual(["broken.a", "broken.b", "broken.orphan"]);
    expect(definedTransitions(broken)).toEqual(["broken.a|go|0", "broken.b|back|0", "broken.orphan|go|0"]);
  });

  it("reports an unreachable state and a transition no path takes", () => {
    const paths = transitionPaths(broken, { samples: { go: [{ type: "go" }], back: [{ type: "back" }] } });
    expect(coverage(broken, paths)).toEqual({
      unreachedStates: ["broken.orphan"],
      untakenTransitions: ["broken.b|back|0", "broken.orphan|go|0"],
    });
  });

  it("tracks eventless transitions: the one a path takes, and the one its guard never lets through", () => {
    const queue = setup({ types: { context: {} as { n: number }, events: {} as { type: "add" } } }).createMachine({
      id: "queue",
      context: { n: 0 },
      initial: "idle",
      states: {
        idle: { on: { add: { target: "checking", actions: assign({ n: ({ context }) => context.n + 1 }) } } },
        checking: { always: [{ guard: ({ context }) => context.n > 5, target: "full" }, { target: "idle" }] },
        full: {},
      },
    });
    expect(definedTransitions(queue)).toEqual(["queue.checking|always|0", "queue.checking|always|1", "queue.idle|add|0"]);
    const paths = transitionPaths(queue, { samples: { add: [{ type: "add" }] }, serializeState: (s) => JSON.stringify(s.value) });
    expect(coverage(queue, paths)).toEqual({ unreachedStates: ["queue.full"], untakenTransitions: ["queue.checking|always|0"] });
  });

  it("refuses to traverse an event type that has no samples", () => {
    expect(() => transitionPaths(broken, { samples: {} })).toThrow(/no sample events for "go"/);
  });

  it("reports a live actor that disagrees with the model", async () => {
    const paths = transitionPaths(broken, { samples: { go: [{ type: "go" }], back: [{ type: "back" }] } });
    const path = paths.find((p) => p.steps.length === 2);
    if (!path) throw new Error("expected a path a → b");
    const other = setup({ types: { events: {} as { type: "go" } } }).createMachine({ id: "broken", initial: "a", states: { a: {} } });
    const clock = new SimulatedClock();
    const mismatches = await replay(path, { machine: broken, actor: createActor(other, { clock }).start(), clock });
    expect(mismatches).toHaveLength(1);
  });

  it("controllable actors answer the latest uncancelled call", async () => {
    const fetcher = controllable<number, string>();
    const machine = setup({ actors: { fetcher: fetcher.logic }, types: { context: {} as { n: number } } }).createMachine({
      context: { n: 0 },
      initial: "loading",
      states: {
        loading: {
          invoke: { id: "fetcher", src: "fetcher", input: () => "x", onDone: { target: "done", actions: ({ event }) => void event } },
        },
        done: {},
      },
    });
    const actor = createActor(machine).start();
    expect(fetcher.calls).toEqual(["x"]);
    expect(fetcher.isPending).toBe(true);
    fetcher.resolve(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe("done");
    expect(() => fetcher.resolve(2)).toThrow(/no active call/);
  });

  it("a reset controllable forgets its calls, so the next actor starts it afresh", async () => {
    const fetcher = controllable<number, string>();
    const machine = setup({ actors: { fetcher: fetcher.logic } }).createMachine({
      initial: "loading",
      states: { loading: { invoke: { id: "fetcher", src: "fetcher", input: () => "x", onDone: "done" } }, done: {} },
    });
    const first = createActor(machine).start();
    first.stop();
    fetcher.reset();
    expect(fetcher.calls).toEqual([]);
    expect(fetcher.isPending).toBe(false);
    expect(() => fetcher.resolve(1)).toThrow(/no active call/);
    const second = createActor(machine).start();
    expect(fetcher.calls).toEqual(["x"]);
    fetcher.resolve(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(second.getSnapshot().value).toBe("done");
  });
});
