import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import type { ChangeEmailErrorKey } from "@camstage/core";
import { renderWithI18n } from "../ui/testing";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailSection } from "./email-section";
import { SettingsPage } from "./settings-page";
import { UsernameSection } from "./username-section";
import {
  deleteConfirming, deleteDeleting, deleteFailed, deleteFailedClosed, deleteIdle, emailBusy, emailDone, emailExists, emailFailed,
  emailInvalid, emailSection, emailUnverified, settingsPage, usernameIsEmailSection, usernameSection,
} from "./examples/settings.examples";

describe("SettingsPage", () => {
  it("has a heading, an index of its sections and one named region per section", () => {
    renderWithI18n(<SettingsPage {...settingsPage} />);
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeTruthy();
    const index = screen.getByRole("navigation", { name: "Settings sections" });
    expect(within(index).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "#settings-username", "#settings-email", "#settings-password", "#settings-delete",
    ]);
    for (const name of ["Username", "E-mail address", "Password", "Delete account"]) {
      const region = screen.getByRole("region", { name });
      expect(within(index).getByRole("link", { name }).getAttribute("href")).toBe(`#${region.id}`);
    }
    expect(within(screen.getByRole("region", { name: "Password" })).getByText("The reset-password form goes here.")).toBeTruthy();
  });
});

describe("UsernameSection", () => {
  it("shows the username and opens the change-username modal", () => {
    const onChangeUsername = vi.fn();
    renderWithI18n(<UsernameSection {...usernameSection} onChangeUsername={onChangeUsername} />);
    expect(screen.getByText("NightOwl")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Change username" }));
    expect(onChangeUsername).toHaveBeenCalledOnce();
  });

  it("invites a member whose username is the e-mail to choose one", () => {
    renderWithI18n(<UsernameSection {...usernameIsEmailSection} />);
    expect(screen.getByRole("button", { name: "Choose a username" })).toBeTruthy();
    expect(screen.getByText(/You still use your e-mail address as username/)).toBeTruthy();
  });
});

describe("EmailSection (§5 change e-mail)", () => {
  it("shows the current address with its verification badge", () => {
    const { rerender } = renderWithI18n(<EmailSection {...emailSection} />);
    expect(screen.getByText("john.doe@example.com")).toBeTruthy();
    expect(screen.getByText("Verified")).toBeTruthy();
    rerender(<EmailSection {...emailUnverified} />);
    expect(screen.getByText("Not verified")).toBeTruthy();
  });

  it("reports input per field and every submit, even an invalid one", () => {
    const onInput = vi.fn();
    const onSubmit = vi.fn();
    renderWithI18n(<EmailSection {...emailInvalid} onInput={onInput} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole("textbox", { name: "New e-mail address" }), { target: { value: "a@b.nl" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Repeat new e-mail address" }), { target: { value: "a@b.n" } });
    fireEvent.click(screen.getByRole("button", { name: "Change e-mail address" }));
    expect(onInput.mock.calls).toEqual([["email", "a@b.nl"], ["repeatEmail", "a@b.n"]]);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("shows each field's errors under it and marks it invalid", () => {
    renderWithI18n(<EmailSection {...emailInvalid} />);
    const email = screen.getByRole("textbox", { name: "New e-mail address" });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(email.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent).toBe("Please enter a valid e-mail address.");
    expect(screen.getByText("The e-mail addresses do not match.")).toBeTruthy();
  });

  it("has a text for every error key", () => {
    const texts: Record<ChangeEmailErrorKey, string> = {
      "email.required": "Please enter your new e-mail address.",
      "email.invalid": "Please enter a valid e-mail address.",
      "email.sameAsCurrent": "This is already your e-mail address.",
      "repeatEmail.required": "Please repeat your new e-mail address.",
      "repeatEmail.mismatch": "The e-mail addresses do not match.",
    };
    const keys = Object.keys(texts) as ChangeEmailErrorKey[];
    renderWithI18n(<EmailSection {...emailSection} errorsFor={(field) => keys.filter((key) => key.startsWith(`${field}.`))} />);
    for (const text of Object.values(texts)) expect(screen.getByText(text)).toBeTruthy();
  });

  it("shows the server's refusals as alerts", () => {
    const { rerender } = renderWithI18n(<EmailSection {...emailExists} />);
    expect(screen.getByRole("alert").textContent).toBe("This e-mail address is already in use by another account.");
    rerender(<EmailSection {...emailFailed} />);
    expect(screen.getByRole("alert").textContent).toBe("Your e-mail address could not be changed. Please try again.");
  });

  it("locks the fields while busy", () => {
    renderWithI18n(<EmailSection {...emailBusy} />);
    expect(screen.getByRole("textbox", { name: "New e-mail address" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Change e-mail address" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("confirms the change with the address the verification mail went to, and offers to change again", () => {
    const onAgain = vi.fn();
    renderWithI18n(<EmailSection {...emailDone} onAgain={onAgain} />);
    expect(screen.getByRole("status").textContent).toBe(
      "Your e-mail address has been changed. We sent a verification mail to night.owl@example.com.",
    );
    expect(screen.queryByRole("textbox")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Change it again" }));
    expect(onAgain).toHaveBeenCalledOnce();
  });
});

describe("DeleteAccountSection (irreversible)", () => {
  it("asks for confirmation before deleting", () => {
    const onRequest = vi.fn();
    const { rerender } = renderWithI18n(<DeleteAccountSection {...deleteIdle} onRequest={onRequest} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Delete account" }));
    expect(onRequest).toHaveBeenCalledOnce();
    rerender(<DeleteAccountSection {...deleteConfirming} />);
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    expect(within(dialog).getByText(/This is irreversible/)).toBeTruthy();
  });

  it("confirms or cancels from the dialog", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(<DeleteAccountSection {...deleteConfirming} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, delete my account" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it("cannot be cancelled or confirmed twice while deleting", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(<DeleteAccountSection {...deleteDeleting} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, delete my account" }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("reports a failure in the dialog, or in the section once it is closed", () => {
    const { rerender } = renderWithI18n(<DeleteAccountSection {...deleteFailed} />);
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    expect(within(dialog).getByRole("alert").textContent).toBe("Your account could not be deleted. Please try again.");
    rerender(<DeleteAccountSection {...deleteFailedClosed} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("Your account could not be deleted. Please try again.");
  });

  it("walks the whole flow: request, cancel, request again, confirm", () => {
    const events: string[] = [];
    function Flow() {
      const [state, setState] = useState<"idle" | "confirming" | "deleting">("idle");
      return (
        <DeleteAccountSection
          isConfirming={state !== "idle"}
          isDeleting={state === "deleting"}
          hasFailed={false}
          onRequest={() => (events.push("request"), setState("confirming"))}
          onCancel={() => (events.push("cancel"), setState("idle"))}
          onConfirm={() => (events.push("confirm"), setState("deleting"))}
        />
      );
    }
    renderWithI18n(<Flow />);
    fireEvent.click(screen.getByRole("button", { name: "Delete account" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete account" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Yes, delete my account" }));
    expect(events).toEqual(["request", "cancel", "request", "confirm"]);
    expect(within(screen.getByRole("dialog", { name: "Delete your account?" })).getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
  });
});
