import { describe, expect, it } from "vitest";
import type { FlowEvent } from "../events/event-log.schema";
import { siteRoutes } from "./site-routes";

const heard = (event: FlowEvent) => siteRoutes.inputs[event.type]?.(event) ?? [];

describe("the member socket in the routing table (§4 socket events (member))", () => {
  it("sends balances to the balance only, favourites to the favourites flow", () => {
    expect(heard({ type: "socket.member.credits", credits: 120 })).toEqual([["credits", { type: "socket.member.credits", credits: 120 }]]);
    expect(heard({ type: "socket.member.favourite", performerId: 4, favourite: false })).toEqual([
      ["favourites", { type: "favourites.remote", performerId: 4, favourite: false }],
    ]);
  });

  it("settles payments in the wallet and the balance; dial-in states go to the dial-in", () => {
    expect(heard({ type: "socket.member.bundleBought", credits: 1800, session: "p1" }).map(([flow]) => flow)).toEqual(["wallet", "credits"]);
    expect(heard({ type: "socket.member.paymentFailed", reason: 300 }).map(([flow]) => flow)).toEqual(["wallet"]);
    expect(heard({ type: "socket.member.dialInStatus", state: "in_call", session: "s" }).map(([flow]) => flow)).toEqual(["dialIn"]);
  });

  it("§4 hands a private message to the list and the conversations, message-read to the conversations", () => {
    const privateMessage = { type: "socket.member.privateMessage", message: { conversation: 1 } };
    expect(heard(privateMessage)).toEqual([["inbox", privateMessage, "start"], ["chats", privateMessage, "start"]]);
    const read = { type: "socket.member.messageRead", message: { conversation: 1, until: "2026-11-26T10:00:00.000Z" } };
    expect(heard(read)).toEqual([["chats", read]]);
  });
});

describe("the messenger in the routing table (§2.6, §4)", () => {
  const emitted = (flow: string, event: FlowEvent) => siteRoutes.emitted[flow]?.[event.type]?.(event) ?? [];

  it("asks before a delete, closes the modal when it settles, and takes a deleted conversation's pop-up away", () => {
    expect(emitted("inbox", { type: "inbox.confirmDelete" })).toEqual([["modalHost", { type: "modal.open", modal: "deleteChat" }]]);
    expect(emitted("inbox", { type: "inbox.deleteSettled" })).toEqual([["modalHost", { type: "modal.dismiss", modal: "deleteChat" }]]);
    expect(emitted("inbox", { type: "inbox.deleted", conversation: 4, username: "Anna" })).toEqual([["chats", { type: "chats.forget", conversation: 4 }]]);
  });

  it("opens the no-credits modal for a message the balance does not cover; the list follows a new or read conversation", () => {
    expect(emitted("chats", { type: "chats.noCredits" })).toEqual([["modalHost", { type: "modal.open", modal: "noCredits" }]]);
    expect(emitted("chats", { type: "chats.started", conversation: 9 })).toEqual([["inbox", { type: "inbox.refresh" }]]);
    expect(emitted("chats", { type: "chats.markedRead", conversation: 9 })).toEqual([["inbox", { type: "inbox.read", conversation: 9 }]]);
  });

  it("a (re)connected member socket has the list load again", () => {
    const heardBy = (event: FlowEvent) => siteRoutes.inputs[event.type]?.(event) ?? [];
    expect(heardBy({ type: "socket.member.connected" })).toContainEqual(["inbox", { type: "inbox.resync" }]);
  });

  it("resets the messenger when the token is gone", () => {
    expect(emitted("session", { type: "session.signedOut" })).toEqual(expect.arrayContaining([["inbox", { type: "inbox.reset" }], ["chats", { type: "chats.reset" }]]));
  });
});

