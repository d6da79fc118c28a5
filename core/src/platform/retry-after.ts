import { PlatformHttpError } from "./platform-error";

// Apart from platform-error.ts, which the first page carries: only the forms that can be refused need this.

/** ARCHITECTURE §7 the platform's answer when it is too busy to check a password now (503, retry in a moment). */
export const SERVICE_BUSY_LABEL = "serviceUnavailable.busy";

/** ARCHITECTURE §7 the platform's answer to too many attempts (429; login, forgot-password, the dial-in pin). */
export const TOO_MANY_REQUESTS_LABEL = "tooManyRequests";

/**
 * How long the platform asks to wait before the next attempt, in whole minutes (at least 1), when it refused one as
 * too many (429 with `retryAfter` seconds in its body); null for any other failure.
 */
export const retryAfterMinutes = (error: unknown): number | null => {
  if (!(error instanceof PlatformHttpError) || error.status !== 429) return null;
  const seconds = (error.body as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.ceil(seconds / 60)) : 1;
};
