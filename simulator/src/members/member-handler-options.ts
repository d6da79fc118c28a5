import type { MemberCrypto } from "./member-crypto";
import type { LoginLabels } from "./member-labels";
import type { HashGateOptions } from "./hash-gate";
import type { LinkOrigin } from "../handlers/site-origin";
import type { RateLimits } from "../handlers/rate-limiter";

export interface MemberHandlerOptions {
  /** Defaults to Web Crypto (works in the browser worker and in Node); the Node host passes scrypt. */
  readonly crypto?: MemberCrypto;
  /** Where mail links point (ARCHITECTURE §7); the request's own origin by default, for the in-process hosts. */
  readonly linkOrigin?: LinkOrigin;
  readonly loginLabels?: LoginLabels;
  /** The clock of the rate limits (ms); the world clock unless the host passes one that runs. */
  readonly now?: () => number;
  readonly rateLimits?: Partial<RateLimits>;
  /** How many password hashes run and wait at once (ARCHITECTURE §7). */
  readonly hashGate?: HashGateOptions;
}
