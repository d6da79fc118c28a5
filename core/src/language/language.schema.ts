import { Schema } from "effect";
import { ROUTED_LOCALES } from "../constants";

export const Locale = Schema.Literals(ROUTED_LOCALES);
export type Locale = typeof Locale.Type;

/** How a tracked request ended; a cancelled request is not a failure (§4). */
export const RequestOutcome = Schema.Literals(["ok", "error", "cancelled"]);
export type RequestOutcome = typeof RequestOutcome.Type;

export const LanguageEvent = Schema.Union([
  /** Switch to a locale from the page at `pathname` (plus its query `search`, kept as is). */
  Schema.Struct({ type: Schema.Literal("language.switch"), locale: Locale, pathname: Schema.String, search: Schema.optional(Schema.String) }),
  Schema.Struct({ type: Schema.Literal("language.request.start"), id: Schema.String }),
  Schema.Struct({ type: Schema.Literal("language.request.end"), id: Schema.String, outcome: RequestOutcome }),
]).pipe(Schema.toTaggedUnion("type"));
export type LanguageEvent = typeof LanguageEvent.Type;

export type LanguageEmitted =
  /** Messages of `locale` are active; `path` is where to move, or null when the page already matches. */
  { type: "language.changed"; locale: Locale; path: string | null };
