import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectAgeGate, type ageGateMachine } from "@camstage/core";

/** Binds AgeGateModal to the age-gate actor; `modalProps` spreads onto it. */
export function useAgeGate(actorRef: ActorRefFrom<typeof ageGateMachine>) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectAgeGate(snapshot, actorRef.send);
  return { ...api, modalProps: { isOpen: api.isOpen, onAgree: api.agree, onFollow: api.follow } };
}
