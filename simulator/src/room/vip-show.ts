import { VIP_MIN_MINUTES } from "@camstage/core";
import type { WorldEvent, WorldState } from "../world/world.schema";
import type { ChatRoom } from "./chat.schema";
import { roomIn, statusIn } from "./chat-room";
import { modeOf } from "./chat-mode";
import type { RoomVip, VipEndReason } from "./vip.schema";

/** The performer's VIP decisions (QA and the scenarios play her side). */
export const VIP_DECISIONS = ["accept", "decline", "stop", "disconnect"] as const;
export type VipDecision = (typeof VIP_DECISIONS)[number];
/** The reason a member disconnected from its show leaves the room with. */
export const VIP_DISCONNECT_LEAVE = "vip-disconnect";

const creditsOf = (state: WorldState, member: number) => state.members.find((m) => m.id === member)?.credits ?? 0;

/** §9 what is left of the show's minimum (5 minutes at its price), as far as the balance goes. */
const minimumRest = (state: WorldState, vip: RoomVip) =>
  vip.state === "accepted" ? Math.min(Math.max(0, VIP_MIN_MINUTES * vip.price - vip.charged), creditsOf(state, vip.member)) : 0;

/**
 * How a request or show ends, as world events: a show that ends before its minimum charges the rest (as far as the
 * balance goes); a member who ran out of credits or was disconnected leaves the room; the performer returns to the
 * status she had before the show (unless it was changed meanwhile).
 */
export const endVip = (state: WorldState, performer: string, reason: VipEndReason): WorldEvent[] => {
  const vip = roomIn(state, performer).vip;
  if (vip === null) return [];
  const rest = minimumRest(state, vip);
  const events: WorldEvent[] = [];
  if (rest > 0) events.push({ type: "chat.vip.charged", performer, member: vip.member, credits: rest, until: vip.paidUntil ?? vip.startedAt ?? 0 });
  events.push({ type: "chat.vip.ended", performer, reason });
  if (reason === "no_credits" || reason === "disconnected") {
    events.push({ type: "chat.room.left", performer, clientId: vip.clientId, reason: reason === "no_credits" ? "no_credits" : VIP_DISCONNECT_LEAVE });
  }
  if (vip.resume !== null && statusIn(state, performer) === "vip") events.push({ type: "performer.status.set", username: performer, status: vip.resume });
  return events;
};

/**
 * §4 accepting a request: the show starts for its member, the other viewers' chats stop (the performer is in a
 * private show: `paused`, §4 end reasons) and the performer's status becomes VIP. The engine's clock charges its minutes.
 */
const acceptVip = (room: ChatRoom, vip: RoomVip, at: number): WorldEvent[] => [
  { type: "chat.vip.accepted", performer: room.performer, price: room.vipPrice, at },
  ...room.viewers.filter((v) => v.clientId !== vip.clientId).map((v): WorldEvent => ({ type: "chat.room.left", performer: room.performer, clientId: v.clientId, reason: "paused" })),
  { type: "performer.status.set", username: room.performer, status: "vip" },
];

export type VipDecisionOutcome = { readonly ok: true; readonly events: WorldEvent[] } | { readonly ok: false; readonly error: string };

/** The performer's decision on her room's request or show; an error when there is nothing to decide. */
export const decideVip = (state: WorldState, performer: string, decision: VipDecision, at: number): VipDecisionOutcome => {
  const room = roomIn(state, performer);
  const vip = room.vip;
  if (vip === null) return { ok: false, error: `No VIP request or show in ${performer}'s room` };
  switch (decision) {
    case "accept":
      if (vip.state !== "requested") return { ok: false, error: `The VIP show in ${performer}'s room has already started` };
      if (modeOf(statusIn(state, performer)) === null) return { ok: false, error: `${performer}'s room is closed` };
      return { ok: true, events: acceptVip(room, vip, at) };
    case "decline":
      if (vip.state !== "requested") return { ok: false, error: `The VIP show in ${performer}'s room has already started: stop it` };
      return { ok: true, events: endVip(state, performer, "declined") };
    case "stop":
      return { ok: true, events: endVip(state, performer, "stopped") };
    case "disconnect":
      return { ok: true, events: endVip(state, performer, "disconnected") };
  }
};

/** §9 the next minute of a show whose paid time is over; the end (no_credits) when the balance cannot pay it. */
const meterVip = (state: WorldState, performer: string, vip: RoomVip, at: number): WorldEvent[] => {
  if (vip.paidUntil !== null && at < vip.paidUntil) return [];
  if (creditsOf(state, vip.member) < vip.price) return endVip(state, performer, "no_credits");
  const from = vip.paidUntil === null ? at : Math.max(at, vip.paidUntil);
  return [{ type: "chat.vip.charged", performer, member: vip.member, credits: vip.price, until: from + 60_000 }];
};

/**
 * One step of the engine's clock for a room's VIP: a request or show whose member left ends (left), a show whose
 * performer is no longer in VIP ends (stopped), a running show is charged its minutes.
 */
export const vipTick = (state: WorldState, performer: string, at: number): WorldEvent[] => {
  const room = roomIn(state, performer);
  const vip = room.vip;
  if (vip === null) return [];
  if (!room.viewers.some((v) => v.clientId === vip.clientId)) return endVip(state, performer, "left");
  if (vip.state !== "accepted") return [];
  if (statusIn(state, performer) !== "vip") return endVip(state, performer, "stopped");
  return meterVip(state, performer, vip, at);
};
