import { CHAT_CREDITS_PER_MINUTE } from "../constants";
import type { ChatMode } from "../domain/chat.schema";
import type { PerformerStatus } from "../domain/performer.schema";

/** §4 the room's mode: the last chat-switch, else what the performer's status says (free chat, else paid chat). */
export const roomMode = (switched: ChatMode | null, status: PerformerStatus): ChatMode => switched ?? (status === "free" ? "free" : status === "vip" ? "vip" : "chat");

/** §4 credit states in paid chat: low (under two minutes left), none (under one: "chat ends soon"); free chat costs nothing. */
export type ChatCreditState = "ok" | "low" | "none";

/** The same states in a VIP show (§4 credit states during VIP), at the show's price a minute (§9). */
export const chatCreditState = (mode: ChatMode, balance: number | null, guest: boolean, perMinute = CHAT_CREDITS_PER_MINUTE): ChatCreditState => {
  if (guest || mode === "free" || balance === null) return "ok";
  if (balance < perMinute) return "none";
  return balance < 2 * perMinute ? "low" : "ok";
};
