import { CHAT_ACTION_LABELS, MESSAGE_MAX_LENGTH, tipActionError, VIP_MIN_CREDITS, type ChatActionRequest, type TipErrorKey } from "@camstage/core";
import type { WorldEvent, WorldState } from "../world/world.schema";
import type { ChatViewer } from "./chat.schema";
import { memberKey, roomIn, roomKey, statusIn } from "./chat-room";
import { modeOf } from "./chat-mode";
import { tipEvents } from "./tips";
import { endVip } from "./vip-show";
import { CHAT_LABELS } from "./chat-labels";

/** What a tip or VIP action does: the world events to dispatch, or the labelled refusal (§8). */
export type ChatActionOutcome =
  | { readonly ok: true; readonly events: readonly WorldEvent[] }
  | { readonly ok: false; readonly status: 400 | 403; readonly label: string };

/** Who acts: the auth token's room and member, and the viewer it names. */
export interface ChatActor {
  readonly performer: string;
  readonly member: number | null;
  readonly viewer: ChatViewer;
}

type TipAction = Extract<ChatActionRequest, { action: "tip" }>;
type VipRequest = Extract<ChatActionRequest, { action: "requestVip" }>;

const done = (events: readonly WorldEvent[]): ChatActionOutcome => ({ ok: true, events });
const refuse = (status: 400 | 403, label: string): ChatActionOutcome => ({ ok: false, status, label });

/** §8 tip too low or too high; any other tip the room does not take is invalid. */
const TIP_LABELS: Partial<Record<TipErrorKey, string>> = { "tip.tooLow": CHAT_ACTION_LABELS.tipTooLow, "tip.tooHigh": CHAT_ACTION_LABELS.tipTooHigh };
const creditsOf = (state: WorldState, member: number) => state.members.find((m) => m.id === member)?.credits ?? 0;

/** §6 tipping and VIP are for members, and a kicked viewer does nothing more: the member who acts, or the refusal. */
const actingMember = (actor: ChatActor): number | ChatActionOutcome => {
  if (actor.member === null) return refuse(403, CHAT_ACTION_LABELS.guest);
  return actor.viewer.kicked ? refuse(403, CHAT_LABELS.kicked) : actor.member;
};

/** A tip for another performer than the room's, or with a message longer than a chat message (§5), is not one. */
const isMalformed = (actor: ChatActor, tip: TipAction["tip"]) => roomKey(tip.username) !== roomKey(actor.performer) || tip.message.trim().length > MESSAGE_MAX_LENGTH;

/**
 * §7 the tip action: a member's tip the room takes (§5/§9 `tipActionError`: its listing, toy, menu or custom amount)
 * and the balance covers (§8 the deduct label otherwise), once per idempotency key — a repeat answers ok again
 * and charges nothing (ARCHITECTURE §7).
 */
export const tipAction = (state: WorldState, actor: ChatActor, action: TipAction, id: string, at: number): ChatActionOutcome => {
  const member = actingMember(actor);
  if (typeof member !== "number") return member;
  const room = roomIn(state, actor.performer);
  if (room.keys.includes(memberKey(member, action.idempotencyKey))) return done([]);
  const { tip } = action;
  if (isMalformed(actor, tip)) return refuse(400, CHAT_ACTION_LABELS.tipInvalid);
  const error = tipActionError(tip, { toyActive: room.toy.active, menu: room.menu });
  if (error !== null) return refuse(400, TIP_LABELS[error] ?? CHAT_ACTION_LABELS.tipInvalid);
  if (creditsOf(state, member) < tip.amount) return refuse(400, CHAT_ACTION_LABELS.noCredits);
  return done(tipEvents(state, {
    type: "chat.tip.given", performer: room.performer, id, clientId: actor.viewer.clientId, member, sender: actor.viewer.nickname,
    amount: tip.amount, kind: tip.flag, message: tip.message.trim(), isPublic: tip.isPublic ?? true, item: tip.flag === "menu" ? (tip.item ?? null) : null,
    key: action.idempotencyKey, at,
  }));
};

/**
 * §4 requestVip: a member in an open room (§8 performer offline otherwise) where no one asked or is in a show yet,
 * with at least the §9 minimum of 480 credits; recorded once per idempotency key.
 */
export const requestVipAction = (state: WorldState, actor: ChatActor, action: VipRequest, at: number): ChatActionOutcome => {
  const member = actingMember(actor);
  if (typeof member !== "number") return member;
  const room = roomIn(state, actor.performer);
  if (room.keys.includes(memberKey(member, action.idempotencyKey))) return done([]);
  const mode = modeOf(statusIn(state, actor.performer));
  if (mode === null) return refuse(400, CHAT_ACTION_LABELS.vipUnavailable);
  if (room.vip !== null || mode === "vip") return refuse(400, CHAT_ACTION_LABELS.vipRequested);
  if (creditsOf(state, member) < VIP_MIN_CREDITS) return refuse(400, CHAT_ACTION_LABELS.noCredits);
  return done([{ type: "chat.vip.requested", performer: room.performer, clientId: actor.viewer.clientId, member, key: action.idempotencyKey, at }]);
};

/** §4 stopVip: the member withdraws the request (nothing is charged) or ends the show (the rest of its minimum is). */
export const stopVipAction = (state: WorldState, actor: ChatActor): ChatActionOutcome => {
  if (actor.member === null) return refuse(403, CHAT_ACTION_LABELS.guest);
  const room = roomIn(state, actor.performer);
  if (room.vip === null || room.vip.member !== actor.member) return refuse(400, CHAT_ACTION_LABELS.vipNone);
  if (room.vip.state === "requested") return done([{ type: "chat.vip.ended", performer: room.performer, reason: "cancelled" }]);
  return done(endVip(state, room.performer, "stopped"));
};
