import { useLingui } from "@lingui/react/macro";
import {
  FORGOT_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SERVICE_BUSY_LABEL,
  TOO_MANY_REQUESTS_LABEL,
  UNDEFINED_ERROR,
  type ForgotPasswordErrorKey,
  type LoginErrorKey,
  type PasswordShapeError,
  type RegisterErrorKey,
} from "@camstage/core";
import { useTooManyAttempts } from "../ui/use-too-many-attempts";

/** The field a `field.kind` error key belongs to. */
export const fieldOfKey = (key: string): string => key.split(".")[0] ?? key;

/** The keys of one field, in the order the rule reported them. */
export const keysOf = <K extends string>(keys: readonly K[], field: string): K[] => keys.filter((key) => fieldOfKey(key) === field);

/** §8 labels of the login and register calls. */
export const LOGIN_LABELS = {
  notExists: "badRequest.login.notExists",
  deleted: "badRequest.login.deleted",
  invalid: "badRequest.invalid.login",
  incorrectPassword: "badRequest.incorrectPassword",
} as const;
export const REGISTER_LABELS = {
  emailExists: "badRequest.register.emailExists",
  usernameExists: "badRequest.register.usernameExists",
} as const;

/** Translations of the §5 error keys and §8 labels of the login, register and forgot-password forms. */
export function useAuthMessages() {
  const { t } = useLingui();
  const min = PASSWORD_MIN_LENGTH;
  const max = PASSWORD_MAX_LENGTH;
  const forgotMin = FORGOT_PASSWORD_MIN_LENGTH;

  const passwordShape = (error: PasswordShapeError): string =>
    ({
      required: t`Please enter a password.`,
      tooShort: t`Use at least ${min} characters.`,
      tooLong: t`Use at most ${max} characters.`,
      noDigit: t`Include at least one digit.`,
      noLetter: t`Include at least one letter.`,
      whitespace: t`Spaces are not allowed.`,
    })[error];

  const loginError = (key: LoginErrorKey): string =>
    ({
      "username.required": t`Please enter your e-mail address.`,
      "username.invalid": t`Please enter a valid e-mail address.`,
      "password.required": t`Please enter your password.`,
    })[key];

  const registerError = (key: RegisterErrorKey): string => {
    if (key === "email.required") return t`Please enter your e-mail address.`;
    if (key === "email.invalid") return t`Please enter a valid e-mail address.`;
    return passwordShape(key.slice("password.".length) as PasswordShapeError);
  };

  const forgotPasswordError = (key: ForgotPasswordErrorKey): string =>
    ({
      "forgotPassword.required": t`Please enter your e-mail address or username.`,
      "forgotPassword.tooShort": t`Enter at least ${forgotMin} characters.`,
    })[key];

  /** ARCHITECTURE §7 the platform could not check a password now: not the visitor's fault, nothing to correct. */
  const busy = t`We are very busy right now. Please try again in a moment.`;

  const tooManyAttempts = useTooManyAttempts();

  /** §8 a failed login; an unknown label gets the generic message. */
  const loginServerError = (label: string, retryAfterMinutes: number | null = null): string => {
    switch (label) {
      case TOO_MANY_REQUESTS_LABEL:
        return tooManyAttempts(retryAfterMinutes);
      case SERVICE_BUSY_LABEL:
        return busy;
      case LOGIN_LABELS.notExists:
        return t`This account does not exist.`;
      case LOGIN_LABELS.deleted:
        return t`This account has been deleted.`;
      case LOGIN_LABELS.incorrectPassword:
        return t`The password is not correct.`;
      case UNDEFINED_ERROR:
        // A network failure or an answer without a label: not the visitor's credentials.
        return t`Something went wrong. Please try again.`;
      case LOGIN_LABELS.invalid:
      default:
        return t`Incorrect credentials. Please try again.`;
    }
  };

  /** §8 register failure: any label gets the register message, two get their own. */
  const registerServerError = (label: string): string => {
    switch (label) {
      case SERVICE_BUSY_LABEL:
        return busy;
      case REGISTER_LABELS.emailExists:
        return t`This e-mail address is already registered.`;
      case REGISTER_LABELS.usernameExists:
        return t`This username is already taken.`;
      case UNDEFINED_ERROR:
        return t`Undefined error`;
      default:
        return t`Registration failed. Please try again.`;
    }
  };

  /** §5 the password rules, shown under a new password. */
  const passwordHint = t`${min}–${max} characters, with at least one letter and one digit.`;

  return { passwordShape, passwordHint, loginError, registerError, forgotPasswordError, loginServerError, registerServerError, tooManyAttempts };
}
