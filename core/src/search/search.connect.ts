import type { SnapshotFrom } from "xstate";
import type { SearchEvent } from "./search.schema";
import type { searchMachine } from "./search.machine";

export type SearchSnapshot = SnapshotFrom<typeof searchMachine>;
export type SearchStatus = "idle" | "debouncing" | "loading" | "results" | "failed";

export function connectSearch(snapshot: SearchSnapshot, send: (event: SearchEvent) => void) {
  const status = snapshot.value as SearchStatus;
  const { text, results } = snapshot.context;
  return {
    status,
    text,
    results,
    /** The listbox shows while the visitor searches and there is something to show (kept on failure, §8). */
    isOpen: status !== "idle" && results.length > 0,
    isLoading: status === "debouncing" || status === "loading",
    isFailed: status === "failed",
    /** The server answered with nothing. */
    isEmpty: status === "results" && results.length === 0,
    input: (next: string) => send({ type: "search.input", text: next }),
    clear: () => send({ type: "search.clear" }),
    select: (username: string) => send({ type: "search.select", username }),
    dismiss: () => send({ type: "search.dismiss" }),
    /** Enter with no suggestion highlighted (§2.3). */
    submit: () => send({ type: "search.submit" }),
  };
}
export type SearchConnect = ReturnType<typeof connectSearch>;
