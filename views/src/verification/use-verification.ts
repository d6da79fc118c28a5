import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectVerification, type verificationMachine } from "@camstage/core";

/**
 * Binds VerificationModal to the verification actor; `modalProps` spreads onto it with the app's isOpen,
 * onClose, welcomeCredits and onAddMore. `resendProps` spreads onto any resend control.
 */
export function useVerification(actorRef: ActorRefFrom<typeof verificationMachine>) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectVerification(snapshot, actorRef.send);
  const resendProps = { resendStatus: api.resendStatus, onResend: api.resend };
  return {
    ...api,
    resendProps,
    modalProps: {
      isChecking: api.isChecking,
      isSuccess: api.isSuccess,
      isFailure: api.isFailure,
      isAlreadyVerified: api.status === "alreadyVerified",
      ...resendProps,
    },
  };
}
