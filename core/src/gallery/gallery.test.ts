import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { AlbumItem } from "../domain/performer.schema";
import { connectGallery } from "./gallery.connect";
import { galleryMachine } from "./gallery.machine";
import { GalleryEvent } from "./gallery.schema";
import { isVideo, toSlides } from "./gallery.slides";

const photo = (id: string): AlbumItem => ({ id, kind: "photo", url: `/media/${id}.jpg`, nonude: `/media/${id}-nn.jpg` });
const video = (id: string): AlbumItem => ({ id, kind: "video", url: `/media/${id}.mp4`, nonude: `/media/${id}-nn.jpg`, poster: `/media/${id}.jpg` });
const slides = [photo("a"), video("b"), photo("c")];

function start() {
  const actor = createActor(galleryMachine).start();
  return { actor, view: () => connectGallery(actor.getSnapshot(), actor.send) };
}

describe("gallery", () => {
  it("starts closed", () => {
    expect(start().view()).toMatchObject({ isOpen: false, count: 0, slide: undefined, playingIndex: null });
  });

  it("show opens at the given page (§2.6)", () => {
    const { view } = start();
    view().show(slides, 2);
    expect(view()).toMatchObject({ isOpen: true, page: 2, count: 3, slide: slides[1] });
  });

  it("next wraps to 1 after the last page", () => {
    const { view } = start();
    view().show(slides, 2);
    view().next();
    expect(view().page).toBe(3);
    view().next();
    expect(view().page).toBe(1);
  });

  it("previous stops at 1", () => {
    const { view } = start();
    view().show(slides, 2);
    view().previous();
    expect(view()).toMatchObject({ page: 1, canGoPrevious: false });
    view().previous();
    expect(view().page).toBe(1);
  });

  it("plays only the current video, so changing slides pauses it", () => {
    const { view } = start();
    view().show(slides, 2);
    expect(view().playingIndex).toBe(1);
    view().next();
    expect(view().playingIndex).toBeNull();
    view().goTo(2);
    expect(view().playingIndex).toBe(1);
    view().close();
    expect(view().playingIndex).toBeNull();
  });

  it("clamps pages outside the album", () => {
    const { view } = start();
    view().show(slides, 9);
    expect(view().page).toBe(3);
    view().goTo(0);
    expect(view().page).toBe(1);
  });

  it("does not open without slides", () => {
    const { view } = start();
    view().show([]);
    expect(view().isOpen).toBe(false);
  });

  it("close forgets the slides", () => {
    const { view } = start();
    view().show(slides);
    view().close();
    expect(view()).toMatchObject({ isOpen: false, count: 0, page: 1 });
  });
});

describe("slides", () => {
  it("puts the cover first (§2.6)", () => {
    expect(toSlides({ id: "x", cover: "/media/c.jpg", items: slides }).map((s) => s.id)).toEqual(["c", "a", "b"]);
    expect(toSlides({ id: "x", cover: "/media/b.jpg", items: slides }).map((s) => s.id)).toEqual(["b", "a", "c"]);
    expect(toSlides({ id: "x", cover: "/media/z.jpg", items: slides })[0]).toEqual({ id: "x-cover", kind: "photo", url: "/media/z.jpg", nonude: "/media/z.jpg" });
  });

  it("recognises the video extensions of §2.6", () => {
    for (const ext of ["mp4", "avi", "mkv", "MOV"]) expect(isVideo({ kind: "photo", url: `/v/clip.${ext}?t=1` })).toBe(true);
    expect(isVideo({ kind: "photo", url: "/p/pic.jpg" })).toBe(false);
  });

  it("decodes show events and rejects page 0", () => {
    const decode = Schema.decodeUnknownResult(GalleryEvent);
    expect(decode({ type: "gallery.show", slides, page: 2 })._tag).toBe("Success");
    expect(decode({ type: "gallery.goTo", page: 0 })._tag).toBe("Failure");
  });
});
