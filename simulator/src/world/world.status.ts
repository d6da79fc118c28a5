import { onlineStatusFromStatus, type PerformerStatus } from "@camstage/core";

/** §4 numeric onlineStatus reading (0 offline, 1 online, 3 free, 5 VIP, 9 paused), from core. */
export const onlineStatusOf = (status: PerformerStatus): number => onlineStatusFromStatus(status);
