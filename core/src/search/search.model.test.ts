import { expect } from "vitest";
import type { AutocompleteResult } from "../domain/performer.schema";
import { controllable } from "../testing/machine-model";
import { connectSearch, type SearchSnapshot } from "./search.connect";
import { searchMachine } from "./search.machine";
import { describeModel } from "../testing/model-test";

const anna = { username: "Anna", snapshot: "/s/anna.jpg", onlineStatus: 1 };
const samples = {
  "search.input": [{ type: "search.input", text: "AN" }, { type: "search.input", text: " " }],
  "search.clear": [{ type: "search.clear" }],
  "search.select": [{ type: "search.select", username: "Anna" }],
  "search.dismiss": [{ type: "search.dismiss" }],
  "search.submit": [{ type: "search.submit" }],
  "xstate.done.actor.autocomplete": [
    { type: "xstate.done.actor.autocomplete", output: { items: [anna] } },
    { type: "xstate.done.actor.autocomplete", output: { items: [] } },
  ],
  "xstate.error.actor.autocomplete": [{ type: "xstate.error.actor.autocomplete", error: "503" }],
};

describeModel("search", {
  machine: searchMachine,
  samples,
  effects: () => ({ autocomplete: controllable<AutocompleteResult, { username: string }>() }),
  expose: (snapshot) => connectSearch(snapshot as SearchSnapshot, () => {}),
  states: {
    idle: (view) => expect(view).toMatchObject({ isOpen: false, isLoading: false, isFailed: false }),
    debouncing: (view) => expect(view).toMatchObject({ isLoading: true, isFailed: false }),
    loading: (view) => expect(view).toMatchObject({ isLoading: true, isFailed: false }),
    results: (view) => expect(view).toMatchObject({ isLoading: false, isFailed: false, isOpen: view.results.length > 0, isEmpty: view.results.length === 0 }),
    // §8 a failed autocomplete keeps the list as it was.
    failed: (view) => expect(view).toMatchObject({ isLoading: false, isFailed: true, isEmpty: false }),
  },
});
