import { useLingui } from "@lingui/react/macro";
import { FILTER_KEYS, filterOptions as catalogueOptions, type FilterKey, type FilterSelection } from "@camstage/core";

/** The option keys of a catalogue group, in display order (§3 lists penis size from 4 down to 1). */
export function displayOptions(key: FilterKey): string[] {
  const options = catalogueOptions(key);
  return key === "penisSize" ? [...options].sort((a, b) => Number(b) - Number(a)) : options;
}

export type ActiveFilter = { key: FilterKey; option: string };

/** Every selected (group, option) pair that the catalogue knows, in catalogue order. */
export function activeFilters(selected: FilterSelection): ActiveFilter[] {
  return FILTER_KEYS.flatMap((key) =>
    displayOptions(key)
      .filter((option) => selected[key]?.includes(option) ?? false)
      .map((option) => ({ key, option })),
  );
}

/** Localized names for the §3 filter catalogue. */
export function useFilterLabels() {
  const { t } = useLingui();
  const groups: Record<FilterKey, string> = {
    popular: t`Popular`,
    gender: t`Gender`,
    age: t`Age`,
    language: t`Language`,
    ethnicity: t`Ethnicity`,
    hairColor: t`Hair colour`,
    physique: t`Body type`,
    breastSize: t`Breast size`,
    penisSize: t`Penis size`,
    shaved: t`Pubic hair`,
    piercings: t`Piercings`,
  };
  const sizes: Record<string, string> = { "1": t`Small`, "2": t`Medium`, "3": t`Large`, "4": t`Extra large` };
  const options: Record<FilterKey, Record<string, string>> = {
    popular: { free: t`Free chat`, toy: t`Interactive toy` },
    gender: { female: t`Female` },
    age: { "18-24": t`18–24 years`, "24-30": t`24–30 years`, "30-50": t`30–50 years`, "50-100": t`50+ years` },
    language: { nl: t`Dutch`, en: t`English`, fr: t`French`, de: t`German`, es: t`Spanish`, it: t`Italian` },
    ethnicity: {
      arabic: t`Arab`, asian: t`Asian`, caucasian: t`Caucasian`, ebony: t`Ebony`, latin: t`Latina`, mediterranean: t`Mediterranean`,
    },
    hairColor: { blonde: t`Blonde`, brown: t`Brunette`, black: t`Black hair`, red: t`Redhead`, other: t`Other colour` },
    physique: { fat: t`Curvy`, slim: t`Slim` },
    breastSize: sizes,
    penisSize: sizes,
    shaved: { natural: t`Natural` },
    piercings: { yes: t`With piercings` },
  };
  return {
    group: (key: FilterKey) => groups[key],
    option: (key: FilterKey, option: string) => options[key][option] ?? option,
  };
}
