import type { SnapshotFrom } from "xstate";
import type { connectionMachine } from "./connection.machine";

export type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;
/** What the visitor is told (issue 14): nothing, "reconnecting…", or "connected again" for a moment. */
export type ConnectionNotice = "none" | "reconnecting" | "restored";

export function connectConnection(snapshot: ConnectionSnapshot) {
  const notice: ConnectionNotice = snapshot.matches("reconnecting") ? "reconnecting" : snapshot.matches("restored") ? "restored" : "none";
  return {
    notice,
    /** Down, said or not yet (the grace): a send now would not reach the platform. */
    isDown: snapshot.context.socketDown || snapshot.context.platformDown,
  };
}
export type ConnectionConnect = ReturnType<typeof connectConnection>;
