import { Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { connectAgeGate } from "./age-gate.connect";
import { ageGateMachine } from "./age-gate.machine";
import { AgeGateEvent, type AgeGateEmitted } from "./age-gate.schema";
import { splash6FromQuery } from "./age-gate.query";

function start() {
  const persistVerified = vi.fn();
  const actor = createActor(ageGateMachine.provide({ actions: { persistVerified } }));
  const navigations: AgeGateEmitted[] = [];
  actor.on("ageGate.navigate", (e) => navigations.push(e));
  actor.start();
  return { persistVerified, navigations, view: () => connectAgeGate(actor.getSnapshot(), actor.send) };
}

describe("age gate", () => {
  it("opens for splash6=true when not yet verified (§2.1)", () => {
    const { view } = start();
    expect(view().isOpen).toBe(false);
    view().check(true, false);
    expect(view()).toMatchObject({ status: "open", isOpen: true });
  });

  it("stays hidden without splash6", () => {
    const { view } = start();
    view().check(false, false);
    expect(view()).toMatchObject({ status: "hidden", isOpen: false, isVerified: false });
    view().check(true, false);
    expect(view().isOpen).toBe(true);
  });

  it("never opens for a verified visitor", () => {
    const { view } = start();
    view().check(true, true);
    expect(view()).toMatchObject({ isOpen: false, isVerified: true });
    view().check(true, false);
    expect(view().isOpen).toBe(false);
  });

  it("Agree persists the verification and closes (§4)", () => {
    const { view, persistVerified, navigations } = start();
    view().check(true, false);
    view().agree();
    expect(view()).toMatchObject({ isOpen: false, isVerified: true });
    expect(persistVerified).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual([]);
  });

  it("following terms or privacy accepts first, then navigates (§2.4)", () => {
    const { view, persistVerified, navigations } = start();
    view().check(true, false);
    view().follow("privacy");
    expect(view().isVerified).toBe(true);
    expect(persistVerified).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual([{ type: "ageGate.navigate", link: "privacy" }]);
  });

  it("ignores Agree while closed", () => {
    const { view, persistVerified } = start();
    view().check(false, false);
    view().agree();
    expect(view().isVerified).toBe(false);
    expect(persistVerified).not.toHaveBeenCalled();
  });

  it("reads splash6 from the query and decodes its events", () => {
    expect(splash6FromQuery("true")).toBe(true);
    expect(splash6FromQuery("1")).toBe(false);
    expect(splash6FromQuery(null)).toBe(false);
    expect(Schema.decodeUnknownResult(AgeGateEvent)({ type: "ageGate.follow", link: "cookies" })._tag).toBe("Failure");
  });
});
