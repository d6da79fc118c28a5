import type { SnapshotFrom } from "xstate";
import type { GridEvent, GridQuery } from "./grid.schema";
import type { gridMachine } from "./grid.machine";

export type GridSnapshot = SnapshotFrom<typeof gridMachine>;
export type GridStatus = "loading" | "loaded" | "loadingMore" | "refreshing" | "failed";

export function connectGrid(snapshot: GridSnapshot, send: (event: GridEvent) => void) {
  const status = snapshot.value as GridStatus;
  const { items, hasMore, failed } = snapshot.context;
  return {
    status,
    items,
    hasMore,
    /** The first page is loading (show the skeleton). */
    isLoading: status === "loading",
    isLoadingMore: status === "loadingMore",
    isRefreshing: status === "refreshing",
    isFailed: status === "failed",
    /** Which request failed: the first page, a further page, or a refresh. */
    failedOperation: failed,
    isEmpty: status === "loaded" && items.length === 0,
    /** The infinite-scroll sentinel should ask for more. */
    canLoadMore: status === "loaded" && hasMore,
    loadMore: () => send({ type: "grid.more" }),
    refresh: () => send({ type: "grid.refresh" }),
    retry: () => send({ type: "grid.retry" }),
    setQuery: (query: GridQuery) => send({ type: "grid.query", query }),
  };
}
export type GridConnect = ReturnType<typeof connectGrid>;
