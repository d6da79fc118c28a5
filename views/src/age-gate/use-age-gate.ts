import type { AgeGateConnect } from "@camstage/core";

/** Binds AgeGateModal to the age-gate flow (its `connect` result); `modalProps` spreads onto it. */
export function useAgeGate(api: AgeGateConnect) {
  return { ...api, modalProps: { isOpen: api.isOpen, onAgree: api.agree, onFollow: api.follow } };
}
