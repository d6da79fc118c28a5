import { useMemo } from "react";
import { useLingui } from "@lingui/react/macro";
import { localeTagOf, type PerformerProfile } from "@camstage/core";

// Intl formatters are costly to make (the first of a kind loads the browser's locale data): one per language, kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();
const cached = <F>(cache: Map<string, F>, locale: string, make: () => F): F => {
  const found = cache.get(locale);
  if (found !== undefined) return found;
  const made = make();
  cache.set(locale, made);
  return made;
};
const longDateFormat = (locale: string) =>
  cached(dateFormats, locale, () => new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }));
const shortListFormat = (locale: string) => cached(listFormats, locale, () => new Intl.ListFormat(locale, { style: "short", type: "unit" }));

/**
 * Makes the profile's formatters for a language (a BCP 47 tag) before its first render: the browser's first formatter
 * loads its locale data, a long task on a phone, better on its own than inside the render (issue 26).
 */
export const prepareProfileLabels = (locale: string): void => {
  longDateFormat(locale);
  shortListFormat(locale);
};

/**
 * Translated names of the §3 profile values. Free-text values the platform sends (pets, hobbies, or a value
 * this list does not know) are shown as they are. Made once per language (issue 26: the profile's re-renders as the
 * site starts made them all again, formatters included).
 */
export function useProfileLabels() {
  const { t, i18n } = useLingui();
  const locale = localeTagOf(i18n.locale);
  return useMemo(() => {
    const gender = (v: PerformerProfile["gender"]): string =>
      ({ female: t`Female`, male: t`Male`, couple: t`Couple`, trans: t`Trans` })[v];

    const ethnicity = (v: PerformerProfile["ethnicity"]): string =>
      ({
        arabic: t`Arabic`,
        asian: t`Asian`,
        caucasian: t`Caucasian`,
        white: t`White`,
        ebony: t`Ebony`,
        latin: t`Latin`,
        "south-american": t`South American`,
        mediterranean: t`Mediterranean`,
      })[v];

    const hairColor = (v: PerformerProfile["hairColor"]): string =>
      ({
        blonde: t`Blonde`,
        dark_blonde: t`Dark blonde`,
        brown: t`Brown`,
        black: t`Black`,
        red: t`Red`,
        other: t`Other`,
        coloured: t`Coloured`,
        grey: t`Grey`,
        bald: t`Bald`,
        white: t`White`,
      })[v];

    const physique = (v: PerformerProfile["physique"]): string =>
      ({ skinny: t`Skinny`, petite: t`Petite`, slim: t`Slim`, curvy: t`Curvy`, plus: t`Plus size` })[v];

    const shaved = (v: PerformerProfile["shaved"]): string =>
      ({ natural: t`Natural`, bald: t`Shaved`, trim: t`Trimmed`, short: t`Short` })[v];

    const known = (table: Record<string, string>) => (v: string): string => table[v.toLowerCase()] ?? v;

    const eyeColor = known({ blue: t`Blue`, brown: t`Brown`, green: t`Green`, grey: t`Grey`, hazel: t`Hazel`, black: t`Black` });

    const orientation = known({ hetero: t`Straight`, straight: t`Straight`, bi: t`Bisexual`, gay: t`Gay`, lesbian: t`Lesbian` });

    const zodiac = known({
      aries: t`Aries`,
      taurus: t`Taurus`,
      gemini: t`Gemini`,
      cancer: t`Cancer`,
      leo: t`Leo`,
      virgo: t`Virgo`,
      libra: t`Libra`,
      scorpio: t`Scorpio`,
      sagittarius: t`Sagittarius`,
      capricorn: t`Capricorn`,
      aquarius: t`Aquarius`,
      pisces: t`Pisces`,
    });

    const showType = known({
      chat: t`Chat`,
      dance: t`Dance`,
      roleplay: t`Role play`,
      cosplay: t`Cosplay`,
      lingerie: t`Lingerie`,
      toys: t`Toys`,
      cam2cam: t`Cam2cam`,
      fitness: t`Fitness`,
      massage: t`Massage`,
      stories: t`Stories`,
    });

    const language = known({
      nl: t`Dutch`,
      en: t`English`,
      fr: t`French`,
      es: t`Spanish`,
      de: t`German`,
      dk: t`Danish`,
      se: t`Swedish`,
      it: t`Italian`,
      ro: t`Romanian`,
      ru: t`Russian`,
    });

    const yesNo = (v: boolean): string => (v ? t`Yes` : t`No`);

    const dateFormat = longDateFormat(locale);
    /** A YYYY-MM-DD date or a timestamp in ms, as a long date in the active language. */
    const date = (v: string | number): string => {
      const d = typeof v === "number" ? new Date(v) : new Date(`${v}T00:00:00Z`);
      return Number.isNaN(d.getTime()) ? String(v) : dateFormat.format(d);
    };

    const list = (values: readonly string[], each: (v: string) => string): string =>
      shortListFormat(locale).format(values.map(each));

    return { gender, ethnicity, hairColor, physique, shaved, eyeColor, orientation, zodiac, showType, language, yesNo, date, list };
  }, [t, locale]);
}

export type ProfileLabels = ReturnType<typeof useProfileLabels>;
