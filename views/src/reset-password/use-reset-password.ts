import type { ResetPasswordConnect } from "@camstage/core";
import type { ResetPasswordFormProps } from "./reset-password-form";

/** Binds the password form, page and modal to the reset-password flow (its `connect` result; the flow keeps the fields). */
export function useResetPassword(api: ResetPasswordConnect) {
  const formProps: ResetPasswordFormProps = {
    fields: api.fields,
    showOldField: api.showOldField,
    errors: api.errors,
    onInput: api.input,
    onBlur: api.blur,
    onSubmit: api.submit,
    isLoading: api.isLoading,
    isIncorrectPassword: api.isIncorrectPassword,
    isLinkExpired: api.isLinkExpired,
    isUndefinedError: api.isUndefinedError,
  };
  return {
    ...api,
    formProps,
    pageProps: { ...formProps, isComplete: api.isComplete },
    /** Spread with the app's isOpen and onClose. */
    modalProps: { ...formProps, showCompletion: api.showCompletion, offerLogin: api.offerLogin },
  };
}
