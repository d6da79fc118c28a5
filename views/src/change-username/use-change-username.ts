import type { ChangeUsernameConnect } from "@camstage/core";
import type { ChangeUsernameModalProps } from "./change-username-modal";

/**
 * Binds ChangeUsernameModal to the change-username flow (its `connect` result); `modalProps` spreads onto it (the modal host adds
 * `isOpen` and `onClose`).
 */
export function useChangeUsername(api: ChangeUsernameConnect) {
  const modalProps: Omit<ChangeUsernameModalProps, "isOpen" | "onClose"> = {
    text: api.text,
    errors: api.errors,
    notices: api.notices,
    serverError: api.serverError,
    suggestions: api.suggestions,
    isSuggesting: api.status === "suggesting",
    isSubmitting: api.status === "submitting",
    isDone: api.isDone,
    onInput: api.input,
    onSuggest: api.suggest,
    onPick: api.pick,
    onSubmit: api.submit,
  };
  return { ...api, modalProps };
}
