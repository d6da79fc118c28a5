import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useWindowVirtualizer, windowScroll, type VirtualizerOptions } from "@tanstack/react-virtual";
import { GRID_PAGE_LIMIT } from "@camstage/core";

/** How the grid is laid out now: columns, the height of a row with its gap, and where the list starts. */
interface GridLayout {
  readonly columns: number;
  readonly stride: number;
  readonly top: number;
}

/** Rows rendered beyond the viewport, in viewport heights on each side: a page of cards at the top of the grid. */
const OVERSCAN_VIEWPORTS = 2;

const readLayout = (list: HTMLElement): GridLayout | null => {
  if (list.clientWidth === 0) return null;
  const style = getComputedStyle(list);
  const columns = style.gridTemplateColumns.split(" ").filter((track) => track !== "" && track !== "none").length;
  if (columns === 0) return null;
  const gap = Number.parseFloat(style.rowGap) || 0;
  const first = list.querySelector<HTMLElement>(":scope > li");
  // Until a card is there, a card's height is its 4:3 picture plus its 2rem line of text.
  const columnWidth = (list.clientWidth - gap * (columns - 1)) / columns;
  // Fractional: a rounded row height would drift by a pixel every few rows and move the cards (CLS).
  const height = first?.getBoundingClientRect().height || columnWidth * 0.75 + 32;
  return { columns, stride: height + gap, top: list.getBoundingClientRect().top + window.scrollY };
};

const sameLayout = (a: GridLayout | null, b: GridLayout | null) =>
  a === b || (a !== null && b !== null && a.columns === b.columns && Math.abs(a.stride - b.stride) < 0.01 && Math.abs(a.top - b.top) < 0.5);

// The virtualizer puts the window back where it is when it starts: a write that would force the page's first
// layout for nothing.
const scrollToFn: VirtualizerOptions<Window, Element>["scrollToFn"] = (offset, options, instance) => {
  if (Math.abs(offset + (options.adjustments ?? 0) - window.scrollY) < 1 && options.behavior !== "smooth") return;
  windowScroll(offset, options, instance);
};

/**
 * ARCHITECTURE §6 the grid's DOM stays bounded however far a visitor scrolls: only the rows near the viewport are
 * rendered (TanStack Virtual over the window), the others are the list's padding. The layout is read from the
 * CSS grid itself (its columns, a card's height) when a ResizeObserver reports it, right after a layout, so reading
 * it forces none; the stylesheet stays the one place that decides it. Until then the first `initial` slots render;
 * where nothing can be measured at all (no ResizeObserver, as in tests) `range` is null and every slot renders.
 */
export function useGridWindow(list: HTMLElement | null, slots: number, initial: number) {
  const [layout, setLayout] = useState<GridLayout | null>(null);
  // The slots of the first render (the server's HTML, hydrated): they stay while the window is at the top of the grid.
  // Cutting them to the window's rows there took cards the visitor may see the next moment out of a page just painted,
  // in one long layout (issue 26: a phone's TBT); at most a page of them (§3 grid pages), so the DOM stays bounded.
  const [firstSlots] = useState(() => Math.min(initial, GRID_PAGE_LIMIT));
  // A server render counts as a browser that has not measured yet: the page hydrates from the same first slots.
  const canMeasure = typeof window === "undefined" || typeof ResizeObserver !== "undefined";

  useEffect(() => {
    if (!list || !canMeasure) return;
    const observer = new ResizeObserver(() => {
      const next = readLayout(list);
      setLayout((previous) => (sameLayout(previous, next) ? previous : next));
    });
    observer.observe(list);
    // What is above the grid can change height (chips, a heading): the list's top is read again then.
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list, canMeasure]);

  const columns = layout?.columns ?? 1;
  const stride = layout?.stride ?? 1;
  const rows = Math.ceil(slots / columns);
  const virtualizer = useWindowVirtualizer({
    count: layout ? rows : 0,
    estimateSize: () => stride,
    overscan: layout ? Math.ceil((OVERSCAN_VIEWPORTS * window.innerHeight) / stride) : 0,
    scrollMargin: layout?.top ?? 0,
    scrollToFn,
  });
  // The stride is the same for every row: a new one (a resize) invalidates the rows' sizes. The first layout needs no
  // measure (the rows are estimated from it as they are first counted), and one then re-rendered the grid at once, in
  // the commit that showed it (a layout effect's update is synchronous; issue 26, ARCHITECTURE §6 TBT).
  const measuredWith = useRef<GridLayout | null>(null);
  useLayoutEffect(() => {
    const before = measuredWith.current;
    measuredWith.current = layout;
    if (before !== null && layout !== null && (before.stride !== layout.stride || before.columns !== layout.columns)) virtualizer.measure();
  }, [virtualizer, layout]);

  const virtualRows = virtualizer.getVirtualItems();
  return useMemo(() => {
    if (!layout || virtualRows.length === 0) {
      return { range: canMeasure ? { measured: false, from: 0, to: Math.min(slots, initial), paddingTop: 0, paddingBottom: 0, rowTop: () => 0 } : null };
    }
    const firstRow = virtualRows[0]!.index;
    const keepFirst = firstRow === 0 ? Math.ceil(Math.min(slots, firstSlots) / layout.columns) - 1 : 0;
    const lastRow = Math.max(virtualRows[virtualRows.length - 1]!.index, keepFirst);
    return {
      range: {
        measured: true,
        from: firstRow * layout.columns,
        to: Math.min(slots, (lastRow + 1) * layout.columns),
        paddingTop: firstRow * layout.stride,
        paddingBottom: Math.max(0, (rows - lastRow - 1) * layout.stride),
        /** Where the row of a slot starts, from the top of the list (the sentinel's place). */
        rowTop: (index: number) => Math.floor(index / layout.columns) * layout.stride,
      },
    };
  }, [layout, virtualRows, slots, rows, canMeasure, initial, firstSlots]);
}
