import { useLingui } from "@lingui/react/macro";
import {
  CHAT_ACTION_LABELS, CUSTOM_TIP_MAX, CUSTOM_TIP_MIN, creditsToMinutes, type ChatTipName, type MEMBER_TIPS, type TipErrorKey, type ToyIntensity,
} from "@camstage/core";

/** §3 a member tip's kind (§9 second listing; `gift` shows as "Present"). */
export type MemberTipKind = (typeof MEMBER_TIPS)[number]["kind"];

/**
 * The tips' texts in the active language: the §9 listings' names, the §3 toy intensities, prices in credits and in
 * minutes of chat (§9 60 credits a minute), and the §8 tip errors — a core rule's key or the platform's label.
 */
export function useTipTexts() {
  const { t, i18n } = useLingui();
  const chatTip: Record<ChatTipName, string> = {
    rose: t`Rose`,
    kiss: t`Kiss`,
    loving: t`Loving`,
    love: t`Love`,
    "rock it": t`Rock it`,
    diamond: t`Diamond`,
  };
  const memberTip: Record<MemberTipKind, string> = { wink: t`Wink`, kiss: t`Kiss`, drink: t`Drink`, heart: t`Heart`, gift: t`Present` };
  /** Lower case: they stand in sentences ("bob: hard, 10 s"); a tile capitalises them with CSS. */
  const intensity: Record<ToyIntensity, string> = { low: t`low`, normal: t`normal`, medium: t`medium`, hard: t`hard`, extreme: t`extreme` };

  const number = (value: number) => i18n.number(value);
  const credits = (amount: number) => {
    const shown = number(amount);
    return t`${shown} credits`;
  };
  /** A price as minutes of chat, to one decimal: 150 credits are 2.5 minutes. */
  const minutes = (amount: number) => {
    const shown = i18n.number(creditsToMinutes(amount), { maximumFractionDigits: 1 });
    return t`${shown} min`;
  };
  const seconds = (value: number) => {
    const shown = number(value);
    return t`${shown} s`;
  };
  const min = number(CUSTOM_TIP_MIN);
  const max = number(CUSTOM_TIP_MAX);
  const tooLow = t`The minimum tip is ${min} credits.`;
  const tooHigh = t`The maximum tip is ${max} credits.`;
  const noCredits = t`You do not have enough credits for this tip.`;

  /** §5 the custom form's errors, under the amount. */
  const customError = (key: TipErrorKey): string =>
    ({
      "tip.invalid": t`Enter a whole number of credits.`,
      "tip.tooLow": tooLow,
      "tip.tooHigh": tooHigh,
      "tip.noCredits": noCredits,
    })[key];

  /** §8 a refused or failed tip: a rule's key, or the platform's label; any other label is the generic text. */
  const outcomeError = (error: string): string => {
    switch (error) {
      case "tip.tooLow":
      case CHAT_ACTION_LABELS.tipTooLow:
        return tooLow;
      case "tip.tooHigh":
      case CHAT_ACTION_LABELS.tipTooHigh:
        return tooHigh;
      case "tip.invalid":
      case CHAT_ACTION_LABELS.tipInvalid:
        return t`This tip cannot be sent right now.`;
      case "tip.noCredits":
      case CHAT_ACTION_LABELS.noCredits:
        return noCredits;
      case CHAT_ACTION_LABELS.guest:
        return t`Sign up for free to send tips.`;
      default:
        return t`Your tip could not be sent. Please try again.`;
    }
  };

  /** A listed tip's name by its kind (a chat tip's name or a member tip's kind), or null. */
  const kindName = (kind: string): string | null =>
    kind in chatTip ? chatTip[kind as ChatTipName] : kind in memberTip ? memberTip[kind as MemberTipKind] : null;

  return { chatTip, memberTip, intensity, number, credits, minutes, seconds, customError, outcomeError, kindName, min, max };
}
export type TipTexts = ReturnType<typeof useTipTexts>;
