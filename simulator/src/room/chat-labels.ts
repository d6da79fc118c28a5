/** The labels of the §7 chat calls (§8 join-token failure, message failed to send); tips and VIP answer core's `CHAT_ACTION_LABELS`. */
export const CHAT_LABELS = {
  performer: "notFound.performer",
  offline: "badRequest.chat.offline",
  auth: "forbidden.chat.auth",
  kicked: "forbidden.chat.kicked",
  message: "badRequest.chat.message",
  nickname: "badRequest.chat.nickname",
} as const;
