import { Schema } from "effect";
import { ChatJoinParameters, ChatJoinTokenResponse, ChatLeaveRequest, ChatTipAction } from "../domain/chat.schema";
import { NoInput, endpoint } from "./endpoints";

/** `true`: the chat calls that only acknowledge. */
const Acknowledged = Schema.Literal(true);
const Auth = Schema.String;

/**
 * §7 POST chat/action, one body per action. A message carries the writer's client message id (its echo replaces
 * the pending bubble, and a repeat after a reconnect is ignored); a tip and a VIP request carry an idempotency key
 * (ARCHITECTURE §7: a double click never charges twice).
 */
export const ChatActionRequest = Schema.Union([
  Schema.Struct({ action: Schema.Literal("message"), auth: Auth, message: Schema.String, clientMessageId: Schema.String }),
  Schema.Struct({ action: Schema.Literal("changeNickname"), auth: Auth, nickname: Schema.String }),
  Schema.Struct({ action: Schema.Literal("tip"), auth: Auth, tip: ChatTipAction, idempotencyKey: Schema.String }),
  Schema.Struct({ action: Schema.Literal("requestVip"), auth: Auth, idempotencyKey: Schema.String }),
  Schema.Struct({ action: Schema.Literal("stopVip"), auth: Auth }),
]).pipe(Schema.toTaggedUnion("action"));
export type ChatActionRequest = typeof ChatActionRequest.Type;

/** §7 PUT chat/set-lobby. */
export const ChatLobbyRequest = Schema.Struct({ auth: Auth, lobby: Schema.Boolean });
/** §7 POST chat/error: what went wrong in the room, for the platform's log. */
export const ChatErrorReport = Schema.Struct({ auth: Schema.optional(Auth), error: Schema.String });
/** §7 camback start and stop: the member's own webcam into the room. */
export const CambackRequest = Schema.Struct({ auth: Auth });

/** §7 Chat (streaming engine) HTTP calls; the join token comes from the member API. */
export const chatApi = {
  joinToken: endpoint({ api: "member", method: "POST", path: "/chat/join", params: NoInput, query: NoInput, body: ChatJoinParameters, output: ChatJoinTokenResponse }),
  leave: endpoint({ api: "chat", method: "PUT", path: "/chat/leave", params: NoInput, query: NoInput, body: ChatLeaveRequest, output: Acknowledged }),
  /** §7 the beacon sent on page close (POST, the api key in the query: a beacon sends no headers). */
  leaveBeacon: endpoint({ api: "chat", method: "POST", path: "/chat/leave", params: NoInput, query: Schema.Struct({ apiKey: Schema.String }), body: ChatLeaveRequest, output: Acknowledged }),
  action: endpoint({ api: "chat", method: "POST", path: "/chat/action", params: NoInput, query: NoInput, body: ChatActionRequest, output: Acknowledged }),
  setLobby: endpoint({ api: "chat", method: "PUT", path: "/chat/set-lobby", params: NoInput, query: NoInput, body: ChatLobbyRequest, output: Acknowledged }),
  error: endpoint({ api: "chat", method: "POST", path: "/chat/error", params: NoInput, query: NoInput, body: ChatErrorReport, output: Acknowledged }),
  cambackStart: endpoint({ api: "chat", method: "POST", path: "/chat/camback/start", params: NoInput, query: NoInput, body: CambackRequest, output: Acknowledged }),
  cambackStop: endpoint({ api: "chat", method: "POST", path: "/chat/camback/stop", params: NoInput, query: NoInput, body: CambackRequest, output: Acknowledged }),
};


/**
 * The labels the platform answers a refused tip or VIP action with (§8 tip or VIP request failure: stored and
 * shown; tip too low/high). `noCredits` is the platform's deduct label (§8): the no-credits-for-tip or -for-VIP modal.
 */
/** The labels a refused chat join answers with (§8 chat join failure); `offline`: the room is closed. */
export const CHAT_JOIN_LABELS = {
  malformed: "badRequest.chat.join",
  token: "forbidden.chat.joinToken",
  offline: "badRequest.chat.offline",
  private: "badRequest.chat.private",
  kicked: "forbidden.chat.kicked",
  member: "forbidden.token.invalid",
} as const;

export const CHAT_ACTION_LABELS = {
  tipTooLow: "badRequest.tip.tooLow",
  tipTooHigh: "badRequest.tip.tooHigh",
  tipInvalid: "badRequest.tip.invalid",
  noCredits: "badRequest.deduct.credits.amount",
  guest: "forbidden.chat.guest",
  vipRequested: "badRequest.vip.requested",
  vipUnavailable: "badRequest.vip.unavailable",
  vipNone: "badRequest.vip.none",
} as const;
