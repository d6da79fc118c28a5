import { Schema } from "effect";

export const ForgotPasswordEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("forgotPassword.input"), text: Schema.String }),
  Schema.Struct({ type: Schema.Literal("forgotPassword.submit") }),
  Schema.Struct({ type: Schema.Literal("forgotPassword.back") }),
]).pipe(Schema.toTaggedUnion("type"));
export type ForgotPasswordEvent = typeof ForgotPasswordEvent.Type;
