import { assign, not, setup } from "xstate";
import type { AlbumItem } from "../domain/performer.schema";
import type { GalleryEvent } from "./gallery.schema";
import { clampPage } from "./gallery.slides";

export interface GalleryContext {
  readonly slides: readonly AlbumItem[];
  /** 1-based; always within 1..slides.length while open. */
  readonly page: number;
}

/**
 * §2.6 gallery lightbox: show opens at a page, next wraps to 1 after the last slide, previous stops at 1.
 * Videos play only on the current slide, so changing slides pauses the one before.
 */
export const galleryMachine = setup({
  types: { context: {} as GalleryContext, events: {} as GalleryEvent },
  guards: {
    hasSlides: ({ event }) => event.type === "gallery.show" && event.slides.length > 0,
    onLast: ({ context }) => context.page >= context.slides.length,
    onFirst: ({ context }) => context.page <= 1,
  },
  actions: {
    show: assign(({ event }) =>
      event.type === "gallery.show" ? { slides: event.slides, page: clampPage(event.page ?? 1, event.slides.length) } : {},
    ),
    forward: assign({ page: ({ context }) => context.page + 1 }),
    wrap: assign({ page: () => 1 }),
    back: assign({ page: ({ context }) => context.page - 1 }),
    goTo: assign({
      page: ({ context, event }) => (event.type === "gallery.goTo" ? clampPage(event.page, context.slides.length) : context.page),
    }),
    reset: assign({ slides: () => [], page: () => 1 }),
  },
}).createMachine({
  id: "gallery",
  context: { slides: [], page: 1 },
  initial: "closed",
  states: {
    closed: {
      on: { "gallery.show": { guard: "hasSlides", target: "open", actions: "show" } },
    },
    open: {
      on: {
        "gallery.show": { guard: "hasSlides", actions: "show" },
        "gallery.next": [{ guard: "onLast", actions: "wrap" }, { actions: "forward" }],
        "gallery.previous": { guard: not("onFirst"), actions: "back" },
        "gallery.goTo": { actions: "goTo" },
        "gallery.close": { target: "closed", actions: "reset" },
      },
    },
  },
});
export type GalleryMachine = typeof galleryMachine;
