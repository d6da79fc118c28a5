import { expect } from "vitest";
import type { AlbumItem } from "../domain/performer.schema";
import { describeModel } from "../testing/model-test";
import { connectGallery, type GallerySnapshot } from "./gallery.connect";
import { galleryMachine } from "./gallery.machine";

const item = (id: string, kind: "photo" | "video"): AlbumItem => ({ id, kind, url: `/m/${id}`, nonude: `/m/${id}-nn` });
const three = [item("a", "photo"), item("b", "video"), item("c", "photo")];

describeModel("gallery", {
  machine: galleryMachine,
  samples: {
    "gallery.show": [{ type: "gallery.show", slides: three, page: 3 }, { type: "gallery.show", slides: [] }],
    "gallery.next": [{ type: "gallery.next" }],
    "gallery.previous": [{ type: "gallery.previous" }],
    "gallery.goTo": [{ type: "gallery.goTo", page: 2 }],
    "gallery.close": [{ type: "gallery.close" }],
  },
  expose: (snapshot) => connectGallery(snapshot as GallerySnapshot, () => {}),
  states: {
    closed: (view) => expect(view).toMatchObject({ isOpen: false, slide: undefined, canGoNext: false, canGoPrevious: false }),
    // §2.6 the lightbox shows the current page's slide; previous stops at 1, next wraps.
    open: (view) => {
      expect(view.isOpen).toBe(true);
      expect(view.slide).toBe(view.slides[view.page - 1]);
      expect(view.canGoPrevious).toBe(view.page > 1);
      expect(view.canGoNext).toBe(view.count > 1);
    },
  },
});
