import { FAIL_REASON } from "@camstage/core";
import type { FailReason } from "../payments/payment.schema";
import type { Scenario, ScenarioStep } from "./scenario";

/** QA: a payment session settles successfully after a delay, as if the visitor paid. */
export const paymentSucceeds = (session: string, delayMs = 3_000): Scenario => ({
  name: `payment ${session} succeeds after ${delayMs / 1000} s`,
  steps: [{ delayMs, event: { type: "payment.session.settled", id: session, outcome: "success" } }],
});

/** QA: a payment session fails after a delay, by default on the anti-fraud check (§4 reason 299). */
export const paymentFails = (session: string, reason: FailReason = FAIL_REASON.ANTI_FRAUD, delayMs = 3_000): Scenario => ({
  name: `payment ${session} fails (${reason}) after ${delayMs / 1000} s`,
  steps: [{ delayMs, event: { type: "payment.session.settled", id: session, outcome: "failed", reason } }],
});

export interface DialInCallScript {
  readonly pin: string;
  /** When the call rings (ms, the time axis of the IVR session). */
  readonly at: number;
  /** False when the call is already ringing (QA started it): the script only moves it. */
  readonly ring?: boolean;
  readonly inCallAfterMs?: number;
  /** How long the call lasts once in call; the member is credited one credit a second of it. */
  readonly endedAfterMs?: number;
}

/**
 * QA: someone rings the IVR session's number, is in call 2 s later and hangs up 65 s after that (65 credits for
 * the member who confirmed the pin meanwhile). Each event carries its time, so a replay credits the same.
 */
export const dialInCall = (session: string, script: DialInCallScript): Scenario => {
  const inCallAfterMs = script.inCallAfterMs ?? 2_000;
  const endedAfterMs = script.endedAfterMs ?? 65_000;
  const steps: ScenarioStep[] = [];
  if (script.ring ?? true) steps.push({ delayMs: 0, event: { type: "dial-in.call.started", session, pin: script.pin, at: script.at } });
  steps.push(
    { delayMs: inCallAfterMs, event: { type: "dial-in.call.moved", session, state: "in_call", at: script.at + inCallAfterMs } },
    { delayMs: endedAfterMs, event: { type: "dial-in.call.moved", session, state: "ended", at: script.at + inCallAfterMs + endedAfterMs } },
  );
  return { name: `dial-in ${session}: call, in call after ${inCallAfterMs / 1000} s, ended after ${endedAfterMs / 1000} s`, steps };
};
