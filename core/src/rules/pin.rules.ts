import { PIN_LENGTH } from "../constants/constants";
import { type RuleResult, ruleResult } from "./rule-result";

export type PinErrorKey = "pin.required" | "pin.invalid" | "pin.rejected";

const PIN_SHAPE = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);

/** §5 pin code: required, exactly 4 digits, not one the server already rejected. */
export const validatePin = (input: string, rejected: readonly string[] = []): RuleResult<string, PinErrorKey> => {
  const pin = input.trim();
  if (pin === "") return ruleResult(pin, ["pin.required"]);
  if (!PIN_SHAPE.test(pin)) return ruleResult(pin, ["pin.invalid"]);
  return ruleResult(pin, rejected.includes(pin) ? ["pin.rejected"] : []);
};
