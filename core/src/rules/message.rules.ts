import { MESSAGE_MAX_LENGTH, MESSAGE_MAX_LENGTH_CATALOGUE, MESSAGE_PRICE_CREDITS } from "../constants/constants";
import { type RuleResult, ruleResult } from "./rule-result";

export type MessageErrorKey = "message.empty" | "message.tooLong" | "message.noCredits";

export interface MessageInput {
  readonly text: string;
  readonly hasAttachment: boolean;
  /** The member's balance. */
  readonly credits: number;
}

export interface MessageRuleOptions {
  /** 255 (default) or the text catalogue's 250. */
  readonly maxLength?: typeof MESSAGE_MAX_LENGTH | typeof MESSAGE_MAX_LENGTH_CATALOGUE;
  readonly price?: number;
}

export interface OutgoingMessage {
  readonly text: string;
  readonly hasAttachment: boolean;
}

/**
 * §5 message: text trimmed, at most 255 (or 250) characters; empty text without an attachment is not sent;
 * sending needs at least the message price in credits (`message.noCredits` opens the no-credits modal).
 */
export const validateMessage = (input: MessageInput, options: MessageRuleOptions = {}): RuleResult<OutgoingMessage, MessageErrorKey> => {
  const text = input.text.trim();
  const errors: MessageErrorKey[] = [];
  if (text === "" && !input.hasAttachment) errors.push("message.empty");
  if (text.length > (options.maxLength ?? MESSAGE_MAX_LENGTH)) errors.push("message.tooLong");
  if (!(input.credits >= (options.price ?? MESSAGE_PRICE_CREDITS))) errors.push("message.noCredits");
  return ruleResult({ text, hasAttachment: input.hasAttachment }, errors);
};
