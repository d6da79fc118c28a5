import { assign, emit, fromPromise, setup } from "xstate";
import { TIMINGS_MS } from "../constants";
import type { AutocompleteResult } from "../domain/performer.schema";
import { toAutocompleteQuery, type SearchEmitted, type SearchEvent } from "./search.schema";

export type AutocompleteItem = AutocompleteResult["items"][number];

export interface SearchContext {
  readonly text: string;
  readonly results: readonly AutocompleteItem[];
  /** The lowercased query the results answer. */
  readonly query: string | null;
}

const isBlank = (text: string) => text.trim() === "";

/**
 * §2.3 search autocomplete combobox: typing waits for a pause, then asks user/autocomplete (`autocomplete`,
 * provided by the app) with the lowercased text. A failure is logged and the list is left as it was (§8);
 * empty text clears the list.
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
  },
  actions: {
    logError: (_: unknown, _params: { error: unknown }) => {},
    setText: assign({ text: ({ context, event }) => (event.type === "search.input" ? event.text : context.text) }),
    clear: assign({ text: () => "", results: () => [], query: () => null }),
    clearResults: assign({ results: () => [], query: () => null }),
    choose: assign({ text: ({ context, event }) => (event.type === "search.select" ? event.username : context.text), results: () => [], query: () => null }),
    emitSelected: emit(({ event }) => ({ type: "search.selected" as const, username: event.type === "search.select" ? event.username : "" })),
  },
}).createMachine({
  id: "search",
  context: { text: "", results: [], query: null },
  initial: "idle",
  on: {
    "search.input": [
      { guard: "blank", target: ".idle", actions: ["setText", "clearResults"] },
      { target: ".debouncing", actions: "setText" },
    ],
    "search.clear": { target: ".idle", actions: "clear" },
    "search.select": { target: ".idle", actions: ["choose", "emitSelected"] },
    "search.dismiss": { target: ".idle" },
  },
  states: {
    idle: {},
    debouncing: {
      after: { searchDebounce: "loading" },
    },
    loading: {
      invoke: {
        id: "autocomplete",
        src: "autocomplete",
        input: ({ context }) => toAutocompleteQuery(context.text),
        onDone: {
          target: "results",
          actions: assign({ results: ({ event }) => event.output.items, query: ({ context }) => toAutocompleteQuery(context.text).username }),
        },
        onError: { target: "failed", actions: { type: "logError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    results: {},
    failed: {},
  },
});
export type SearchMachine = typeof searchMachine;
