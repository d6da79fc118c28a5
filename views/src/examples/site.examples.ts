import type { LanguageOption } from "../language/language.types";

/** The brand's logo as the stories and tests show it (an SVG data URI: no network). */
export const exampleLogoUrl =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="36" viewBox="0 0 168 36"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#ff2d72"/><stop offset="1" stop-color="#ff8a3d"/></linearGradient></defs><circle cx="18" cy="18" r="14" fill="url(#g)"/><circle cx="18" cy="18" r="5" fill="#0f0f14"/><text x="40" y="25" font-family="Helvetica,Arial,sans-serif" font-size="21" font-weight="800" fill="#f4f4f7">Camstage</text></svg>`,
  );

/** The two languages every site has (§1). */
export const exampleLanguages: LanguageOption[] = [
  { key: "nl", name: "Nederlands" },
  { key: "en", name: "English" },
];
