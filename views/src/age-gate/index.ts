export { AgeGateModal } from "./age-gate-modal";
export type { AgeGateModalProps } from "./age-gate-modal";
export { useAgeGate } from "./use-age-gate";
