import type { VerificationConnect } from "@camstage/core";

/**
 * Binds VerificationModal to the verification flow (its `connect` result); `modalProps` spreads onto it with the app's isOpen,
 * onClose, welcomeCredits and onAddMore. `resendProps` spreads onto any resend control.
 */
export function useVerification(api: VerificationConnect) {
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
