import type { LegalDocument } from "../legal.types";

export const exampleCookies: LegalDocument = {
  title: "Cookie policy",
  updated: "1 March 2025",
  intro: [
    "This policy explains which cookies we place when you visit the site, why we place them and how you can manage them.",
  ],
  sections: [
    {
      id: "what-are-cookies",
      heading: "What are cookies?",
      blocks: [
        {
          kind: "paragraph",
          text: "Cookies are small text files that a website stores on your device. They let the site remember your preferences, such as your language, between visits.",
        },
      ],
    },
    {
      id: "cookies-we-use",
      heading: "Cookies we use",
      blocks: [
        { kind: "paragraph", text: "We use the following kinds of cookies:" },
        {
          kind: "list",
          items: [
            "Functional cookies: your language, your login session and whether you confirmed you are 18 or older.",
            "Analytical cookies: anonymous statistics that help us improve the site.",
            "Affiliate cookies: which partner referred you, so that they can be credited.",
          ],
        },
        { kind: "paragraph", text: "All our cookies are sent with SameSite=Lax and only over secure connections." },
      ],
    },
    {
      id: "managing-cookies",
      heading: "Managing cookies",
      blocks: [
        {
          kind: "paragraph",
          text: "You can remove or block cookies in your browser settings. Some parts of the site, such as logging in, will not work without functional cookies.",
        },
      ],
    },
  ],
};
