import type { SnapshotFrom } from "xstate";
import { LOCALE_TAGS } from "../constants";
import type { LanguageEvent, Locale, RequestOutcome } from "./language.schema";
import type { languageMachine } from "./language.machine";

export type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;

export function connectLanguage(snapshot: LanguageSnapshot, send: (event: LanguageEvent) => void) {
  const { locale, pending, redirectTo, inFlight } = snapshot.context;
  return {
    locale,
    /** BCP 47 tag for dates, numbers and plurals (nl-NL, en-US, nl-BE). */
    localeTag: LOCALE_TAGS[locale],
    /** The locale being loaded, if any. */
    loadingLocale: pending?.locale ?? null,
    isLoading: snapshot.matches({ messages: "loading" }),
    /** The last switch failed; the previous locale is still active (§8 logged). */
    isFailed: snapshot.matches({ messages: "failed" }),
    redirectTo,
    progress: {
      active: snapshot.matches({ progress: "busy" }),
      failed: snapshot.matches({ progress: "failed" }),
      inFlight: inFlight.length,
    },
    switchTo: (next: Locale, pathname: string, search?: string) =>
      send(search === undefined ? { type: "language.switch", locale: next, pathname } : { type: "language.switch", locale: next, pathname, search }),
    requestStarted: (id: string) => send({ type: "language.request.start", id }),
    requestEnded: (id: string, outcome: RequestOutcome) => send({ type: "language.request.end", id, outcome }),
  };
}
export type LanguageConnect = ReturnType<typeof connectLanguage>;
