import type { Category, FilterSelection } from "@camstage/core";
import { mediaUrl } from "./media.urls";

interface CategoryCopy {
  readonly key: string;
  readonly slug: string;
  readonly filters: FilterSelection;
  readonly highlight: boolean;
  readonly name: { readonly nl: string; readonly en: string };
  readonly main: { readonly nl: readonly [string, string]; readonly en: readonly [string, string] };
  /** A line about what makes this category special, woven into the tabs. */
  readonly lead: { readonly nl: string; readonly en: string };
}

/**
 * §3 categories. `filters` use the §3 filter catalogue keys; "new" has none because new cams are a
 * time rule (§9: first session within 7 days) that the find handler applies for the category key.
 */
const COPY: readonly CategoryCopy[] = [
  {
    key: "new", slug: "new-cams", filters: {}, highlight: true,
    name: { nl: "Nieuwe cams", en: "New cams" },
    main: {
      nl: ["Nieuwe camgirls live", "Ontdek de nieuwste gezichten van Camstage. Deze modellen staan deze week voor het eerst live en kijken ernaar uit om je te leren kennen."],
      en: ["New cam girls live", "Discover the newest faces on Camstage. These models went live for the first time this week and can't wait to meet you."],
    },
    lead: { nl: "Wees er als eerste bij wanneer een nieuw model haar eerste show geeft.", en: "Be the first to say hello when a new model starts her very first show." },
  },
  {
    key: "toy", slug: "toy", filters: { popular: ["toy"] }, highlight: true,
    name: { nl: "Interactief speeltje", en: "Interactive toy" },
    main: {
      nl: ["Live cams met interactief speeltje", "Bij deze modellen bepaal jij mee wat er gebeurt: met een tip laat je hun interactieve speeltje reageren."],
      en: ["Live cams with an interactive toy", "With these models you help set the pace: every tip makes their interactive toy respond in real time."],
    },
    lead: { nl: "Een tip zorgt voor directe interactie.", en: "A single tip creates instant interaction." },
  },
  {
    key: "mature", slug: "mature", filters: { age: ["30-50", "50-100"] }, highlight: true,
    name: { nl: "Rijpe vrouwen", en: "Mature" },
    main: {
      nl: ["Rijpe vrouwen live op cam", "Ervaren, zelfverzekerd en charmant: deze dames weten precies wat ze willen en maken van elke chat iets bijzonders."],
      en: ["Mature women live on cam", "Experienced, confident and charming: these ladies know exactly what they want and make every chat special."],
    },
    lead: { nl: "Levenservaring en humor gaan hier hand in hand.", en: "Life experience and humour go hand in hand here." },
  },
  {
    key: "young", slug: "young", filters: { age: ["18-24"] }, highlight: true,
    name: { nl: "Jong (18+)", en: "Young (18+)" },
    main: {
      nl: ["Jonge camgirls (18+)", "Speelse, vrolijke modellen tussen 18 en 24 jaar. Alle modellen zijn geverifieerd en minimaal 18 jaar oud."],
      en: ["Young cam girls (18+)", "Playful, cheerful models aged 18 to 24. Every model is verified and at least 18 years old."],
    },
    lead: { nl: "Alle modellen zijn gecontroleerd op leeftijd.", en: "Every model's age is verified." },
  },
  {
    key: "blonde", slug: "blonde", filters: { hairColor: ["blonde"] }, highlight: true,
    name: { nl: "Blond", en: "Blonde" },
    main: {
      nl: ["Blonde camgirls live", "Van platinablond tot honingkleurig: chat live met de mooiste blonde modellen van Nederland en daarbuiten."],
      en: ["Blonde cam girls live", "From platinum to honey: chat live with the most beautiful blonde models from the Netherlands and beyond."],
    },
    lead: { nl: "Zonnig haar, zonnig humeur.", en: "Sunny hair, sunny mood." },
  },
  {
    key: "ebony", slug: "ebony", filters: { ethnicity: ["ebony"] }, highlight: false,
    name: { nl: "Ebony", en: "Ebony" },
    main: {
      nl: ["Ebony modellen live", "Ontmoet stralende ebony modellen met een warme uitstraling en een aanstekelijke lach."],
      en: ["Ebony models live", "Meet radiant ebony models with a warm personality and an infectious laugh."],
    },
    lead: { nl: "Warmte en zelfvertrouwen in elke show.", en: "Warmth and confidence in every show." },
  },
  {
    key: "asian", slug: "asian", filters: { ethnicity: ["asian"] }, highlight: false,
    name: { nl: "Aziatisch", en: "Asian" },
    main: {
      nl: ["Aziatische camgirls", "Elegante en speelse Aziatische modellen, live vanuit de hele wereld."],
      en: ["Asian cam girls", "Elegant and playful Asian models, live from all over the world."],
    },
    lead: { nl: "Elegantie met een knipoog.", en: "Elegance with a wink." },
  },
  {
    key: "latina", slug: "latina", filters: { ethnicity: ["latin"] }, highlight: true,
    name: { nl: "Latina", en: "Latina" },
    main: {
      nl: ["Latina's live op cam", "Temperamentvol, zonnig en altijd in voor een dansje: chat met Latina's uit Zuid-Amerika en Spanje."],
      en: ["Latinas live on cam", "Passionate, sunny and always up for a dance: chat with Latinas from South America and Spain."],
    },
    lead: { nl: "Zuiderse temperatuur, het hele jaar door.", en: "Southern heat, all year round." },
  },
  {
    key: "redhead", slug: "redhead", filters: { hairColor: ["red"] }, highlight: false,
    name: { nl: "Roodharig", en: "Redhead" },
    main: {
      nl: ["Roodharige modellen", "Vurig rood haar en een persoonlijkheid om bij te passen. Ontdek onze roodharige modellen."],
      en: ["Redhead models", "Fiery red hair and a personality to match. Discover our redhead models."],
    },
    lead: { nl: "Zeldzaam en onvergetelijk.", en: "Rare and unforgettable." },
  },
  {
    key: "dutch", slug: "dutch", filters: { language: ["nl"] }, highlight: true,
    name: { nl: "Nederlandstalig", en: "Dutch speaking" },
    main: {
      nl: ["Nederlandstalige camgirls", "Gewoon lekker in je eigen taal kletsen? Deze modellen uit Nederland en Vlaanderen spreken Nederlands."],
      en: ["Dutch speaking cam girls", "Prefer to chat in Dutch? These models from the Netherlands and Flanders speak your language."],
    },
    lead: { nl: "Gezelligheid in je eigen taal.", en: "Cosy chats in Dutch." },
  },
  {
    key: "curvy", slug: "curvy", filters: { physique: ["fat"] }, highlight: false,
    name: { nl: "Curvy", en: "Curvy" },
    main: {
      nl: ["Curvy modellen live", "Rondingen op de juiste plekken en een flinke dosis zelfvertrouwen."],
      en: ["Curvy models live", "Curves in all the right places and plenty of confidence."],
    },
    lead: { nl: "Zelfverzekerd en trots op haar figuur.", en: "Confident and proud of her figure." },
  },
  {
    key: "pierced", slug: "pierced", filters: { piercings: ["yes"] }, highlight: false,
    name: { nl: "Piercings", en: "Piercings" },
    main: {
      nl: ["Modellen met piercings", "Een stoere look met piercings: ontdek modellen met een eigen stijl."],
      en: ["Models with piercings", "An edgy look with piercings: discover models with a style of their own."],
    },
    lead: { nl: "Een eigen stijl, van top tot teen.", en: "A style of her own, head to toe." },
  },
];

