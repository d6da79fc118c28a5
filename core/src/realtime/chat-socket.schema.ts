import { Schema } from "effect";
import { ChatEndReason, ChatJoinResult, ChatMessageType, ChatMode, TipGoal, TipMenuItem, ToyIntensity } from "../domain/chat.schema";

// ---------------------------------------------------------------------------------------------------------------
// Wire: what the chat engine emits in a room (§4 chat events). The spec names the events, not their payloads;
// these are the shapes the simulator's engine sends and a platform adapter maps to.
// ---------------------------------------------------------------------------------------------------------------

const Empty = Schema.Struct({});
/** A chat client (one tab of a member or guest), as the engine names it. */
const ClientId = Schema.String;
/** Milliseconds since the epoch, the engine's clock. */
const At = Schema.Finite;
const Amount = Schema.Int.check(Schema.isGreaterThan(0));

/** §3 a lane message: the engine's id makes it unique in the lane (§3 de-duplicated by id). */
export const ChatMessagePayload = Schema.Struct({
  id: Schema.String,
  messageType: ChatMessageType,
  sender: Schema.String,
  message: Schema.String,
  at: At,
  /** The sender's own id for a message it sent: its echo replaces the pending bubble (no duplicate). */
  clientMessageId: Schema.optional(Schema.String),
  /**
   * The client that sent it, with `clientMessageId`: only a client's own echo takes its pending bubble's place (issue 27;
   * every viewer hears every id). A platform that leaves it out is trusted on the id alone.
   */
  clientId: Schema.optional(ClientId),
});
export type ChatMessagePayload = typeof ChatMessagePayload.Type;

/**
 * §3 a tip in the room: who tipped how much, its kind (the tip action's flag), its message, whether the room saw it
 * (a private tip reaches only the tipper and the performer) and the tip-menu item it paid for.
 */
export const ChatTipPayload = Schema.Struct({
  id: Schema.String,
  sender: Schema.String,
  amount: Amount,
  tipType: Schema.String,
  message: Schema.String,
  isPublic: Schema.Boolean,
  at: At,
  item: Schema.optional(Schema.String),
});
export type ChatTipPayload = typeof ChatTipPayload.Type;

/** §4 member-disconnected: which client left and why (chat-closed, ping-auth-expired, ping-unauthorized, …). */
export const MemberDisconnectedPayload = Schema.Struct({ clientId: ClientId, reason: Schema.String });
export type MemberDisconnectedPayload = typeof MemberDisconnectedPayload.Type;

/** §4 kick and vip-disconnect: the client concerned. */
export const ClientPayload = Schema.Struct({ clientId: ClientId });

/** §4 chat-switch: the mode the performer switched the room to. */
export const ChatSwitchPayload = Schema.Struct({ mode: ChatMode });

/**
 * §4 chat-stopped: the end reason (§4 end reasons; absent reads as default). The engine adds `no_credits`: paid chat
 * (§9 60 credits a minute) ended because the balance could not pay the next minute.
 */
export const ChatStopReason = Schema.Union([ChatEndReason, Schema.Literal("no_credits")]);
export type ChatStopReason = typeof ChatStopReason.Type;
export const ChatStoppedPayload = Schema.Struct({ reason: Schema.optional(ChatStopReason) });

/**
 * §4 accept-vip: the message the lane shows (§4 accept-vip adds the message), when the show started and its price a
 * minute (§9: 50 by default, 240 where the platform says so).
 */
export const AcceptVipPayload = Schema.Struct({
  message: Schema.optional(ChatMessagePayload),
  startedAt: Schema.optional(At),
  price: Schema.optional(Amount),
});

/** The room's tip goal changed (set, reached, removed) or its tip menu did. */
export const TipGoalPayload = Schema.Struct({ goal: Schema.NullOr(TipGoal) });
export const TipMenuPayload = Schema.Struct({ items: Schema.Array(TipMenuItem) });

/** §4 player-error, forwarded to listeners. */
export const PlayerErrorPayload = Schema.Struct({ message: Schema.optional(Schema.String) });

