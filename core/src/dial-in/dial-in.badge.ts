import type { SnapshotFrom } from "xstate";
import type { dialInMachine } from "./dial-in.machine";

export type DialInSnapshot = SnapshotFrom<typeof dialInMachine>;
export type DialInCallStatus = "idle" | "verifying" | "pending" | "inCall" | "ended" | "expired";
const CALLS: readonly Exclude<DialInCallStatus, "pending">[] = ["idle", "verifying", "inCall", "ended", "expired"];

/**
 * What the header shows of a call (§2.3, §4): the call's status, whether it is active (the header grows to 5rem) and
 * whether the badge shows (hidden on mobile while pending). Kept apart from `connectDialIn` so the header carries
 * only this.
 */
export function connectDialInBadge(snapshot: DialInSnapshot) {
  const call: DialInCallStatus = snapshot.matches({ call: "pending" }) ? "pending" : (CALLS.find((status) => snapshot.matches({ call: status })) ?? "idle");
  return {
    call,
    isActive: call === "inCall",
    showBadge: call !== "idle" && call !== "verifying" && !(call === "pending" && snapshot.context.mobile),
  };
}
