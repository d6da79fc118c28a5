import { CHAT_CREDITS_PER_MINUTE } from "../constants";
import type { ChatMode } from "../domain/chat.schema";
import type { PerformerStatus } from "../domain/performer.schema";
import type { ChatEnd } from "./chat-session.schema";

/** §4 the room's mode: the last chat-switch, else what the performer's status says (free chat, else paid chat). */
export const roomMode = (switched: ChatMode | null, status: PerformerStatus): ChatMode => switched ?? (status === "free" ? "free" : status === "vip" ? "vip" : "chat");

/** What a switched mode shows as (§4 chat-switch: free chat, paid chat, a private show). */
const MODE_STATUS: Readonly<Record<ChatMode, PerformerStatus>> = { free: "free", chat: "online", vip: "vip" };

/**
 * Issue 27: what the room's status displays show (the badge beside her name): the room's own word over the status read
 * when the page loaded. A room that closed is offline and a paused one paused; a joined room shows the mode its last
 * chat-switch named (a VIP show too: the member in it hears the switch with the room); until then, or while the chat
 * is still another performer's, the loaded status.
 */
export const roomStatus = (
  performer: { readonly username: string; readonly loaded: PerformerStatus },
  room: { readonly performer: string | null; readonly mode: ChatMode | null; readonly end: ChatEnd | null } | null,
): PerformerStatus => {
  const own = room !== null && room.performer !== null && room.performer.toLowerCase() === performer.username.toLowerCase() ? room : null;
  if (own?.end === "offline") return "offline";
  if (own?.end === "paused") return "pause";
  return own?.mode ? MODE_STATUS[own.mode] : performer.loaded;
};

/** §4 credit states in paid chat: low (under two minutes left), none (under one: "chat ends soon"); free chat costs nothing. */
export type ChatCreditState = "ok" | "low" | "none";

/** The same states in a VIP show (§4 credit states during VIP), at the show's price a minute (§9). */
export const chatCreditState = (mode: ChatMode, balance: number | null, guest: boolean, perMinute = CHAT_CREDITS_PER_MINUTE): ChatCreditState => {
  if (guest || mode === "free" || balance === null) return "ok";
  if (balance < perMinute) return "none";
  return balance < 2 * perMinute ? "low" : "ok";
};
