import { format, intlFormatDistance, isSameDay, isSameWeek, isSameYear, subDays } from "date-fns";
import { LOCALE_TAGS, type RoutedLocale } from "../constants/constants";

/** The routed languages (§1) the labels are written in. */
export type DateLabelLocale = RoutedLocale;

/** §2.6 day and month: dd/LL, dd-LL for nl; each other language as its readers write it. The year follows in the same style. */
const DAY_MONTH = { nl: "dd-LL", en: "dd/LL", fr: "dd/LL", de: "dd.LL", es: "dd/LL", it: "dd/LL", ro: "dd.LL", ru: "dd.LL", be: "dd/LL" } as const satisfies Record<DateLabelLocale, string>;
const YEAR_SEPARATOR = { "dd-LL": "-", "dd/LL": "/", "dd.LL": "." } as const;
/** The day a week starts on, as the language counts it (§1 en is en-US, whose weeks start on Sunday; the others' on Monday). */
const weekStartsOn = (locale: DateLabelLocale) => (locale === "en" ? 0 : 1);

const weekdays = new Map<DateLabelLocale, Intl.DateTimeFormat>();
/** The weekday's name in the language (`maandag`, `Monday`, `Montag`), one formatter per language. */
const weekday = (date: Date, locale: DateLabelLocale): string => {
  let formatter = weekdays.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: "long" });
    weekdays.set(locale, formatter);
  }
  return formatter.format(date);
};

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
 * - the same week: the weekday (`Monday` / `maandag`, from Intl); a week as the language counts it;
 * - the same year: dd/LL (en) or dd-LL (nl), `DAY_MONTH`;
 * - else with the year: dd/LL/yyyy or dd-LL-yyyy.
 * §2.6 gives one rule for both message times and day dividers, so both use this. A date that cannot be read gives
 * "" (bad input never throws).
 */
export function dateLabel(value: DateInput, now: DateInput, locale: DateLabelLocale): string {
  const date = toDate(value);
  const today = toDate(now);
  if (date === null || today === null) return "";
  if (isSameDay(date, today)) return format(date, "HH:mm");
  if (isSameDay(date, subDays(today, 1))) return intlFormatDistance(date, today, { unit: "day", locale: LOCALE_TAGS[locale] });
  if (isSameWeek(date, today, { weekStartsOn: weekStartsOn(locale) })) return weekday(date, locale);
  const dayMonth = DAY_MONTH[locale];
  if (isSameYear(date, today)) return format(date, dayMonth);
  return format(date, `${dayMonth}${YEAR_SEPARATOR[dayMonth]}yyyy`);
}

/** §3 a message's groupDate: its day (yyyy-MM-dd) in the runtime's time zone; "" when the date cannot be read. */
export function groupDate(value: DateInput): string {
  const date = toDate(value);
  return date === null ? "" : format(date, "yyyy-MM-dd");
}
