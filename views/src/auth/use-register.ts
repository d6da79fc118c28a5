import { useState } from "react";
import type { SessionConnect } from "@camstage/core";
import type { RegisterFormProps } from "./register-card";
import { useSessionAttempt } from "./use-session-attempt";

/** Binds RegisterCard to the session flow's `connect` result; the typed text lives here, the rules in the session flow. */
export function useRegister(api: SessionConnect) {
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
