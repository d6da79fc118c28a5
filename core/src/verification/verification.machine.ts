import { assign, emit, fromPromise, or, setup, stateIn } from "xstate";
import { TIMINGS_MS } from "../constants";
import type { ActivateRequest, TokenResponse } from "../domain/member.schema";
import { errorLabel } from "../platform/platform-error";
import { ACTIVATION_VERIFIED_LABEL, isVerificationKeyExpired, type VerificationEvent } from "./verification.schema";

export interface VerificationContext {
  readonly request: ActivateRequest | null;
}

/**
 * §4 e-mail verification (modal of §2.4). `result`: validating, then success (the app logs out any session,
 * processes the new token and pushes the conversion event), expired (any other failure, §8), failed (a
 * link without a key) or alreadyVerified. `resend`: the resend-activation button, offered on expired and
 * failed; its success resets after 10 s, a failure is logged and resets at once (§8).
 */
export const verificationMachine = setup({
  types: { context: {} as VerificationContext, events: {} as VerificationEvent, emitted: {} as { type: "verification.token"; token: string } },
  actors: {
    activate: fromPromise<TokenResponse, ActivateRequest>(async () => {
      throw new Error("activate is provided by the app");
    }),
    resendActivation: fromPromise<unknown, void>(async () => {
      throw new Error("resendActivation is provided by the app");
    }),
  },
  delays: { resendSuccessReset: TIMINGS_MS.resendSuccessReset },
  guards: {
    noKey: ({ event }) => event.type === "verification.start" && event.key.trim() === "",
    expiredKey: ({ event }) => event.type === "verification.start" && isVerificationKeyExpired(event.key, event.now),
    alreadyVerified: ({ event }) => "error" in event && errorLabel(event.error) === ACTIVATION_VERIFIED_LABEL,
    // §2.4 the registration confirmation and the claim prompt resend without a link (result idle); after a
    // link, only an expired or failed one offers it (§8 already verified hides it).
    resendOffered: or([stateIn({ result: "idle" }), stateIn({ result: "expired" }), stateIn({ result: "failed" })]),
  },
  actions: {
    /** The activation's login token: the routing table hands it to the session. */
    processToken: emit((_, params: { token: string }) => ({ type: "verification.token" as const, token: params.token })),
    trackConversion: () => {},
    logError: (_: unknown, _params: { error: unknown }) => {},
    remember: assign({ request: ({ event }) => (event.type === "verification.start" ? { key: event.key, fingerprint: event.fingerprint } : null) }),
  },
}).createMachine({
  id: "verification",
  context: { request: null },
  type: "parallel",
  states: {
    result: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "verification.start": [
              { guard: "noKey", target: "failed" },
              { guard: "expiredKey", target: "expired" },
              { target: "validating", actions: "remember" },
            ],
          },
        },
        validating: {
          invoke: {
            id: "activate",
            src: "activate",
            input: ({ context }) => context.request ?? { key: "", fingerprint: "" },
            onDone: {
              target: "success",
              actions: [{ type: "processToken", params: ({ event }) => ({ token: event.output.token }) }, "trackConversion"],
            },
            onError: [
              { guard: "alreadyVerified", target: "alreadyVerified" },
              { target: "expired", actions: { type: "logError", params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        success: {},
        expired: {},
        failed: {},
        alreadyVerified: {},
      },
    },
    resend: {
      initial: "idle",
      states: {
        idle: { on: { "verification.resend": { guard: "resendOffered", target: "sending" } } },
        sending: {
          invoke: {
            id: "resendActivation",
            src: "resendActivation",
            onDone: { target: "sent" },
            onError: { target: "idle", actions: { type: "logError", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        sent: { after: { resendSuccessReset: "idle" } },
      },
    },
  },
});
export type VerificationMachine = typeof verificationMachine;
