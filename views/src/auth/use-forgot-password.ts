import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectForgotPassword, type forgotPasswordMachine } from "@camstage/core";
import type { ForgotPasswordFormProps } from "./forgot-password-card";

/** Binds ForgotPasswordCard to the forgot-password actor (which keeps the typed text). */
export function useForgotPassword(actorRef: ActorRefFrom<typeof forgotPasswordMachine>) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectForgotPassword(snapshot, actorRef.send);
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
