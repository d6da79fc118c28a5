import { CUSTOM_TIP_MAX, CUSTOM_TIP_MIN } from "../constants/constants";
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