/** §4 cybertoy: the performer's toy switched on or off. */
export const CybertoyPayload = Schema.Struct({ active: Schema.Boolean });

/** §4 ft-tip: a toy tip made the toy react (intensity, seconds). */
export const ToyTipPayload = Schema.Struct({ sender: Schema.String, amount: Amount, intensity: ToyIntensity, duration: Amount, at: At });
export type ToyTipPayload = typeof ToyTipPayload.Type;

// ---------------------------------------------------------------------------------------------------------------
// The join handshake (§4 chat join, §7 "chat join via the socket"): the client emits `join` with an acknowledgement.
// ---------------------------------------------------------------------------------------------------------------

export const CHAT_JOIN_EVENT = "join";

/** What the client sends: the join token, the nickname it chose (§5; a dial-in guest's), the player's options. */
export const ChatJoinRequest = Schema.Struct({
  joinToken: Schema.String,
  nickname: Schema.NullOr(Schema.String),
  player: Schema.optional(Schema.Struct({ muted: Schema.Boolean })),
});
export type ChatJoinRequest = typeof ChatJoinRequest.Type;

/**
 * What joining gives: §4 the auth token and whether the toy is active, plus the room's stream (an HLS playlist URL)
 * and its recent messages — on a rejoin after a drop these fill what the lane missed (unique by id, in order) — and
 * the performer's tip menu and goal, and the VIP price a minute (§9, 50 when absent).
 */
export const ChatJoinAnswer = Schema.Struct({
  ...ChatJoinResult.fields,
  stream: Schema.optional(Schema.String),
  messages: Schema.optional(Schema.Array(ChatMessagePayload)),
  menu: Schema.optional(Schema.Array(TipMenuItem)),
  goal: Schema.optional(Schema.NullOr(TipGoal)),
  vipPrice: Schema.optional(Amount),
  /** Issue 27: the room's mode as the platform holds it at the join (its word over what the client believed). */
  mode: Schema.optional(ChatMode),
});
export type ChatJoinAnswer = typeof ChatJoinAnswer.Type;

/** The acknowledgement of `join`: the answer, or the engine's label (§8 join failure). */
export const ChatJoinAck = Schema.Union([
  Schema.Struct({ ok: Schema.Literal(true), answer: ChatJoinAnswer }),
  Schema.Struct({ ok: Schema.Literal(false), label: Schema.String }),
]);
export type ChatJoinAck = typeof ChatJoinAck.Type;

/** Every server → client chat event name with the schema of its (first) argument. */
export const CHAT_SOCKET_WIRE = {
  "keep-alive": Empty,
  "host-disconnected": Empty,
  "member-disconnected": MemberDisconnectedPayload,
  "accept-vip": AcceptVipPayload,
  "stop-vip": Empty,
  "decline-vip": Empty,
  "vip-disconnect": ClientPayload,
  "chat-switch": ChatSwitchPayload,
  message: ChatMessagePayload,
  tip: ChatTipPayload,
  kick: ClientPayload,
  "chat-stopped": ChatStoppedPayload,
  "player-error": PlayerErrorPayload,
  "audio-available": Empty,
  "audio-denied": Empty,
  "video-available": Empty,
  "video-denied": Empty,
  "room-closed": Empty,
  cybertoy: CybertoyPayload,
  "ft-tip": ToyTipPayload,
  "stop-camback": Empty,
  "camback-stopped": Empty,
  "tip-goal": TipGoalPayload,
  "tip-menu": TipMenuPayload,
} as const;
export type ChatSocketWireName = keyof typeof CHAT_SOCKET_WIRE;
export const CHAT_SOCKET_WIRE_NAMES = Object.keys(CHAT_SOCKET_WIRE) as readonly ChatSocketWireName[];

// ---------------------------------------------------------------------------------------------------------------
// Typed events the chat flow receives (ARCHITECTURE §3: dot-namespaced, schema'd, logged).
// ---------------------------------------------------------------------------------------------------------------

export const ChatMedia = Schema.Literals(["audio", "video"]);
export type ChatMedia = typeof ChatMedia.Type;

