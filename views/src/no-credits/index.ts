export { NoCreditsModal, NoCreditsForTipModal, NoCreditsForVipModal } from "./no-credits-modal";
export type { NoCreditsModalProps, NoCreditsForVipModalProps } from "./no-credits-modal";
