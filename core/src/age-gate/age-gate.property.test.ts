import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { ageGateMachine } from "./age-gate.machine";
import type { AgeGateEvent } from "./age-gate.schema";

const event: fc.Arbitrary<AgeGateEvent> = fc.oneof(
  fc.record({ type: fc.constant("ageGate.check" as const), splash6: fc.boolean(), verified: fc.boolean() }),
  fc.constant({ type: "ageGate.agree" as const }),
  fc.constantFrom("terms" as const, "privacy" as const).map((link) => ({ type: "ageGate.follow" as const, link })),
);

describe("age gate properties", () => {
  it("opens only when asked by splash6 for an unverified visitor, and once verified never reopens", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let persisted = 0;
        const actor = createActor(ageGateMachine.provide({ actions: { persistVerified: () => void (persisted += 1) } })).start();
        let verified = false;
        for (const e of events) {
          const wasOpen = actor.getSnapshot().value === "open";
          actor.send(e);
          const value = actor.getSnapshot().value;
          if (value === "open") {
            expect(verified).toBe(false);
            expect(wasOpen || (e.type === "ageGate.check" && e.splash6 && !e.verified)).toBe(true);
          }
          if (verified) expect(value).toBe("verified");
          verified = value === "verified";
          // The verification is persisted once, and only by a visitor's acceptance.
          expect(persisted).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
