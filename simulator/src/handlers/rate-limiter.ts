/**
 * ARCHITECTURE §7 rate limits for login, forgot-password and the dial-in PIN: a sliding window per key on the clock the
 * handlers are given (the world clock, which QA can move on with `POST /simulator/api/clock`), so no test waits.
 */

/**
 * The client a request comes from. The Node host sets this header to the connection's address, overwriting what a
 * client sent; the in-process hosts (the browser worker, tests) leave it out and are one client.
 */
export const CLIENT_ADDRESS_HEADER = "x-simulator-client-address";
export const clientOf = (request: Request): string => request.headers.get(CLIENT_ADDRESS_HEADER) ?? "local";

export interface RateLimits {
  /** Attempts on one target in a window: an account (from one client for login, any for forgot-password) or a call's PIN. */
  readonly perTarget: number;
  /** Attempts from one client in a window, over every target (trying many accounts or calls). */
  readonly perClient: number;
  readonly windowMs: number;
}
export const RATE_LIMITS: RateLimits = { perTarget: 5, perClient: 20, windowMs: 60_000 };

export type Attempt =
  /** Counted; `forgive` takes it back (a login that succeeded, or one that was never checked). */
  | { readonly ok: true; readonly forgive: () => void }
  | { readonly ok: false; readonly retryAfterS: number };

/** Above this many keys, keys whose attempts all left the window are dropped (many clients, one attacker). */
const SWEEP_ABOVE_KEYS = 10_000;

interface Rule {
  readonly key: string;
  readonly limit: number;
}

/**
 * Counts an attempt on every key before the work is done, so concurrent guesses get no more than sequential ones;
 * refused while any key has `limit` attempts in the window, with the seconds until it has room again.
 */
export const createRateLimiter = (windowMs: number) => {
  let hits = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const kept = (hits.get(key) ?? []).filter((at) => at > now - windowMs);
    if (kept.length === 0) hits.delete(key);
    else hits.set(key, kept);
    return kept;
  };
  return {
    attempt: (rules: readonly Rule[], now: number): Attempt => {
      if (hits.size > SWEEP_ABOVE_KEYS) for (const key of [...hits.keys()]) recent(key, now);
      let waitMs = 0;
      for (const { key, limit } of rules) {
        const times = recent(key, now);
        // Oldest first: room again once the one `limit` places from the end leaves the window.
        if (times.length >= limit) waitMs = Math.max(waitMs, times[times.length - limit]! + windowMs - now);
      }
      if (waitMs > 0) return { ok: false, retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) };
      for (const { key } of rules) hits.set(key, [...(hits.get(key) ?? []), now]);
      let forgiven = false;
      return {
        ok: true,
        forgive: () => {
          if (forgiven) return;
          forgiven = true;
          for (const { key } of rules) {
            const times = hits.get(key) ?? [];
            const at = times.lastIndexOf(now);
            if (at >= 0) hits.set(key, [...times.slice(0, at), ...times.slice(at + 1)]);
          }
        },
      };
    },
    clear: () => {
      hits = new Map();
    },
  };
};

/**
 * The three limited calls with their keys. Login counts failures only (a success is forgiven), per account from
 * one client, so a member keeps logging in from their own device while someone else guesses; forgot-password counts
 * every request per account whoever asks (each one mails); a PIN counts wrong pins per call (the fingerprint, or
 * the member, that finds it) whoever guesses, so the 10 000 PINs cannot be walked. All three per client too.
 * `epoch` is the world's: a reset (QA) clears every limit.
 */
export const createAttemptLimits = (epoch: () => number, limits: Partial<RateLimits> = {}) => {
  const { perTarget, perClient, windowMs } = { ...RATE_LIMITS, ...limits };
  const limiter = createRateLimiter(windowMs);
  let seen = epoch();
  const attempt = (rules: readonly Rule[], now: number) => {
    if (epoch() !== seen) {
      seen = epoch();
      limiter.clear();
    }
    return limiter.attempt(rules, now);
  };
  return {
    login: (account: string, client: string, now: number) =>
      attempt([{ key: `login:${account}@${client}`, limit: perTarget }, { key: `login@${client}`, limit: perClient }], now),
    forgotPassword: (account: string, client: string, now: number) =>
      attempt([{ key: `forgot:${account}`, limit: perTarget }, { key: `forgot@${client}`, limit: perClient }], now),
    pin: (targets: readonly string[], client: string, now: number) =>
      attempt([...targets.map((target) => ({ key: `pin:${target}`, limit: perTarget })), { key: `pin@${client}`, limit: perClient }], now),
  };
};
export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
