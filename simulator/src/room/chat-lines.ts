import type { ChatMessagePayload } from "@camstage/core";
import type { ChatRoomMessage } from "./chat.schema";

/** A room message as the chat socket sends it (§3). */
export const messagePayload = (message: ChatRoomMessage): ChatMessagePayload => ({
  id: message.id,
  messageType: message.messageType,
  sender: message.sender,
  message: message.text,
  at: message.at,
  ...(message.clientMessageId === null ? {} : { clientMessageId: message.clientMessageId }),
  ...(message.clientMessageId === null || message.clientId === null ? {} : { clientId: message.clientId }),
});

/** A guest's nickname when they chose none (§5 guest display name): stable for the client. */
export const guestNickname = (clientId: string) => {
  let hash = 0;
  for (const char of clientId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `Guest${String(hash % 10_000).padStart(4, "0")}`;
};

export const GREETINGS = ["Hi {member}, welcome to my room! 😘", "Hey {member}! So nice to see you 💋", "Welcome {member}, make yourself comfortable 😊"];
export const ANSWERS = ["Haha, you are sweet 😊", "Tell me more…", "Mmm, I like that 😉", "Thank you honey 💕", "What would you like to see today?"];
