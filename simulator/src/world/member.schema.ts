import { Schema } from "effect";

/**
 * Member world events (§3 member, §4 register/verification/login). Secrets arrive already hashed and salted, so
 * the reducer stays pure and a recording replays without re-deriving them.
 */
export const MemberRegistered = Schema.Struct({
  type: Schema.Literal("member.registered"),
  id: Schema.Number,
  email: Schema.String,
  username: Schema.String,
  salt: Schema.String,
  passwordHash: Schema.String,
});
export const MemberVerified = Schema.Struct({ type: Schema.Literal("member.verified"), id: Schema.Number });
/** `welcome` credits are granted at most once per member (§4 verification); the reducer enforces it. */
export const MemberCredited = Schema.Struct({
  type: Schema.Literal("member.credited"),
  id: Schema.Number,
  amount: Schema.Number,
  reason: Schema.Literals(["welcome", "qa"]),
});
export const MemberDeleted = Schema.Struct({ type: Schema.Literal("member.deleted"), id: Schema.Number });
export const MemberPasswordChanged = Schema.Struct({
  type: Schema.Literal("member.password.changed"),
  id: Schema.Number,
  salt: Schema.String,
  passwordHash: Schema.String,
});
export const MemberUsernameChanged = Schema.Struct({ type: Schema.Literal("member.username.changed"), id: Schema.Number, username: Schema.String });
/**
 * §5 change e-mail. The reducer unverifies the member only while the welcome credits are still unclaimed (a
 * verified member keeps them and is not offered them again, §6), and a username that was the old e-mail follows it.
 */
export const MemberEmailChanged = Schema.Struct({ type: Schema.Literal("member.email.changed"), id: Schema.Number, email: Schema.String });
/** A forgot-password request: the one-time code the reset link carries as `password` (§2.1 action=resetpassword). */
export const MemberResetRequested = Schema.Struct({ type: Schema.Literal("member.reset.requested"), id: Schema.Number, code: Schema.String });
export const FavouriteAdded = Schema.Struct({ type: Schema.Literal("favourite.added"), memberId: Schema.Number, performerId: Schema.Number });
export const FavouriteRemoved = Schema.Struct({ type: Schema.Literal("favourite.removed"), memberId: Schema.Number, performerId: Schema.Number });

export const MailKind = Schema.Literals(["verification", "reset-password"]);
export type MailKind = typeof MailKind.Type;
export const MailSent = Schema.Struct({
  type: Schema.Literal("mail.sent"),
  to: Schema.String,
  kind: MailKind,
  subject: Schema.String,
  link: Schema.String,
});

export const MemberEvent = Schema.Union([
  MemberRegistered, MemberVerified, MemberCredited, MemberDeleted, MemberPasswordChanged, MemberUsernameChanged, MemberEmailChanged, MemberResetRequested,
  FavouriteAdded, FavouriteRemoved, MailSent,
]);
export type MemberEvent = typeof MemberEvent.Type;

/** A member as the world holds it. */
export interface WorldMember {
  readonly id: number;
  readonly email: string;
  readonly username: string;
  readonly salt: string;
  readonly passwordHash: string;
  readonly verified: boolean;
  readonly credits: number;
  readonly welcomeCredited: boolean;
  readonly deleted: boolean;
  readonly favourites: readonly number[];
  /** The outstanding reset-password code; cleared when the password changes (a link works once, §8). */
  readonly resetCode: string | null;
  /** Bumped by every password change: tokens carry the generation they were issued in, earlier ones are revoked (ARCHITECTURE §7). */
  readonly tokenGeneration: number;
  readonly registeredAt: number;
}

/** One mail of the outbox (QA: `GET /simulator/api/outbox`). */
export interface OutboxMail {
  readonly to: string;
  readonly kind: MailKind;
  readonly subject: string;
  readonly link: string;
  /** ISO time of the world clock when sent. */
  readonly sentAt: string;
}
