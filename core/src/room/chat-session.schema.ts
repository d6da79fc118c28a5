import { Schema } from "effect";
import type { TipGoal, TipMenuItem } from "../domain/chat.schema";
import { ChatSocketEvent } from "../realtime/chat-socket.schema";

/** §4 chat join: who joins which performer's room. */
export const ChatStart = Schema.Struct({
  type: Schema.Literal("chat.start"),
  performerId: Schema.Int,
  performer: Schema.String,
  /** The platform's session of the stream page (§3 join parameters). */
  session: Schema.String,
  /** §6 a guest (no token) chats for free for a limited time. */
  guest: Schema.Boolean,
  /** §4 a guest paying by phone: asked for a nickname when there is none. */
  dialInSession: Schema.Boolean,
  nickname: Schema.NullOr(Schema.String),
});

export const ChatSessionIntent = Schema.Union([
  ChatStart,
  Schema.Struct({ type: Schema.Literal("chat.nickname.input"), value: Schema.String }),
  Schema.Struct({ type: Schema.Literal("chat.nickname.submit") }),
  /** The visitor writes in the lane; `clientMessageId` comes from the injected id source (ARCHITECTURE §3 replay). */
  Schema.Struct({ type: Schema.Literal("chat.send"), text: Schema.String, clientMessageId: Schema.String }),
  /** A failed send is offered again (§8 message failed to send). */
  Schema.Struct({ type: Schema.Literal("chat.retry"), clientMessageId: Schema.String }),
  Schema.Struct({ type: Schema.Literal("chat.seen") }),
  /** §4 leave: with a reason (PUT chat/leave). */
  Schema.Struct({ type: Schema.Literal("chat.leave"), reason: Schema.String }),
  /** §4 the page closes while the chat is started: a beacon sends the leave. */
  Schema.Struct({ type: Schema.Literal("chat.pageClose") }),
  /** The player could not play the room's stream: shown (§8 suggest a refresh) and reported (§7 POST chat/error). */
  Schema.Struct({ type: Schema.Literal("chat.player.error"), reason: Schema.String }),
  /** §2.6 camback: the member's own webcam into the room, started and stopped by the member. */
  Schema.Struct({ type: Schema.Literal("chat.camback.start") }),
  Schema.Struct({ type: Schema.Literal("chat.camback.stop") }),
]);

export const ChatSessionEvent = Schema.Union([...ChatSessionIntent.members, ...ChatSocketEvent.members]).pipe(Schema.toTaggedUnion("type"));
export type ChatSessionEvent = typeof ChatSessionEvent.Type;

/** How a chat ended, for the view's text (§4 end reasons, §8 chat texts). */
export type ChatEnd = "kicked" | "vipDisconnected" | "guest_expired" | "duplicate_session" | "paused" | "no_credits" | "default" | "offline" | "redirect";

/**
 * A message the visitor wrote that the lane has not echoed yet: pending (waiting to be sent), sent (the room took
 * it, its echo is on its way), or failed (a retry is offered, §8 message failed to send).
 */
export interface OutgoingChatMessage {
  readonly clientMessageId: string;
  readonly text: string;
  readonly status: "pending" | "sent" | "failed";
}

/** The room as tips and VIP need it, told each time it is joined (routing table). */
export interface ChatJoined {
  readonly type: "chat.joined";
  readonly performer: string;
  readonly auth: string;
  readonly clientId: string | null;
  readonly guest: boolean;
  /** §3 the auth token marks a VIP session. */
  readonly vip: boolean;
  readonly cybertoyActive: boolean;
  readonly menu: readonly TipMenuItem[];
  readonly goal: TipGoal | null;
  /** §9 the VIP price a minute where the platform names one. */
  readonly vipPrice?: number;
}

/**
 * What the flow tells others (routing table): the room joined (tips and VIP act in it), closed, ended or left — e.g.
 * to redirect to the profile (§4).
 */
export type ChatSessionEmitted =
  | { type: "chat.redirect"; performer: string }
  | { type: "chat.left"; reason: string }
  | ChatJoined
  | { type: "chat.closed" };
