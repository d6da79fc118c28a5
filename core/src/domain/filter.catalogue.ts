import type { FilterKey } from "./filter.schema";

/** A plain module (no schema): the first page reads the catalogue without loading effect (ARCHITECTURE §6). */
/** §3 catalogue: option key -> the raw values it stands for (e.g. caucasian includes white). */
export const FILTER_CATALOGUE = {
  popular: { free: ["free"], toy: ["toy"] },
  gender: { female: ["female"] },
  age: { "18-24": ["18-24"], "24-30": ["24-30"], "30-50": ["30-50"], "50-100": ["50-100"] },
  language: { nl: ["nl"], en: ["en", "dk", "se"], fr: ["fr"], de: ["de"], es: ["es"], it: ["it"] },
  ethnicity: {
    arabic: ["arabic"], asian: ["asian"], caucasian: ["caucasian", "white"], ebony: ["ebony"],
    latin: ["latin", "south-american"], mediterranean: ["mediterranean"],
  },
  hairColor: {
    blonde: ["blonde", "dark_blonde"], brown: ["brown"], black: ["black"], red: ["red"],
    other: ["other", "coloured", "grey", "bald", "white"],
  },
  physique: { fat: ["curvy", "plus"], slim: ["skinny", "petite", "slim"] },
  breastSize: { "1": ["1", "2"], "2": ["3", "4", "5"], "3": ["6", "7"], "4": ["8", "9", "10"] },
  penisSize: { "4": ["4"], "3": ["3"], "2": ["2"], "1": ["1"] },
  shaved: { natural: ["natural"] },
  piercings: { yes: ["true"] },
} as const satisfies Record<FilterKey, Record<string, readonly string[]>>;
