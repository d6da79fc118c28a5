import { Schema } from "effect";

export const ResetPasswordField = Schema.Literals(["oldPassword", "newPassword", "repeatPassword"]);
export type ResetPasswordField = typeof ResetPasswordField.Type;

/**
 * The e-mail link's query: action resetpassword with the link's token and the old password (§4). The token is a
 * reset token (ARCHITECTURE §7): it authorises this one change and logs nobody in.
 */
export const ResetPasswordLink = Schema.Struct({ token: Schema.String, password: Schema.String });
export type ResetPasswordLink = typeof ResetPasswordLink.Type;

export const ResetPasswordPresentation = Schema.Literals(["page", "modal"]);
export type ResetPasswordPresentation = typeof ResetPasswordPresentation.Type;

export const ResetPasswordEvent = Schema.Union([
  Schema.Struct({
    type: Schema.Literal("resetPassword.start"),
    presentation: ResetPasswordPresentation,
    link: Schema.NullOr(ResetPasswordLink),
    /** The current session's login token (null for a guest). */
    loginToken: Schema.NullOr(Schema.String),
    /** The member's login name (e-mail): a change revokes the session's token, so the site logs in again with it (ARCHITECTURE §7). */
    username: Schema.NullOr(Schema.String),
  }),
  Schema.Struct({ type: Schema.Literal("resetPassword.input"), field: ResetPasswordField, value: Schema.String }),
  Schema.Struct({ type: Schema.Literal("resetPassword.blur"), field: ResetPasswordField }),
  Schema.Struct({ type: Schema.Literal("resetPassword.submit") }),
  /** From the completion: the form again with cleared fields (settings, §5 change password). */
  Schema.Struct({ type: Schema.Literal("resetPassword.again") }),
]).pipe(Schema.toTaggedUnion("type"));
export type ResetPasswordEvent = typeof ResetPasswordEvent.Type;

/** §8 the two failures the form tells apart. */
export type ResetPasswordServerError = "incorrectPassword" | "undefinedError";
export const INCORRECT_PASSWORD_LABEL = "badRequest.incorrectPassword";

/** Query keys removed from the URL once the change is done (§2.4). */
export const RESET_PASSWORD_QUERY_KEYS = ["token", "action", "password"] as const;
