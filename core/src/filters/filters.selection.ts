import { FILTER_CATALOGUE } from "../domain/filter.catalogue";
import type { FilterKey, FilterSelection } from "../domain/filter.schema";
import type { FilterValue } from "./filters.schema";

/** Catalogue keys in display order. */
export const FILTER_KEYS = Object.keys(FILTER_CATALOGUE) as FilterKey[];

export const isFilterKey = (key: string): key is FilterKey => Object.hasOwn(FILTER_CATALOGUE, key);

/** The option keys of one catalogue entry, in display order. */
export const filterOptions = (key: FilterKey): string[] => Object.keys(FILTER_CATALOGUE[key]);

const toValues = (value: FilterValue): readonly string[] => (typeof value === "string" ? (value === "" ? [] : [value]) : value);

/**
 * The canonical form of a selection: catalogue keys and options only, in catalogue order, without
 * duplicates, and with no empty lists (§5 an empty value removes the filter).
 */
export function normalizeSelection(selection: Readonly<Record<string, readonly string[]>>): FilterSelection {
  const out: Record<string, string[]> = {};
  for (const key of FILTER_KEYS) {
    const chosen = selection[key];
    if (!chosen) continue;
    const options = filterOptions(key).filter((option) => chosen.includes(option));
    if (options.length > 0) out[key] = options;
  }
  return out;
}

export function sameSelection(a: FilterSelection, b: FilterSelection): boolean {
  return JSON.stringify(normalizeSelection(a)) === JSON.stringify(normalizeSelection(b));
}

/** Sets a filter's value; an empty value removes the filter (§5). */
export const selectFilter = (selection: FilterSelection, key: FilterKey, value: FilterValue): FilterSelection =>
  normalizeSelection({ ...selection, [key]: toValues(value) });

/** Adds the option when absent, removes it when present. */
export function toggleOption(selection: FilterSelection, key: FilterKey, option: string): FilterSelection {
  const current = selection[key] ?? [];
  const next = current.includes(option) ? current.filter((o) => o !== option) : [...current, option];
  return normalizeSelection({ ...selection, [key]: next });
}

export function removeFilter(selection: FilterSelection, key: FilterKey): FilterSelection {
  const { [key]: _removed, ...rest } = selection;
  return normalizeSelection(rest);
}

/** §3 chips: one per active filter key, in catalogue order. */
export const chipsOf = (selection: FilterSelection): string[] => FILTER_KEYS.filter((key) => (selection[key]?.length ?? 0) > 0);

type SearchInput = string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * Reads a selection from the URL query: one parameter per catalogue key, options separated by commas
 * (`?age=18-24,24-30&language=nl`). Unknown keys and options are dropped.
 */
export function selectionFromSearch(search: SearchInput): FilterSelection {
  const params = typeof search === "string" || search instanceof URLSearchParams ? new URLSearchParams(search) : null;
  const raw: Record<string, string[]> = {};
  for (const key of FILTER_KEYS) {
    const values = params
      ? params.getAll(key)
      : ([] as string[]).concat((search as Record<string, string | readonly string[] | undefined>)[key] ?? []);
    const options = values.flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
    if (options.length > 0) raw[key] = options;
  }
  return normalizeSelection(raw);
}

/** Writes a selection as query values (the inverse of `selectionFromSearch`). */
export function selectionToSearch(selection: FilterSelection): Record<string, string> {
  const normalized = normalizeSelection(selection);
  const out: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const options = normalized[key];
    if (options) out[key] = options.join(",");
  }
  return out;
}
