/// <reference lib="dom" />
import type { QaMail, QaMember, QaPerformer, QaRecording, QaScenario, QaTrackerCall } from "./api";
import { describeEvent } from "./describe-event";
import { $, button, el, inputOf, selectOf } from "./dom";

export const STATUSES = ["offline", "online", "free", "vip", "pause"];
const LIVE = ["free", "online", "vip"];

/** The performers as the page last loaded them (`GET /performers`). */
let performers: readonly QaPerformer[] = [];
export const setPerformers = (list: readonly QaPerformer[]) => {
  performers = list;
};

export const renderSummary = () => {
  const summary = $("summary");
  summary.replaceChildren(
    el("span", { class: "chip", text: performers.length + " performers" }),
    ...STATUSES.map((status) => el("span", { class: "chip" }, [el("span", { class: "dot " + status, "aria-hidden": "true" }), status + " " + performers.filter((p) => p.status === status).length])),
  );
};

export const renderRows = () => {
  const q = inputOf("search").value.trim().toLowerCase();
  const only = selectOf("status-filter").value;
  const rows = performers
    .filter((p) => (!q || p.username.toLowerCase().includes(q)) && (!only || p.status === only))
    .map((p) => {
      const select = el("select", { "aria-label": "Status of " + p.username, "data-username": p.username },
        STATUSES.map((status) => el("option", { value: status, text: status })));
      select.value = p.status;
      return el("tr", {}, [
        el("td", {}, [el("div", { class: "who" }, [
          el("img", { src: "/simulator/media/performer/" + p.id + "/snapshot.jpg", alt: "", loading: "lazy", width: "40", height: "30" }),
          el("a", { href: "/profile/" + encodeURIComponent(p.username), target: "_blank", rel: "noopener", text: p.username }),
        ])]),
        el("td", { class: "id", text: String(p.id) }),
        el("td", {}, [el("div", { class: "status" }, [el("span", { class: "dot " + p.status, "aria-hidden": "true" }), select])]),
      ]);
    });
  $("rows").replaceChildren(...rows);
};

export const renderLivePerformers = () => {
  $("live-performers").replaceChildren(...performers.filter((p) => LIVE.includes(p.status)).map((p) => el("option", { value: p.username })));
};

export const renderEvents = (recording: QaRecording) => {
  const items = recording.events.slice(-50).reverse().map((record) => {
    const e = record.event;
    const what = describeEvent(e);
    return el("li", {}, [el("strong", { text: "#" + record.seq + " " + e.type }), " " + what]);
  });
  $("events").replaceChildren(...(items.length ? items : [el("li", { class: "empty", text: "No events yet: the world is at its seed." })]));
};

const isWebLink = (link: string) => link.startsWith("https://") || link.startsWith("http://");

// The API answers newest first; each link opens the site at the mail's action (§2.1).
export const renderOutbox = (mails: readonly QaMail[]) => {
  const items = mails.map((mail) => el("li", {}, [
    el("strong", { text: mail.kind + " → " + mail.to }), " " + mail.subject + " · " + mail.sentAt,
    isWebLink(mail.link)
      ? el("a", { class: "outbox-link", href: mail.link, target: "_blank", rel: "noopener", text: mail.link })
      : el("span", { class: "outbox-link", text: mail.link }),
  ]));
  $("outbox").replaceChildren(...(items.length ? items : [el("li", { class: "empty", text: "No mails sent yet." })]));
};

// Issue 28: newest first; a route change shows its address and status, the close that it came as a beacon.
export const renderTracker = (calls: readonly QaTrackerCall[]) => {
  const items = calls.slice(0, 30).map((call) => el("li", {}, [
    el("strong", { text: call.event + (call.beacon ? " (beacon)" : "") }),
    " " + (call.click ? call.click.statusCode + " " + call.click.url : "session " + call.log.session) + (call.member ? " · member" : " · guest"),
  ]));
  $("tracker").replaceChildren(...(items.length ? items : [el("li", { class: "empty", text: "No tracker calls yet." })]));
};

export const renderMembers = (members: readonly QaMember[]) => {
  const names = new Map(performers.map((p) => [p.id, p.username]));
  const rows = members.map((m) => el("tr", {}, [
    el("td", { class: "id", text: String(m.id) }),
    el("td", { text: m.email }),
    el("td", { text: m.username }),
    el("td", { text: m.verified ? "yes" : "no" }),
    el("td", { class: "id", text: String(m.credits) }),
    el("td", { text: m.deleted ? "yes" : "no" }),
    el("td", { class: "fav" }, m.favourites.map((id) => {
      const name = names.get(id);
      return name ? el("a", { href: "/profile/" + encodeURIComponent(name), target: "_blank", rel: "noopener", text: name }) : el("span", { text: String(id) });
    })),
  ]));
  $("members").replaceChildren(...(rows.length ? rows : [el("tr", {}, [el("td", { class: "empty", colspan: "7", text: "No members registered yet." })])]));
};

// The chat scenarios have their own controls under Chat rooms.
export const renderScenarios = (scenarios: readonly QaScenario[]) => {
  $("scenarios").replaceChildren(...scenarios.filter((s) => s.target !== "performer").map((s) => button(s.title, "Play: " + s.title, { scenario: s.name })));
};
