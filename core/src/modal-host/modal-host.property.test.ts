import fc from "fast-check";
import { Arbitrary, Effect } from "effect";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { modalHostMachine } from "./modal-host.machine";
import { ModalHostEvent } from "./modal-host.schema";

// Events generated from the event schema (effect's Arbitrary), then sequenced by fast-check.
const generated = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(ModalHostEvent), { count: 200, seed: 7 }));
const events = fc.array(fc.constantFrom(...generated), { maxLength: 40 });

describe("modal host properties", () => {
  it("at most one modal, the promo opens at most once per session, offers never replace an open modal", () => {
    fc.assert(
      fc.property(fc.boolean(), events, (promoSeen, list) => {
        let promoOpens = 0;
        const actor = createActor(modalHostMachine, { input: { promoSeen } }).start();
        for (const event of list) {
          const before = actor.getSnapshot().context.modal;
          actor.send(event);
          const snap = actor.getSnapshot();
          const { modal } = snap.context;
          expect(snap.value === "open").toBe(modal !== null);
          if (event.type === "modal.open") expect(modal).toBe(event.modal);
          if ((event.type === "modal.promo.offer" || event.type === "modal.lander.offer") && before !== null) expect(modal).toBe(before);
          if (event.type === "modal.promo.offer" && before === null && modal === "promo") {
            promoOpens++;
            expect(event.route).toBe("index");
          }
        }
        expect(promoOpens).toBeLessThanOrEqual(promoSeen ? 0 : 1);
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });
});
