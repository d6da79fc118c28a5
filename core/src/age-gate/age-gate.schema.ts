import { Schema } from "effect";

/** §2.4 the gate's terms and privacy links accept the gate first, then navigate. */
export const AgeGateLink = Schema.Literals(["terms", "privacy"]);
export type AgeGateLink = typeof AgeGateLink.Type;

export const AgeGateEvent = Schema.Union([
  /** Sent on load with the `splash6` query value (§2.1) and the stored age-verified flag (§3 Auth). */
  Schema.Struct({ type: Schema.Literal("ageGate.check"), splash6: Schema.Boolean, verified: Schema.Boolean }),
  Schema.Struct({ type: Schema.Literal("ageGate.agree") }),
  Schema.Struct({ type: Schema.Literal("ageGate.follow"), link: AgeGateLink }),
]).pipe(Schema.toTaggedUnion("type"));
export type AgeGateEvent = typeof AgeGateEvent.Type;

/** Emitted after a terms or privacy link accepted the gate: the app navigates there. */
export type AgeGateEmitted = { type: "ageGate.navigate"; link: AgeGateLink };
