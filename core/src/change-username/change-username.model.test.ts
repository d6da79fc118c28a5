import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import type { TokenResponse, UsernameSuggestionRequest, UsernameSuggestionResponse } from "../domain/member.schema";
import { PlatformHttpError } from "../platform/platform-error";
import { changeUsernameMachine } from "./change-username.machine";

const samples = {
  "changeUsername.input": [
    { type: "changeUsername.input", text: "anna" },
    { type: "changeUsername.input", text: "an!" },
  ],
  "changeUsername.pick": [{ type: "changeUsername.pick", username: "anna1" }],
  "changeUsername.suggest": [{ type: "changeUsername.suggest" }],
  "changeUsername.submit": [{ type: "changeUsername.submit" }],
  "changeUsername.open": [{ type: "changeUsername.open" }],
  "xstate.done.actor.fetchSuggestions": [{ type: "xstate.done.actor.fetchSuggestions", output: { suggestions: ["anna1"] } }],
  "xstate.error.actor.fetchSuggestions": [{ type: "xstate.error.actor.fetchSuggestions", error: "500" }],
  "xstate.done.actor.changeUsername": [{ type: "xstate.done.actor.changeUsername", output: { token: "t" } }],
  "xstate.error.actor.changeUsername": [
    { type: "xstate.error.actor.changeUsername", error: new PlatformHttpError({ method: "POST", path: "/change-username" }, 400, "badRequest.username.exists", null) },
  ],
};
// Suggestions only matter through the states they lead to; the text and errors set the paths.
const serializeState = (s: { value: unknown; context: { text: string; serverError: string | null; suggestions: readonly string[] } }) =>
  JSON.stringify([s.value, s.context.text, s.context.serverError, s.context.suggestions.length > 0]);
const paths = transitionPaths(changeUsernameMachine, { samples, serializeState: serializeState as never });

describe("change username model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(changeUsernameMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const fetchSuggestions = controllable<UsernameSuggestionResponse, UsernameSuggestionRequest>();
      const changeUsername = controllable<TokenResponse, { username: string }>();
      const machine = changeUsernameMachine.provide({ actors: { fetchSuggestions: fetchSuggestions.logic, changeUsername: changeUsername.logic } });
      const actor = createActor(machine, { clock, input: {} }).start();
      expect(await replay(path, { machine, actor, clock, actors: { fetchSuggestions, changeUsername } }), describePath(path)).toEqual([]);
      actor.stop();
    }
  });
});
