import { createStore, delMany, getMany, keys, set } from "idb-keyval";
import type { EventLogEntry, LogSpill } from "@camstage/core";

/** How long a page load's spilled log is kept for an export from another tab or a late one. */
const KEEP_MS = 12 * 60 * 60 * 1000;

type SpillKey = [startedAt: number, page: string, batch: number];

/**
 * Issue 11: the session's older log entries in the browser's IndexedDB, so a long session (a busy chat room) does not
 * grow the page's memory. One key per batch, `[page load time, page id, batch]`; the batches of page loads older than
 * 12 hours are removed when a page starts. Without IndexedDB (or when it refuses) the log keeps its entries in memory.
 */
export function browserLogSpill(page: string, now: number): LogSpill | undefined {
  if (typeof indexedDB === "undefined") return undefined;
  const store = createStore("camstage-event-log", "batches");
  void keys<SpillKey>(store)
    .then((found) => delMany(found.filter((key) => Array.isArray(key) && typeof key[0] === "number" && key[0] < now - KEEP_MS), store))
    .catch(() => undefined);
  return {
    write: (index, batch) => set([now, page, index] satisfies SpillKey, batch, store),
    read: (indexes) => getMany<readonly EventLogEntry[] | undefined>(indexes.map((index): SpillKey => [now, page, index]), store),
  };
}
