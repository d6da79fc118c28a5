import type { PerformerStatus } from "../domain/performer.schema";

/**
 * §4 performer status, both readings.
 *
 * Bit mask reading: OFFLINE 0, LIVE 1, INFREE 2, INVIP 4, INPAUSE 8, with a style status.
 * Numeric `onlineStatus` reading: 0 offline, 1 online/live, 3 free, 5 VIP, 9 paused, checked both by exact value
 * and as bit flags. The two agree: 3 = LIVE|INFREE, 5 = LIVE|INVIP, 9 = LIVE|INPAUSE.
 */
export const StatusBit = { OFFLINE: 0, LIVE: 1, INFREE: 2, INVIP: 4, INPAUSE: 8 } as const;
export type StatusBit = (typeof StatusBit)[keyof typeof StatusBit];

/** The exact `onlineStatus` value of each text status. */
export const ONLINE_STATUS = { offline: 0, online: 1, free: 3, vip: 5, pause: 9 } as const satisfies Record<PerformerStatus, number>;
export type OnlineStatusValue = (typeof ONLINE_STATUS)[PerformerStatus];

/** The style statuses (plain lists, no schema: the grid's first page reads statuses without loading effect). */
export const STYLE_STATUSES = ["invip", "infree", "online", "offline"] as const;
export type StyleStatus = (typeof STYLE_STATUSES)[number];

/** §4 text statuses the platform uses besides the five site statuses. */
export const TEXT_STATUSES = ["online", "live", "vip", "free", "pause", "offline", "busy", "break", "toy"] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

/** Anything that is not a non-negative safe integer carries no bits. */
const bits = (n: number): number => (Number.isSafeInteger(n) && n > 0 ? n : 0);

export const hasStatusBit = (n: number, bit: StatusBit): boolean => bit !== 0 && (bits(n) & bit) === bit;

export const isLive = (n: number): boolean => hasStatusBit(n, StatusBit.LIVE);
export const isInFree = (n: number): boolean => hasStatusBit(n, StatusBit.INFREE);
export const isInVip = (n: number): boolean => hasStatusBit(n, StatusBit.INVIP);
export const isInPause = (n: number): boolean => hasStatusBit(n, StatusBit.INPAUSE);
export const isOffline = (n: number): boolean => bits(n) === StatusBit.OFFLINE;

/** Exact-value check of the numeric reading (`onlineStatus === 5` for vip). */
export const hasExactStatus = (n: number, status: PerformerStatus): boolean => n === ONLINE_STATUS[status];

/** Bit mask reading: invip if the VIP bit is set, else infree, else online (LIVE bit), else offline. */
export const styleStatus = (n: number): StyleStatus =>
  isInVip(n) ? "invip" : isInFree(n) ? "infree" : isLive(n) ? "online" : "offline";

/**
 * Text status of a numeric `onlineStatus`. Exact values first (0, 1, 3, 5, 9); any other number is read as bit
 * flags in the style-status order (VIP, free, pause, live), so every number maps to one status.
 */
export const statusFromOnlineStatus = (n: number): PerformerStatus => {
  switch (n) {
    case ONLINE_STATUS.offline: return "offline";
    case ONLINE_STATUS.online: return "online";
    case ONLINE_STATUS.free: return "free";
    case ONLINE_STATUS.vip: return "vip";
    case ONLINE_STATUS.pause: return "pause";
  }
  if (isInVip(n)) return "vip";
  if (isInFree(n)) return "free";
  if (isInPause(n)) return "pause";
  if (isLive(n)) return "online";
  return "offline";
};

export const onlineStatusFromStatus = (status: PerformerStatus): OnlineStatusValue => ONLINE_STATUS[status];

/** Issue 11: a performer in free or paid chat has a room a visitor can join; the grid opens it rather than her profile. */
export const hasOpenRoom = (status: PerformerStatus): boolean => status === "free" || status === "online";

/** Where a performer's card leads (unprefixed; the app adds the language): her live room when open, else her profile. */
export const performerPath = (username: string, status: PerformerStatus): string =>
  `/${hasOpenRoom(status) ? "stream" : "profile"}/${encodeURIComponent(username)}`;
