import type { WorldEvent, WorldPerformer, WorldState } from "./world.schema";
import { onlineStatusOf } from "./world.status";
import { reduceMember } from "./member.reducer";

const setStatus = (state: WorldState, username: string, status: WorldPerformer["profile"]["onlineState"]): WorldState => {
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

/** Folds one world event onto the state. `seedState` is what `world.reset` returns to. */
export const reduceWorld = (state: WorldState, event: WorldEvent, seedState: WorldState): WorldState => {
  switch (event.type) {
    case "performer.status.set":
      return setStatus(state, event.username, event.status);
    case "world.clock.advance":
      return { ...state, clock: state.clock + Math.max(0, event.ms) };
    case "world.reset":
      return seedState;
    default:
      return reduceMember(state, event);
  }
};
