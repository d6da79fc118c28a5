import { useState } from "react";
import type { SessionConnect } from "@camstage/core";
import type { LoginFormProps } from "./login-card";
import { useSessionAttempt } from "./use-session-attempt";

/** Binds LoginCard to the session flow's `connect` result; the typed text lives here, the rules in the session flow. */
export function useLogin(api: SessionConnect) {
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
