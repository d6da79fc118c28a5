import type { HeaderProps } from "../header";
import { exampleLanguages, exampleLogoUrl } from "../../examples/site.examples";

const noop = () => {};

export const guestHeader: HeaderProps = {
  logoUrl: exampleLogoUrl,
  brandName: "Camstage",
  logoHref: "/",
  languages: exampleLanguages,
  currentLanguage: "en",
  onLanguageSelect: noop,
  onSignUp: noop,
  onLogin: noop,
  onMenuOpen: noop,
  onPayByPhone: noop,
};

export const dialInHeader: HeaderProps = { ...guestHeader, dialInActive: true };
