import { BASE_FILTER, FREE_STATUSES, GRID_PAGE_LIMIT, POPULAR_TOY_CYBERTOY_VALUES, TOY_CYBERTOY_VALUES } from "../constants";
import type { FilterSelection } from "../domain/filter.schema";
import type { FindQuery } from "../platform/endpoints";
import type { ModelsTab } from "./filters.schema";
import { normalizeSelection } from "./filters.selection";

export interface FindQueryOptions {
  readonly locale?: string;
  readonly username?: string;
  readonly pagination?: { readonly limit: number; readonly offset: number };
}

/**
 * §9 cybertoy values the grid asks for: the toy tab means cybertoy 1 and 2; the popular "toy" pill adds
 * 3 and 5. Undefined when neither applies.
 */
export function cybertoyValues(selection: FilterSelection, tab: ModelsTab): readonly number[] | undefined {
  if (selection.popular?.includes("toy")) return POPULAR_TOY_CYBERTOY_VALUES;
  if (tab === "toy") return TOY_CYBERTOY_VALUES;
  return undefined;
}

/**
 * The user/find query for a selection, the active category slug and the models tab (§9 presets):
 * base gender female; the popular "free" pill asks for status free; the new tab asks for new cams (first
 * session within 7 days, applied by the platform); the toy tab asks for cybertoy 1 and 2, the popular
 * "toy" pill for 1, 2, 3 and 5.
 */
export function toFindQuery(
  selection: FilterSelection,
  category: string | null,
  tab: ModelsTab,
  options: FindQueryOptions = {},
): FindQuery {
  const base = normalizeSelection({ ...BASE_FILTER, ...selection });
  const select = base;
  const cybertoy = cybertoyValues(select, tab);
  const filter: NonNullable<FindQuery["filter"]> = {
    ...(options.username ? { username: options.username } : {}),
    ...(select.popular?.includes("free") ? { status: [...FREE_STATUSES] } : {}),
    ...(category ? { category } : {}),
    ...(tab === "new" ? { newCams: "true" } : {}),
    ...(cybertoy ? { cybertoy: [...cybertoy] } : {}),
  };
  return {
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    select,
    ordering: "default",
    ...(options.locale ? { locale: options.locale } : {}),
    pagination: options.pagination ?? { limit: GRID_PAGE_LIMIT, offset: 0 },
  };
}
