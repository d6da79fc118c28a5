import { Schema } from "effect";

/** A balance or an amount of credits (§9: 60 a minute); never negative. */
export const CreditAmount = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0));

export const CreditsEvent = Schema.Union([
  /** The balance from the member's basic info or GET /credits (§7). */
  Schema.Struct({ type: Schema.Literal("credits.loaded"), credits: CreditAmount }),
  /** Logout: no balance any more. */
  Schema.Struct({ type: Schema.Literal("credits.clear") }),
  /** §4 member socket setCredits / updated-credits: the balance now. */
  Schema.Struct({ type: Schema.Literal("socket.member.credits"), credits: CreditAmount }),
  /** §4 member socket bundle-bought; `session` names the payment session when the platform sends it. */
  Schema.Struct({
    type: Schema.Literal("socket.member.bundleBought"),
    credits: CreditAmount,
    bundle: Schema.optional(Schema.Int),
    session: Schema.optional(Schema.String),
  }),
  /** §4 member socket failed-payment (a recurring payment's action). */
  Schema.Struct({ type: Schema.Literal("socket.member.failedPayment"), action: Schema.String }),
]).pipe(Schema.toTaggedUnion("type"));
export type CreditsEvent = typeof CreditsEvent.Type;

/** §4/§8 failed-payment with action interval or pre-paid: the app opens the no-credits modal. */
export type CreditsEmitted = { type: "credits.noCredits"; action: string };

export const isCreditAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;
