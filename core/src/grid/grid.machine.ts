import { assign, fromPromise, setup } from "xstate";
import { GRID_PAGE_LIMIT } from "../constants";
import type { PerformerFindResult, PerformerListItem } from "../domain/performer.schema";
import type { FindQuery } from "../platform/endpoints";
import type { GridEvent, GridQuery } from "./grid.schema";
import { appendUnique, hasMorePages, pageAfter, refreshPagination, sameQuery, withPagination } from "./grid.paging";

export type GridOperation = "first" | "more" | "refresh";

export interface GridContext {
  readonly query: GridQuery;
  readonly limit: number;
  readonly items: readonly PerformerListItem[];
  /** Pages loaded so far; the next page starts at pages × limit. */
  readonly pages: number;
  readonly hasMore: boolean;
  /** What the last failure was doing, so retry repeats it. */
  readonly failed: GridOperation | null;
}
export interface GridInput {
  readonly query: GridQuery;
  readonly limit?: number;
}

const fetchInput =
  (operation: GridOperation) =>
  ({ context }: { context: GridContext }): { query: FindQuery; operation: GridOperation } => ({
    operation,
    query: withPagination(
      context.query,
      operation === "first" ? pageAfter(0, context.limit) : operation === "more" ? pageAfter(context.pages, context.limit) : refreshPagination(context.pages, context.limit),
    ),
  });

/**
 * §9 performer grid: pages of 60 from user/find (`fetchPage`, provided by the app); more pages exist when the
 * last page was full; a refresh re-fetches pages × limit items. Performers stay unique by username.
 */
export const gridMachine = setup({
  types: { context: {} as GridContext, events: {} as GridEvent, input: {} as GridInput },
  actors: {
    fetchPage: fromPromise<PerformerFindResult, { query: FindQuery; operation: GridOperation }>(async () => {
      throw new Error("fetchPage is provided by the app");
    }),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
    newQuery: ({ context, event }) => event.type === "grid.query" && !sameQuery(context.query, event.query),
    failedFirst: ({ context }) => context.failed === "first",
    failedMore: ({ context }) => context.failed === "more",
  },
  actions: {
    logError: (_: unknown, _params: { error: unknown }) => {},
    setQuery: assign(({ context, event }) =>
      event.type === "grid.query" ? { query: event.query, items: [], pages: 0, hasMore: false, failed: null } : context,
    ),
  },
}).createMachine({
  id: "grid",
  context: ({ input }) => ({ query: input.query, limit: input.limit ?? GRID_PAGE_LIMIT, items: [], pages: 0, hasMore: false, failed: null }),
  initial: "loading",
  on: {
    "grid.query": { guard: "newQuery", target: ".loading", actions: "setQuery" },
  },
  states: {
    loading: {
      invoke: {
        id: "fetchPage",
        src: "fetchPage",
        input: fetchInput("first"),
        onDone: {
          target: "loaded",
          actions: assign(({ context, event }) => ({
            items: appendUnique([], event.output.items),
            pages: 1,
            hasMore: hasMorePages(event.output.items.length, context.limit),
            failed: null,
          })),
        },
        onError: { target: "failed", actions: [{ type: "logError", params: ({ event }) => ({ error: event.error }) }, assign({ failed: () => "first" as const })] },
      },
    },
    loaded: {
      on: {
        "grid.more": { guard: "hasMore", target: "loadingMore" },
        "grid.refresh": { target: "refreshing" },
      },
    },
    loadingMore: {
      invoke: {
        id: "fetchPage",
        src: "fetchPage",
        input: fetchInput("more"),
        onDone: {
          target: "loaded",
          actions: assign(({ context, event }) => ({
            items: appendUnique(context.items, event.output.items),
            pages: context.pages + 1,
            hasMore: hasMorePages(event.output.items.length, context.limit),
            failed: null,
          })),
        },
        onError: { target: "failed", actions: [{ type: "logError", params: ({ event }) => ({ error: event.error }) }, assign({ failed: () => "more" as const })] },
      },
    },
    refreshing: {
      invoke: {
        id: "fetchPage",
        src: "fetchPage",
        input: fetchInput("refresh"),
        onDone: {
          target: "loaded",
          actions: assign(({ context, event }) => {
            const pages = Math.max(1, context.pages);
            return {
              items: appendUnique([], event.output.items),
              pages,
              hasMore: hasMorePages(event.output.items.length, pages * context.limit),
              failed: null,
            };
          }),
        },
        onError: { target: "failed", actions: [{ type: "logError", params: ({ event }) => ({ error: event.error }) }, assign({ failed: () => "refresh" as const })] },
      },
    },
    failed: {
      on: {
        "grid.retry": [
          { guard: "failedFirst", target: "loading" },
          { guard: "failedMore", target: "loadingMore" },
          { target: "refreshing" },
        ],
      },
    },
  },
});
export type GridMachine = typeof gridMachine;
