/// <reference lib="dom" />
import type { QaChatSettings, QaRoom } from "./api";
import { $, button, el, inputOf, partOf } from "./dom";

const ROOM_EVENTS = ["chat-stopped", "room-closed", "host-disconnected", "player-error", "stop-camback"];
const NEWEST_MESSAGES = 12;
const clock = (at: number) => new Date(at).toISOString().slice(11, 19);

export const renderChatSettings = (settings: QaChatSettings) => {
  const seconds = inputOf("chat-guest-seconds");
  if (document.activeElement !== seconds) seconds.value = String(settings.guestSeconds);
  inputOf("chat-bots").checked = settings.bots;
};

// A room's article keeps its say field (and what QA is typing in it) across refreshes; the rest is redrawn.
const roomArticle = (performer: string) => {
  const input = el("input", { type: "text", maxlength: "500", autocomplete: "off", "aria-label": "Message from " + performer, placeholder: "Say as " + performer });
  const say = el("form", { class: "say", "data-performer": performer }, [input, el("button", { type: "submit", "aria-label": "Say it in " + performer + "'s room", text: "Say" })]);
  const actions = el("div", { class: "row-actions" }, [
    ...ROOM_EVENTS.map((type) => button(type, "Send " + type + " to " + performer + "'s room", { action: "event", performer, type })),
    button("Drop sockets", "Drop the sockets of " + performer + "'s room", { action: "drop", performer }),
  ]);
  return el("article", { class: "room", "data-performer": performer, "aria-label": "Chat room of " + performer }, [
    el("div", { class: "room-head" }), el("div", { class: "room-show" }), el("div", { class: "room-body" }), say, actions,
  ]);
};

// The performer's side (issue 12): her VIP decisions on what is asked or running, the toy switch (§9 cybertoy 1, 2, 3, 5).
const TOY_LEVELS = [1, 2, 3, 5];
const NEWEST_TIPS = 8;
const VIP_DECISIONS: Readonly<Record<NonNullable<QaRoom["vip"]>["state"], readonly VipDecision[]>> = {
  requested: ["accept", "decline", "stop", "disconnect"],
  accepted: ["stop", "disconnect"],
};
type VipDecision = "accept" | "decline" | "stop" | "disconnect";
const VIP_BUTTONS: Readonly<Record<VipDecision, readonly [text: string, label: string]>> = {
  accept: ["Accept VIP", "Accept the VIP request in "],
  decline: ["Decline VIP", "Decline the VIP request in "],
  stop: ["Stop VIP", "Stop the VIP show in "],
  disconnect: ["Disconnect", "Disconnect the VIP member in "],
};

const vipLine = (room: QaRoom) => {
  const vip = room.vip;
  const what = vip === null ? "none" : vip.state + " by #" + vip.member + (vip.state === "accepted" ? " · " + vip.charged + " credits charged" : "");
  const buttons = vip === null ? [] : VIP_DECISIONS[vip.state].map((decision) => {
    const [text, label] = VIP_BUTTONS[decision];
    return button(text, label + room.performer + "'s room", { action: "vip", performer: room.performer, decision });
  });
  const other = room.vipPrice === 240 ? 50 : 240;
  const price = button(other + " a minute", "Make VIP shows in " + room.performer + "'s room cost " + other + " credits a minute", { action: "vip-price", performer: room.performer, price: String(other) });
  return el("p", { class: "show-line" }, [el("strong", { text: "VIP:" }), room.vipPrice + " a minute · " + what, ...buttons, price]);
};

const toyLine = (room: QaRoom) => {
  const toy = room.toy;
  if (!TOY_LEVELS.includes(toy.level)) return el("p", { class: "show-line" }, [el("strong", { text: "Toy:" }), "none"]);
  const vibrating = toy.active && toy.until !== null ? " · vibrating until " + clock(toy.until) : "";
  const next = !toy.active;
  return el("p", { class: "show-line" }, [
    el("strong", { text: "Toy:" }), "level " + toy.level + " · " + (toy.active ? "on" : "off") + vibrating,
    button(next ? "Toy on" : "Toy off", "Switch the toy " + (next ? "on" : "off") + " in " + room.performer + "'s room", { action: "toy", performer: room.performer, active: String(next) }),
  ]);
};

