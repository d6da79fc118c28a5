import { Schema } from "effect";
import { SESSION_STORAGE_KEYS } from "../constants";

export const SessionEvent = Schema.Union([
  /** App start: the auth read from its cookie (§9, 30 days). */
  Schema.Struct({ type: Schema.Literal("session.restore"), token: Schema.NullOr(Schema.String), username: Schema.NullOr(Schema.String) }),
  Schema.Struct({ type: Schema.Literal("session.login"), username: Schema.String, password: Schema.String }),
  Schema.Struct({ type: Schema.Literal("session.register"), email: Schema.String, password: Schema.String }),
  Schema.Struct({ type: Schema.Literal("session.logout") }),
  /** A new login token from another flow (e-mail verification, change username, reset link). */
  Schema.Struct({ type: Schema.Literal("session.token"), token: Schema.String }),
  /** §4 member socket setCredits / updated-credits: the balance the platform reports now. */
  Schema.Struct({ type: Schema.Literal("session.credits"), credits: Schema.Number }),
  /** Reload the member quietly, e.g. after an e-mail change (§5) or a purchase. */
  Schema.Struct({ type: Schema.Literal("session.refresh") }),
]).pipe(Schema.toTaggedUnion("type"));
export type SessionEvent = typeof SessionEvent.Type;

/** The two session-stored items a logout removes (§4 logout). */
export const LOGOUT_SESSION_ITEMS = [SESSION_STORAGE_KEYS.ivrCache, SESSION_STORAGE_KEYS.seenBanner] as const;

/** §7 POST /member meta: the visitor's fingerprint. */
export const registerMeta = (fingerprint: string): Record<string, unknown> => ({ fingerprint });

/** What started a token's processing: only a login fetches promos, only a registration tracks a sign-up. */
export type SessionOrigin = "restore" | "login" | "register" | "token";
