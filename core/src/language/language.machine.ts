import { assign, emit, fromPromise, setup } from "xstate";
import type { Locale, LanguageEmitted, LanguageEvent } from "./language.schema";
import { localizedPath, resolveLocale } from "./language.locale";

export interface LanguageContext {
  /** The locale whose messages are active. */
  readonly locale: Locale;
  /** The locale being loaded, and the path to move to once it is. */
  readonly pending: { readonly locale: Locale; readonly path: string | null; readonly switched: boolean } | null;
  /** The path the last switch moved to. */
  readonly redirectTo: string | null;
  /** §4 loading progress: ids of the requests in flight. */
  readonly inFlight: readonly string[];
}
export interface LanguageInput {
  readonly pathname: string;
  readonly cookie?: string | null;
}

// Declared on each child of `messages`: a transition on the region itself would, inside the parallel
// root, exit and re-enter the progress region too.

const switchLocale = { guard: "otherLocale", target: "loading", reenter: true, actions: "setPending" } as const;

/**
 * §4 language. The locale starts from the route prefix, then the cookie, then nl. A switch loads the
 * messages (`loadMessages`, provided by the app); on success after a switch the locale cookie is set (`persistLocale`)
 * and `language.changed` carries the prefixed path to move to; on failure it is logged (`logError`, §8)
 * and the previous locale stays. The progress region counts requests in flight.
 */
export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as LanguageInput,
    emitted: {} as LanguageEmitted,
  },
  actors: {
    loadMessages: fromPromise<unknown, { locale: Locale }>(async () => {
      throw new Error("loadMessages is provided by the app");
    }),
  },
  actions: {
    persistLocale: (_: unknown, _params: { locale: Locale }) => {},
    logError: (_: unknown, _params: { error: unknown }) => {},
    startRequest: assign({
      inFlight: ({ context, event }) =>
        event.type === "language.request.start" && !context.inFlight.includes(event.id) ? [...context.inFlight, event.id] : context.inFlight,
    }),
    setPending: assign({
      pending: ({ context, event }) => {
        if (event.type !== "language.switch") return context.pending;
        const path = localizedPath(event.pathname, event.locale);
        return { locale: event.locale, path: path === event.pathname ? null : `${path}${event.search ?? ""}`, switched: true };
      },
    }),
    settle: assign(({ context }) => ({
      locale: context.pending?.locale ?? context.locale,
      redirectTo: context.pending?.path ?? null,
      pending: null,
    })),
    announce: emit(({ context }) => ({ type: "language.changed" as const, locale: context.locale, path: context.redirectTo })),
    endRequest: assign({
      inFlight: ({ context, event }) => (event.type === "language.request.end" ? context.inFlight.filter((id) => id !== event.id) : context.inFlight),
    }),
  },
  guards: {
    otherLocale: ({ context, event }) =>
      event.type === "language.switch" && event.locale !== (context.pending?.locale ?? context.locale),
    switched: ({ context }) => context.pending?.switched === true,
    knownRequest: ({ context, event }) => event.type === "language.request.end" && context.inFlight.includes(event.id),
    failedRequest: ({ context, event }) =>
      event.type === "language.request.end" && context.inFlight.includes(event.id) && event.outcome === "error",
    lastRequest: ({ context, event }) =>
      event.type === "language.request.end" && context.inFlight.length === 1 && context.inFlight[0] === event.id,
  },
}).createMachine({
  id: "language",
  type: "parallel",
  context: ({ input }) => ({
    locale: resolveLocale(input.pathname, input.cookie),
    pending: { locale: resolveLocale(input.pathname, input.cookie), path: null, switched: false },
    redirectTo: null,
    inFlight: [],
  }),
  states: {
    messages: {
      initial: "loading",
      states: {
        loading: {
          on: { "language.switch": switchLocale },
          invoke: {
            id: "loadMessages",
            src: "loadMessages",
            input: ({ context }) => ({ locale: context.pending?.locale ?? context.locale }),
            // §4 only a visitor's switch sets the locale cookie; the starting locale is not a choice.
            onDone: [
              { guard: "switched", target: "ready", actions: [{ type: "persistLocale", params: ({ context }) => ({ locale: context.pending?.locale ?? context.locale }) }, "settle", "announce"] },
              { target: "ready", actions: ["settle", "announce"] },
            ],
            onError: {
              target: "failed",
              actions: [{ type: "logError", params: ({ event }) => ({ error: event.error }) }, assign({ pending: () => null })],
            },
          },
        },
        ready: { on: { "language.switch": switchLocale } },
        failed: { on: { "language.switch": switchLocale } },
      },
    },
    progress: {
      initial: "idle",
      states: {
        idle: {
          on: { "language.request.start": { target: "busy", actions: "startRequest" } },
        },
        busy: {
          on: {
            "language.request.start": { actions: "startRequest" },
            "language.request.end": [
              { guard: "failedRequest", target: "failed", actions: "endRequest" },
              { guard: "lastRequest", target: "idle", actions: "endRequest" },
              { guard: "knownRequest", actions: "endRequest" },
            ],
          },
        },
        failed: {
          on: {
            "language.request.start": { target: "busy", actions: "startRequest" },
            "language.request.end": { guard: "knownRequest", actions: "endRequest" },
          },
        },
      },
    },
  },
});
export type LanguageMachine = typeof languageMachine;