const tabs = (copy: CategoryCopy) => ({
  nl: [
    { tab: "Over", title: `Over ${copy.name.nl.toLowerCase()}`, content: `${copy.lead.nl} Op Camstage kies je zelf met wie je chat: gratis rondkijken, privé wanneer jij wilt.`, image: mediaUrl.category(copy.slug) },
    { tab: "Zo werkt het", title: "Zo werkt het", content: "Maak gratis een account, ontvang welkomstcredits en start een chat met één klik. Je betaalt alleen per minuut dat je privé chat." },
    { tab: "Veilig", title: "Veilig en discreet", content: "Alle modellen zijn geverifieerd en minimaal 18 jaar. Je gegevens blijven privé en op je afschrift staat een neutrale omschrijving." },
  ],
  en: [
    { tab: "About", title: `About ${copy.name.en.toLowerCase()}`, content: `${copy.lead.en} On Camstage you choose who to chat with: browse for free, go private whenever you like.`, image: mediaUrl.category(copy.slug) },
    { tab: "How it works", title: "How it works", content: "Create a free account, receive welcome credits and start a chat with one click. You only pay per minute of private chat." },
    { tab: "Safe", title: "Safe and discreet", content: "Every model is verified and at least 18. Your details stay private and your statement shows a neutral description." },
  ],
});

/**
 * The names a platform knows in a third language (issue 28: an operator may turn German on); the texts stay in Dutch
 * and English, as a platform's often do, and the site shows them in its fallback language.
 */
const GERMAN_NAMES: Readonly<Record<string, string>> = {
  new: "Neue Cams",
  toy: "Interaktives Spielzeug",
  mature: "Reife Frauen",
  young: "Jung (18+)",
  blonde: "Blond",
  ebony: "Ebony",
  asian: "Asiatisch",
  latina: "Latina",
  redhead: "Rothaarig",
  dutch: "Niederländisch sprechend",
  curvy: "Kurvig",
  pierced: "Piercings",
};

const germanName = (key: string): Category["meta"] => {
  const name = GERMAN_NAMES[key];
  return name === undefined ? {} : { de: { name } };
};

export const seedCategories = (): Category[] =>
  COPY.map((copy, index): Category => ({
    slug: copy.slug,
    key: copy.key,
    active: true,
    selected: false,
    mobileImageBg: mediaUrl.category(copy.slug),
    meta: { nl: { name: copy.name.nl }, en: { name: copy.name.en }, ...germanName(copy.key) },
    filters: copy.filters,
    highlight: { active: copy.highlight },
    position: index + 1,
    h2Tabs: tabs(copy),
    main: {
      nl: { title: copy.main.nl[0], content: copy.main.nl[1] },
      en: { title: copy.main.en[0], content: copy.main.en[1] },
    },
  }));
