import { DEFAULT_IVR_FLAG, IVR_TTL_SECONDS, PHONE_TARIFF_EUR_PER_MINUTE, type DialInCountryCode, type DialInPhoneNumber } from "@camstage/core";

/** Local flag images (§2.5 names an external flag service; the simulator serves its own). */
export const FLAGS_BASE = "/simulator/flags";
export const flagUrl = (country: DialInCountryCode) => `${FLAGS_BASE}/${country.toLowerCase()}.svg`;

/** §9 dial-in countries with their premium numbers, NL first (the default country). */
export const DIAL_IN_NUMBERS: readonly DialInPhoneNumber[] = [
  { id: "NL", image: flagUrl("NL"), options: [{ number: "0906 2020 444", tariff: PHONE_TARIFF_EUR_PER_MINUTE }] },
  { id: "BE", image: flagUrl("BE"), options: [{ number: "0905 33 200", tariff: 1 }] },
  { id: "DE", image: flagUrl("DE"), options: [{ number: "0900 3 123 456", tariff: 0.99 }] },
];

/** The number an IVR session hands out (§3: flag nl, tariff 0.80, ttl 60 s by default). */
export const IVR_LINE = {
  callednumber: "+319062020444",
  displaynumber: "0906 2020 444",
  tariff: PHONE_TARIFF_EUR_PER_MINUTE,
  ttl: IVR_TTL_SECONDS,
  flag: DEFAULT_IVR_FLAG,
} as const;

const STRIPES: Readonly<Record<string, { readonly vertical: boolean; readonly colours: readonly [string, string, string] }>> = {
  nl: { vertical: false, colours: ["#ae1c28", "#ffffff", "#21468b"] },
  be: { vertical: true, colours: ["#000000", "#fdda24", "#ef3340"] },
  de: { vertical: false, colours: ["#000000", "#dd0000", "#ffce00"] },
};

/** A 3:2 tricolour for `nl`, `be` or `de`; undefined for anything else. */
export const flagSvg = (code: string): string | undefined => {
  const flag = STRIPES[code];
  if (flag === undefined) return undefined;
  const stripes = flag.colours
    .map((fill, i) => (flag.vertical ? `<rect x="${i * 20}" y="0" width="20" height="40" fill="${fill}"/>` : `<rect x="0" y="${(i * 40) / 3}" width="60" height="${40 / 3}" fill="${fill}"/>`))
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40" shape-rendering="crispEdges" role="img" aria-label="${code.toUpperCase()}">${stripes}</svg>`;
};
