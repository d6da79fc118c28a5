import { Schema } from "effect";
import { USERNAME_SUGGESTION_MAX_LENGTH, USERNAME_SUGGESTIONS_LIMIT } from "../constants";
import type { UsernameSuggestionRequest } from "../domain/member.schema";

export const ChangeUsernameEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("changeUsername.input"), text: Schema.String }),
  /** The magic-wand button. */
  Schema.Struct({ type: Schema.Literal("changeUsername.suggest") }),
  Schema.Struct({ type: Schema.Literal("changeUsername.pick"), username: Schema.String }),
  Schema.Struct({ type: Schema.Literal("changeUsername.submit") }),
  /** The modal opens (again): a fresh, empty form. */
  Schema.Struct({ type: Schema.Literal("changeUsername.open") }),
]).pipe(Schema.toTaggedUnion("type"));
export type ChangeUsernameEvent = typeof ChangeUsernameEvent.Type;

/** §8: the translation key of a failed change is the label with the prefix badRequest replaced by change_username. */
export const changeUsernameErrorKey = (label: string): string => label.replace(/^badRequest/, "change_username");

/** §7 GET /username/suggestions for a §5 seed: 5 from the server, at most 32 characters (§9). */
export const suggestionRequest = (seed: string): UsernameSuggestionRequest => ({
  username: seed,
  limit: USERNAME_SUGGESTIONS_LIMIT,
  maxLength: USERNAME_SUGGESTION_MAX_LENGTH,
});
