import type { WorldOwnEvent, WorldPerformer, WorldState } from "./world.schema";
import { MemberEvent } from "./member.schema";
import { CONFIGURATION_EVENT_TYPES } from "./configuration-events.schema";
import { onlineStatusOf } from "./world.status";
import { reduceMember } from "./member.reducer";
import { reduceConfiguration } from "./configuration-events.reducer";
import { redactMemberEvent } from "./world.redact";
import { eventTypes, worldFeature } from "./world.features";

/** Sets a performer's status (by username, any case); the same state when she has it already. */
export const setPerformerStatus = (state: WorldState, username: string, status: WorldPerformer["profile"]["onlineState"]): WorldState => {
  const key = username.toLowerCase();
  let changed = false;
  const performers = state.performers.map((performer) => {
    const { profile } = performer;
    if (profile.username.toLowerCase() !== key || profile.onlineState === status) return performer;
    changed = true;
    const wasOffline = profile.onlineState === "offline";
    const goesOffline = status === "offline";
    // A session starts when going live from offline and ends when going offline: both stamp lastCamSession.
    const lastCamSession = wasOffline !== goesOffline ? state.clock : profile.lastCamSession;
    return { ...performer, profile: { ...profile, onlineState: status, onlineStatus: onlineStatusOf(status), lastCamSession } };
  });
  return changed ? { ...state, performers } : state;
};

type StatusClockOrReset = Extract<WorldOwnEvent, { type: "performer.status.set" | "world.clock.advance" | "world.reset" }>;

const reduceStatusClockOrReset = (state: WorldState, event: StatusClockOrReset, seedState: WorldState): WorldState => {
  switch (event.type) {
    case "performer.status.set":
      return setPerformerStatus(state, event.username, event.status);
    case "world.clock.advance":
      return { ...state, clock: state.clock + Math.max(0, event.ms) };
    case "world.reset":
      return seedState;
  }
};

/** The events the world folds itself, as features of the registry like any other (world.features.ts). */
export const WORLD_OWN_FEATURES = [
  worldFeature<StatusClockOrReset>({ types: new Set(["performer.status.set", "world.clock.advance", "world.reset"]), reduce: reduceStatusClockOrReset }),
  worldFeature({ types: eventTypes(MemberEvent), reduce: reduceMember, redact: redactMemberEvent }),
  worldFeature({ types: CONFIGURATION_EVENT_TYPES, reduce: reduceConfiguration }),
];
