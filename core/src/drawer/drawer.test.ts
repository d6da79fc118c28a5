import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { connectDrawer } from "./drawer.connect";
import { drawerMachine } from "./drawer.machine";
import { DrawerEvent, type DrawerEmitted } from "./drawer.schema";

function start(side: "left" | "right" = "right") {
  const clock = new SimulatedClock();
  const actor = createActor(drawerMachine, { clock, input: { side } });
  const closed: DrawerEmitted[] = [];
  actor.on("drawer.closed", (e) => closed.push(e));
  actor.start();
  const view = () => connectDrawer(actor.getSnapshot(), actor.send);
  return { actor, clock, closed, view };
}

describe("drawer", () => {
  it("starts closed on the side it was given", () => {
    const { view } = start("right");
    expect(view()).toMatchObject({ status: "closed", side: "right", isVisible: false, isMounted: false });
  });

  it("opens, hides on a mask click and emits closed 200 ms after hiding (§2.6)", () => {
    const { view, clock, closed } = start();
    view().open();
    expect(view()).toMatchObject({ status: "open", isVisible: true, isMounted: true });

    view().onMaskClick();
    expect(view()).toMatchObject({ status: "closing", isVisible: false, isMounted: true });
    clock.increment(199);
    expect(closed).toEqual([]);
    clock.increment(1);
    expect(closed).toEqual([{ type: "drawer.closed", via: "mask" }]);
    expect(view().status).toBe("closed");
  });

  it("closes on the close button", () => {
    const { view, clock, closed } = start();
    view().open();
    view().onCloseButton();
    clock.increment(200);
    expect(closed).toEqual([{ type: "drawer.closed", via: "button" }]);
  });

  it("reopening while it hides cancels the close event", () => {
    const { view, clock, closed } = start();
    view().open();
    view().close();
    clock.increment(100);
    view().open();
    clock.increment(500);
    expect(closed).toEqual([]);
    expect(view().status).toBe("open");
  });

  it("toggle opens and closes", () => {
    const { view, clock, closed } = start();
    view().toggle();
    expect(view().isVisible).toBe(true);
    view().toggle();
    clock.increment(200);
    expect(closed).toEqual([{ type: "drawer.closed", via: undefined }]);
  });

  it("ignores close while already closed", () => {
    const { view, clock, closed } = start();
    view().close("button");
    clock.increment(1000);
    expect(view().status).toBe("closed");
    expect(closed).toEqual([]);
  });

  it("decodes its events and rejects unknown ones", () => {
    const decode = Schema.decodeUnknownResult(DrawerEvent);
    expect(decode({ type: "drawer.close", via: "mask" })._tag).toBe("Success");
    expect(decode({ type: "drawer.close", via: "elsewhere" })._tag).toBe("Failure");
    expect(decode({ type: "drawer.explode" })._tag).toBe("Failure");
  });
});
