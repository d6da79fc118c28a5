/** §4 a room's mode: free chat, paid chat or VIP; none while the performer is offline or paused. */
export type RoomMode = "free" | "chat" | "vip";

/** §4 the room's mode from the performer's status (§4 modes chat, vip, free). */
export const modeOf = (status: string | undefined): RoomMode | null =>
  status === "free" ? "free" : status === "vip" ? "vip" : status === "online" ? "chat" : null;
