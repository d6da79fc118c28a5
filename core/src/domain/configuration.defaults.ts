import type { Configuration } from "./configuration.schema";

/**
 * The built-in white-label defaults (the demo brand, which the simulator's seed builds on): the site runs on these
 * when the configuration call fails or answers a shape that does not decode (issue 14), rather than not at all. Nothing
 * here points at the platform's media: the logo is the site's own icon and there are no promotions.
 */
export const DEFAULT_CONFIGURATION: Configuration = {
  company: {
    name: "Camstage Media B.V.",
    address: "Herengracht 420, 1017 BZ Amsterdam, Nederland",
    registration: "KvK 81234567 · BTW NL862345678B01",
    email: "support@camstage.example",
    url: "https://camstage.example",
  },
  brand: {
    name: "Camstage",
    logo: "/favicon.svg",
    colors: { primary: "#e5246b", accent: "#ff9a3c", background: "#120e17", surface: "#1e1826", text: "#f6f1f8" },
    home: "/",
    domain: "camstage.example",
  },
  seo: {
    nl: { title: "Camstage – Live webcam chat", description: "Chat live met geverifieerde camgirls.", keywords: "", text: "" },
    en: { title: "Camstage – Live webcam chat", description: "Chat live with verified cam girls.", keywords: "", text: "" },
  },
  languages: [
    { key: "nl", name: "Nederlands" },
    { key: "en", name: "English" },
  ],
  partner: {
    affiliateCode: "camstage",
    affiliateInfo: "Camstage partnerprogramma",
    performerSignupUrl: "https://models.camstage.example/signup",
    affiliateUrl: "https://partners.camstage.example",
  },
  features: { messenger: true, safe: false, christmasMode: false, categories: true },
  marketing: { welcomeCredits: 120 },
  promotions: [],
  indexable: true,
  whiteLabelToken: "camstage-demo-wl",
};
