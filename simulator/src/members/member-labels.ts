import { TOKEN_LABELS } from "./member-route";

/** The labels the member API answers with: §8's, plus the ones the catalogue leaves to the platform. */
export const MEMBER_LABELS = {
  loginNotExists: "badRequest.login.notExists",
  loginDeleted: "badRequest.login.deleted",
  invalidLogin: "badRequest.invalid.login",
  incorrectPassword: "badRequest.incorrectPassword",
  activationVerified: "badRequest.activation.verified",
  activationExpired: "badRequest.activation.expired",
  activationInvalid: "badRequest.activation.invalid",
  registerInvalid: "badRequest.register.invalid",
  emailExists: "badRequest.register.emailExists",
  usernameExists: "badRequest.register.usernameExists",
  invalidPassword: "badRequest.invalid.password",
  changeUsernameInvalid: "badRequest.username.invalid",
  changeUsernameExists: "badRequest.username.exists",
  changeEmailInvalid: "badRequest.email.invalid",
  changeEmailExists: "badRequest.email.exists",
  tokenMissing: TOKEN_LABELS.missing,
  tokenInvalid: TOKEN_LABELS.invalid,
  tokenExpired: TOKEN_LABELS.expired,
  tokenRevoked: TOKEN_LABELS.revoked,
  memberMismatch: "forbidden.member.mismatch",
  profileNotFound: "notFound.profile",
} as const;

export const MAIL_SUBJECTS = { verification: "Confirm your e-mail address", "reset-password": "Reset your password" } as const;

/**
 * How login and forgot-password answer for an account that does not exist or was deleted: `uniform` (the default)
 * gives them the answer of a wrong password (`badRequest.invalid.login`; forgot-password `true`, no mail), so
 * nobody learns who has an account; `distinct` gives §8's `badRequest.login.notExists`, `badRequest.login.deleted`
 * and, on login, `badRequest.incorrectPassword` for a wrong password.
 */
export type LoginLabels = "uniform" | "distinct";

/** §2.1 query actions the mails link to, on the site's origin (ARCHITECTURE §7). */
export const verificationLink = (origin: string, key: string) => `${origin}/?action=validate&key=${encodeURIComponent(key)}`;
/** The token is a reset token (one hour, changes the password once, logs nobody in) and the code its one-time password. */
export const resetPasswordLink = (origin: string, token: string, code: string) =>
  `${origin}/?action=resetpassword&token=${encodeURIComponent(token)}&password=${encodeURIComponent(code)}`;
