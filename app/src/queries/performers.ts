import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { GRID_PAGE_LIMIT, hasMorePages, type FindQuery } from "@camstage/core";
import { STALE, type QueryEnv } from "./query-env";

const GRID_FRESH_MS = 5_000;

type FindQueryWithoutPage = Omit<FindQuery, "pagination">;

const withoutPage = ({ pagination: _pagination, ...rest }: FindQuery): FindQueryWithoutPage => rest;

/**
 * §9 the grid: pages of 60 from user/find; another page exists when the last one was full (core rule).
 * The key holds the query without pagination and the page the list starts at, so each is its own list.
 */
export const performersQuery = ({ platform, session }: QueryEnv, query: FindQuery, firstPage = 1) =>
  infiniteQueryOptions({
    queryKey: ["performers", "find", session.locale, session.noNude, withoutPage(query), firstPage] as const,
    queryFn: ({ pageParam, signal }) =>
      platform.performer("find", { query: { ...query, pagination: { limit: GRID_PAGE_LIMIT, offset: pageParam } }, signal }),
    // Issue 26: a grid URL may start at a later page (`?page=3`, paging without JavaScript).
    initialPageParam: (firstPage - 1) * GRID_PAGE_LIMIT,
    getNextPageParam: (last, pages) => (hasMorePages(last.items.length, GRID_PAGE_LIMIT) ? (firstPage - 1 + pages.length) * GRID_PAGE_LIMIT : undefined),
    // Statuses change all the time: coming back to a grid refetches it (the cached pages show meanwhile). The first
    // page the route's loader started is still fresh when the page that shows it mounts a moment later.
    staleTime: GRID_FRESH_MS,
  });

/** user/count for the same filters (the filter drawer's "show N models"). */
export const performerCountQuery = ({ platform, session }: QueryEnv, query: FindQuery) =>
  queryOptions({
    queryKey: ["performers", "count", session.locale, withoutPage(query)] as const,
    queryFn: ({ signal }) => platform.performer("count", { query, signal }),
    staleTime: STALE.live,
  });

/** §2.3 search autocomplete (user/autocomplete with the lowercased text). */
export const autocompleteQuery = ({ platform, session }: QueryEnv, username: string) =>
  queryOptions({
    queryKey: ["performers", "autocomplete", session.noNude, username] as const,
    queryFn: ({ signal }) => platform.performer("autocomplete", { query: { username }, signal }),
    enabled: username.length > 0,
    staleTime: STALE.live,
  });
