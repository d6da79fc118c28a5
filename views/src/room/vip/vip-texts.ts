import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { CHAT_ACTION_LABELS } from "@camstage/core";

export function useVipTexts() {
  const { t, i18n } = useLingui();
  const number = (value: number) => i18n.number(value);
  const perMinute = (price: number) => {
    const shown = number(price);
    return t`${shown} cr/min`;
  };
  const minutes = (count: number) => t({ message: plural(count, { one: "# minute", other: "# minutes" }) });
  /** §8 a failed VIP request, by the platform's label. */
  const error = (label: string, performer: string) => {
    switch (label) {
      case CHAT_ACTION_LABELS.vipRequested:
        return t`You already asked ${performer} for a VIP show. Wait for her answer.`;
      case CHAT_ACTION_LABELS.noCredits:
        return t`You do not have enough credits for a VIP show.`;
      default:
        return t`Your VIP request could not be sent. Please try again.`;
    }
  };
  return { number, perMinute, minutes, error };
}
