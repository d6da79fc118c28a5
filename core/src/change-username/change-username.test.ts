import { Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { TokenResponse, UsernameSuggestionRequest, UsernameSuggestionResponse } from "../domain/member.schema";
import { PlatformHttpError } from "../platform/platform-error";
import { connectChangeUsername } from "./change-username.connect";
import { changeUsernameMachine } from "./change-username.machine";
import { ChangeUsernameEvent, changeUsernameErrorKey } from "./change-username.schema";

function start(forbiddenWords: string[] = ["bad"]) {
  const suggestions = controllable<UsernameSuggestionResponse, UsernameSuggestionRequest>();
  const change = controllable<TokenResponse, { username: string }>();
  const processToken = vi.fn();
  const actor = createActor(
    changeUsernameMachine.provide({
      actors: { fetchSuggestions: suggestions.logic, changeUsername: change.logic },
      actions: { processToken: (_, p) => processToken(p.token) },
    }),
    { input: { forbiddenWords } },
  ).start();
  return { suggestions, change, processToken, view: () => connectChangeUsername(actor.getSnapshot(), actor.send) };
}

describe("change username", () => {
  it("submits a valid name and hands the new token to the app", async () => {
    const t = start();
    expect(t.view()).toMatchObject({ isInvalid: true, errors: [] });
    t.view().input("anna_99");
    expect(t.view()).toMatchObject({ isInvalid: false, errors: [] });
    t.view().submit();
    expect(t.change.calls).toEqual([{ username: "anna_99" }]);
    t.change.resolve({ token: "new" });
    await settle();
    expect(t.view().isDone).toBe(true);
    expect(t.processToken).toHaveBeenCalledWith("new");
  });

  it("opening the modal again starts from an empty form", async () => {
    const t = start();
    t.view().input("anna_99");
    t.view().submit();
    t.change.resolve({ token: "new" });
    await settle();
    t.view().open();
    expect(t.view()).toMatchObject({ status: "editing", text: "", isDone: false, suggestions: [], serverError: null });
  });

  it("an empty value shows no error and submits nothing (§5)", () => {
    const t = start();
    t.view().submit();
    expect(t.view()).toMatchObject({ status: "editing", errors: [] });
    expect(t.change.calls).toEqual([]);
    expect(t.suggestions.calls).toEqual([]);
  });

  it("with an error, submit fetches suggestions from the stripped text and shows three (§5)", async () => {
    const t = start();
    t.view().input("an!na x");
    expect(t.view().errors).toEqual(["username.invalidCharacters"]);
    t.view().submit();
    expect(t.change.calls).toEqual([]);
    expect(t.suggestions.calls).toEqual([{ username: "anna x", limit: 5, maxLength: 32 }]);
    t.suggestions.resolve({ suggestions: ["a1", "a2", "a3", "a4", "a5"] });
    await settle();
    expect(t.view().suggestions).toEqual(["a1", "a2", "a3"]);
    t.view().pick("a2x4");
    expect(t.view()).toMatchObject({ text: "a2x4", errors: [], suggestions: [] });
  });

  it("reserved words are errors; a forbidden word is a notice that does not block (§5)", () => {
    const t = start();
    t.view().input("Admin");
    expect(t.view().errors).toEqual(["username.reserved"]);
    t.view().input("badboy");
    expect(t.view()).toMatchObject({ errors: [], notices: ["username.forbiddenWord"], isInvalid: false });
  });

  it("without a list of its own, the default contact-channel words give the forbidden-word notice (§5)", () => {
    const actor = createActor(changeUsernameMachine, { input: {} }).start();
    actor.send({ type: "changeUsername.input", text: "anna_whatsapp" });
    expect(connectChangeUsername(actor.getSnapshot(), actor.send)).toMatchObject({ errors: [], notices: ["username.forbiddenWord"] });
    actor.stop();
  });

  it("over 32 characters is neither validated further nor sent nor used for suggestions (§5)", () => {
    const t = start();
    t.view().input("a".repeat(33));
    expect(t.view().errors).toEqual(["username.tooLong"]);
    t.view().submit();
    t.view().suggest();
    expect(t.change.calls).toEqual([]);
    expect(t.suggestions.calls).toEqual([]);
  });

  it("a refusal shows the label as a change_username key; then submit fetches suggestions (§8)", async () => {
    const t = start();
    t.view().input("anna");
    t.view().submit();
    t.change.reject(new PlatformHttpError({ method: "POST", path: "/change-username" }, 400, "badRequest.username.exists", null));
    await settle();
    expect(t.view()).toMatchObject({ status: "editing", serverError: "change_username.username.exists", isInvalid: true });
    t.view().submit();
    expect(t.change.calls).toHaveLength(1);
    expect(t.suggestions.calls).toEqual([{ username: "anna", limit: 5, maxLength: 32 }]);
    t.view().input("anna2");
    expect(t.view()).toMatchObject({ status: "editing", serverError: null });
  });

  it("the magic wand fetches suggestions; a failure keeps the list (logged)", async () => {
    const t = start();
    t.view().input("anna");
    t.view().suggest();
    expect(t.view().isBusy).toBe(true);
    t.suggestions.reject(new Error("500"));
    await settle();
    expect(t.view()).toMatchObject({ status: "editing", suggestions: [] });
  });

  it("maps labels and decodes its events", () => {
    expect(changeUsernameErrorKey("badRequest.username.forbidden")).toBe("change_username.username.forbidden");
    expect(changeUsernameErrorKey("UNDEFINED_ERROR")).toBe("UNDEFINED_ERROR");
    expect(() => Schema.decodeUnknownSync(ChangeUsernameEvent)({ type: "changeUsername.pick" })).toThrow();
  });
});
