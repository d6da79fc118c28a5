import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectNudeFilter } from "./nude-filter.connect";
import { nudeFilterMachine } from "./nude-filter.machine";
import { NudeFilterEvent } from "./nude-filter.schema";
import { pickImage } from "./nude-filter.image";

const card = { user: 1, username: "anna", snapshot: "/s/anna.jpg", nonude: "/s/anna-nn.jpg" };

describe("nude filter", () => {
  it("is off until the splash flag turns it on (§2.1)", () => {
    const actor = createActor(nudeFilterMachine).start();
    const view = () => connectNudeFilter(actor.getSnapshot(), actor.send);
    expect(view()).toMatchObject({ active: false, noNude: false });
    expect(view().image(card)).toBe("/s/anna.jpg");
    view().apply(true);
    expect(view()).toMatchObject({ active: true, noNude: true });
    expect(view().image(card)).toBe("/s/anna-nn.jpg");
    view().apply(false);
    expect(view().active).toBe(false);
  });

  it("picks the non-nude image of media too, never the original when none exists", () => {
    expect(pickImage({ url: "/m/1.jpg", nonude: "/m/1-nn.jpg" }, true)).toBe("/m/1-nn.jpg");
    expect(pickImage({ url: "/m/1.jpg", nonude: "/m/1-nn.jpg" }, false)).toBe("/m/1.jpg");
    expect(pickImage({ snapshot: "/s/x.jpg", nonude: "" }, true)).toBeUndefined();
  });

  it("decodes its event", () => {
    expect(Schema.decodeUnknownResult(NudeFilterEvent)({ type: "nudeFilter.apply", splash: "yes" })._tag).toBe("Failure");
  });
});
