/// <reference lib="dom" />
import { messageOf, request, type QaConfiguration, type QaConversation, type QaOutage, type QaPromotion } from "./api";
import { $, buttonOf, el, inputOf } from "./dom";

// The messenger (issue 13): the chosen member's conversations, newest messages last; QA writes and reads as a performer.
const NEWEST_INBOX_MESSAGES = 5;
const renderInbox = (conversations: readonly QaConversation[]) => {
  const items = conversations.map((c) => el("li", {}, [
    el("strong", { text: c.performer }), " · " + c.unread + " unread" + (c.deleted ? " · deleted" : ""),
    ...c.messages.slice(-NEWEST_INBOX_MESSAGES).map((m) => el("div", { text: m.owner + ": " + (m.attachment ? "[photo] " : "") + m.text + " (" + m.status + ")" })),
  ]));
  $("inbox").replaceChildren(...(items.length ? items : [el("li", { class: "empty", text: "No conversations for this member." })]));
};
export const refreshInbox = async () => {
  inputOf("inbox-bot").checked = (await request<{ readonly replies: boolean }>("/inbox/settings")).replies;
  const member = inputOf("inbox-member").value.trim();
  if (!member) return $("inbox").replaceChildren(el("li", { class: "empty", text: "Enter a member id to see her conversations." }));
  renderInbox(await request<readonly QaConversation[]>("/inbox?member=" + encodeURIComponent(member)).catch(() => []));
};

// Promotions: the home overlay is the site's promo modal (off in the seed, so it covers no page unless QA wants it).
const renderPromotions = (promotions: readonly QaPromotion[]) => {
  inputOf("promo-overlay").checked = promotions.some((p) => p.placement === "home-overlay");
};
export const refreshPromotions = async () => renderPromotions(await request<readonly QaPromotion[]>("/promotions"));

// Issue 28: the world's white-label configuration, as the platform serves it: a few switches, a JSON part merged into
// it (a shape the schema refuses is said with its reason, and nothing changes), the seed's back.
let currentLanguages: QaConfiguration["languages"] = [];
/** The configuration's languages as last shown: a language switch sends the whole list with one added or taken out. */
export const shownLanguages = () => currentLanguages;
export const renderConfiguration = (configuration: QaConfiguration) => {
  $("configuration-summary").textContent = configuration.brand.name + " · languages " + configuration.languages.map((l) => l.key).join(", ")
    + " · theme " + (configuration.theme || (configuration.features.christmasMode ? "christmas" : "none"));
  inputOf("configuration-valentine").checked = configuration.theme === "valentine";
  inputOf("configuration-christmas").checked = configuration.features.christmasMode;
  inputOf("configuration-indexable").checked = configuration.indexable;
  currentLanguages = configuration.languages;
  for (const box of document.querySelectorAll<HTMLInputElement>("[data-language]")) box.checked = configuration.languages.some((l) => l.key === box.dataset.language);
};
export const refreshConfiguration = async () => renderConfiguration(await request<QaConfiguration>("/configuration"));

// A platform outage (issue 14): the site's calls answer 503 and its sockets drop; the console stays up to end it.
export const renderOutage = (outage: QaOutage) => {
  const text = outage.active ? "The platform is down until " + new Date(outage.until).toLocaleTimeString() + "." : "The platform is up.";
  // The refresh repeats it every 3 s: a live region only speaks when it changes.
  if ($("outage-toast").textContent !== text) $("outage-toast").textContent = text;
  buttonOf("outage-end").disabled = !outage.active;
};
/** The outage panel; a host without an outage (the static demo) says so there, and the other panels refresh all the same. */
export const refreshOutage = async () =>
  request<QaOutage>("/outage").then(renderOutage, (error: unknown) => {
    $("outage-toast").textContent = messageOf(error);
  });
