import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectResetPassword, type resetPasswordMachine } from "@camstage/core";
import type { ResetPasswordFormProps } from "./reset-password-form";

/** Binds the password form, page and modal to the reset-password actor (which keeps the fields). */
export function useResetPassword(actorRef: ActorRefFrom<typeof resetPasswordMachine>) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectResetPassword(snapshot, actorRef.send);
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
