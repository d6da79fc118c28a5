import type { SnapshotFrom } from "xstate";
import type { VerificationEvent } from "./verification.schema";
import type { verificationMachine } from "./verification.machine";

export type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;
export type VerificationStatus = "idle" | "validating" | "success" | "expired" | "failed" | "alreadyVerified";
export type ResendStatus = "idle" | "sending" | "sent";

export function connectVerification(snapshot: VerificationSnapshot, send: (event: VerificationEvent) => void) {
  const { result, resend } = snapshot.value as { result: VerificationStatus; resend: ResendStatus };
  return {
    status: result,
    resendStatus: resend,
    /** The checking state with its progress bar. */
    isChecking: result === "idle" || result === "validating",
    isSuccess: result === "success",
    isFailure: result === "expired" || result === "failed" || result === "alreadyVerified",
    /** §8: resend is hidden when the link was already verified. */
    canResend: (result === "expired" || result === "failed") && resend === "idle",
    isAlreadyVerified: result === "alreadyVerified",
    isResending: resend === "sending",
    isResent: resend === "sent",
    start: (key: string, fingerprint: string, now: number) => send({ type: "verification.start", key, fingerprint, now }),
    resend: () => send({ type: "verification.resend" }),
  };
}
export type VerificationConnect = ReturnType<typeof connectVerification>;
