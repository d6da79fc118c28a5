import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { createActor, fromPromise } from "xstate";
import { PlatformHttpError, connectVerification, encodeTokenPayload, verificationMachine, type ResendStatus } from "@camstage/core";
import { browserFocusFixup, renderWithI18n } from "../ui/testing";
import { useActorConnect } from "../examples/use-actor-connect";
import { VerificationModal } from "./verification-modal";
import { RegistrationConfirmationModal } from "./registration-confirmation-modal";
import { ClaimCreditsPrompt } from "./claim-credits-prompt";
import { LanderPopup } from "./lander-popup";
import { ResendButton } from "./resend-button";
import { useVerification } from "./use-verification";
import * as ex from "./examples/verification.examples";

describe("VerificationModal (§2.4)", () => {
  it("shows the checking state with a progress bar and no way to dismiss", () => {
    renderWithI18n(<VerificationModal {...ex.verificationChecking} />);
    const dialog = screen.getByRole("dialog", { name: "Verifying your e-mail" });
    expect(within(dialog).getByRole("progressbar", { name: "Checking your verification link" })).toBeTruthy();
    expect(within(dialog).queryByRole("button")).toBeNull();
  });

  it("shows the credits received and the add-more button", () => {
    const onAddMore = vi.fn();
    renderWithI18n(<VerificationModal {...ex.verificationSuccess} onAddMore={onAddMore} />);
    const dialog = screen.getByRole("dialog", { name: "Credits received" });
    expect(dialog.textContent).toContain("120 free credits have been added to your account");
    expect(dialog.textContent).toContain("Want more?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add more credits" }));
    expect(onAddMore).toHaveBeenCalledOnce();
  });

  it("offers a resend on an expired link", () => {
    const onResend = vi.fn();
    renderWithI18n(<VerificationModal {...ex.verificationExpired} onResend={onResend} />);
    const dialog = screen.getByRole("dialog", { name: "Link expired" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Resend verification e-mail" }));
    expect(onResend).toHaveBeenCalledOnce();
  });

  it("hides the resend when the address was already verified (§8)", () => {
    const onClose = vi.fn();
    renderWithI18n(<VerificationModal {...ex.verificationAlreadyVerified} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Already verified" });
    expect(dialog.textContent).toContain("This e-mail address was already verified");
    expect(within(dialog).queryByRole("button", { name: /Resend/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe("ResendButton", () => {
  it("is pending while sending and confirms when sent", () => {
    const onResend = vi.fn();
    const { rerender } = renderWithI18n(<ResendButton resendStatus="sending" onResend={onResend} />);
    const button = screen.getByRole("button", { name: "Resend verification e-mail" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    expect(onResend).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("");
    rerender(<ResendButton resendStatus="sent" onResend={onResend} />);
    const sent = screen.getByRole("button", { name: "E-mail sent" });
    // Not pressable, but still focusable: a disabled button would drop the focus out of its dialog.
    expect(sent.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(sent);
    expect(onResend).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("We sent you a new verification e-mail.");
  });
});

describe("the claim-credits dialogs close on Escape after a resend (React Aria: Escape reaches the dialog from its focus)", () => {
  function Claim({ onClose, lander = false }: { onClose: () => void; lander?: boolean }) {
    const [status, setStatus] = useState<ResendStatus>("idle");
    const props = { isOpen: true, onClose, welcomeCredits: 120, email: "anna@example.com", resendStatus: status, onResend: () => setStatus("sent") };
    return lander ? <LanderPopup {...props} /> : <RegistrationConfirmationModal {...props} changeEmailHref="/en/settings" />;
  }

  for (const lander of [false, true]) {
    it(lander ? "the lander popup" : "the registration confirmation", () => {
      const onClose = vi.fn();
      renderWithI18n(<Claim onClose={onClose} lander={lander} />);
      const resend = screen.getByRole("button", { name: "Resend verification e-mail" });
      act(() => resend.focus());
      fireEvent.click(resend);
      expect(screen.getByRole("button", { name: "E-mail sent" })).toBe(resend);
      browserFocusFixup();
      expect(document.activeElement).toBe(resend);
      fireEvent.keyDown(document.activeElement!, { key: "Escape" });
      expect(onClose).toHaveBeenCalledOnce();
    });
  }
});

describe("RegistrationConfirmationModal, ClaimCreditsPrompt, LanderPopup (§2.4, §6)", () => {
  it("the confirmation names the credits, the e-mail, mail and spam, resend and change e-mail", () => {
    const onResend = vi.fn();
    renderWithI18n(<RegistrationConfirmationModal {...ex.registrationConfirmation} onResend={onResend} />);
    const dialog = screen.getByRole("dialog", { name: "Claim your 120 free credits" });
    expect(dialog.textContent).toContain("anna@example.com");
    expect(dialog.textContent).toContain("Check your mail and spam folder");
    fireEvent.click(within(dialog).getByRole("button", { name: "Resend verification e-mail" }));
    expect(onResend).toHaveBeenCalledOnce();
    expect(within(dialog).getByRole("link", { name: "Change it in your settings" }).getAttribute("href")).toBe("/en/settings");
  });

  it("the confirmation shows the sent state", () => {
    renderWithI18n(<RegistrationConfirmationModal {...ex.registrationConfirmationSent} />);
    expect(screen.getByRole("status").textContent).toBe("We sent you a new verification e-mail.");
  });

  it("the claim prompt is a named region with a resend button", () => {
    const onResend = vi.fn();
    renderWithI18n(<ClaimCreditsPrompt {...ex.claimCredits} onResend={onResend} />);
    const region = screen.getByRole("region", { name: "Verify your e-mail to claim 120 free credits" });
    fireEvent.click(within(region).getByRole("button", { name: "Resend verification e-mail" }));
    expect(onResend).toHaveBeenCalledOnce();
  });

  it("the lander popup asks to verify and closes", () => {
    const onClose = vi.fn();
    renderWithI18n(<LanderPopup {...ex.lander} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Welcome!" });
    expect(dialog.textContent).toContain("Verify your e-mail address to claim your 120 free credits.");
    expect(dialog.textContent).toContain("anna@example.com");
    expect(within(dialog).getByRole("button", { name: "Resend verification e-mail" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue browsing" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe("useVerification (verification flow)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function bound(activate: () => Promise<{ token: string }>, resendActivation = vi.fn(async () => ({}))) {
    const actor = createActor(
      verificationMachine.provide({ actors: { activate: fromPromise(activate), resendActivation: fromPromise<unknown, void>(resendActivation) } }),
    ).start();
    function Bound() {
      const verification = useVerification(useActorConnect(actor, connectVerification));
      return <VerificationModal {...verification.modalProps} isOpen onClose={() => {}} welcomeCredits={120} onAddMore={() => {}} />;
    }
    renderWithI18n(<Bound />);
    return { actor, resendActivation };
  }

  it("checks, then shows the credits", async () => {
    let resolve: (value: { token: string }) => void = () => {};
    const { actor } = bound(() => new Promise((r) => (resolve = r)));
    act(() => actor.send({ type: "verification.start", key: "k", fingerprint: "fp", now: 0 }));
    expect(screen.getByRole("progressbar")).toBeTruthy();
    await act(async () => resolve({ token: encodeTokenPayload({ id: 1 }) }));
    expect(screen.getByRole("dialog", { name: "Credits received" })).toBeTruthy();
  });

  it("shows already verified without a resend", async () => {
    const { actor } = bound(async () => {
      throw new PlatformHttpError({ method: "POST", path: "/activate" }, 400, "badRequest.activation.verified", {});
    });
    await act(async () => actor.send({ type: "verification.start", key: "k", fingerprint: "fp", now: 0 }));
    expect(await screen.findByRole("dialog", { name: "Already verified" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Resend/ })).toBeNull();
  });

  it("resends from an expired link; the sent state resets after 10 s", async () => {
    vi.useFakeTimers();
    const { actor, resendActivation } = bound(async () => {
      throw new Error("gone");
    });
    await act(async () => actor.send({ type: "verification.start", key: "k", fingerprint: "fp", now: 0 }));
    fireEvent.click(screen.getByRole("button", { name: "Resend verification e-mail" }));
    expect(resendActivation).toHaveBeenCalledOnce();
    await act(async () => {});
    expect(screen.getByRole("button", { name: "E-mail sent" })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(9_999));
    expect(screen.getByRole("button", { name: "E-mail sent" })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Resend verification e-mail" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
