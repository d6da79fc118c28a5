import { useState } from "react";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectSession, type sessionMachine } from "@camstage/core";
import type { LoginFormProps } from "./login-card";
import { useSessionAttempt } from "./use-session-attempt";

/** Binds LoginCard to the session actor; the typed text lives here, the rules in the session flow. */
export function useLogin(actorRef: ActorRefFrom<typeof sessionMachine>) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectSession(snapshot, actorRef.send);
  const attempt = useSessionAttempt(api);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const formProps: LoginFormProps = {
    email,
    password,
    onEmailChange: setEmail,
    onPasswordChange: setPassword,
    errors: api.loginErrors,
    serverError: attempt === "login" ? api.serverError : null,
    retryAfterMinutes: attempt === "login" ? api.retryAfterMinutes : null,
    isBusy: api.isBusy,
    onSubmit: () => api.login(email, password),
  };
  return { ...api, formProps };
}
