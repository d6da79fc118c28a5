import { useEffect, useState } from "react";
import { useActorRef } from "@xstate/react";
import { fromPromise } from "xstate";
import { PlatformHttpError, WELCOME_CREDITS, connectVerification, encodeTokenPayload, verificationMachine } from "@camstage/core";
import { Button } from "../../ui/button";
import { useActorConnect } from "../../examples/use-actor-connect";
import type { VerificationModalProps } from "../verification-modal";
import type { RegistrationConfirmationModalProps } from "../registration-confirmation-modal";
import type { ClaimCreditsPromptProps } from "../claim-credits-prompt";
import type { LanderPopupProps } from "../lander-popup";
import { VerificationModal } from "../verification-modal";
import { useVerification } from "../use-verification";

const noop = () => {};

// ----- Verification modal ---------------------------------------------------------------------------------------

export const verificationChecking: VerificationModalProps = {
  isOpen: true,
  onClose: noop,
  isChecking: true,
  isSuccess: false,
  isFailure: false,
  isAlreadyVerified: false,
  resendStatus: "idle",
  onResend: noop,
  welcomeCredits: WELCOME_CREDITS,
  onAddMore: noop,
};
export const verificationSuccess: VerificationModalProps = { ...verificationChecking, isChecking: false, isSuccess: true };
export const verificationExpired: VerificationModalProps = { ...verificationChecking, isChecking: false, isFailure: true };
export const verificationExpiredSending: VerificationModalProps = { ...verificationExpired, resendStatus: "sending" };
export const verificationExpiredSent: VerificationModalProps = { ...verificationExpired, resendStatus: "sent" };
export const verificationAlreadyVerified: VerificationModalProps = { ...verificationExpired, isAlreadyVerified: true };

// ----- Registration confirmation, claim prompt, lander ------------------------------------------------------------

export const registrationConfirmation: RegistrationConfirmationModalProps = {
  isOpen: true,
  onClose: noop,
  welcomeCredits: WELCOME_CREDITS,
  email: "anna@example.com",
  resendStatus: "idle",
  onResend: noop,
  changeEmailHref: "/en/settings",
};
export const registrationConfirmationSending: RegistrationConfirmationModalProps = { ...registrationConfirmation, resendStatus: "sending" };
export const registrationConfirmationSent: RegistrationConfirmationModalProps = { ...registrationConfirmation, resendStatus: "sent" };

export const claimCredits: ClaimCreditsPromptProps = { welcomeCredits: WELCOME_CREDITS, resendStatus: "idle", onResend: noop };
export const claimCreditsSending: ClaimCreditsPromptProps = { ...claimCredits, resendStatus: "sending" };
export const claimCreditsSent: ClaimCreditsPromptProps = { ...claimCredits, resendStatus: "sent" };

export const lander: LanderPopupProps = {
  isOpen: true,
  onClose: noop,
  welcomeCredits: WELCOME_CREDITS,
  email: "anna@example.com",
  resendStatus: "idle",
  onResend: noop,
};
export const landerWithoutEmail: LanderPopupProps = { ...lander, email: null };
export const landerSending: LanderPopupProps = { ...lander, resendStatus: "sending" };
export const landerSent: LanderPopupProps = { ...lander, resendStatus: "sent" };

// ----- Bound to the verification flow with simulated calls -------------------------------------------------------

export type VerificationDemoOutcome = "success" | "expired" | "alreadyVerified";

/** The modal bound to the verification flow: the simulated activate call answers `outcome` after 1.5 s. */
export function BoundVerificationDemo({ outcome }: { outcome: VerificationDemoOutcome }) {
  const actor = useActorRef(
    verificationMachine.provide({
      actors: {
        activate: fromPromise(async () => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          if (outcome === "alreadyVerified") throw new PlatformHttpError({ method: "POST", path: "/activate" }, 400, "badRequest.activation.verified", {});
          if (outcome === "expired") throw new PlatformHttpError({ method: "POST", path: "/activate" }, 400, "badRequest.activation.invalid", {});
          return { token: encodeTokenPayload({ id: 7 }) };
        }),
        resendActivation: fromPromise(async () => new Promise((resolve) => setTimeout(resolve, 800))),
      },
    }),
  );
  useEffect(() => {
    // The app starts the flow from the e-mail link's key.
    actor.send({ type: "verification.start", key: "demo-key", fingerprint: "demo", now: Date.now() });
  }, [actor]);
  const verification = useVerification(useActorConnect(actor, connectVerification));
  const [open, setOpen] = useState(true);
  return (
    <div style={{ padding: "1rem" }}>
      <Button variant="primary" onPress={() => setOpen(true)}>
        Open
      </Button>
      <VerificationModal
        {...verification.modalProps}
        isOpen={open}
        onClose={() => setOpen(false)}
        welcomeCredits={WELCOME_CREDITS}
        onAddMore={() => setOpen(false)}
      />
    </div>
  );
}
