import { useState } from "react";
import { useActorRef } from "@xstate/react";
import { fromPromise } from "xstate";
import {
  PlatformHttpError,
  TOO_MANY_REQUESTS_LABEL,
  UNDEFINED_ERROR,
  WELCOME_CREDITS,
  connectForgotPassword,
  connectSession,
  encodeTokenPayload,
  forgotPasswordMachine,
  sessionMachine,
  type MemberBasicInfo,
} from "@camstage/core";
import { Button } from "../../ui/button";
import { LanguageMenu } from "../../language/language-menu";
import { exampleLanguages } from "../../examples/site.examples";
import { useActorConnect } from "../../examples/use-actor-connect";
import type { LoginCardProps } from "../login-card";
import type { RegisterCardProps } from "../register-card";
import type { ForgotPasswordCardProps } from "../forgot-password-card";
import { AuthModal, type AuthView } from "../auth-modal";
import { useLogin } from "../use-login";
import { useRegister } from "../use-register";
import { useForgotPassword } from "../use-forgot-password";
import { LOGIN_LABELS, REGISTER_LABELS } from "../auth-messages";

const noop = () => {};

// ----- Login card -----------------------------------------------------------------------------------------------

export const loginEmpty: LoginCardProps = {
  email: "",
  password: "",
  onEmailChange: noop,
  onPasswordChange: noop,
  errors: [],
  serverError: null,
  isBusy: false,
  onSubmit: noop,
  onForgotPassword: noop,
  onJoin: noop,
};

export const loginFieldErrors: LoginCardProps = { ...loginEmpty, email: "anna@", errors: ["username.invalid", "password.required"] };
export const loginRequiredErrors: LoginCardProps = { ...loginEmpty, errors: ["username.required", "password.required"] };

const loginFilled: LoginCardProps = { ...loginEmpty, email: "anna@example.com", password: "secret12" };
export const loginBusy: LoginCardProps = { ...loginFilled, isBusy: true };
export const loginNotExists: LoginCardProps = { ...loginFilled, serverError: LOGIN_LABELS.notExists };
export const loginDeleted: LoginCardProps = { ...loginFilled, serverError: LOGIN_LABELS.deleted };
export const loginInvalid: LoginCardProps = { ...loginFilled, serverError: LOGIN_LABELS.invalid };
export const loginIncorrectPassword: LoginCardProps = { ...loginFilled, serverError: LOGIN_LABELS.incorrectPassword };
export const loginUndefinedError: LoginCardProps = { ...loginFilled, serverError: UNDEFINED_ERROR };
/** ARCHITECTURE §7 the platform refused more attempts for a while (429). */
export const loginTooManyAttempts: LoginCardProps = { ...loginFilled, serverError: TOO_MANY_REQUESTS_LABEL, retryAfterMinutes: 3 };

export const loginMobile: LoginCardProps = {
  ...loginEmpty,
  languageSlot: <LanguageMenu languages={exampleLanguages} current="en" onSelect={noop} />,
};

// ----- Register card --------------------------------------------------------------------------------------------

export const registerEmpty: RegisterCardProps = {
  email: "",
  password: "",
  onEmailChange: noop,
  onPasswordChange: noop,
  errors: [],
  serverError: null,
  isBusy: false,
  onSubmit: noop,
  onLogin: noop,
  termsHref: "/en/terms-conditions",
  privacyHref: "/en/privacy",
  welcomeCredits: WELCOME_CREDITS,
};

export const registerFieldErrors: RegisterCardProps = {
  ...registerEmpty,
  email: "anna@example",
  password: "abc 1",
  errors: ["email.invalid", "password.tooShort", "password.whitespace"],
};
const registerFilled: RegisterCardProps = { ...registerEmpty, email: "anna@example.com", password: "secret12" };
export const registerBusy: RegisterCardProps = { ...registerFilled, isBusy: true };
export const registerEmailExists: RegisterCardProps = { ...registerFilled, serverError: REGISTER_LABELS.emailExists };
export const registerUsernameExists: RegisterCardProps = { ...registerFilled, serverError: REGISTER_LABELS.usernameExists };
export const registerFailed: RegisterCardProps = { ...registerFilled, serverError: "badRequest.register.blocked" };
export const registerUndefinedError: RegisterCardProps = { ...registerFilled, serverError: UNDEFINED_ERROR };
export const registerNoTeaser: RegisterCardProps = { ...registerEmpty, welcomeCredits: undefined };

// ----- Forgot-password card -------------------------------------------------------------------------------------

