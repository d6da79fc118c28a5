import { NEW_CAMS_WINDOW_MS, statusFromOnlineStatus, type PerformerListItem, type PerformerStatus } from "@camstage/core";

/** What a card shows beyond the list item. */
export type PerformerBadges = { status: PerformerStatus; isNew: boolean; hasToy: boolean };

/** A card's badges read with core's rules: §4 status, §9 new cams (first session within 7 days), toys. */
export function performerBadges(performer: PerformerListItem, now: number): PerformerBadges {
  return {
    status: statusFromOnlineStatus(performer.onlineStatus),
    isNew: performer.firstCamSession > 0 && now - performer.firstCamSession <= NEW_CAMS_WINDOW_MS,
    hasToy: performer.cybertoy > 0,
  };
}
