/// <reference lib="dom" />
import { messageOf, request, type QaConfiguration, type QaOutage, type QaWorld } from "./api";
import { $, buttonOf, el, inputOf, selectOf, textAreaOf } from "./dom";
import { refreshInbox, renderConfiguration, renderOutage, shownLanguages } from "./panels-view";
import { act } from "./refresh";

export const wireInbox = () => {
  const inboxAct = <T>(path: string, body: unknown, done: (result: T) => string) => act(path, body, done, "inbox-toast");
  const sides = () => ({ performer: inputOf("inbox-performer").value.trim(), member: Number(inputOf("inbox-member").value) });
  $("inbox-member").addEventListener("change", () => refreshInbox().catch(() => {}));
  $("inbox-send").addEventListener("click", () => {
    const { performer, member } = sides();
    inboxAct("/inbox/send", { from: performer, to: member, text: inputOf("inbox-text").value }, () => {
      inputOf("inbox-text").value = "";
      return performer + " wrote to member #" + member;
    });
  });
  $("inbox-read").addEventListener("click", () => {
    const { performer, member } = sides();
    inboxAct<{ readonly read: number }>("/inbox/read", { performer, member }, (r) => performer + " read " + r.read + " message" + (r.read === 1 ? "" : "s") + " of member #" + member);
  });
  $("inbox-bot").addEventListener("change", () => {
    inboxAct<{ readonly replies: boolean }>("/inbox/settings", { replies: inputOf("inbox-bot").checked }, (r) => "Reply bot " + (r.replies ? "on" : "off"));
  });
};

export const wirePromotions = () => {
  $("promo-overlay").addEventListener("change", () => {
    act<{ readonly on: boolean }>("/promotions/overlay", { on: inputOf("promo-overlay").checked }, (r) => "Home overlay " + (r.on ? "on: the site shows it once per browser session" : "off"), "promo-toast");
  });
};

export const wireConfiguration = () => {
  const configure = (init: RequestInit, done: string) =>
    request<QaConfiguration>("/configuration", init).then(
      (configuration) => { renderConfiguration(configuration); $("configuration-toast").textContent = done; },
      (error: unknown) => { $("configuration-toast").textContent = messageOf(error); },
    );
  const merge = (part: unknown, done: string) => configure({ method: "POST", body: JSON.stringify(part) }, done);
  const switchOf = (id: string) => inputOf(id).checked;
  $("configuration-valentine").addEventListener("change", () => merge({ theme: switchOf("configuration-valentine") ? "valentine" : null }, "Valentine theme " + (switchOf("configuration-valentine") ? "on" : "off")));
  $("configuration-christmas").addEventListener("change", () => merge({ features: { christmasMode: switchOf("configuration-christmas") } }, "Christmas mode " + (switchOf("configuration-christmas") ? "on" : "off")));
  $("configuration-indexable").addEventListener("change", () => merge({ indexable: switchOf("configuration-indexable") }, switchOf("configuration-indexable") ? "Indexable" : "Not indexable: robots.txt closes the site"));
  // A list replaces the one before: the switch sends the whole list with its language added or taken out.
  $("configuration-languages").addEventListener("change", (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement)) return;
    const { language = "", name = "" } = box.dataset;
    const others = shownLanguages().filter((l) => l.key !== language);
    const languages = box.checked ? [...others, { key: language, name }] : others;
    merge({ languages }, language + (box.checked ? " on: /" + language + " shows the site in it" : " off: /" + language + " is a missing page"));
  });
  $("configuration-merge").addEventListener("click", () => {
    let part: unknown;
    try {
      part = JSON.parse(textAreaOf("configuration-patch").value || "{}");
    } catch (error) {
      $("configuration-toast").textContent = "Not JSON: " + messageOf(error);
      return;
    }
    merge(part, "Merged: the site's next pages use it");
  });
  $("configuration-restore").addEventListener("click", () => configure({ method: "DELETE" }, "The seed's configuration is back"));
};

const OUTAGE_SECONDS = 10;
export const wireOutage = () => {
  const outageAct = (init: RequestInit) => request<QaOutage>("/outage", init).then(renderOutage, (error: unknown) => { $("outage-toast").textContent = messageOf(error); });
  $("outage-start").addEventListener("click", () => outageAct({ method: "POST", body: JSON.stringify({ seconds: OUTAGE_SECONDS }) }));
  $("outage-end").addEventListener("click", () => outageAct({ method: "DELETE" }));
};

// Worlds (issue 25): each QA engineer (or test) works in a world of her own; the browser's cookie chooses it, for the
// console and the site alike. A switch goes through /simulator/worlds/{id}, which sets the cookie.
const WORLD_DEFAULT = "default";
const switchTo = (id: string) => { location.href = "/simulator/worlds/" + encodeURIComponent(id) + "?to=/simulator"; };
const refreshWorlds = async () => {
  const worlds = await request<readonly QaWorld[]>("/worlds");
  const current = worlds.find((w) => w.current);
  $("world-current").textContent = current ? current.id : "(unknown: switch to another)";
  const chosen = selectOf("world-select").value || (current && current.id);
  selectOf("world-select").replaceChildren(...worlds.map((w) => el("option", { value: w.id, text: w.id + " · seed " + w.seed + " · " + w.performers + " performers" + (w.current ? " (current)" : "") })));
  if (chosen) selectOf("world-select").value = chosen;
  buttonOf("world-drop").disabled = selectOf("world-select").value === WORLD_DEFAULT;
};
export const wireWorlds = () => {
  // The static demo's console has none: a tab's world is its own (console.browser.ts).
  if (document.getElementById("world-select") === null) return;
  const worldToast = (text: string) => { $("world-toast").textContent = text; };
  $("world-select").addEventListener("change", () => { buttonOf("world-drop").disabled = selectOf("world-select").value === WORLD_DEFAULT; });
  $("world-switch").addEventListener("click", () => switchTo(selectOf("world-select").value));
  $("world-new").addEventListener("click", () => {
    request<QaWorld>("/worlds", { method: "POST", body: "{}" }).then((w) => switchTo(w.id), (error: unknown) => worldToast(messageOf(error)));
  });
  $("world-drop").addEventListener("click", () => {
    const id = selectOf("world-select").value;
    const wasCurrent = id === $("world-current").textContent;
    request("/worlds/" + encodeURIComponent(id), { method: "DELETE" }).then(
      () => (wasCurrent ? switchTo(WORLD_DEFAULT) : refreshWorlds().then(() => worldToast("Dropped " + id))),
      (error: unknown) => worldToast(messageOf(error)),
    );
  });
  refreshWorlds().catch((error: unknown) => worldToast("Could not list the worlds: " + messageOf(error)));
};
