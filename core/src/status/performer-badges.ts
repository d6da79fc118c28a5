import { NEW_CAMS_WINDOW_MS } from "../constants";
import type { PerformerStatus } from "../domain/performer.schema";
import { statusFromOnlineStatus } from "./performer-status";

/** §9 new cams: the first cam session lies within the last 7 days of `now`. */
export const isNewCam = (firstCamSession: number, now: number): boolean =>
  firstCamSession > 0 && now - firstCamSession >= 0 && now - firstCamSession <= NEW_CAMS_WINDOW_MS;

/** §3 cybertoy: any non-zero value means the performer has an interactive toy. */
export const hasToy = (cybertoy: number): boolean => cybertoy > 0;

/** What a performer card shows beyond the list item: §4 status, §9 new cams, toys. */
export type PerformerBadges = { status: PerformerStatus; isNew: boolean; hasToy: boolean };

export const performerBadges = (
  performer: { onlineStatus: number; firstCamSession: number; cybertoy: number },
  now: number,
): PerformerBadges => ({
  status: statusFromOnlineStatus(performer.onlineStatus),
  isNew: isNewCam(performer.firstCamSession, now),
  hasToy: hasToy(performer.cybertoy),
});
