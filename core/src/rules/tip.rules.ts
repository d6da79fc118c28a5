import { CHAT_TIPS, CUSTOM_TIP_MAX, CUSTOM_TIP_MIN, MEMBER_TIPS, TOY_TIPS } from "../constants/tips";
import { type RuleResult, ruleResult } from "./rule-result";

export type TipErrorKey = "tip.invalid" | "tip.tooLow" | "tip.tooHigh" | "tip.noCredits";

/**
 * §5 tip: a whole number of credits from 100 to 100000 (custom amount); with a balance given, the member must
 * have at least the amount (else the no-credits-for-tip modal).
 */
export const validateTip = (amount: number, credits?: number): RuleResult<number, TipErrorKey> => {
  if (!Number.isInteger(amount)) return ruleResult(amount, ["tip.invalid"]);
  const errors: TipErrorKey[] = [];
  if (amount < CUSTOM_TIP_MIN) errors.push("tip.tooLow");
  if (amount > CUSTOM_TIP_MAX) errors.push("tip.tooHigh");
  if (credits !== undefined && !(credits >= amount)) errors.push("tip.noCredits");
  return ruleResult(amount, errors);
};

/** How a tip is chosen, the §7 tip action's flag: a §9 chat tip, a member tip, a custom amount, a toy tip, a menu item. */
export type TipFlag = (typeof CHAT_TIPS)[number]["name"] | (typeof MEMBER_TIPS)[number]["kind"] | "custom" | "toy" | "menu";

/** What a room offers to tip for, besides the fixed listings. */
export interface TipRoom {
  /** §4 cybertoy: the performer's toy is active (toy tips replace the normal tips, §9). */
  readonly toyActive: boolean;
  readonly menu: readonly { readonly label: string; readonly credits: number }[];
}

/**
 * §5/§9 whether a tip action is one the room takes, before any credits are counted: a listed tip for its listed
 * amount (not while the toy is active), a toy tip of the §9 toy listing only while it is, a menu item for its price,
 * a custom amount within 100–100000. The client checks it before sending; the platform checks it again.
 */
export const tipActionError = (tip: { readonly flag: string; readonly amount: number; readonly item?: string | undefined }, room: TipRoom): TipErrorKey | null => {
  if (tip.flag === "custom") return ruleErrorOf(validateTip(tip.amount));
  if (tip.flag === "toy") return room.toyActive && TOY_TIPS.some((t) => t.amount === tip.amount) ? null : "tip.invalid";
  if (tip.flag === "menu") return room.menu.some((m) => m.label === tip.item && m.credits === tip.amount) ? null : "tip.invalid";
  const listed = [...CHAT_TIPS.map((t) => [t.name, t.amount] as const), ...MEMBER_TIPS.map((t) => [t.kind, t.amount] as const)];
  return !room.toyActive && listed.some(([flag, amount]) => flag === tip.flag && amount === tip.amount) ? null : "tip.invalid";
};

const ruleErrorOf = (result: RuleResult<number, TipErrorKey>): TipErrorKey | null => (result.ok ? null : (result.errors[0] ?? "tip.invalid"));
