import { DEFAULT_CONFIGURATION, PROMO_MODAL_PLACEMENT, type Configuration, type GeoInfo } from "@camstage/core";
import { mediaUrl } from "./media.urls";

/** §3/§4 the placement of the promotion the site shows as its promo modal (the white-label's overlay; core's rule). */
export const HOME_OVERLAY_PLACEMENT = PROMO_MODAL_PLACEMENT;

/** The overlay QA switches on (`configuration.promotion.set`): the welcome artwork, linking to the registration. */
export const HOME_OVERLAY_PROMOTION = { placement: HOME_OVERLAY_PLACEMENT, image: mediaUrl.promo("welcome"), link: "/?action=register" } as const;

/**
 * §3 white-label configuration of the demo brand: core's built-in defaults (the same brand, trimmed) with the
 * simulator's media, its full SEO texts and a grid banner.
 */
export const seedConfiguration = (): Configuration => ({
  ...DEFAULT_CONFIGURATION,
  brand: { ...DEFAULT_CONFIGURATION.brand, logo: mediaUrl.logo() },
  seo: {
    nl: {
      title: "Camstage – Live webcam chat met de leukste camgirls",
      description: "Chat live met honderden geverifieerde camgirls uit Nederland, België en de rest van de wereld. Gratis rondkijken, 120 welkomstcredits en volledig discreet.",
      keywords: "webcam, live cam, camgirls, chat, webcamsex, nederlandse camgirls, live chat",
      text: "Camstage is dé plek om live te chatten met de leukste modellen. Kijk gratis rond in de free chat, kies je favoriet en start een privéshow wanneer jij wilt. Alle modellen zijn 18+ en geverifieerd.",
    },
    en: {
      title: "Camstage – Live webcam chat with the most charming cam girls",
      description: "Chat live with hundreds of verified cam girls from the Netherlands, Belgium and around the world. Browse for free, get 120 welcome credits, fully discreet.",
      keywords: "webcam, live cam, cam girls, chat, live chat, dutch cam girls",
      text: "Camstage is the place to chat live with the most charming models. Browse the free chat, pick your favourite and start a private show whenever you like. All models are 18+ and verified.",
    },
  },
  partner: { ...DEFAULT_CONFIGURATION.partner, affiliateInfo: "Camstage partnerprogramma – tot 35% commissie" },
  // No HOME_OVERLAY_PROMOTION: the site would show it as a modal over the first page of every session (every
  // automated test's too). QA turns it on: POST /simulator/api/promotions/overlay {"on": true}.
  promotions: [{ placement: "grid-banner", image: mediaUrl.promo("free-minutes"), link: "/?action=register" }],
});

/** §3 geo info the third-party lookup answers with (a fixed Dutch visitor). */
export const seedGeo = (): GeoInfo => ({
  ip: "203.0.113.42",
  region: "Noord-Holland",
  city: "Amsterdam",
  postal_code: "1017",
  latitude: 52.3676,
  longitude: 4.9041,
  dma_code: "0",
  area_code: "020",
  country_code: "NL",
});
