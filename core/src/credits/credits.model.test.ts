import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { describeModel } from "../testing/model-test";
import { connectCredits, type CreditsSnapshot } from "./credits.connect";
import { creditsMachine, type CreditsContext } from "./credits.machine";

describeModel("credits", {
  machine: creditsMachine,
  samples: {
    "credits.loaded": [{ type: "credits.loaded", credits: 100 }, { type: "credits.loaded", credits: -1 }],
    "credits.clear": [{ type: "credits.clear" }],
    "socket.member.credits": [{ type: "socket.member.credits", credits: 700 }],
    "socket.member.bundleBought": [{ type: "socket.member.bundleBought", credits: 600, session: "ps-1" }, { type: "socket.member.bundleBought", credits: 600 }],
    "socket.member.failedPayment": [{ type: "socket.member.failedPayment", action: "interval" }, { type: "socket.member.failedPayment", action: "single" }],
  },
  // The balance can grow without bound; the graph keeps whether it is known and which sessions were credited.
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context as CreditsContext;
    return JSON.stringify([s.value, c.balance === null, c.creditedSessions]);
  },
  expose: (snapshot) => connectCredits(snapshot as CreditsSnapshot, () => {}),
  states: {
    // No balance yet: nothing low, nothing affordable, nothing to show as minutes.
    unknown: (view) => expect(view).toMatchObject({ isKnown: false, balance: null, isLow: false, isEmpty: false, minutes: 0 }),
    known: (view) => {
      expect(view.isKnown).toBe(true);
      expect(view.balance).toBeGreaterThanOrEqual(0);
      expect(view.minutes).toBe(Math.floor(view.balance! / 60));
      expect(view.canAfford(view.balance!)).toBe(true);
      expect(view.canAfford(view.balance! + 1)).toBe(false);
    },
  },
});
