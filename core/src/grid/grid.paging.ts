import { GRID_PAGE_LIMIT } from "../constants";
import type { PerformerListItem } from "../domain/performer.schema";
import type { FindQuery } from "../platform/endpoints";
import type { GridQuery } from "./grid.schema";

export type Pagination = FindQuery["pagination"];

/** The pagination of the page after `pagesLoaded` pages (§9 limit 60). */
export const pageAfter = (pagesLoaded: number, limit: number = GRID_PAGE_LIMIT): Pagination => ({ limit, offset: pagesLoaded * limit });

/** §9 another page exists when the last answer was as long as the limit. */
export const hasMorePages = (lastCount: number, limit: number = GRID_PAGE_LIMIT): boolean => lastCount === limit;

/** §9 a refresh re-fetches everything shown so far in one request: pages × limit items from the start. */
export const refreshPagination = (pagesLoaded: number, limit: number = GRID_PAGE_LIMIT): Pagination => ({
  limit: Math.max(1, pagesLoaded) * limit,
  offset: 0,
});

/** Appends a page, dropping performers already shown (a status change can move one across pages). */
export function appendUnique(items: readonly PerformerListItem[], page: readonly PerformerListItem[]): PerformerListItem[] {
  const seen = new Set(items.map((item) => item.username));
  const out = [...items];
  for (const item of page) {
    if (seen.has(item.username)) continue;
    seen.add(item.username);
    out.push(item);
  }
  return out;
}

export const withPagination = (query: GridQuery, pagination: Pagination): FindQuery => ({ ...query, pagination });

/** Queries are compared by value; the same filters again are not refetched (§5). */
export const sameQuery = (a: GridQuery, b: GridQuery): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}
