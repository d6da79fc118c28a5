import { describe, expect, it } from "vitest";
import { setup, type AnyMachineSnapshot } from "xstate";
import { transitionPaths } from "./machine-model";
import { checkExposure } from "./model-test";

// describeModel's per-state check must fail for a view that lies about its state, a reached state nobody checks
// and a check no path ever runs; these cases prove each one can.
const door = setup({ types: { events: {} as { type: "open" } | { type: "close" } | { type: "lock" } } }).createMachine({
  id: "door",
  initial: "closed",
  states: {
    closed: { on: { open: "open", lock: "locked.bolted" } },
    open: { on: { close: "closed" } },
    locked: { initial: "bolted", states: { bolted: {} } },
  },
});
const paths = transitionPaths(door, { samples: { open: [{ type: "open" }], close: [{ type: "close" }], lock: [{ type: "lock" }] } });
const connect = (snapshot: AnyMachineSnapshot) => ({ isOpen: snapshot.matches("open"), isLocked: snapshot.matches("locked") });
type View = ReturnType<typeof connect>;
const truthful = {
  closed: (view: View) => expect(view).toEqual({ isOpen: false, isLocked: false }),
  open: (view: View) => expect(view).toEqual({ isOpen: true, isLocked: false }),
  locked: (view: View) => expect(view).toEqual({ isOpen: false, isLocked: true }),
};

describe("checkExposure", () => {
  it("passes when every visited state is checked and every check holds", () => {
    expect(checkExposure(paths, { expose: connect, states: truthful })).toEqual({ unchecked: [], unused: [] });
  });

  it("fails, naming the state and the path, when a view disagrees with its state", () => {
    const lying = (snapshot: AnyMachineSnapshot) => ({ ...connect(snapshot), isLocked: false });
    expect(() => checkExposure(paths, { expose: lying, states: truthful })).toThrow(/"locked" failed in locked\.bolted after lock/);
  });

  it("reports a visited leaf that no entry names, itself or through a state above it", () => {
    const { closed, open } = truthful;
    expect(checkExposure(paths, { expose: connect, states: { closed, open } }).unchecked).toEqual(["locked.bolted"]);
    // A nested key covers the leaf as well as its parent does.
    expect(checkExposure(paths, { expose: connect, states: { closed, open, "locked.bolted": truthful.locked } }).unchecked).toEqual([]);
  });

  it("reports a check for a state that no path visits", () => {
    const initialOnly = paths.map((path) => ({ steps: path.steps.slice(0, 1) }));
    expect(checkExposure(initialOnly, { expose: connect, states: truthful })).toEqual({ unchecked: [], unused: ["open", "locked"] });
  });
});
