import { format, intlFormatDistance, isSameDay, isSameWeek, isSameYear, subDays } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { nl } from "date-fns/locale/nl";
import { LOCALE_TAGS, type RoutedLocale } from "../constants/constants";

/** The two routed languages (§1) the labels are written in. */
export type DateLabelLocale = RoutedLocale;

const LOCALES = { nl, en: enUS } as const;

/** §2.6 day and month: dd/LL, dd-LL for nl; the year follows in the same style. */
const DAY_MONTH = { nl: "dd-LL", en: "dd/LL" } as const;
const DAY_MONTH_YEAR = { nl: "dd-LL-yyyy", en: "dd/LL/yyyy" } as const;

/** A message's or conversation's time as the platform sends it (ISO text), or a date or epoch milliseconds. */
export type DateInput = Date | string | number;

/** The date, or null when it cannot be read (bad data from the platform). */
export const toDate = (value: DateInput): Date | null => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * §2.6 date label of a message or a day divider, read in the runtime's time zone (the visitor's, in the browser):
 * - the same day as `now`: HH:mm (`14:05`);
 * - the day before: relative (`yesterday` / `gisteren`, from the platform's Intl through date-fns);
 * - the same week: the weekday (`Monday` / `maandag`); a week as the language counts it (§1 en is en-US, whose
 *   weeks start on Sunday; nl weeks start on Monday);
 * - the same year: dd/LL (en) or dd-LL (nl);
 * - else with the year: dd/LL/yyyy or dd-LL-yyyy.
 * §2.6 gives one rule for both message times and day dividers, so both use this. A date that cannot be read gives
 * "" (bad input never throws).
 */
export function dateLabel(value: DateInput, now: DateInput, locale: DateLabelLocale): string {
  const date = toDate(value);
  const today = toDate(now);
  if (date === null || today === null) return "";
  const options = { locale: LOCALES[locale] };
  if (isSameDay(date, today)) return format(date, "HH:mm");
  if (isSameDay(date, subDays(today, 1))) return intlFormatDistance(date, today, { unit: "day", locale: LOCALE_TAGS[locale] });
  if (isSameWeek(date, today, options)) return format(date, "EEEE", options);
  if (isSameYear(date, today)) return format(date, DAY_MONTH[locale]);
  return format(date, DAY_MONTH_YEAR[locale]);
}

/** §3 a message's groupDate: its day (yyyy-MM-dd) in the runtime's time zone; "" when the date cannot be read. */
export function groupDate(value: DateInput): string {
  const date = toDate(value);
  return date === null ? "" : format(date, "yyyy-MM-dd");
}
