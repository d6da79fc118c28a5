import { assign, emit, enqueueActions, fromPromise, setup } from "xstate";
import { TIMINGS_MS } from "../constants";
import type { AutocompleteResult } from "../domain/performer.schema";
import { toAutocompleteQuery, type SearchEmitted, type SearchEvent } from "./search.schema";
import { gridSearchText } from "./search.text";
import { submittedUsername } from "./search.submit";

export type AutocompleteItem = AutocompleteResult["items"][number];

export interface SearchContext {
  readonly text: string;
  readonly results: readonly AutocompleteItem[];
  /** The lowercased query the results answer. */
  readonly query: string | null;
  /** Enter was pressed before the suggestions for the text arrived: the first answer decides (§2.3). */
  readonly submitted: boolean;
}

const isBlank = (text: string) => text.trim() === "";
/** The list answers the text as it is now (not an earlier text's answer kept on failure, §8). */
const answersText = (context: SearchContext) => context.query !== null && context.query === toAutocompleteQuery(context.text).username;

/**
 * §2.3 search autocomplete combobox: typing waits for a pause, then asks user/autocomplete (`autocomplete`,
 * provided by the app) with the lowercased text. A failure is logged and the list is left as it was (§8);
 * empty text clears the list. Enter with no suggestion highlighted (`search.submit`) opens the exact username match,
 * else the first suggestion; pressed before the suggestions are there, their answer decides. When nobody is
 * suggested (or the suggestions failed), Enter searches the grid for the text (`search.searched`).
 */
export const searchMachine = setup({
  types: { context: {} as SearchContext, events: {} as SearchEvent, emitted: {} as SearchEmitted },
  actors: {
    autocomplete: fromPromise<AutocompleteResult, { username: string }>(async () => {
      throw new Error("autocomplete is provided by the app");
    }),
  },
  // §9 gives no autocomplete debounce; the fetch minimum delay (200 ms) spaces the requests.
  delays: { searchDebounce: TIMINGS_MS.fetchMinDelay },
  guards: {
    blank: ({ event }) => event.type === "search.input" && isBlank(event.text),
    /** Enter on a list that answers the text and names someone. */
    canPick: ({ context }) => answersText(context) && submittedUsername(context.results, context.text) !== null,
    /** Enter on a list that answers the text and names nobody: the grid searches for the text. */
    answeredNone: ({ context }) => answersText(context) && submittedUsername(context.results, context.text) === null && gridSearchText(context.text) !== undefined,
    /** Enter on a text the list does not answer yet. */
    mustAsk: ({ context }) => !isBlank(context.text) && !answersText(context),
    /** The answer to a text submitted while it was on its way names someone. */
    pickAnswer: ({ context, event }) =>
      context.submitted && "output" in event && submittedUsername((event.output as AutocompleteResult).items, context.text) !== null,
    /** Enter was pressed, and the answer (or its failure) names nobody: the grid searches for the text. */
    searchSubmitted: ({ context }) => context.submitted && gridSearchText(context.text) !== undefined,
  },
  actions: {
    logError: (_: unknown, _params: { error: unknown }) => {},
    setText: assign({ text: ({ context, event }) => (event.type === "search.input" ? event.text : context.text), submitted: () => false }),
    clear: assign({ text: () => "", results: () => [], query: () => null, submitted: () => false }),
    clearResults: assign({ results: () => [], query: () => null }),
    choose: assign({
      text: ({ context, event }) => (event.type === "search.select" ? event.username : context.text),
      results: () => [],
      query: () => null,
      submitted: () => false,
    }),
    emitSelected: emit(({ event }) => ({ type: "search.selected" as const, username: event.type === "search.select" ? event.username : "" })),
    markSubmitted: assign({ submitted: () => true }),
    forgetSubmit: assign({ submitted: () => false }),
    /** Enter on the list shown: the chosen username becomes the text, as a click on it would make it. */
    pick: enqueueActions(({ context, enqueue }) => {
      const username = submittedUsername(context.results, context.text)!;
      enqueue.assign({ text: username, results: [], query: null, submitted: false });
      enqueue.emit({ type: "search.selected", username });
    }),
    /** Nobody to open: the grid searches for the text, which stays in the box (the list as it was, §8). */
    searchText: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ submitted: false });
      enqueue.emit({ type: "search.searched", text: gridSearchText(context.text) ?? "" });
    }),
    /** Enter pressed while the answer was on its way: the answer decides. */
    pickFromAnswer: enqueueActions(({ context, event, enqueue }) => {
      const username = submittedUsername((event as unknown as { output: AutocompleteResult }).output.items, context.text)!;
      enqueue.assign({ text: username, results: [], query: null, submitted: false });
      enqueue.emit({ type: "search.selected", username });
    }),
  },
}).createMachine({
  id: "search",
  context: { text: "", results: [], query: null, submitted: false },
  initial: "idle",
  on: {
    "search.input": [
      { guard: "blank", target: ".idle", actions: ["setText", "clearResults"] },
      { target: ".debouncing", actions: "setText" },
    ],
    "search.clear": { target: ".idle", actions: "clear" },
    "search.select": { target: ".idle", actions: ["choose", "emitSelected"] },
    "search.dismiss": { target: ".idle", actions: "forgetSubmit" },
    // §2.3 Enter: the list shown decides; a text it does not answer yet is asked for (after the usual pause).
    "search.submit": [
      { guard: "canPick", target: ".idle", actions: "pick" },
      { guard: "answeredNone", target: ".idle", actions: "searchText" },
      { guard: "mustAsk", target: ".debouncing", actions: "markSubmitted" },
    ],
  },
  states: {
    idle: {},
    debouncing: {
      on: { "search.submit": { actions: "markSubmitted" } },
      after: { searchDebounce: "loading" },
    },
    loading: {
      on: { "search.submit": { actions: "markSubmitted" } },
      invoke: {
        id: "autocomplete",
        src: "autocomplete",
        input: ({ context }) => toAutocompleteQuery(context.text),
        onDone: [
          { guard: "pickAnswer", target: "idle", actions: "pickFromAnswer" },
          { guard: "searchSubmitted", target: "idle", actions: "searchText" },
          {
            target: "results",
            actions: assign({
              results: ({ event }) => event.output.items,
              query: ({ context }) => toAutocompleteQuery(context.text).username,
              submitted: () => false,
            }),
          },
        ],
        onError: [
          // §8 an autocomplete failure is logged; Enter still searches the grid, which may answer.
          { guard: "searchSubmitted", target: "idle", actions: [{ type: "logError", params: ({ event }) => ({ error: event.error }) }, "searchText"] },
          { target: "failed", actions: ["forgetSubmit", { type: "logError", params: ({ event }) => ({ error: event.error }) }] },
        ],
      },
    },
    results: {},
    failed: {},
  },
});
export type SearchMachine = typeof searchMachine;
