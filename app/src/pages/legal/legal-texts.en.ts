import type { LegalTexts } from "./legal-context";

const UPDATED = "1 November 2026";

/** English legal pages (§2.1 cookies, privacy, terms-conditions). */
export const legalTexts: LegalTexts = ({ brand, company, address, registration, email, domain }) => ({
  "terms-conditions": {
    title: "Terms and conditions",
    updated: UPDATED,
    intro: [
      `These terms and conditions apply to every visit to ${brand} (${domain}) and to every use of its services. ${brand} is operated by ${company}, ${address} (${registration}). By using the site you accept these terms.`,
    ],
    sections: [
      {
        id: "definitions",
        heading: "1. Definitions",
        blocks: [
          {
            kind: "list",
            items: [
              `"We", "us": ${company}, the operator of ${brand}.`,
              `"Visitor": anyone who visits the site without an account.`,
              `"Member": a visitor who has registered an account and verified their e-mail address.`,
              `"Performer": an independent host who broadcasts live on the site.`,
              `"Credits": the prepaid units used to pay for paid services; 60 credits equal one minute of chat.`,
            ],
          },
        ],
      },
      {
        id: "age",
        heading: "2. Adults only",
        blocks: [
          { kind: "paragraph", text: `${brand} contains sexually explicit material and is intended exclusively for adults. You may only use the site if you are at least 18 years old, or older if the law of your country requires a higher age, and if viewing such material is legal where you are.` },
          { kind: "paragraph", text: "We may ask you to confirm your age and may close an account when we have reason to believe that the holder is under age." },
        ],
      },
      {
        id: "account",
        heading: "3. Your account",
        blocks: [
          { kind: "paragraph", text: "You need an account for paid services, favourites and messages. You provide accurate information, keep your password to yourself and are responsible for everything that happens under your account." },
          { kind: "paragraph", text: "You can delete your account at any time in your settings. Deleting is permanent: unused credits then lapse, unless the law entitles you to a refund." },
        ],
      },
      {
        id: "credits",
        heading: "4. Credits and payments",
        blocks: [
          { kind: "paragraph", text: "Paid services are paid for with credits. You buy credits in bundles; the price of each bundle is shown in euros including VAT before you pay. Payments are processed by external payment providers." },
          {
            kind: "list",
            items: [
              "Credits are personal and cannot be transferred or exchanged for money.",
              "Welcome credits offered on registration are a one-time promotion and cannot be paid out.",
              "Because credits are delivered immediately at your request, the right of withdrawal expires once you start using them.",
              "If a payment is reversed, we may block the credits bought with it.",
            ],
          },
        ],
      },
      {
        id: "conduct",
        heading: "5. House rules",
        blocks: [
          { kind: "paragraph", text: "Treat performers and other members with respect. It is not allowed to:" },
          {
            kind: "list",
            items: [
              "record, copy or redistribute broadcasts, photos or messages;",
              "share personal contact details or ask performers for them;",
              "send content that is illegal, threatening, discriminatory or that involves minors;",
              "disrupt the site, get around its security, or use it with automated means.",
            ],
          },
          { kind: "paragraph", text: "We may remove content and suspend or close accounts that break these rules, and we report illegal content to the authorities." },
        ],
      },
      {
        id: "performers",
        heading: "6. Performers",
        blocks: [
          { kind: "paragraph", text: "Performers are independent adults whose identity and age have been verified before their first broadcast. They decide for themselves what they do in their shows, within these rules and the law." },
        ],
      },
      {
        id: "liability",
        heading: "7. Availability and liability",
        blocks: [
          { kind: "paragraph", text: "We do our best to keep the site available and secure, but we cannot guarantee uninterrupted service. If a paid session fails because of a fault on our side, we will return the credits used for it." },
          { kind: "paragraph", text: "Our liability is limited to direct damage up to the amount you paid us in the three months before the damage arose, except in the case of intent or gross negligence." },
        ],
      },
      {
        id: "intellectual-property",
        heading: "8. Intellectual property",
        blocks: [{ kind: "paragraph", text: `All content on ${brand} — broadcasts, images, texts, logos and software — belongs to us, to the performers or to our licensors. You may only view it for personal use on the site.` }],
      },
      {
        id: "privacy",
        heading: "9. Privacy",
        blocks: [{ kind: "paragraph", text: "We process personal data as described in our privacy policy and use cookies as described in our cookie policy." }],
      },
      {
        id: "changes",
        heading: "10. Changes",
        blocks: [{ kind: "paragraph", text: "We may change these terms. We announce important changes on the site or by e-mail at least 30 days in advance; if you keep using the site after that, you accept the new terms." }],
      },
      {
        id: "law",
        heading: "11. Applicable law and complaints",
        blocks: [
          { kind: "paragraph", text: `Dutch law applies to these terms. Complaints can be sent to ${email}; we respond within 14 days. Disputes are submitted to the competent court in the Netherlands, without prejudice to your rights as a consumer.` },
        ],
      },
    ],
  },
  privacy: {
    title: "Privacy policy",
    updated: UPDATED,
    intro: [
      `${company} (${address}; ${registration}) is responsible for the personal data processed through ${brand}. We handle your data carefully and in accordance with the General Data Protection Regulation (GDPR).`,
    ],
    sections: [
      {
        id: "data",
        heading: "1. Which data we process",
        blocks: [
          {
            kind: "list",
            items: [
              "Account data: e-mail address, username, password (stored encrypted) and your age confirmation.",
              "Usage data: credits bought and used, tips, favourites, messages and chat sessions.",
              "Payment data: the payment method and transaction reference; we never receive full card details.",
              "Technical data: IP address, browser, device, language, and pages visited.",
            ],
          },
        ],
      },
      {
        id: "purposes",
        heading: "2. Why we process it",
        blocks: [
          {
            kind: "list",
            items: [
              "to provide the site and your account (performance of the contract);",
              "to process payments and keep our accounts (legal obligation);",
              "to prevent fraud and abuse and to protect minors (legitimate interest and legal obligation);",
              "to improve the site with statistics (legitimate interest, or consent where the law requires it);",
              "to send you news and offers, only if you agreed to receive them (consent).",
            ],
          },
        ],
      },
      {
        id: "retention",
        heading: "3. How long we keep it",
        blocks: [
          { kind: "paragraph", text: "We keep account data as long as your account exists and delete it within 30 days after you delete your account. Payment records are kept for seven years because tax law requires it. Technical logs are deleted after at most 12 months." },
        ],
      },
      {
        id: "sharing",
        heading: "4. Who we share it with",
        blocks: [
          { kind: "paragraph", text: "We share data only with parties that help us run the site — hosting, payment and e-mail providers — under a data processing agreement, and with authorities when the law obliges us. We do not sell your data." },
          { kind: "paragraph", text: "Performers only see your username and what you send them in chats and messages." },
        ],
      },
      {
        id: "transfers",
        heading: "5. Outside the European Union",
        blocks: [{ kind: "paragraph", text: "When a provider processes data outside the European Economic Area, we make sure an adequate level of protection applies, for example through the European Commission's standard contractual clauses." }],
      },
      {
        id: "security",
        heading: "6. Security",
        blocks: [{ kind: "paragraph", text: "We protect your data with appropriate technical and organisational measures, such as encrypted connections, encrypted passwords and restricted access for our staff." }],
      },
      {
        id: "rights",
        heading: "7. Your rights",
        blocks: [
          { kind: "paragraph", text: `You have the right to access, correct and delete your data, to restrict or object to its processing, and to receive it in a portable format. You can withdraw a consent at any time. Send your request to ${email}; we answer within one month.` },
          { kind: "paragraph", text: "If you are not satisfied with how we handle your data, you can lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens)." },
        ],
      },
      {
        id: "contact",
        heading: "8. Contact",
        blocks: [{ kind: "paragraph", text: `Questions about privacy: ${email}, or by post to ${company}, ${address}.` }],
      },
    ],
  },
  cookies: {
    title: "Cookie policy",
    updated: UPDATED,
    intro: [
      `${brand} uses cookies and similar techniques (such as local storage in your browser). A cookie is a small text file that a website stores on your device. This policy explains which ones we use and why.`,
    ],
    sections: [
      {
        id: "necessary",
        heading: "1. Necessary cookies",
        blocks: [
          { kind: "paragraph", text: "These make the site work and do not need your consent:" },
          {
            kind: "list",
            items: [
              "locale — remembers the language you chose (1 year);",
              "ageVerified — remembers that you confirmed you are 18 or older (30 days);",
              "the login cookie — keeps you logged in (30 days);",
              "favourites — remembers your favourite performers on this device (1 year);",
              "local storage — remembers the previous page you viewed so that the back button works as expected.",
            ],
          },
        ],
      },
      {
        id: "analytics",
        heading: "2. Statistics",
        blocks: [
          { kind: "paragraph", text: "We count page views through a tag manager to see how the site is used and to improve it. We set it up to be privacy-friendly: IP addresses are shortened and the data is not shared for advertising." },
        ],
      },
      {
        id: "affiliates",
        heading: "3. Partners",
        blocks: [{ kind: "paragraph", text: "When you arrive through a partner's link, we remember which partner sent you so that we can reward them. This does not involve personal profiles." }],
      },
      {
        id: "managing",
        heading: "4. Managing cookies",
        blocks: [
          { kind: "paragraph", text: "You can delete cookies and block them in your browser settings. If you block necessary cookies, parts of the site — such as staying logged in or remembering your language — will no longer work." },
        ],
      },
      {
        id: "questions",
        heading: "5. Questions",
        blocks: [{ kind: "paragraph", text: `Questions about cookies can be sent to ${email}. More about how we handle personal data is in our privacy policy.` }],
      },
    ],
  },
});
