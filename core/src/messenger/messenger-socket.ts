import { Option, Schema } from "effect";
import { MessageReadEvent, PrivateMessageEvent } from "../platform/inbox-endpoints";

/**
 * §4 the member socket's private-message and message-read, decoded where the messenger loads (the first page only
 * passes them on): a malformed one is null, reported and never applied (§8).
 */
export const decodePrivateMessage = (payload: unknown): PrivateMessageEvent | null => Option.getOrNull(Schema.decodeUnknownOption(PrivateMessageEvent)(payload));
export const decodeMessageRead = (payload: unknown): MessageReadEvent | null => Option.getOrNull(Schema.decodeUnknownOption(MessageReadEvent)(payload));
