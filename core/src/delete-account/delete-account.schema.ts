import { Schema } from "effect";

export const DeleteAccountEvent = Schema.Union([
  /** The settings' delete button: ask for confirmation first (§1 the deletion is irreversible). */
  Schema.Struct({ type: Schema.Literal("deleteAccount.request") }),
  Schema.Struct({ type: Schema.Literal("deleteAccount.confirm") }),
  Schema.Struct({ type: Schema.Literal("deleteAccount.cancel") }),
]).pipe(Schema.toTaggedUnion("type"));
export type DeleteAccountEvent = typeof DeleteAccountEvent.Type;
