import { useState } from "react";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectSession, type sessionMachine } from "@camstage/core";
import type { RegisterFormProps } from "./register-card";
import { useSessionAttempt } from "./use-session-attempt";

/** Binds RegisterCard to the session actor; the typed text lives here, the rules in the session flow. */
export function useRegister(actorRef: ActorRefFrom<typeof sessionMachine>) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectSession(snapshot, actorRef.send);
  const attempt = useSessionAttempt(api);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const formProps: RegisterFormProps = {
    email,
    password,
    onEmailChange: setEmail,
    onPasswordChange: setPassword,
    errors: api.registerErrors,
    serverError: attempt === "register" ? api.serverError : null,
    isBusy: api.isBusy,
    onSubmit: () => api.register(email, password),
  };
  return { ...api, formProps };
}
