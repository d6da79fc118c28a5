import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { createActor, fromPromise } from "xstate";
import { PlatformHttpError, connectResetPassword, encodeTokenPayload, resetPasswordMachine, type PasswordChangeRequest } from "@camstage/core";
import { renderWithI18n } from "../ui/testing";
import { useActorConnect } from "../examples/use-actor-connect";
import { ResetPasswordForm } from "./reset-password-form";
import { ResetPasswordPage } from "./reset-password-page";
import { ResetPasswordModal } from "./reset-password-modal";
import { useResetPassword } from "./use-reset-password";
import * as ex from "./examples/reset-password.examples";

const input = (label: string) => screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
const describedText = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("ResetPasswordForm (§2.4, §5)", () => {
  it("asks for the old, new and repeated password with autocomplete, and reports input and blur", () => {
    const onInput = vi.fn();
    const onBlur = vi.fn();
    renderWithI18n(<ResetPasswordForm {...ex.resetLoggedIn} onInput={onInput} onBlur={onBlur} />);
    expect(input("Current password").autocomplete).toBe("current-password");
    expect(input("New password").autocomplete).toBe("new-password");
    expect(input("Repeat new password").autocomplete).toBe("new-password");
    fireEvent.change(input("New password"), { target: { value: "abc123" } });
    fireEvent.blur(input("New password"));
    expect(onInput).toHaveBeenCalledWith("newPassword", "abc123");
    expect(onBlur).toHaveBeenCalledWith("newPassword");
  });

  it("hides the old field when arriving from an e-mail link", () => {
    renderWithI18n(<ResetPasswordForm {...ex.resetFromEmail} />);
    expect(screen.queryByLabelText("Current password")).toBeNull();
    expect(input("New password")).toBeTruthy();
  });

  it("shows each §5 failure next to its own field", () => {
    renderWithI18n(<ResetPasswordForm {...ex.resetShapeErrors} />);
    expect(describedText(input("Current password"))).toContain("Your current password has at least 6 characters.");
    const next = describedText(input("New password"));
    expect(next).toContain("Include at least one digit.");
    expect(next).toContain("Spaces are not allowed.");
    expect(describedText(input("Repeat new password"))).toContain("The passwords do not match.");
    expect(input("Repeat new password").getAttribute("aria-invalid")).toBe("true");
  });

  it.each([
    [ex.resetRequiredErrors, "Current password", "Please enter your current password."],
    [ex.resetRequiredErrors, "New password", "Please enter a new password."],
    [ex.resetRequiredErrors, "Repeat new password", "Please repeat the new password."],
    [ex.resetSameAsOld, "New password", "The new password must differ from the current one."],
    [ex.resetTooLong, "New password", "Use at most 32 characters."],
  ])("message %#", (props, label, text) => {
    renderWithI18n(<ResetPasswordForm {...props} />);
    expect(describedText(input(label))).toContain(text);
  });

  it.each([
    [ex.resetLinkExpired, "The link has expired or was already used."],
    [ex.resetIncorrectPassword, "Your current password is not correct."],
    [ex.resetUndefinedError, "Something went wrong. Please try again."],
  ])("shows the server error %# in an alert", (props, text) => {
    renderWithI18n(<ResetPasswordForm {...props} />);
    expect(screen.getByRole("alert").textContent).toBe(text);
  });

  it("submits, and not while loading", () => {
    const onSubmit = vi.fn();
    const { rerender } = renderWithI18n(<ResetPasswordForm {...ex.resetLoggedIn} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(<ResetPasswordForm {...ex.resetLoading} onSubmit={onSubmit} />);
    expect(screen.getByRole("button", { name: "Change password" }).getAttribute("aria-disabled")).toBe("true");
    fireEvent.submit(screen.getByRole("form", { name: "Change password" }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe("ResetPasswordPage and ResetPasswordModal (§2.4)", () => {
  it("the page is a titled section that announces a completed change", () => {
    const { rerender } = renderWithI18n(<ResetPasswordPage {...ex.resetPage} />);
    expect(screen.getByRole("region", { name: "Change your password" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("");
    rerender(<ResetPasswordPage {...ex.resetPageComplete} />);
    expect(screen.getByRole("status").textContent).toBe("Your password has been changed.");
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("the modal is a named dialog with the form, then the completion screen that closes", () => {
    const onClose = vi.fn();
    const { rerender } = renderWithI18n(<ResetPasswordModal {...ex.resetModal} onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Change your password" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Change password" })).toBeTruthy();
    rerender(<ResetPasswordModal {...ex.resetModalCompletion} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Password changed" });
    expect(dialog.textContent).toContain("Your password has been changed.");
    expect(screen.queryByRole("form")).toBeNull();
    const closes = screen.getAllByRole("button", { name: "Close" });
    closes.forEach((button) => fireEvent.click(button));
    expect(onClose).toHaveBeenCalledTimes(closes.length);
  });
});

describe("the completion after an e-mail link", () => {
  it("offers the login, since the link's token logged nobody in (ARCHITECTURE §7)", () => {
    const onLogin = vi.fn();
    renderWithI18n(<ResetPasswordModal {...ex.resetModalCompletionFromLink} onLogin={onLogin} onClose={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Password changed" });
    expect(dialog.textContent).toContain("Log in with your new password.");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(onLogin).toHaveBeenCalledOnce();
  });
});

describe("useResetPassword (reset-password flow)", () => {
  function start(changePassword: (input: PasswordChangeRequest) => Promise<unknown>) {
    const actor = createActor(resetPasswordMachine.provide({ actors: { changePassword: fromPromise(({ input }) => changePassword(input)) } })).start();
    actor.send({ type: "resetPassword.start", presentation: "modal", link: { token: encodeTokenPayload({ id: 9 }), password: "one-time" }, loginToken: null, username: null });
    function Bound() {
      const reset = useResetPassword(useActorConnect(actor, connectResetPassword));
      return <ResetPasswordModal {...reset.modalProps} isOpen onClose={() => {}} />;
    }
    renderWithI18n(<Bound />);
    return actor;
  }

  it("marks every field on an invalid submit and sends nothing", () => {
    const changePassword = vi.fn(async () => ({}));
    start(changePassword);
    expect(screen.queryByLabelText("Current password")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(changePassword).not.toHaveBeenCalled();
    expect(describedText(input("New password"))).toContain("Please enter a new password.");
    expect(describedText(input("Repeat new password"))).toContain("Please repeat the new password.");
  });

  it("sends the typed passwords and shows the completion screen", async () => {
    const changePassword = vi.fn(async (_input: PasswordChangeRequest) => ({}));
    start(changePassword);
    fireEvent.change(input("New password"), { target: { value: "newpass34" } });
    fireEvent.change(input("Repeat new password"), { target: { value: "newpass34" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(changePassword).toHaveBeenCalledWith(expect.objectContaining({ memberId: 9, data: { password: "one-time", newPassword: "newpass34", repeatNewPassword: "newpass34" } }));
    expect(await screen.findByRole("dialog", { name: "Password changed" })).toBeTruthy();
  });

  it("tells a used link apart (§8 incorrect password from an e-mail link)", async () => {
    start(async () => {
      throw new PlatformHttpError({ method: "PUT", path: "/member" }, 400, "badRequest.incorrectPassword", {});
    });
    fireEvent.change(input("New password"), { target: { value: "newpass34" } });
    fireEvent.change(input("Repeat new password"), { target: { value: "newpass34" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The link has expired or was already used.");
  });
});