/** The chat events other flows hear too (routing table): VIP (§4), the toy (§4 cybertoy, ft-tip), the tip goal and menu. */
export const VipAcceptedEvent = Schema.Struct({
  type: Schema.Literal("socket.chat.vipAccepted"),
  message: Schema.optional(ChatMessagePayload),
  startedAt: Schema.optional(At),
  price: Schema.optional(Amount),
});
export const VipStoppedEvent = Schema.Struct({ type: Schema.Literal("socket.chat.vipStopped") });
export const VipDeclinedEvent = Schema.Struct({ type: Schema.Literal("socket.chat.vipDeclined") });
export const VipDisconnectedEvent = Schema.Struct({ type: Schema.Literal("socket.chat.vipDisconnected"), clientId: ClientId });
export const KickedEvent = Schema.Struct({ type: Schema.Literal("socket.chat.kicked"), clientId: ClientId });
export const CybertoyEvent = Schema.Struct({ type: Schema.Literal("socket.chat.cybertoy"), active: Schema.Boolean });
export const ToyTipEvent = Schema.Struct({ type: Schema.Literal("socket.chat.toyTip"), tip: ToyTipPayload });
export const TipGoalEvent = Schema.Struct({ type: Schema.Literal("socket.chat.goal"), goal: Schema.NullOr(TipGoal) });
export const TipMenuEvent = Schema.Struct({ type: Schema.Literal("socket.chat.menu"), items: Schema.Array(TipMenuItem) });

export const ChatSocketEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("socket.chat.connected") }),
  /** The socket dropped; a reconnect rejoins (§4). */
  Schema.Struct({ type: Schema.Literal("socket.chat.disconnected"), reason: Schema.String }),
  Schema.Struct({ type: Schema.Literal("socket.chat.reconnected") }),
  Schema.Struct({ type: Schema.Literal("socket.chat.keepAlive") }),
  Schema.Struct({ type: Schema.Literal("socket.chat.hostDisconnected") }),
  Schema.Struct({ type: Schema.Literal("socket.chat.memberDisconnected"), clientId: ClientId, reason: Schema.String }),
  VipAcceptedEvent,
  VipStoppedEvent,
  VipDeclinedEvent,
  VipDisconnectedEvent,
  Schema.Struct({ type: Schema.Literal("socket.chat.switched"), mode: ChatMode }),
  Schema.Struct({ type: Schema.Literal("socket.chat.message"), message: ChatMessagePayload }),
  Schema.Struct({ type: Schema.Literal("socket.chat.tip"), tip: ChatTipPayload }),
  KickedEvent,
  Schema.Struct({ type: Schema.Literal("socket.chat.stopped"), reason: ChatStopReason }),
  Schema.Struct({ type: Schema.Literal("socket.chat.playerError"), message: Schema.String }),
  Schema.Struct({ type: Schema.Literal("socket.chat.media"), media: ChatMedia, available: Schema.Boolean }),
  Schema.Struct({ type: Schema.Literal("socket.chat.roomClosed") }),
  CybertoyEvent,
  ToyTipEvent,
  Schema.Struct({ type: Schema.Literal("socket.chat.cambackStop") }),
  Schema.Struct({ type: Schema.Literal("socket.chat.cambackStopped") }),
  TipGoalEvent,
  TipMenuEvent,
]).pipe(Schema.toTaggedUnion("type"));
export type ChatSocketEvent = typeof ChatSocketEvent.Type;
export type ChatSocketEventType = ChatSocketEvent["type"];

/** §4 member-disconnected for this member with one of these reasons redirects; any other reason leaves the chat. */
export const CHAT_REDIRECT_REASONS = ["chat-closed", "ping-auth-expired", "ping-unauthorized"] as const;

export type ChatDisconnectOutcome = "redirect" | "leave" | "none";

/** §4 what a member-disconnected means for this client: nothing when it names another client. */
export const memberDisconnectedOutcome = (event: { clientId: string; reason: string }, ownClientId: string | null): ChatDisconnectOutcome => {
  if (ownClientId === null || event.clientId !== ownClientId) return "none";
  return (CHAT_REDIRECT_REASONS as readonly string[]).includes(event.reason) ? "redirect" : "leave";
};
