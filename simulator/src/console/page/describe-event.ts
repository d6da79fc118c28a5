/// <reference lib="dom" />
import type { WorldEvent } from "../../world/world.schema";

/** One line on a recorded event. Member events show who they concern, never their salts or hashes. */
export const describeEvent = (e: WorldEvent): string => {
  if (e.type === "performer.status.set") return e.username + " → " + e.status;
  if (e.type === "world.clock.advance") return "+" + e.ms + " ms";
  if (e.type === "member.registered") return "#" + e.id + " " + e.email;
  if (e.type === "member.email.changed") return "#" + e.id + " → " + e.email;
  if (e.type === "member.username.changed") return "#" + e.id + " → " + e.username;
  if (e.type === "member.credited") return "#" + e.id + " " + (e.amount >= 0 ? "+" : "") + e.amount + " (" + e.reason + ")";
  if (e.type === "favourite.added" || e.type === "favourite.removed") return "#" + e.memberId + " performer " + e.performerId;
  if (e.type === "mail.sent") return e.kind + " → " + e.to;
  if (e.type === "payment.session.created") return e.id + " #" + e.member + " bundle " + e.bundle;
  if (e.type === "payment.session.settled") return e.id + " " + e.outcome + ("reason" in e && e.reason ? " " + e.reason : "");
  if (e.type === "wallet.variant.set") return e.variant;
  if (e.type === "wallet.provider.set") return e.provider;
  if (e.type === "ivr.session.created") return e.session + (e.member !== null ? " #" + e.member : "");
  if (e.type === "dial-in.call.started") return e.session + " pin " + e.pin;
  if (e.type === "dial-in.call.linked") return e.session + " → " + (e.member !== null ? "#" + e.member : e.username);
  if (e.type === "dial-in.call.moved") return e.session + " → " + e.state;
  if (e.type === "chat.room.said") return e.performer + " · " + e.sender + ": " + (e.text.length > 60 ? e.text.slice(0, 59) + "…" : e.text);
  if (e.type === "chat.room.joined") return e.performer + " ← " + e.nickname + (e.member !== null ? " #" + e.member : "");
  if (e.type === "chat.room.left") return e.performer + " → " + e.clientId + " (" + e.reason + ")";
  if (e.type === "chat.room.kicked") return e.performer + " kicked " + e.clientId;
  if (e.type === "chat.room.signalled") return e.performer + " " + e.signal;
  if (e.type === "chat.room.charged") return e.performer + " #" + e.member + " −" + e.credits;
  if (e.type === "chat.room.renamed") return e.performer + " " + e.clientId + " → " + e.nickname;
  if (e.type === "chat.camback.set") return e.performer + " " + e.clientId + (e.on ? " on" : " off");
  if (e.type === "chat.tip.given") return e.performer + " · " + e.sender + " +" + e.amount + " " + e.kind + (e.isPublic ? "" : " (private)");
  if (e.type === "chat.toy.set") return e.performer + " toy " + (e.active ? "on" : "off");
  if (e.type === "chat.menu.set") return e.performer + " · " + e.items.length + " menu items";
  if (e.type === "chat.goal.set") return e.performer + " · " + (e.goal ? e.goal.title + " " + e.goal.target : "no goal");
  if (e.type === "chat.vip.requested") return e.performer + " ← #" + e.member;
  if (e.type === "chat.vip.accepted") return e.performer + " " + e.price + " a minute";
  if (e.type === "chat.vip.charged") return e.performer + " #" + e.member + " −" + e.credits;
  if (e.type === "chat.vip.ended") return e.performer + " " + e.reason;
  if (e.type === "chat.vip.priceSet") return e.performer + " VIP " + e.price + " a minute";
  if (e.type === "chat.settings.set") {
    return [
      e.guestSeconds !== undefined ? "guest " + e.guestSeconds + " s" : "",
      e.bots !== undefined ? "bots " + (e.bots ? "on" : "off") : "",
      e.joinDelayMs !== undefined ? "joins answered after " + e.joinDelayMs + " ms" : "",
    ].filter(Boolean).join(", ");
  }
  if (e.type === "inbox.message.sent") return "#" + e.member + " · performer " + e.performer + " · " + e.sender + ": " + (e.image ? "[photo] " : "") + e.text;
  if (e.type === "inbox.read" || e.type === "inbox.delivered") return "conversation " + e.conversation + " by the " + e.reader;
  if (e.type === "inbox.replies.set") return "reply bot " + (e.active ? "on" : "off");
  if (e.type === "configuration.promotion.set") return e.placement + " → " + e.link;
  if (e.type === "configuration.promotion.removed") return e.placement;
  if ("id" in e && typeof e.id === "number") return "#" + e.id;
  return "";
};
