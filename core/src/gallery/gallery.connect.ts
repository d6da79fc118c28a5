import type { SnapshotFrom } from "xstate";
import type { AlbumItem } from "../domain/performer.schema";
import type { GalleryEvent } from "./gallery.schema";
import type { galleryMachine } from "./gallery.machine";
import { isVideo } from "./gallery.slides";

export type GallerySnapshot = SnapshotFrom<typeof galleryMachine>;

/**
 * The 0-based index of the slide whose video plays, or null. Only the current slide plays (§2.6: videos
 * autoplay muted and looping and pause on slide change).
 */
export function playingIndex(snapshot: GallerySnapshot): number | null {
  if (snapshot.value !== "open") return null;
  const index = snapshot.context.page - 1;
  const slide = snapshot.context.slides[index];
  return slide && isVideo(slide) ? index : null;
}

export function connectGallery(snapshot: GallerySnapshot, send: (event: GalleryEvent) => void) {
  const isOpen = snapshot.value === "open";
  const { slides, page } = snapshot.context;
  return {
    isOpen,
    slides,
    /** 1-based current page. */
    page,
    count: slides.length,
    slide: isOpen ? slides[page - 1] : undefined,
    playingIndex: playingIndex(snapshot),
    isVideo,
    /** Previous stops at the first page. */
    canGoPrevious: isOpen && page > 1,
    /** Next always works while open: it wraps to 1 after the last page. */
    canGoNext: isOpen && slides.length > 1,
    show: (items: readonly AlbumItem[], at?: number) =>
      send(at === undefined ? { type: "gallery.show", slides: items } : { type: "gallery.show", slides: items, page: at }),
    next: () => send({ type: "gallery.next" }),
    previous: () => send({ type: "gallery.previous" }),
    goTo: (to: number) => send({ type: "gallery.goTo", page: to }),
    close: () => send({ type: "gallery.close" }),
  };
}
export type GalleryConnect = ReturnType<typeof connectGallery>;
