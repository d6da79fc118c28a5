import type { Category } from "@camstage/core";
import type { SeoText } from "../category-seo-block";

/** A category with main text and h2 tabs in nl and en; one en tab is incomplete and must stay hidden (§2.3). */
export const blondeCategory: Category = {
  slug: "blonde",
  key: "blonde",
  active: true,
  selected: true,
  mobileImageBg: "",
  meta: { nl: { name: "Blond" }, en: { name: "Blonde" } },
  filters: { hairColor: ["blonde"] },
  highlight: { active: true },
  position: 2,
  main: {
    en: {
      title: "Blonde cam girls live",
      content:
        "Meet blonde performers from the Netherlands, Belgium and the rest of Europe, live on cam right now.\n\nChat for free, tip your favourite and start a private show whenever you like.",
    },
    nl: {
      title: "Blonde camgirls live",
      content: "Ontmoet blonde modellen uit Nederland, België en de rest van Europa, nu live voor de cam.\n\nChat gratis, geef je favoriet een tip en start een privéshow wanneer je wilt.",
    },
  },
  h2Tabs: {
    en: [
      { tab: "Free chat", title: "Chat for free with blonde models", content: "Every performer in free chat can be watched without credits. Say hello and see who answers." },
      { tab: "Private shows", title: "Go private", content: "Ask for a VIP show to have a performer all to yourself. You pay per minute, and you stop whenever you want." },
      { tab: "Toys", title: "Interactive toys", content: "Performers with a toy icon react to your tips in real time.", image: undefined },
      { tab: "Coming soon", title: "", content: "This tab has no title and is not shown." },
    ],
    nl: [
      { tab: "Gratis chat", title: "Gratis chatten met blonde modellen", content: "Elk model in de gratis chat kun je zonder credits bekijken." },
      { tab: "Privéshows", title: "Ga privé", content: "Vraag een VIP-show aan om een model helemaal voor jezelf te hebben." },
    ],
  },
};

/** A category that has no SEO text at all. */
export const bareCategory: Category = {
  ...blondeCategory,
  slug: "mature",
  key: "mature",
  meta: { nl: { name: "Rijp" }, en: { name: "Mature" } },
  filters: { age: ["50-100"] },
  main: {},
  h2Tabs: {},
};

/** The white-label configuration's general SEO text, shown when no category is chosen. */
export const generalSeoText: SeoText = {
  title: "Live cam girls, 24/7",
  content:
    "Hundreds of performers are live on cam day and night. Browse by category, filter by language or age, and chat for free.\n\nCredits are only needed for private shows, tips and messages.",
};
