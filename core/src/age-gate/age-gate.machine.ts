import { emit, setup } from "xstate";
import type { AgeGateEmitted, AgeGateEvent } from "./age-gate.schema";

/**
 * §2.1/§4 age verification: with `splash6=true` and not yet verified the modal opens; Agree, or following
 * the terms or privacy link, sets age-verified (`persistVerified`, provided by the app) and closes it.
 * A verified visitor never sees it.
 */
export const ageGateMachine = setup({
  types: { events: {} as AgeGateEvent, emitted: {} as AgeGateEmitted },
  guards: {
    verified: ({ event }) => event.type === "ageGate.check" && event.verified,
    splashOn: ({ event }) => event.type === "ageGate.check" && event.splash6,
  },
  actions: {
    // Provided by the app: stores §3 Auth.ageVerified.
    persistVerified: () => {},
    navigate: emit(({ event }) => ({ type: "ageGate.navigate" as const, link: event.type === "ageGate.follow" ? event.link : "terms" })),
  },
}).createMachine({
  id: "ageGate",
  initial: "unknown",
  states: {
    /** Before the load check; nothing shown. */
    unknown: {
      on: {
        "ageGate.check": [{ guard: "verified", target: "verified" }, { guard: "splashOn", target: "open" }, { target: "hidden" }],
      },
    },
    /** Not verified, but the gate was not asked for. */
    hidden: {
      on: {
        "ageGate.check": [{ guard: "verified", target: "verified" }, { guard: "splashOn", target: "open" }],
      },
    },
    open: {
      on: {
        "ageGate.agree": { target: "verified", actions: "persistVerified" },
        "ageGate.follow": { target: "verified", actions: ["persistVerified", "navigate"] },
      },
    },
    verified: {},
  },
});
export type AgeGateMachine = typeof ageGateMachine;
