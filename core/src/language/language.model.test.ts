import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import { languageMachine } from "./language.machine";
import type { Locale } from "./language.schema";

const input = { pathname: "/", cookie: null };
const samples = {
  "language.switch": [
    { type: "language.switch", locale: "en", pathname: "/blonde" },
    { type: "language.switch", locale: "nl", pathname: "/en/blonde" },
  ],
  "language.request.start": [{ type: "language.request.start", id: "a" }, { type: "language.request.start", id: "b" }],
  "language.request.end": [
    { type: "language.request.end", id: "a", outcome: "ok" },
    { type: "language.request.end", id: "a", outcome: "error" },
    { type: "language.request.end", id: "b", outcome: "cancelled" },
  ],
  "xstate.done.actor.loadMessages": [{ type: "xstate.done.actor.loadMessages", output: {} }],
  "xstate.error.actor.loadMessages": [{ type: "xstate.error.actor.loadMessages", error: "offline" }],
};
const paths = transitionPaths(languageMachine, { samples, input });

describe("language model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(languageMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const loadMessages = controllable<unknown, { locale: Locale }>();
      const machine = languageMachine.provide({ actors: { loadMessages: loadMessages.logic } });
      const actor = createActor(machine, { clock, input }).start();
      expect(await replay(path, { machine, actor, clock, actors: { loadMessages } }), describePath(path)).toEqual([]);
      actor.stop();
    }
  });
});
