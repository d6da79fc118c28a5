/** A row in the scroller: its key, its top and bottom edge (px from the top of the scrolled content), whether it is a message. */
export type AnchorRow = { key: string; top: number; bottom: number; message: boolean };
/** The row that keeps its place when a page lands above: its key and its top edge's distance from the view's top. */
export type LaneAnchor = { key: string; offset: number };

/**
 * The row the reader is looking at: the first message row that reaches into the view (a divider only when no
 * message does: a day's divider moves up when an older page of the same day lands, its messages stay).
 */
export function findAnchor(rows: readonly AnchorRow[], viewTop: number): LaneAnchor | null {
  const inView = rows.filter((row) => row.bottom > viewTop);
  const row = inView.find((r) => r.message) ?? inView[0];
  return row === undefined ? null : { key: row.key, offset: row.top - viewTop };
}

/** How far the view scrolls for the anchor row, now at `top` (undefined: gone), to be where it was. */
export function anchorShift(anchor: LaneAnchor, top: number | undefined, viewTop: number): number {
  return top === undefined ? 0 : top - anchor.offset - viewTop;
}
