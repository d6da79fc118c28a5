import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectNudeFilter } from "./nude-filter.connect";
import { nudeFilterMachine } from "./nude-filter.machine";

const pictured = fc.oneof(
  fc.record({ snapshot: fc.webPath(), nonude: fc.oneof(fc.webPath(), fc.constant("")) }),
  fc.record({ url: fc.webPath(), nonude: fc.oneof(fc.webPath(), fc.constant("")) }),
);

describe("nude filter properties", () => {
  it("follows the last splash flag, and while active never shows anything but the non-nude picture", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }), fc.array(pictured, { maxLength: 5 }), (flags, items) => {
        const actor = createActor(nudeFilterMachine).start();
        flags.forEach((splash) => actor.send({ type: "nudeFilter.apply", splash }));
        const view = connectNudeFilter(actor.getSnapshot(), actor.send);
        expect(view.active).toBe(flags.at(-1));
        for (const item of items) {
          const image = view.image(item);
          if (view.active) expect(image === undefined || image === item.nonude).toBe(true);
          else expect(image).toBe("snapshot" in item ? item.snapshot : item.url);
        }
      }),
    );
  });
});
