import { expect } from "vitest";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { connectChangeUsername, type ChangeUsernameSnapshot } from "./change-username.connect";
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

describeModel("change username", {
  machine: changeUsernameMachine,
  samples,
  input: {},
  serializeState: serializeState as never,
  effects: () => ({
    fetchSuggestions: controllable<UsernameSuggestionResponse, UsernameSuggestionRequest>(),
    changeUsername: controllable<TokenResponse, { username: string }>(),
  }),
  expose: (snapshot) => connectChangeUsername(snapshot as ChangeUsernameSnapshot, () => {}),
  states: {
    editing: (view) => {
      expect([view.isBusy, view.isDone]).toEqual([false, false]);
      expect(view.isInvalid).toBe(view.errors.length > 0 || view.serverError !== null || view.text === "");
    },
    suggesting: (view) => expect(view).toMatchObject({ isBusy: true, isDone: false }),
    submitting: (view) => expect(view).toMatchObject({ isBusy: true, isDone: false }),
    done: (view) => expect(view).toMatchObject({ isBusy: false, isDone: true }),
  },
});