export const forgotEmpty: ForgotPasswordCardProps = {
  text: "",
  onTextChange: noop,
  errors: [],
  isSending: false,
  isComplete: false,
  sentEmail: null,
  onSubmit: noop,
  onBack: noop,
};
export const forgotRequired: ForgotPasswordCardProps = { ...forgotEmpty, errors: ["forgotPassword.required"] };
/** ARCHITECTURE §7 the platform refused more reset requests for a while (429). */
export const forgotTooManyRequests: ForgotPasswordCardProps = { ...forgotEmpty, text: "anna@example.com", retryAfterMinutes: 2 };
export const forgotTooShort: ForgotPasswordCardProps = { ...forgotEmpty, text: "an", errors: ["forgotPassword.tooShort"] };
export const forgotSending: ForgotPasswordCardProps = { ...forgotEmpty, text: "anna@gmail.com", isSending: true };
export const forgotCompleteGmail: ForgotPasswordCardProps = { ...forgotEmpty, text: "anna@gmail.com", isComplete: true, sentEmail: "anna@gmail.com" };
export const forgotCompleteOutlook: ForgotPasswordCardProps = { ...forgotCompleteGmail, sentEmail: "anna@hotmail.com" };
export const forgotCompleteYahoo: ForgotPasswordCardProps = { ...forgotCompleteGmail, sentEmail: "anna@yahoo.com" };
export const forgotCompleteOtherDomain: ForgotPasswordCardProps = { ...forgotCompleteGmail, sentEmail: "anna@example.com" };
export const forgotCompleteUsername: ForgotPasswordCardProps = { ...forgotEmpty, text: "anna_x", isComplete: true, sentEmail: null };

// ----- Auth modal -----------------------------------------------------------------------------------------------

const strip = <T extends object, K extends keyof T>(props: T, ...keys: K[]): Omit<T, K> => {
  const copy = { ...props };
  for (const key of keys) delete copy[key];
  return copy;
};

export const authModalLogin = {
  login: strip(loginEmpty, "onForgotPassword", "onJoin"),
  register: strip(registerEmpty, "onLogin"),
  forgotPassword: strip(forgotEmpty, "onBack"),
  onSwitch: noop,
  onClose: noop,
};

/** The modal with example props; its buttons switch the card. */
export function AuthModalDemo({ initial = "login" }: { initial?: AuthView }) {
  const [view, setView] = useState<AuthView>(initial);
  const [open, setOpen] = useState(true);
  return (
    <div style={{ padding: "1rem" }}>
      <Button variant="primary" onPress={() => setOpen(true)}>
        Open
      </Button>
      <AuthModal {...authModalLogin} view={view} isOpen={open} onSwitch={setView} onClose={() => setOpen(false)} />
    </div>
  );
}

// ----- Bound to the core flows with simulated calls --------------------------------------------------------------

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fail = (path: string, label: string) => new PlatformHttpError({ method: "POST", path }, 400, label, { label });

/** A member for the simulated login. */
const demoMember = (email: string): MemberBasicInfo => ({
  email,
  username: email,
  isVerified: false,
  credits: 0,
  favourites: [],
  showChangeUsername: true,
});

/**
 * The session with simulated calls: an e-mail starting with "deleted", "nobody" or "wrong" fails the login
 * with that §8 label; "taken@…" fails the registration; anything else succeeds after a short delay.
 */
export const demoSessionMachine = sessionMachine.provide({
  actors: {
    login: fromPromise(async ({ input }) => {
      await wait(700);
      if (input.username.startsWith("deleted")) throw fail("/login", LOGIN_LABELS.deleted);
      if (input.username.startsWith("nobody")) throw fail("/login", LOGIN_LABELS.notExists);
      if (input.username.startsWith("wrong")) throw fail("/login", LOGIN_LABELS.invalid);
      return { token: encodeTokenPayload({ id: 42 }) };
    }),
    register: fromPromise(async ({ input }) => {
      await wait(700);
      if (input.email.startsWith("taken")) throw fail("/member", REGISTER_LABELS.emailExists);
      return {};
    }),
    loadMember: fromPromise(async () => demoMember("anna@example.com")),
    loadInbox: fromPromise<unknown, void>(async () => undefined),
  },
});

export const demoForgotPasswordMachine = forgotPasswordMachine.provide({
  actors: { requestReset: fromPromise(async () => wait(700)) },
});

/** AuthModal bound to the session and forgot-password flows (simulated calls). */
export function BoundAuthModalDemo() {
  const session = useActorConnect(useActorRef(demoSessionMachine, { input: { fingerprint: "demo", affiliateCode: "demo" } }), connectSession);
  const login = useLogin(session);
  const register = useRegister(session);
  const forgotPassword = useForgotPassword(useActorConnect(useActorRef(demoForgotPasswordMachine), connectForgotPassword));
  const [view, setView] = useState<AuthView>("login");
  if (login.isMember) {
    return (
      <div style={{ padding: "1rem" }}>
        <p>Logged in as {login.username}.</p>
        <Button onPress={login.logout}>Log out</Button>
      </div>
    );
  }
  return (
    <AuthModal
      view={view}
      onSwitch={setView}
      onClose={noop}
      login={login.formProps}
      register={{ ...register.formProps, termsHref: "/en/terms-conditions", privacyHref: "/en/privacy", welcomeCredits: WELCOME_CREDITS }}
      forgotPassword={forgotPassword.formProps}
    />
  );
}
