import { errorLabel, isPlatformError } from "./platform-error";

/** What is reported of a failed call a page can do without (§8: with its label; the answer is never rendered). */
export interface CallFailure {
  readonly label: string;
  /** `http`, `network`, `decode` (a malformed answer), `encode`, or `unknown` for anything else thrown. */
  readonly kind: string;
  readonly message: string;
}

export const describeFailure = (error: unknown): CallFailure => ({
  label: errorLabel(error),
  kind: isPlatformError(error) ? error._tag : "unknown",
  message: error instanceof Error ? error.message : String(error),
});

/**
 * Issue 14: a call the page can do without degrades instead of taking the page down. Resolves with the call's answer,
 * or, when it fails (an HTTP error, the network, a malformed answer), reports the failure and resolves with `fallback`.
 */
export const withFallback = async <T>(call: Promise<T>, fallback: T, report: (failure: CallFailure) => void): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    report(describeFailure(error));
    return fallback;
  }
};

/** Like {@link withFallback} for a call whose failure the caller still sees (it rejects again after the report). */
export const reportingFailure = async <T>(call: Promise<T>, report: (failure: CallFailure) => void): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    report(describeFailure(error));
    throw error;
  }
};
