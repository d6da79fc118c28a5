import { Schema } from "effect";
import { SESSION_STORAGE_KEYS } from "../constants";
import type { MemberBasicInfo } from "../domain/member.schema";

export const SessionEvent = Schema.Union([
  /** App start: the auth read from its cookie (§9, 30 days). */
  Schema.Struct({ type: Schema.Literal("session.restore"), token: Schema.NullOr(Schema.String), username: Schema.NullOr(Schema.String) }),
  Schema.Struct({ type: Schema.Literal("session.login"), username: Schema.String, password: Schema.String }),
  Schema.Struct({ type: Schema.Literal("session.register"), email: Schema.String, password: Schema.String }),
  Schema.Struct({ type: Schema.Literal("session.logout") }),
  /**
   * A new login token from another flow (e-mail verification, change username, reset link), or from an
   * action=login link (`link`: §2.1 auto-login, the lander is offered to an unverified member).
   */
  Schema.Struct({ type: Schema.Literal("session.token"), token: Schema.String, link: Schema.optional(Schema.Boolean) }),
  /** Reload the member quietly, e.g. after an e-mail change (§5) or a purchase. */
  Schema.Struct({ type: Schema.Literal("session.refresh") }),
]).pipe(Schema.toTaggedUnion("type"));
export type SessionEvent = typeof SessionEvent.Type;

/** The two session-stored items a logout removes (§4 logout). */
export const LOGOUT_SESSION_ITEMS = [SESSION_STORAGE_KEYS.ivrCache, SESSION_STORAGE_KEYS.seenBanner] as const;

/** §7 POST /member meta: the visitor's fingerprint. */
export const registerMeta = (fingerprint: string): Record<string, unknown> => ({ fingerprint });

/** What started a token's processing: only a login fetches promos, only a registration tracks a sign-up. */
export type SessionOrigin = "restore" | "login" | "register" | "token" | "link";

/** What the session announces; the routing table tells the other flows (ARCHITECTURE §3). */
export type SessionEmitted =
  | { readonly type: "session.loggingIn" }
  | { readonly type: "session.signedOut" }
  | { readonly type: "session.favourites"; readonly performerIds: readonly number[] }
  | { readonly type: "session.memberLoaded"; readonly member: MemberBasicInfo; readonly origin: SessionOrigin | null; readonly refreshed: boolean };
