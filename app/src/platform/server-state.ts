import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";

/** The id of the `<script type="application/json">` block that carries a server render's data to the browser. */
export const SERVER_STATE_ID = "camstage-state";

/**
 * What a server render hands the browser (issue 26): the answers its page was made from, each with its key and the
 * time it arrived. The few lines of TanStack Query's dehydrate/hydrate this needs (successful answers only), without
 * their module in the first page's script (ARCHITECTURE §6 home JS budget).
 */
export interface ServerState {
  readonly queries: readonly { readonly queryKey: QueryKey; readonly data: unknown; readonly updatedAt: number }[];
}

/**
 * The successful answers of a server render's cache, as JSON safe inside `<script type="application/json">` (no
 * `</script>`, no `<!--`). A query marked `meta: { dehydrate: false }` (code, not data) stays behind.
 */
export function serverStateJson(queryClient: QueryClient): string {
  const kept = (query: Query) => query.state.status === "success" && query.meta?.dehydrate !== false;
  const state: ServerState = {
    queries: queryClient
      .getQueryCache()
      .getAll()
      .filter(kept)
      .map((query) => ({ queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt })),
  };
  return JSON.stringify(state).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
