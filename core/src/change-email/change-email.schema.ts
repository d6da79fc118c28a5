import { Schema } from "effect";

export const ChangeEmailField = Schema.Literals(["email", "repeatEmail"]);
export type ChangeEmailField = typeof ChangeEmailField.Type;

export const ChangeEmailEvent = Schema.Union([
  /** The settings page opens for a member: the flow lives in the session, the member arrives later. */
  Schema.Struct({ type: Schema.Literal("changeEmail.start"), memberId: Schema.Number, currentEmail: Schema.String }),
  Schema.Struct({ type: Schema.Literal("changeEmail.input"), field: ChangeEmailField, value: Schema.String }),
  Schema.Struct({ type: Schema.Literal("changeEmail.submit") }),
  /** After a change: the form again, for the address just set. */
  Schema.Struct({ type: Schema.Literal("changeEmail.again") }),
]).pipe(Schema.toTaggedUnion("type"));
export type ChangeEmailEvent = typeof ChangeEmailEvent.Type;

/** §5 "unused" is the server's answer: this label; any other failure is undefined (§8). */
export const EMAIL_EXISTS_LABEL = "badRequest.email.exists";
export type ChangeEmailServerError = "emailExists" | "undefinedError";
