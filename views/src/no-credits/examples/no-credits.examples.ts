import { LOW_CREDITS_THRESHOLD, wholeMinutes } from "@camstage/core";
import type { NoCreditsForVipModalProps, NoCreditsModalProps } from "../no-credits-modal";

const noop = () => {};

export const noCredits: NoCreditsModalProps = { isOpen: true, onClose: noop, onBuyCredits: noop, balanceMinutes: 0 };
export const noCreditsUnknownBalance: NoCreditsModalProps = { ...noCredits, balanceMinutes: null };
/** A low balance (§9 500 credits or fewer) that does not cover the tip. */
export const noCreditsForTip: NoCreditsModalProps = { ...noCredits, balanceMinutes: wholeMinutes(LOW_CREDITS_THRESHOLD) };
export const noCreditsForVip: NoCreditsForVipModalProps = { ...noCredits, balanceMinutes: 3 };
