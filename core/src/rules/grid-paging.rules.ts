import { GRID_PAGE_LIMIT } from "../constants";
import type { PerformerListItem } from "../domain/performer.schema";

/** §9 another page exists when the last answer was as long as the limit (pages of 60). */
export const hasMorePages = (lastCount: number, limit: number = GRID_PAGE_LIMIT): boolean => lastCount === limit;

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
