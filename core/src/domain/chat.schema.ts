import { Schema } from "effect";

// ---------------------------------------------------------------------------------------------------------------
// Tips (§3 tip kinds, §9 listings)
// ---------------------------------------------------------------------------------------------------------------

/** §3 tip kinds: the member tips plus a custom amount. */
export const TipKind = Schema.Literals(["wink", "kiss", "drink", "heart", "gift", "custom"]);
export type TipKind = typeof TipKind.Type;

/** §3 toy tip intensities, weakest first. */
export const ToyIntensity = Schema.Literals(["low", "normal", "medium", "hard", "extreme"]);
export type ToyIntensity = typeof ToyIntensity.Type;

/** §3 toy tip: an amount that makes the performer's toy vibrate at an intensity for a duration (seconds). */
export const ToyTip = Schema.Struct({
  amount: Schema.Number,
  intensity: ToyIntensity,
  duration: Schema.Number,
});
export type ToyTip = typeof ToyTip.Type;

/** §3 Tip. */
export const Tip = Schema.Struct({
  amount: Schema.Number,
  tipType: Schema.String,
  message: Schema.String,
  isPublic: Schema.Boolean,
});
export type Tip = typeof Tip.Type;

/** A performer's tip menu item ("dance 150"): what a tip of that amount asks for. Not in the spec; leading sites have it. */
export const TipMenuItem = Schema.Struct({
  id: Schema.String,
  // Pure: with the first page's other schemas, these build only where they are used (ARCHITECTURE §6).
  label: /*#__PURE__*/ Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(60)),
  credits: /*#__PURE__*/ Schema.Int.check(Schema.isGreaterThan(0)),
});
export type TipMenuItem = typeof TipMenuItem.Type;

/** A performer's tip goal: its title, the credits it needs and the credits tipped towards it so far. */
export const TipGoal = Schema.Struct({
  title: /*#__PURE__*/ Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(80)),
  target: /*#__PURE__*/ Schema.Int.check(Schema.isGreaterThan(0)),
  progress: /*#__PURE__*/ Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
});
export type TipGoal = typeof TipGoal.Type;

// ---------------------------------------------------------------------------------------------------------------
// Join, auth and chat actions (§3 Chat, §7 Chat)
// ---------------------------------------------------------------------------------------------------------------

/** §3 join parameters, also the body of POST /chat/join. */
export const ChatJoinParameters = Schema.Struct({
  performer: Schema.Number,
  session: Schema.String,
  meta: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
});
export type ChatJoinParameters = typeof ChatJoinParameters.Type;

/** Answer of POST /chat/join. */
export const ChatJoinTokenResponse = Schema.Struct({ joinToken: Schema.String });
export type ChatJoinTokenResponse = typeof ChatJoinTokenResponse.Type;

/** §3 the join token is decodable and names the performer. */
export const ChatJoinTokenPayload = Schema.Struct({
  performer: Schema.Union([Schema.Number, Schema.String]),
});
export type ChatJoinTokenPayload = typeof ChatJoinTokenPayload.Type;

/** §4 answer of the socket join: the auth token and whether the performer's toy is active. */
export const ChatJoinResult = Schema.Struct({
  auth: Schema.String,
  cybertoyActive: Schema.Boolean,
});
export type ChatJoinResult = typeof ChatJoinResult.Type;

/** §3 the auth token is decodable: `meta.type` 'vip' means a VIP session; it also carries a client id and token. */
export const ChatAuthTokenPayload = Schema.Struct({
  meta: Schema.Struct({ type: Schema.String }),
  clientId: Schema.optional(Schema.String),
  token: Schema.optional(Schema.String),
});
export type ChatAuthTokenPayload = typeof ChatAuthTokenPayload.Type;

export const isVipSession = (payload: ChatAuthTokenPayload): boolean => payload.meta.type === "vip";

export const ChatMode = Schema.Literals(["chat", "vip", "free"]);
export type ChatMode = typeof ChatMode.Type;

export const ChatEndReason = Schema.Literals(["guest_expired", "duplicate_session", "paused", "default"]);
export type ChatEndReason = typeof ChatEndReason.Type;

/** §7 POST chat/action actions. */
export const ChatActionName = Schema.Literals(["changeNickname", "message", "tip", "requestVip", "stopVip"]);
export type ChatActionName = typeof ChatActionName.Type;

/**
 * §7 the tip action's payload: the performer's username, the amount, the optional message and the flag — the tip's
 * kind (a §9 chat tip name, a member tip kind, `custom`, or `toy` for a toy tip). Whether the room sees it
 * (§3 isPublic) and the tip-menu item it pays for travel beside them.
 */
export const ChatTipAction = Schema.Struct({
  username: Schema.String,
  amount: Schema.Number,
  message: Schema.String,
  flag: Schema.String,
  isPublic: Schema.optional(Schema.Boolean),
  item: Schema.optional(Schema.String),
});
export type ChatTipAction = typeof ChatTipAction.Type;

/** §7 PUT chat/leave. */
export const ChatLeaveRequest = Schema.Struct({ auth: Schema.String, reason: Schema.String });
export type ChatLeaveRequest = typeof ChatLeaveRequest.Type;

// ---------------------------------------------------------------------------------------------------------------
// Chat messages
// ---------------------------------------------------------------------------------------------------------------

/** Notice messages are dropped; member and room messages raise the new-message flag (§3). */
export const ChatMessageType = Schema.Literals(["member", "room", "notice", "host", "system"]);
export type ChatMessageType = typeof ChatMessageType.Type;

/** §3 Chat message. */
export const ChatMessage = Schema.Struct({
  messageType: ChatMessageType,
  sender: Schema.String,
  message: Schema.String,
});
export type ChatMessage = typeof ChatMessage.Type;

export const isNoticeMessage = (m: ChatMessage): boolean => m.messageType === "notice";
export const raisesNewMessageFlag = (m: ChatMessage): boolean => m.messageType === "member" || m.messageType === "room";
