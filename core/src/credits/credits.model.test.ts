import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, type AnyMachineSnapshot } from "xstate";
import { coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import { creditsMachine, type CreditsContext } from "./credits.machine";

const samples = {
  "credits.loaded": [{ type: "credits.loaded", credits: 100 }, { type: "credits.loaded", credits: -1 }],
  "credits.clear": [{ type: "credits.clear" }],
  "socket.member.credits": [{ type: "socket.member.credits", credits: 700 }],
  "socket.member.bundleBought": [{ type: "socket.member.bundleBought", credits: 600, session: "ps-1" }, { type: "socket.member.bundleBought", credits: 600 }],
  "socket.member.failedPayment": [{ type: "socket.member.failedPayment", action: "interval" }, { type: "socket.member.failedPayment", action: "single" }],
};
// The balance can grow without bound; the graph keeps whether it is known and which sessions were credited.
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as CreditsContext;
  return JSON.stringify([s.value, c.balance === null, c.creditedSessions]);
};
const paths = transitionPaths(creditsMachine, { samples, serializeState });

describe("credits model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(creditsMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const actor = createActor(creditsMachine, { clock }).start();
      expect(await replay(path, { machine: creditsMachine, actor, clock }), describePath(path)).toEqual([]);
      actor.stop();
    }
  });
});
