import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { AlbumItem } from "../domain/performer.schema";
import { connectGallery } from "./gallery.connect";
import { galleryMachine } from "./gallery.machine";
import type { GalleryEvent } from "./gallery.schema";

const slide: fc.Arbitrary<AlbumItem> = fc.record({
  id: fc.uuid(),
  kind: fc.constantFrom("photo" as const, "video" as const),
  url: fc.constantFrom("/m/a.jpg", "/m/b.mp4", "/m/c.mov", "/m/d.png"),
  nonude: fc.constant("/m/nn.jpg"),
});
const event: fc.Arbitrary<GalleryEvent> = fc.oneof(
  fc.record({ type: fc.constant("gallery.show" as const), slides: fc.array(slide, { maxLength: 6 }), page: fc.integer({ min: 1, max: 10 }) }),
  fc.constantFrom({ type: "gallery.next" as const }, { type: "gallery.previous" as const }, { type: "gallery.close" as const }),
  fc.integer({ min: 1, max: 10 }).map((page) => ({ type: "gallery.goTo" as const, page })),
);

describe("gallery properties", () => {
  it("the page always stays within 1..n and at most the current slide plays", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 50 }), (events) => {
        const actor = createActor(galleryMachine).start();
        for (const e of events) {
          const before = connectGallery(actor.getSnapshot(), actor.send);
          actor.send(e);
          const v = connectGallery(actor.getSnapshot(), actor.send);
          if (v.isOpen) {
            expect(v.page).toBeGreaterThanOrEqual(1);
            expect(v.page).toBeLessThanOrEqual(v.count);
            expect(v.slide).toBe(v.slides[v.page - 1]);
          }
          expect(v.playingIndex === null || v.playingIndex === v.page - 1).toBe(true);
          if (before.isOpen && e.type === "gallery.next") expect(v.page).toBe(before.page === before.count ? 1 : before.page + 1);
          if (before.isOpen && e.type === "gallery.previous") expect(v.page).toBe(Math.max(1, before.page - 1));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("n nexts from any page come back to the same page", () => {
    fc.assert(
      fc.property(fc.array(slide, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 8 }), (slides, start) => {
        const actor = createActor(galleryMachine).start();
        actor.send({ type: "gallery.show", slides, page: start });
        const page = actor.getSnapshot().context.page;
        for (let i = 0; i < slides.length; i++) actor.send({ type: "gallery.next" });
        expect(actor.getSnapshot().context.page).toBe(page);
      }),
    );
  });
});
