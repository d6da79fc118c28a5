import {
  FILTER_KEYS, TRACKING_QUERY_KEYS, modelsTabOf, type ModelsTab, baseQuery, gridSearchText, selectionFromSearch, selectionToSearch, type BaseQuery, type FilterSelection,
} from "@camstage/core";

/**
 * Search values stay strings: the router's default parser would turn `?p=123` into a number and
 * `?splash6=true` into a boolean before core's rules see them.
 */
export const parseSearch = (search: string): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search.startsWith("?") ? search.slice(1) : search)) {
    if (!(key in out)) out[key] = value;
  }
  return out;
};

export const stringifySearch = (search: Record<string, unknown>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
};

/**
 * §2.1 query actions on load (core/site/query-actions.ts). Plain lists, as the models tabs: the URL is checked on the
 * first page without loading effect (ARCHITECTURE §6).
 */
const QUERY_ACTIONS = ["login", "register", "resetpassword", "validate"] as const;
export type QueryAction = (typeof QUERY_ACTIONS)[number];
const queryActionOf = (value: unknown): QueryAction | undefined => QUERY_ACTIONS.find((action) => action === value);

const asText = (value: unknown) => (typeof value === "string" ? value : value === undefined || value === null ? undefined : String(value));

export type SiteSearch = BaseQuery & {
  readonly action?: QueryAction;
  readonly token?: string;
  /** action=validate: the verification key. */
  readonly key?: string;
  /** action=resetpassword: the link's one-time password. */
  readonly password?: string;
};

/**
 * Root search: the base query (§2.1 p, pi, click_id, offer_id, splash6) validated by core — an invalid
 * value is set to undefined so it is dropped from the URL (§5 "else ignored") — and the query action.
 */
export function validateSiteSearch(raw: Record<string, unknown>): SiteSearch {
  const params = new URLSearchParams();
  for (const key of TRACKING_QUERY_KEYS) {
    const value = asText(raw[key]);
    if (value !== undefined) params.set(key, value);
  }
  const base = baseQuery(params);
  const cleaned: Record<string, string | undefined> = {};
  for (const key of TRACKING_QUERY_KEYS) cleaned[key] = base[key];
  return { ...cleaned, action: queryActionOf(asText(raw.action)), token: asText(raw.token), key: asText(raw.key), password: asText(raw.password) };
}

/**
 * Grid pages: the filter selection (one key per catalogue entry, comma-separated options), the models tab, and the
 * text searched for with Enter when no performer was suggested (`q`, §7 user/find filter.username).
 */
export interface GridSearch {
  readonly selection: FilterSelection;
  readonly tab: ModelsTab;
  readonly text: string | undefined;
  /** The grid page the list starts at (`?page=3`, issue 26: paging without JavaScript); 1 when absent. */
  readonly page: number;
}

/** The highest grid page a URL may ask for (60 performers a page). */
const MAX_GRID_PAGE = 1000;
const gridPageOf = (value: string | undefined): number => {
  const page = value !== undefined && /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : 1;
  return page <= MAX_GRID_PAGE ? page : 1;
};

const textRecord = (raw: Record<string, unknown>) => Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, asText(value)]));

/** Invalid filter keys and options are dropped by core (set to undefined, so they leave the URL). */
export function validateGridSearch(raw: Record<string, unknown>): Record<string, string | undefined> {
  const normalized = selectionToSearch(selectionFromSearch(textRecord(raw)));
  const out: Record<string, string | undefined> = {};
  for (const key of FILTER_KEYS) out[key] = normalized[key];
  const tab = modelsTabOf(asText(raw.tab));
  out.tab = tab === "all" ? undefined : tab;
  out.q = gridSearchText(asText(raw.q));
  const page = gridPageOf(asText(raw.page));
  out.page = page > 1 ? String(page) : undefined;
  return out;
}

/** Reads the grid state back from a validated grid search. */
export function gridStateOf(search: Record<string, unknown>): GridSearch {
  return {
    selection: selectionFromSearch(textRecord(search)),
    tab: modelsTabOf(asText(search.tab)) ?? "all",
    text: gridSearchText(asText(search.q)),
    page: gridPageOf(asText(search.page)),
  };
}

/** The search of a grid URL for a selection and tab (the base query is carried by the router). */
export function gridSearchFor(selection: FilterSelection, tab: ModelsTab, text?: string): Record<string, string | undefined> {
  return { ...selectionToSearch(selection), tab: tab === "all" ? undefined : tab, q: text };
}
