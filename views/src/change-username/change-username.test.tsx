import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { createActor, fromPromise } from "xstate";
import { changeUsernameMachine, connectChangeUsername, type ChangeUsernameErrorKey, type TokenResponse, type UsernameSuggestionRequest, type UsernameSuggestionResponse } from "@camstage/core";
import { browserFocusFixup, renderWithI18n } from "../ui/testing";
import { useActorConnect } from "../examples/use-actor-connect";
import { ChangeUsernameModal } from "./change-username-modal";
import {
  changeUsernameDone, changeUsernameEmpty, changeUsernameForbiddenWord, changeUsernameInvalidWithSuggestions, changeUsernameNotAllowed,
  changeUsernameSubmitting, changeUsernameTaken, changeUsernameUnknownFailure, changeUsernameValid,
} from "./examples/change-username.examples";
import { useChangeUsername } from "./use-change-username";

describe("ChangeUsernameModal (§2.4)", () => {
  it("is a named dialog with a named field, magic wand, submit and close", () => {
    renderWithI18n(<ChangeUsernameModal {...changeUsernameValid} />);
    const dialog = screen.getByRole("dialog", { name: "Choose your username" });
    expect(within(dialog).getByRole("textbox", { name: "Username" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Suggest a username" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Save username" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("reports typing, the magic wand, submit and close", () => {
    const onInput = vi.fn();
    const onSuggest = vi.fn();
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    renderWithI18n(<ChangeUsernameModal {...changeUsernameValid} onInput={onInput} onSuggest={onSuggest} onSubmit={onSubmit} onClose={onClose} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Username" }), { target: { value: "NightOwl_78" } });
    fireEvent.click(screen.getByRole("button", { name: "Suggest a username" }));
    fireEvent.click(screen.getByRole("button", { name: "Save username" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onInput).toHaveBeenCalledWith("NightOwl_78");
    expect(onSuggest).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("disables submit while the field is empty", () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ChangeUsernameModal {...changeUsernameEmpty} onSubmit={onSubmit} />);
    const submit = screen.getByRole("button", { name: "Save username" });
    expect(submit.hasAttribute("disabled")).toBe(true);
    fireEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows up to three suggestions on error; clicking one picks it", () => {
    const onPick = vi.fn();
    renderWithI18n(<ChangeUsernameModal {...changeUsernameInvalidWithSuggestions} onPick={onPick} />);
    const textbox = screen.getByRole("textbox", { name: "Username" });
    expect(textbox.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Use only letters, digits, underscores (_) and hyphens (-).")).toBeTruthy();
    const group = screen.getByRole("group", { name: "Suggestions" });
    expect(within(group).getAllByRole("button").map((b) => b.textContent)).toEqual(["nightowl", "night_owl21", "NightOwl-x"]);
    fireEvent.click(within(group).getByRole("button", { name: "night_owl21" }));
    expect(onPick).toHaveBeenCalledWith("night_owl21");
  });

  it("has a text for every rule key", () => {
    const texts: Record<ChangeUsernameErrorKey, string> = {
      "username.required": "Please choose a username.",
      "username.tooShort": "Your username needs at least 4 characters.",
      "username.tooLong": "Your username can have at most 31 characters.",
      "username.invalidCharacters": "Use only letters, digits, underscores (_) and hyphens (-).",
      "username.reserved": "This username is reserved. Please choose another one.",
    };
    for (const [key, text] of Object.entries(texts) as [ChangeUsernameErrorKey, string][]) {
      const { unmount } = renderWithI18n(<ChangeUsernameModal {...changeUsernameValid} errors={[key]} />);
      expect(screen.getByText(text)).toBeTruthy();
      unmount();
    }
  });

  it("translates the server's labels (§8) and falls back to a generic text", () => {
    const { unmount } = renderWithI18n(<ChangeUsernameModal {...changeUsernameTaken} />);
    expect(screen.getByText("This username is already taken.")).toBeTruthy();
    unmount();
    const second = renderWithI18n(<ChangeUsernameModal {...changeUsernameNotAllowed} />);
    expect(screen.getByText("This username is not allowed.")).toBeTruthy();
    second.unmount();
    renderWithI18n(<ChangeUsernameModal {...changeUsernameUnknownFailure} />);
    expect(screen.getByText("Your username could not be changed. Please try again.")).toBeTruthy();
  });

  it("shows a forbidden word as a notice that leaves the field valid (§5)", () => {
    renderWithI18n(<ChangeUsernameModal {...changeUsernameForbiddenWord} />);
    expect(screen.getByRole("textbox", { name: "Username" }).getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("Your username contains a word that may not be accepted.")).toBeTruthy();
  });

  it("locks the form while submitting and shows the result when done", () => {
    const { rerender } = renderWithI18n(<ChangeUsernameModal {...changeUsernameSubmitting} />);
    expect(screen.getByRole("textbox", { name: "Username" }).hasAttribute("readonly")).toBe(true);
    expect(screen.getByRole("button", { name: "Suggest a username" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    rerender(<ChangeUsernameModal {...changeUsernameDone} />);
    expect(screen.getByRole("dialog", { name: "Your new username is set" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("From now on you are NightOwl_77.");
  });
});

describe("ChangeUsernameModal keeps its focus, so Escape still closes it (React Aria hears Escape from the focus)", () => {
  it("after a submit from the field (Enter) that failed", () => {
    const onClose = vi.fn();
    const { rerender } = renderWithI18n(<ChangeUsernameModal {...changeUsernameValid} onClose={onClose} />);
    const field = screen.getByRole("textbox", { name: "Username" });
    act(() => field.focus());
    rerender(<ChangeUsernameModal {...changeUsernameSubmitting} onClose={onClose} />);
    browserFocusFixup();
    rerender(<ChangeUsernameModal {...changeUsernameTaken} onClose={onClose} />);
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("after the magic wand found suggestions", () => {
    const onClose = vi.fn();
    const { rerender } = renderWithI18n(<ChangeUsernameModal {...changeUsernameValid} onClose={onClose} />);
    const wand = screen.getByRole("button", { name: "Suggest a username" });
    act(() => wand.focus());
    rerender(<ChangeUsernameModal {...changeUsernameValid} isSuggesting onClose={onClose} />);
    browserFocusFixup();
    rerender(<ChangeUsernameModal {...changeUsernameInvalidWithSuggestions} onClose={onClose} />);
    expect(document.activeElement).toBe(wand);
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe("useChangeUsername (change-username machine)", () => {
  it("asks for suggestions on an invalid submit, picks one and submits it", async () => {
    let answer: (value: UsernameSuggestionResponse) => void = () => {};
    const submitted: string[] = [];
    const machine = changeUsernameMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<UsernameSuggestionResponse, UsernameSuggestionRequest>(
          () => new Promise((resolve) => (answer = resolve)),
        ),
        changeUsername: fromPromise<TokenResponse, { username: string }>(async ({ input }) => {
          submitted.push(input.username);
          return new Promise<TokenResponse>(() => {});
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    function Bound() {
      const flow = useChangeUsername(useActorConnect(actor, connectChangeUsername));
      return <ChangeUsernameModal isOpen onClose={() => {}} {...flow.modalProps} />;
    }
    renderWithI18n(<Bound />);
    fireEvent.change(screen.getByRole("textbox", { name: "Username" }), { target: { value: "night owl" } });
    expect(screen.getByText("Use only letters, digits, underscores (_) and hyphens (-).")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save username" }));
    expect(submitted).toEqual([]);
    expect(screen.getByRole("button", { name: "Suggest a username" }).getAttribute("aria-disabled")).toBe("true");
    await act(async () => answer({ suggestions: ["nightowl", "night_owl1", "nightowl22", "nightowl4"] }));
    const group = screen.getByRole("group", { name: "Suggestions" });
    expect(within(group).getAllByRole("button")).toHaveLength(3);
    fireEvent.click(within(group).getByRole("button", { name: "night_owl1" }));
    expect((screen.getByRole("textbox", { name: "Username" }) as HTMLInputElement).value).toBe("night_owl1");
    expect(screen.queryByRole("group", { name: "Suggestions" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save username" }));
    await act(async () => {});
    expect(submitted).toEqual(["night_owl1"]);
    actor.stop();
  });
});
