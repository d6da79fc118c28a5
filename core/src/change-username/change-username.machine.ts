import { assign, emit, fromPromise, setup } from "xstate";
import { FORBIDDEN_USERNAME_WORDS, USERNAME_SUGGESTIONS_SHOWN } from "../constants";
import type { TokenResponse, UsernameSuggestionRequest, UsernameSuggestionResponse } from "../domain/member.schema";
import { errorLabel } from "../platform/platform-error";
import { ruleErrors } from "../rules/rule-result";
import {
  changeUsernameSubmitIntent, usernameSuggestionSeed, validateChangeUsername,
  type ChangeUsernameErrorKey, type ChangeUsernameNoticeKey, type ChangeUsernameOptions,
} from "../rules/username.rules";
import { changeUsernameErrorKey, suggestionRequest, type ChangeUsernameEvent } from "./change-username.schema";

export interface ChangeUsernameContext {
  readonly options: ChangeUsernameOptions;
  readonly text: string;
  readonly errors: readonly ChangeUsernameErrorKey[];
  readonly notices: readonly ChangeUsernameNoticeKey[];
  /** The translation key of the server's refusal (§8), until the text changes. */
  readonly serverError: string | null;
  readonly suggestions: readonly string[];
}

const check = (text: string, options: ChangeUsernameOptions) => {
  const result = validateChangeUsername(text, options);
  // §5 an empty value without an error is invalid but shows no message.
  return { errors: text === "" ? [] : ruleErrors(result), notices: result.ok ? result.value.notices : [] };
};

const hasError = (c: ChangeUsernameContext) => c.errors.length > 0 || c.serverError !== null;

/** What submit does (§5): submit a valid name; with an error, fetch suggestions instead; else nothing. */
const submitIntent = (c: ChangeUsernameContext) => {
  if (c.serverError !== null) {
    const seed = usernameSuggestionSeed(c.text);
    return seed === undefined ? ({ kind: "none" } as const) : ({ kind: "suggest", seed } as const);
  }
  return changeUsernameSubmitIntent(c.text, c.options);
};

/**
 * §2.4 change-username modal. Text over 32 characters is neither validated further nor used for suggestions
 * (the §5 rule); a success hands the new token to the app (`processToken`).
 */
export const changeUsernameMachine = setup({
  types: {
    emitted: {} as { type: "changeUsername.token"; token: string },
    context: {} as ChangeUsernameContext,
    events: {} as ChangeUsernameEvent,
    input: {} as { forbiddenWords?: readonly string[]; maxLength?: ChangeUsernameOptions["maxLength"] } | undefined,
  },
  actors: {
    fetchSuggestions: fromPromise<UsernameSuggestionResponse, UsernameSuggestionRequest>(async () => {
      throw new Error("fetchSuggestions is provided by the app");
    }),
    changeUsername: fromPromise<TokenResponse, { username: string }>(async () => {
      throw new Error("changeUsername is provided by the app");
    }),
  },
  guards: {
    canSuggest: ({ context }) => usernameSuggestionSeed(context.text) !== undefined,
    submitSends: ({ context }) => !hasError(context) && submitIntent(context).kind === "submit",
    submitSuggests: ({ context }) => submitIntent(context).kind === "suggest",
  },
  actions: {
    /** The new login token: the routing table hands it to the session. */
    processToken: emit((_, params: { token: string }) => ({ type: "changeUsername.token" as const, token: params.token })),
    logError: (_: unknown, _params: { error: unknown }) => {},
    setText: assign(({ context, event }) => {
      const text = event.type === "changeUsername.input" ? event.text : event.type === "changeUsername.pick" ? event.username : context.text;
      return { text, serverError: null, suggestions: [], ...check(text, context.options) };
    }),
  },
}).createMachine({
  id: "changeUsername",
  context: ({ input }) => {
    const options: ChangeUsernameOptions = { forbiddenWords: input?.forbiddenWords ?? FORBIDDEN_USERNAME_WORDS, ...(input?.maxLength ? { maxLength: input.maxLength } : {}) };
    return { options, text: "", errors: [], notices: [], serverError: null, suggestions: [] };
  },
  initial: "editing",
  on: {
    "changeUsername.open": { target: ".editing", actions: assign({ text: "", errors: [], notices: [], serverError: null, suggestions: [] }) },
  },
  states: {
    editing: {
      on: {
        "changeUsername.input": { actions: "setText" },
        "changeUsername.pick": { actions: "setText" },
        "changeUsername.suggest": { guard: "canSuggest", target: "suggesting" },
        "changeUsername.submit": [
          { guard: "submitSends", target: "submitting" },
          { guard: "submitSuggests", target: "suggesting" },
        ],
      },
    },
    suggesting: {
      on: { "changeUsername.input": { target: "editing", actions: "setText" } },
      invoke: {
        id: "fetchSuggestions",
        src: "fetchSuggestions",
        input: ({ context }) => suggestionRequest(usernameSuggestionSeed(context.text) ?? ""),
        onDone: {
          target: "editing",
          actions: assign({ suggestions: ({ event }) => event.output.suggestions.slice(0, USERNAME_SUGGESTIONS_SHOWN) }),
        },
        onError: { target: "editing", actions: { type: "logError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      invoke: {
        id: "changeUsername",
        src: "changeUsername",
        input: ({ context }) => ({ username: context.text }),
        onDone: { target: "done", actions: { type: "processToken", params: ({ event }) => ({ token: event.output.token }) } },
        onError: { target: "editing", actions: assign({ serverError: ({ event }) => changeUsernameErrorKey(errorLabel(event.error)) }) },
      },
    },
    done: {},
  },
});
export type ChangeUsernameMachine = typeof changeUsernameMachine;
