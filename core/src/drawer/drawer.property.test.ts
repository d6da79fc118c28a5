import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, type Actor } from "xstate";
import { TIMINGS_MS } from "../constants";
import { connectDrawer } from "./drawer.connect";
import { drawerMachine } from "./drawer.machine";
import type { DrawerCloseVia, DrawerEmitted } from "./drawer.schema";

interface Model {
  status: "closed" | "open" | "closing";
  hidingFor: number;
  closedEvents: number;
}
interface Real {
  actor: Actor<typeof drawerMachine>;
  clock: SimulatedClock;
  emitted: DrawerEmitted[];
}

const view = (r: Real) => connectDrawer(r.actor.getSnapshot(), r.actor.send);

function checkInvariants(m: Model, r: Real) {
  const v = view(r);
  expect(v.status).toBe(m.status);
  // Visible implies mounted; the close event fires once per completed hide.
  if (v.isVisible) expect(v.isMounted).toBe(true);
  expect(r.emitted).toHaveLength(m.closedEvents);
}

class Open implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real) {
    view(r).open();
    if (m.status !== "open") m.status = "open";
    m.hidingFor = 0;
    checkInvariants(m, r);
  }
  toString = () => "open";
}
class Close implements fc.Command<Model, Real> {
  constructor(readonly via: DrawerCloseVia) {}
  check = () => true;
  run(m: Model, r: Real) {
    view(r).close(this.via);
    if (m.status === "open") {
      m.status = "closing";
      m.hidingFor = 0;
    }
    checkInvariants(m, r);
  }
  toString = () => `close(${this.via})`;
}
class Toggle implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real) {
    view(r).toggle();
    if (m.status === "open") {
      m.status = "closing";
    } else m.status = "open";
    m.hidingFor = 0;
    checkInvariants(m, r);
  }
  toString = () => "toggle";
}
class Tick implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(m: Model, r: Real) {
    r.clock.increment(this.ms);
    if (m.status === "closing") {
      m.hidingFor += this.ms;
      if (m.hidingFor >= TIMINGS_MS.drawer) {
        m.status = "closed";
        m.closedEvents += 1;
      }
    }
    checkInvariants(m, r);
  }
  toString = () => `tick(${this.ms})`;
}

const commands = fc.commands([
  fc.constant(new Open()),
  fc.constantFrom<DrawerCloseVia>("mask", "button", "escape").map((via) => new Close(via)),
  fc.constant(new Toggle()),
  fc.integer({ min: 1, max: 400 }).map((ms) => new Tick(ms)),
]);

describe("drawer properties", () => {
  it("matches the reference model: closed is emitted exactly once, 200 ms after each completed hide", () => {
    fc.assert(
      fc.property(commands, (cmds) => {
        const clock = new SimulatedClock();
        const actor = createActor(drawerMachine, { clock, input: { side: "left" } });
        const emitted: DrawerEmitted[] = [];
        actor.on("drawer.closed", (e) => emitted.push(e));
        actor.start();
        fc.modelRun(() => ({ model: { status: "closed" as const, hidingFor: 0, closedEvents: 0 } as Model, real: { actor, clock, emitted } }), cmds);
      }),
      { numRuns: 300 },
    );
  });
});