describe("the live room in the routing table (§4 chat events, §2.6 modal host)", () => {
  const emitted = (flow: string, event: FlowEvent) => siteRoutes.emitted[flow]?.[event.type]?.(event) ?? [];

  it("hands the toy, goal and menu to the tips and VIP answers to the VIP flow, beside the chat session", () => {
    expect(heard({ type: "socket.chat.cybertoy", active: true }).map(([flow]) => flow)).toEqual(["chatSession", "tips"]);
    expect(heard({ type: "socket.chat.goal", goal: null }).map(([flow]) => flow)).toEqual(["chatSession", "tips"]);
    expect(heard({ type: "socket.chat.vipAccepted" }).map(([flow]) => flow)).toEqual(["chatSession", "vip"]);
    expect(heard({ type: "socket.chat.kicked", clientId: "c" }).map(([flow]) => flow)).toEqual(["chatSession", "vip"]);
    expect(heard({ type: "socket.chat.message", message: {} }).map(([flow]) => flow)).toEqual(["chatSession"]);
  });

  it("opens the tips and VIP in a joined room and closes them with it", () => {
    const joined = { type: "chat.joined", performer: "Anna", auth: "a", clientId: "me", guest: false, vip: false, cybertoyActive: true, menu: [], goal: null };
    expect(emitted("chatSession", joined)).toEqual([
      ["tips", { type: "tips.room.opened", performer: "Anna", auth: "a", guest: false, cybertoyActive: true, menu: [], goal: null }],
      // §9 the VIP price is 50 a minute unless the platform names another.
      ["vip", { type: "vip.room.opened", performer: "Anna", auth: "a", clientId: "me", guest: false, vip: false, price: 50 }],
    ]);
    expect(emitted("chatSession", { ...joined, vipPrice: 240 })[1]?.[1]).toMatchObject({ price: 240 });
    expect(emitted("chatSession", { type: "chat.closed" })).toEqual([["tips", { type: "tips.room.closed" }], ["vip", { type: "vip.room.closed" }]]);
  });

  it("opens the right modal for each no-credits path, the wallet tab for VIP, and the End VIP modal", () => {
    expect(emitted("tips", { type: "tips.noCredits", amount: 150 })).toEqual([["modalHost", { type: "modal.open", modal: "noCreditsForTip" }]]);
    expect(emitted("vip", { type: "vip.noCredits" })).toEqual([
      ["roomTab", { type: "roomTab.select", tab: "wallet" }],
      ["modalHost", { type: "modal.open", modal: "noCreditsForVip" }],
    ]);
    expect(emitted("vip", { type: "vip.confirmEnd" })).toEqual([["modalHost", { type: "modal.open", modal: "endVip" }]]);
    expect(emitted("vip", { type: "vip.ended" })).toEqual([
      ["modalHost", { type: "modal.dismiss", modal: "endVip" }],
      ["modalHost", { type: "modal.vipSession", active: false }],
    ]);
    // §4 a VIP session: modals leave the page's scrolling.
    expect(emitted("vip", { type: "vip.started" })).toEqual([["modalHost", { type: "modal.vipSession", active: true }]]);
  });
});

describe("the connection in the routing table (issue 14)", () => {
  const emitted = (flow: string, event: FlowEvent) => siteRoutes.emitted[flow]?.[event.type]?.(event) ?? [];

  it("hears the platform's reach and the member socket's drops, connects and failed reconnects", () => {
    for (const event of [
      { type: "platform.reachable" },
      { type: "platform.unreachable" },
      { type: "socket.member.connected" },
      { type: "socket.member.disconnected", reason: "transport close" },
      { type: "socket.member.error", message: "websocket error" },
    ]) {
      expect(heard(event)).toContainEqual(["connection", event]);
    }
  });

  it("has nothing to wait for once the token is gone, and catches the messenger up when the platform is back", () => {
    expect(emitted("session", { type: "session.signedOut" })).toContainEqual(["connection", { type: "connection.socketClosed" }]);
    expect(emitted("connection", { type: "connection.restored" })).toEqual([["chats", { type: "chats.resend" }], ["inbox", { type: "inbox.resync" }]]);
  });
});

describe("the app's inputs in the routing table (issue 29)", () => {
  it("§4 entering the live room selects its chat tab and starts the chat (loading both flows); leaving leaves it", () => {
    const join = { performerId: 7, performer: "anna", session: "s-1", guest: true, dialInSession: false };
    expect(heard({ type: "site.roomEntered", ...join })).toEqual([
      ["roomTab", { type: "roomTab.select", tab: "chat" }, "start"],
      ["chatSession", { type: "chat.start", ...join, nickname: null }, "start"],
    ]);
    expect(heard({ type: "site.roomClosing" })).toEqual([["chatSession", { type: "chat.pageClose" }]]);
    expect(heard({ type: "site.roomLeft" })).toEqual([["chatSession", { type: "chat.leave", reason: "navigate" }]]);
  });

  it("§2.6/§4 the member's messenger opens the list and starts the conversations (loading both); the width follows", () => {
    const viewport = { widthPx: 390, remPx: 16 };
    expect(heard({ type: "site.messengerShown", memberId: 42, stored: "[]", viewport })).toEqual([
      ["inbox", { type: "inbox.open", memberId: 42 }, "start"],
      ["chats", { type: "chats.start", memberId: 42, stored: "[]", viewport }, "start"],
    ]);
    // A width change reaches conversations already running, and starts nothing.
    expect(heard({ type: "site.viewportChanged", viewport })).toEqual([["chats", { type: "chats.viewport", viewport }]]);
  });

  it("§2.6 the messenger page's conversation opens in the conversations' flow, not as a pop-up", () => {
    const performer = { user: 11, username: "anna", snapshot: "/a.jpg", nonude: "/a-nn.jpg" };
    expect(heard({ type: "site.conversationShown", performer, conversation: 5 })).toEqual([
      ["chats", { type: "chats.open", performer, conversation: 5, popup: false }, "start"],
    ]);
    expect(heard({ type: "site.conversationLeft", performer: "anna" })).toEqual([["chats", { type: "chats.leave", performer: "anna" }, "start"]]);
  });
});
