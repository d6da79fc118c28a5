import { ANONYMOUS_USERNAME_DIGITS, DEFAULT_DIAL_IN_COUNTRY, DIAL_IN_COUNTRIES, IVR_TTL_SECONDS } from "../constants/constants";
import type { DialInCountry, DialInPhoneNumber } from "../domain/ivr.schema";
import { type RuleResult, ruleResult } from "./rule-result";

export type DialInCountryErrorKey = "dialIn.countryNotSupported";

export const isDialInCountry = (code: string): code is DialInCountry => (DIAL_IN_COUNTRIES as readonly string[]).includes(code);

/** §5 dial-in countries accepted: NL, BE, DE (any letter case). */
export const validateDialInCountry = (code: string): RuleResult<DialInCountry, DialInCountryErrorKey> => {
  const upper = code.trim().toUpperCase();
  return isDialInCountry(upper) ? ruleResult(upper, []) : ruleResult(DEFAULT_DIAL_IN_COUNTRY, ["dialIn.countryNotSupported"]);
};

/** §7 phone numbers sorted so the visitor's geo country comes first when accepted, else NL; order kept otherwise. */
export const sortPhoneNumbers = (numbers: readonly DialInPhoneNumber[], geoCountry: string | undefined): DialInPhoneNumber[] => {
  const geo = validateDialInCountry(geoCountry ?? "");
  const first = geo.ok ? geo.value : DEFAULT_DIAL_IN_COUNTRY;
  return [...numbers.filter((n) => n.id === first), ...numbers.filter((n) => n.id !== first)];
};

/** §9 anonymous dial-in username: a prefix plus the last 7 digits of the time. */
export const anonymousDialInUsername = (nowMs: number, prefix = "guest-"): string =>
  `${prefix}${String(Math.trunc(Math.abs(nowMs))).padStart(ANONYMOUS_USERNAME_DIGITS, "0").slice(-ANONYMOUS_USERNAME_DIGITS)}`;

/** §9 the IVR session is cached until its ttl (seconds, 60 by default) has passed since it was received. */
export const ivrCacheExpiresAt = (receivedAt: number, ttlSeconds: number = IVR_TTL_SECONDS): number =>
  receivedAt + Math.max(0, ttlSeconds) * 1000;

export const isIvrCacheFresh = (expiresAt: number, now: number): boolean => now < expiresAt;

/** §2.5 mobile call-me: a tel link to the display number (spaces and punctuation dropped, a leading + kept). */
export const dialInTelHref = (displayNumber: string): string => {
  const trimmed = displayNumber.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/[^0-9]/g, "")}`;
};

/** §2.5 the Belgian number carries a double-promo note. */
export const DOUBLE_PROMO_COUNTRY: DialInCountry = "BE";
export const hasDoublePromo = (country: string | null | undefined): boolean => country === DOUBLE_PROMO_COUNTRY;
