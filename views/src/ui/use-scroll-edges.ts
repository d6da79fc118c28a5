import { useCallback, useEffect, useRef, useState } from "react";

export type ScrollEdges = {
  /** There is more to scroll to before the start (left in ltr) / after the end. */
  readonly start: boolean;
  readonly end: boolean;
};

const NONE: ScrollEdges = { start: false, end: false };
/** Sub-pixel widths and zoom leave a pixel or so of "overflow" at the ends. */
const SLACK_PX = 2;

const prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

const edgesOf = (el: HTMLElement): ScrollEdges => {
  const max = el.scrollWidth - el.clientWidth;
  if (max <= SLACK_PX) return NONE;
  const at = Math.abs(el.scrollLeft);
  return { start: at > SLACK_PX, end: at < max - SLACK_PX };
};

/**
 * A horizontal scroller's overflow on each side, kept current on scroll and resize; `page(±1)` scrolls it by about
 * its width, and a focused item scrolls wholly into view. Layout only: it holds no rule of the site. `items` is
 * whatever changes the list's items (their number): the listeners are set up again only then, not on every render.
 */
export function useScrollEdges<T extends HTMLElement>(items: unknown) {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = edgesOf(el);
    setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    el.addEventListener("scroll", update, { passive: true });
    // A focused item is brought wholly into view, clear of the scroll padding (a browser's own focus scrolling
    // leaves an item that is partly in view where it is).
    const reveal = (event: FocusEvent) => {
      const item = [...el.children].find((child) => child.contains(event.target as Node));
      item?.scrollIntoView({ block: "nearest", inline: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
    };
    el.addEventListener("focusin", reveal);
    // The list's own box and its items (fonts, a language switch, categories arriving) change what overflows.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    observer?.observe(el);
    for (const child of el.children) observer?.observe(child);
    return () => {
      el.removeEventListener("scroll", update);
      el.removeEventListener("focusin", reveal);
      observer?.disconnect();
    };
  }, [update, items]);

  /** Scrolls by most of a view, so the item cut at the edge comes whole into view under the faded edge. */
  const page = useCallback((direction: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth * 0.75, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, []);

  return { ref, edges, page };
}
