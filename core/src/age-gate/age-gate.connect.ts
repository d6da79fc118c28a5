import type { SnapshotFrom } from "xstate";
import type { AgeGateEvent, AgeGateLink } from "./age-gate.schema";
import type { ageGateMachine } from "./age-gate.machine";

export type AgeGateSnapshot = SnapshotFrom<typeof ageGateMachine>;
export type AgeGateStatus = "unknown" | "hidden" | "open" | "verified";

export function connectAgeGate(snapshot: AgeGateSnapshot, send: (event: AgeGateEvent) => void) {
  const status = snapshot.value as AgeGateStatus;
  return {
    status,
    isOpen: status === "open",
    isVerified: status === "verified",
    check: (splash6: boolean, verified: boolean) => send({ type: "ageGate.check", splash6, verified }),
    agree: () => send({ type: "ageGate.agree" }),
    /** For the terms and privacy links: accept the gate, then the app navigates on `ageGate.navigate`. */
    follow: (link: AgeGateLink) => send({ type: "ageGate.follow", link }),
  };
}
export type AgeGateConnect = ReturnType<typeof connectAgeGate>;
