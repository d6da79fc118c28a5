import { expect } from "vitest";
import { describeModel } from "../testing/model-test";
import { connectAgeGate, type AgeGateSnapshot } from "./age-gate.connect";
import { ageGateMachine } from "./age-gate.machine";

describeModel("age gate", {
  machine: ageGateMachine,
  samples: {
    "ageGate.check": [
      { type: "ageGate.check", splash6: true, verified: false },
      { type: "ageGate.check", splash6: false, verified: false },
      { type: "ageGate.check", splash6: true, verified: true },
    ],
    "ageGate.agree": [{ type: "ageGate.agree" }],
    "ageGate.follow": [{ type: "ageGate.follow", link: "terms" }, { type: "ageGate.follow", link: "privacy" }],
  },
  expose: (snapshot) => connectAgeGate(snapshot as AgeGateSnapshot, () => {}),
  states: {
    // Nothing shown before the first check, nor when splash6 is off.
    unknown: (view) => expect(view).toMatchObject({ isOpen: false, isVerified: false }),
    hidden: (view) => expect(view).toMatchObject({ isOpen: false, isVerified: false }),
    open: (view) => expect(view).toMatchObject({ isOpen: true, isVerified: false }),
    verified: (view) => expect(view).toMatchObject({ isOpen: false, isVerified: true }),
  },
});
