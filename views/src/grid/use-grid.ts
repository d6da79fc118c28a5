import { useEffect, useMemo, useRef, useState } from "react";
import { useMachine } from "@xstate/react";
import { fromPromise } from "xstate";
import { connectGrid, gridMachine, type FindQuery, type GridConnect, type GridOperation, type GridQuery, type PerformerFindResult } from "@camstage/core";
import type { PerformerGridProps } from "./performer-grid";

export type UseGridOptions = {
  /** The user/find query without pagination; a query equal to the current one is skipped (§5). */
  query: GridQuery;
  /** Fetches one page (the app's platform client). */
  fetchPage: (query: FindQuery, signal: AbortSignal) => Promise<PerformerFindResult>;
};

/** Binds the §9 grid machine: pages of 60, retry, refresh; the query follows the prop. */
export function useGrid({ query, fetchPage }: UseGridOptions): GridConnect {
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  }, [fetchPage]);
  const [machine] = useState(() =>
    gridMachine.provide({
      actors: { fetchPage: fromPromise<PerformerFindResult, { query: FindQuery; operation: GridOperation }>(({ input, signal }) => fetchRef.current(input.query, signal)) },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { query } });
  useEffect(() => {
    send({ type: "grid.query", query });
  }, [query, send]);
  return useMemo(() => connectGrid(snapshot, send), [snapshot, send]);
}

/** The PerformerGrid props that come from the grid machine. */
export function gridViewProps(grid: GridConnect): Pick<PerformerGridProps, "items" | "hasMore" | "loading" | "error" | "onLoadMore" | "onRetry"> {
  return {
    items: grid.items,
    hasMore: grid.hasMore,
    loading: grid.isLoading || grid.isLoadingMore || grid.isRefreshing,
    error: grid.isFailed,
    onLoadMore: grid.loadMore,
    onRetry: grid.retry,
  };
}
