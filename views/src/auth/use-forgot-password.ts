import type { ForgotPasswordConnect } from "@camstage/core";
import type { ForgotPasswordFormProps } from "./forgot-password-card";

/** Binds ForgotPasswordCard to the forgot-password flow (its `connect` result; the flow keeps the typed text). */
export function useForgotPassword(api: ForgotPasswordConnect) {
  const formProps: ForgotPasswordFormProps & { onBack: () => void } = {
    text: api.text,
    onTextChange: api.input,
    errors: api.errors,
    isSending: api.isSending,
    isComplete: api.isComplete,
    sentEmail: api.sentEmail,
    onSubmit: api.submit,
    retryAfterMinutes: api.retryAfterMinutes,
    // Leaving the confirmation resets the flow, so the card opens on the form next time.
    onBack: api.back,
  };
  return { ...api, formProps };
}
