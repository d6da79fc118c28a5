import { Schema } from "effect";
import { eventTypes } from "../world/world.features";
import type { TipGoal, TipMenuItem } from "@camstage/core";
import { TipWorldEvent, type RoomTip, type RoomToy } from "./tips.schema";
import { VipWorldEvent, type RoomVip } from "./vip.schema";

/**
 * The chat rooms in the world (issue 11): who is in a performer's room and what was said, as world events, so a
 * recorded run replays its rooms too. The chat engine (socket) and the QA API change rooms only through these.
 */
const Performer = Schema.String;
const ClientId = Schema.String;

export const ChatRoomJoined = Schema.Struct({
  type: Schema.Literal("chat.room.joined"),
  performer: Performer,
  clientId: ClientId,
  /** The member's id; null for a guest. */
  member: Schema.NullOr(Schema.Int),
  nickname: Schema.String,
  /** When the engine let the client in (ms, the host's clock): a guest's free time runs from here (§6). */
  at: Schema.Number,
});
export const ChatRoomLeft = Schema.Struct({ type: Schema.Literal("chat.room.left"), performer: Performer, clientId: ClientId, reason: Schema.String });
export const ChatRoomKicked = Schema.Struct({ type: Schema.Literal("chat.room.kicked"), performer: Performer, clientId: ClientId });
export const ChatRoomSaid = Schema.Struct({
  type: Schema.Literal("chat.room.said"),
  performer: Performer,
  id: Schema.String,
  /** Who wrote it: the performer (host), a viewer (member), or the room itself (system). */
  messageType: Schema.Literals(["host", "member", "system"]),
  sender: Schema.String,
  text: Schema.String,
  /** The writer's client: a repeat of the same client message id is not said twice. */
  clientId: Schema.NullOr(ClientId),
  clientMessageId: Schema.NullOr(Schema.String),
  /** When it was said (ms, the host's clock); the room keeps its messages strictly in this order. */
  at: Schema.Number,
});
/** §9 a minute of paid chat charged to a member present in the room, paid up to `until`. */
export const ChatRoomCharged = Schema.Struct({
  type: Schema.Literal("chat.room.charged"),
  performer: Performer,
  clientId: ClientId,
  member: Schema.Int,
  credits: Schema.Int.check(Schema.isGreaterThan(0)),
  until: Schema.Number,
});
/** §4 what the performer's side does to the whole room (QA, scenarios): each is relayed as its chat event. */
export const ROOM_SIGNALS = ["chat-stopped", "room-closed", "host-disconnected", "player-error", "stop-camback"] as const;
export const ChatRoomSignalled = Schema.Struct({ type: Schema.Literal("chat.room.signalled"), performer: Performer, signal: Schema.Literals(ROOM_SIGNALS) });
/** §7 changeNickname. */
export const ChatRoomRenamed = Schema.Struct({ type: Schema.Literal("chat.room.renamed"), performer: Performer, clientId: ClientId, nickname: Schema.String });
/** §7 camback start and stop: the viewer's webcam shown to the performer. */
export const ChatCambackSet = Schema.Struct({ type: Schema.Literal("chat.camback.set"), performer: Performer, clientId: ClientId, on: Schema.Boolean });
export const ChatSettingsSet = Schema.Struct({
  type: Schema.Literal("chat.settings.set"),
  /** §6 a guest's free chat time. */
  guestSeconds: Schema.optional(Schema.Int.check(Schema.isGreaterThan(0))),
  /** Seeded chatter bots in the rooms (off for tests). */
  bots: Schema.optional(Schema.Boolean),
  /** Issue 27: how long the engine takes to answer a join (a slow platform, for races against the room's start). */
  joinDelayMs: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 30_000 }))),
});

export const ChatWorldEvent = Schema.Union([
  ChatRoomJoined, ChatRoomLeft, ChatRoomKicked, ChatRoomSaid, ChatRoomCharged, ChatRoomSignalled, ChatRoomRenamed, ChatCambackSet, ChatSettingsSet,
  ...TipWorldEvent.members, ...VipWorldEvent.members,
]);
export type ChatWorldEvent = typeof ChatWorldEvent.Type;
export const CHAT_EVENT_TYPES = eventTypes(ChatWorldEvent);

export interface ChatViewer {
  readonly clientId: string;
  readonly member: number | null;
  readonly nickname: string;
  readonly kicked: boolean;
  /** When the client first joined (a reconnect keeps it): a guest's free time runs from here. */
  readonly joinedAt: number;
  /** §9 paid chat: the member has paid up to this instant; null before the first paid minute. */
  readonly paidUntil: number | null;
  /** §7 the viewer's webcam is on (camback). */
  readonly camback: boolean;
}
export interface ChatRoomMessage {
  readonly id: string;
  readonly messageType: "host" | "member" | "system";
  readonly sender: string;
  readonly text: string;
  readonly at: number;
  /** Who said it (null: the performer's side); with `clientMessageId`, what makes a retry the same message. */
  readonly clientId: string | null;
  readonly clientMessageId: string | null;
}
export interface ChatRoom {
  readonly performer: string;
  /** Present viewers (kicked ones stay marked until they leave). */
  readonly viewers: readonly ChatViewer[];
  /** Oldest first; the newest 500 kept (as a lane does, ARCHITECTURE §6). */
  readonly messages: readonly ChatRoomMessage[];
  /** §3 the tips given here, oldest first; the newest 500 kept. */
  readonly tips: readonly RoomTip[];
  /** The idempotency keys members used here (`member:key`): each tip or VIP request counts once (ARCHITECTURE §7). */
  readonly keys: readonly string[];
  readonly toy: RoomToy;
  readonly menu: readonly TipMenuItem[];
  readonly goal: TipGoal | null;
  /** §9 what a VIP show here costs a minute: 50, or 240 where the platform says so (QA sets it). */
  readonly vipPrice: number;
  readonly vip: RoomVip | null;
}
export interface ChatSettings {
  readonly guestSeconds: number;
  readonly bots: boolean;
  readonly joinDelayMs: number;
}
/** §6 a guest's free chat time unless QA sets another: three minutes; joins answered at once. */
export const DEFAULT_CHAT_SETTINGS: ChatSettings = { guestSeconds: 180, bots: true, joinDelayMs: 0 };
export const ROOM_MESSAGE_LIMIT = 500;