const goalLine = (room: QaRoom) => {
  const goal = room.goal;
  if (goal === null) return el("p", { class: "show-line" }, [el("strong", { text: "Goal:" }), "none"]);
  const bar = el("progress", { max: String(goal.target), value: String(Math.min(goal.progress, goal.target)), "aria-label": "Goal of " + room.performer });
  return el("p", { class: "show-line" }, [
    el("strong", { text: "Goal:" }), goal.title, bar, goal.progress + " / " + goal.target + (goal.progress >= goal.target ? " · reached" : ""),
  ]);
};

const menuLine = (room: QaRoom) => el("p", { class: "show-line" }, [
  el("strong", { text: "Menu:" }), room.menu.length ? room.menu.map((item) => item.label + " " + item.credits).join(" · ") : "none",
]);

const tipItem = (tip: QaRoom["tips"][number]) => el("li", {}, [
  el("strong", { text: tip.sender }), " ", el("span", { class: "amount", text: "+" + tip.amount }),
  " " + tip.kind + (tip.item ? " (" + tip.item + ")" : "") + (tip.public ? "" : " · private") + (tip.message ? ": " + tip.message : ""),
]);

const fillShow = (article: HTMLElement, room: QaRoom) => {
  const tips = room.tips.slice(-NEWEST_TIPS).reverse().map(tipItem);
  partOf(article, ".room-show").replaceChildren(
    el("div", {}, [vipLine(room), toyLine(room), goalLine(room), menuLine(room)]),
    el("ol", { class: "room-tips", "aria-label": "Newest tips in " + room.performer + "'s room" }, tips.length ? tips : [el("li", { class: "empty", text: "No tips yet." })]),
  );
};

const fillRoom = (article: HTMLElement, room: QaRoom) => {
  fillShow(article, room);
  partOf(article, ".room-head").replaceChildren(
    el("h3", { text: room.performer }),
    el("span", { class: "pill", text: room.mode ?? "closed" }),
    el("span", { class: "summary", text: room.viewers.length + " viewers · " + room.messages.length + " messages" }),
  );
  const viewers = room.viewers.map((v) => el("tr", {}, [
    el("td", { text: v.nickname }),
    el("td", { class: "id", text: v.member !== null ? "#" + v.member : "guest" }),
    el("td", { text: v.kicked ? "yes" : "no" }),
    el("td", {}, [(() => {
      const kick = button("Kick", "Kick " + v.nickname + " from " + room.performer + "'s room", v.member !== null
        ? { action: "kick", performer: room.performer, member: String(v.member) }
        : { action: "kick", performer: room.performer, nickname: v.nickname });
      kick.disabled = v.kicked;
      return kick;
    })()]),
  ]));
  const messages = room.messages.slice(-NEWEST_MESSAGES).map((m) => el("li", { class: m.sender === room.performer ? "host" : "" }, [
    el("time", { datetime: new Date(m.at).toISOString(), text: clock(m.at) }), el("strong", { text: m.sender }), ": " + m.text,
  ]));
  partOf(article, ".room-body").replaceChildren(
    el("div", { class: "table-wrap" }, [el("table", {}, [
      el("caption", { text: "Viewers" }),
      el("thead", {}, [el("tr", {}, ["Nickname", "Member", "Kicked", "Kick"].map((h) => el("th", { scope: "col", text: h })))]),
      el("tbody", {}, viewers.length ? viewers : [el("tr", {}, [el("td", { class: "empty", colspan: "4", text: "No viewers." })])]),
    ])]),
    el("ol", { class: "room-messages", "aria-label": "Newest messages in " + room.performer + "'s room" },
      messages.length ? messages : [el("li", { class: "empty", text: "No messages yet." })]),
  );
};

// Keyed by performer: existing articles stay where they are (a focused field keeps its focus), new ones slot in.
export const renderRooms = (rooms: readonly QaRoom[]) => {
  const container = $("rooms");
  const existing = new Map([...container.querySelectorAll<HTMLElement>("article.room")].map((a) => [a.dataset.performer, a]));
  let at = container.firstElementChild;
  for (const room of rooms) {
    const article = existing.get(room.performer) ?? roomArticle(room.performer);
    existing.delete(room.performer);
    fillRoom(article, room);
    if (article === at) at = at.nextElementSibling;
    else container.insertBefore(article, at);
  }
  for (const gone of existing.values()) gone.remove();
  container.querySelector(".empty-rooms")?.remove();
  if (rooms.length === 0) container.append(el("p", { class: "summary empty-rooms", text: "No chat rooms yet: open a live performer's room on the site, or start a busy room." }));
};
