import type { ChatMessage, ToyIntensity } from "../domain/chat.schema";
import { isNoticeMessage, raisesNewMessageFlag } from "../domain/chat.schema";

/** ARCHITECTURE §6 a lane keeps at most this many messages (the oldest leave first). */
export const LANE_MAX_MESSAGES = 500;

/**
 * A tip the lane shows (§3 Tip): its amount, kind (the tip action's flag: a listed tip's name, `custom`, `menu`,
 * `toy`), the tip-menu item it paid for, whether the room saw it, and for a toy tip (§4 ft-tip) how the toy reacted.
 */
export interface LaneTip {
  readonly amount: number;
  readonly kind: string;
  readonly item?: string;
  readonly isPublic: boolean;
  readonly toy?: { readonly intensity: ToyIntensity; readonly duration: number };
}

/**
 * §3 a chat message as the lane holds it: its id (unique in the lane) and when the room received it. A tip or a toy's
 * reaction is a `room` message from the tipper (its `message` the tip's text) carrying `tip`.
 */
export interface LaneMessage extends ChatMessage {
  readonly id: string;
  readonly at: number;
  readonly tip?: LaneTip;
}

export interface Lane {
  /** Oldest first, by `at`; messages with the same `at` in the order they arrived. */
  readonly messages: readonly LaneMessage[];
  /** §3 a member or room message arrived since the lane was last seen. */
  readonly hasNew: boolean;
}

export const EMPTY_LANE: Lane = { messages: [], hasNew: false };

/**
 * §3/§4 messages into the lane: notices are dropped, a message already there (by id: a replay after a reconnect,
 * the server's echo) is not added twice, each lands in time order, and only the newest 500 stay.
 */
export function receiveMessages(lane: Lane, incoming: readonly LaneMessage[]): Lane {
  const ids = new Set(lane.messages.map((message) => message.id));
  let messages = lane.messages;
  let hasNew = lane.hasNew;
  for (const message of incoming) {
    if (isNoticeMessage(message) || ids.has(message.id)) continue;
    ids.add(message.id);
    if (messages === lane.messages) messages = [...lane.messages];
    // Usually the newest: found from the end.
    let index = (messages as LaneMessage[]).length;
    while (index > 0 && messages[index - 1]!.at > message.at) index--;
    (messages as LaneMessage[]).splice(index, 0, message);
    hasNew ||= raisesNewMessageFlag(message);
  }
  if (messages.length > LANE_MAX_MESSAGES) messages = messages.slice(messages.length - LANE_MAX_MESSAGES);
  return messages === lane.messages && hasNew === lane.hasNew ? lane : { messages, hasNew };
}

/** The visitor has seen the lane: the new-message flag is lowered. */
export const seeLane = (lane: Lane): Lane => (lane.hasNew ? { ...lane, hasNew: false } : lane);
