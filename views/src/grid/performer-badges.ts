// The badge rules live in core (§4 status, §9 new cams, toys); views re-export them for the grid.
export { performerBadges, type PerformerBadges } from "@camstage/core";
