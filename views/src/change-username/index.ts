export { ChangeUsernameModal } from "./change-username-modal";
export type { ChangeUsernameModalProps } from "./change-username-modal";
export { useChangeUsername } from "./use-change-username";
export { useChangeUsernameLabels } from "./change-username-labels";
