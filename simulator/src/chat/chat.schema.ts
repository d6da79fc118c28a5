import { Schema } from "effect";

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
});
export const ChatSettingsSet = Schema.Struct({
  type: Schema.Literal("chat.settings.set"),
  /** §6 a guest's free chat time. */
  guestSeconds: Schema.optional(Schema.Int.check(Schema.isGreaterThan(0))),
  /** Seeded chatter bots in the rooms (off for tests). */
  bots: Schema.optional(Schema.Boolean),
});

export const ChatWorldEvent = Schema.Union([ChatRoomJoined, ChatRoomLeft, ChatRoomKicked, ChatRoomSaid, ChatSettingsSet]);
export type ChatWorldEvent = typeof ChatWorldEvent.Type;
export const CHAT_EVENT_TYPES: ReadonlySet<string> = new Set(ChatWorldEvent.members.map((member) => member.fields.type.literal));

export interface ChatViewer {
  readonly clientId: string;
  readonly member: number | null;
  readonly nickname: string;
  readonly kicked: boolean;
}
export interface ChatRoomMessage {
  readonly id: string;
  readonly messageType: "host" | "member" | "system";
  readonly sender: string;
  readonly text: string;
  readonly at: number;
  readonly clientMessageId: string | null;
}
export interface ChatRoom {
  readonly performer: string;
  /** Present viewers (kicked ones stay marked until they leave). */
  readonly viewers: readonly ChatViewer[];
  /** Oldest first; the newest 500 kept (as a lane does, DESIGN §6). */
  readonly messages: readonly ChatRoomMessage[];
}
export interface ChatSettings {
  readonly guestSeconds: number;
  readonly bots: boolean;
}
/** §6 a guest's free chat time unless QA sets another: three minutes. */
export const DEFAULT_CHAT_SETTINGS: ChatSettings = { guestSeconds: 180, bots: true };
export const ROOM_MESSAGE_LIMIT = 500;
