import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import { modalHostMachine } from "./modal-host.machine";

const samples = {
  "modal.open": [{ type: "modal.open", modal: "login" }],
  "modal.close": [{ type: "modal.close" }],
  "modal.promo.offer": [{ type: "modal.promo.offer", hasImage: true }, { type: "modal.promo.offer", hasImage: false }],
  "modal.lander.offer": [{ type: "modal.lander.offer", verified: false }, { type: "modal.lander.offer", verified: true }],
  "modal.configure": [{ type: "modal.configure", welcomeCredits: 120 }],
  "modal.memberLoaded": [
    { type: "modal.memberLoaded", origin: "register", verified: false },
    { type: "modal.memberLoaded", origin: "login", verified: true },
    { type: "modal.memberLoaded", origin: "link", verified: false },
  ],
};
const input = { promoSeen: false };
const paths = transitionPaths(modalHostMachine, { samples, input });

describe("modal host model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(modalHostMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const actor = createActor(modalHostMachine, { clock, input }).start();
      expect(await replay(path, { machine: modalHostMachine, actor, clock }), describePath(path)).toEqual([]);
      actor.stop();
    }
  });
});
