import type { LaneMessage, OutgoingChatMessage } from "@camstage/core";
import type { ChatLaneProps } from "../chat-lane";

/** §3 message markup as performers and members write it (Ladle and tests). */
export const markupMessages: readonly string[] = [
  "Welcome {member}! I am {performer} :)",
  "**Tip 100** for a dance, *pretty please* :heart:",
  "My schedule: [camstage.example/anna](https://camstage.example/anna)\\nSee you tonight ;)",
  "Not a link: [x](javascript:alert(1)) and <b>not bold</b>",
];
export const markupNames = { performer: "Anna", member: "bob" } as const;


const at = 1_764_000_000_000;
export const laneMessages: readonly LaneMessage[] = [
  { id: "1", at, messageType: "host", sender: "Anna", message: "Welcome {member}! I am {performer} :)" },
  { id: "2", at: at + 1000, messageType: "room", sender: "Sam_77", message: "Hi Anna! You look **amazing** tonight :fire:" },
  { id: "3", at: at + 2000, messageType: "system", sender: "", message: "Anna switched to free chat" },
  { id: "4", at: at + 3000, messageType: "member", sender: "bob", message: "What's on the *tip menu*?" },
  { id: "5", at: at + 4000, messageType: "host", sender: "Anna", message: "Dance 150, kiss 50 — see [my schedule](https://camstage.example/anna)" },
];
export const outgoingSending: readonly OutgoingChatMessage[] = [{ clientMessageId: "c-1", text: "Can I tip for a song? <3", status: "pending" }];
export const outgoingFailed: readonly OutgoingChatMessage[] = [{ clientMessageId: "c-2", text: "Are you there?", status: "failed" }];

export const laneLive: ChatLaneProps = { messages: laneMessages, outgoing: [], performer: "Anna", member: "bob", ownName: "bob", onRetry: () => {} };
export const laneSending: ChatLaneProps = { ...laneLive, outgoing: outgoingSending };
export const laneFailed: ChatLaneProps = { ...laneLive, outgoing: outgoingFailed };
export const laneEmpty: ChatLaneProps = { ...laneLive, messages: [] };

/** §3 tips in the lane: a listed tip, a menu item with a message, a toy's reaction (§4 ft-tip), a private custom tip, and a message that looks like markup. */
export const laneTipMessages: readonly LaneMessage[] = [
  ...laneMessages,
  { id: "t1", at: at + 5000, messageType: "room", sender: "Sam_77", message: "", tip: { amount: 150, kind: "kiss", isPublic: true } },
  { id: "t2", at: at + 6000, messageType: "room", sender: "bob", message: "For the **best** dance :heart:", tip: { amount: 150, kind: "menu", item: "Dance", isPublic: true } },
  { id: "t3", at: at + 7000, messageType: "room", sender: "lucky_luke", message: "", tip: { amount: 500, kind: "toy", isPublic: true, toy: { intensity: "hard", duration: 10 } } },
  { id: "t4", at: at + 8000, messageType: "room", sender: "bob", message: "Just for you, {performer}", tip: { amount: 750, kind: "custom", isPublic: false } },
  { id: "t5", at: at + 9000, messageType: "room", sender: "mr_x", message: "<img src=x onerror=alert(1)>", tip: { amount: 2500, kind: "diamond", isPublic: true } },
  { id: "t6", at: at + 10000, messageType: "host", sender: "Anna", message: "Thank you all :heart:" },
];
export const laneTips: ChatLaneProps = { ...laneLive, messages: laneTipMessages };
