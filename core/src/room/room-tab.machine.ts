import { assign, setup } from "xstate";

/** §2.6 the stream view's tabs beside the player. */
export const ROOM_TABS = ["chat", "tips", "vip", "wallet", "model"] as const;
export type RoomTab = (typeof ROOM_TABS)[number];

export type RoomTabEvent = { type: "roomTab.select"; tab: RoomTab };

/**
 * §2.6 which tab of the room shows. The visitor picks one; a flow may too (§4 a VIP request with too few credits
 * opens the wallet tab — routing table). A new room starts on the chat.
 */
export const roomTabMachine = setup({
  types: { context: {} as { readonly tab: RoomTab }, events: {} as RoomTabEvent },
  actions: { select: assign({ tab: ({ event }) => event.tab }) },
}).createMachine({
  id: "roomTab",
  context: { tab: "chat" },
  on: { "roomTab.select": { actions: "select" } },
});
export type RoomTabMachine = typeof roomTabMachine;
