/** Small drawing helpers for the generated artwork: number formatting, colours and smooth paths. */

export type Point = readonly [x: number, y: number];

/** Rounds to one decimal and drops a trailing ".0" (keeps the SVG short). */
export const n = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

const channels = (hex: string): [number, number, number] => {
  const m = /^#([0-9a-f]{6})$/i.exec(hex.replace(/^#(.)(.)(.)$/, "#$1$1$2$2$3$3"));
  const value = m?.[1] ? parseInt(m[1], 16) : 0x808080;
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};
const toHex = (c: readonly number[]) =>
  `#${c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("")}`;

/** Mixes two hex colours: t = 0 gives a, t = 1 gives b. */
export const mix = (a: string, b: string, t: number): string => {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((v, i) => v + ((cb[i] ?? 0) - v) * t));
};

/** Mixes a hex colour toward white (amount > 0) or black (amount < 0). */
export const shade = (hex: string, amount: number): string => mix(hex, amount >= 0 ? "#ffffff" : "#000000", Math.abs(amount));

/** A smooth path through the points (Catmull-Rom as relative cubic Béziers), closed unless `open`; `digits` 0 or 1. */
export const smooth = (points: readonly Point[], open = false, digits = 0): string => {
  const count = points.length;
  if (count < 2) return "";
  const at = (i: number): Point => {
    const index = open ? Math.max(0, Math.min(count - 1, i)) : (i + count) % count;
    return points[index] ?? [0, 0];
  };
  const q = digits > 0 ? 10 : 1;
  const r = (v: number) => Math.round(v * q) / q;
  const fmt = (v: number) => {
    const t = String(Math.round(v * q) / q);
    return t === "-0" ? "0" : t;
  };
  // Numbers are written relative to the last rounded point so rounding never drifts.
  let [px, py] = [r(at(0)[0]), r(at(0)[1])];
  let d = `M${fmt(px)} ${fmt(py)}c`;
  const segments = open ? count - 1 : count;
  const nums: number[] = [];
  for (let i = 0; i < segments; i++) {
    const [ax, ay] = at(i - 1);
    const [bx, by] = at(i);
    const [cx, cy] = at(i + 1);
    const [dx, dy] = at(i + 2);
    const ex = r(cx);
    const ey = r(cy);
    nums.push(bx + (cx - ax) / 6 - px, by + (cy - ay) / 6 - py, cx - (dx - bx) / 6 - px, cy - (dy - by) / 6 - py, ex - px, ey - py);
    px = ex;
    py = ey;
  }
  d += nums.map(fmt).join(" ").replace(/ -/g, "-");
  return open ? d : `${d}z`;
};

/** A straight polyline path, closed unless `open`. */
export const poly = (points: readonly Point[], open = false): string =>
  points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join("") + (open ? "" : "Z");

/** Mirrors points about the vertical line x = cx and reverses their order (for symmetric outlines). */
export const mirror = (points: readonly Point[], cx = 100): Point[] => [...points].reverse().map(([x, y]) => [2 * cx - x, y] as const);

/** A filled path element. */
export const path = (d: string, fill: string, extra = ""): string => `<path d="${d}" fill="${fill}"${extra}/>`;

/** Smooth open strokes in one path element. */
export const strokes = (lines: readonly (readonly Point[])[], color: string, width: number, opacity: number): string =>
  `<path d="${lines.map((l) => smooth(l, true)).join("")}" fill="none" stroke="${color}" stroke-width="${width}" opacity="${opacity}"/>`;

/** Adds a sideways wave to the points below `from` (hair waves, frills). */
export const waveX = (points: readonly Point[], amount: number, phase: number, from = 96, length = 7): Point[] =>
  points.map(([x, y]) => [y > from ? x + amount * Math.sin((y - from) / length + phase) * Math.min(1, (y - from) / 30) : x, y] as const);

/** Adds points so no step of a closed outline is longer than `step` (before waving it). */
export const densify = (points: readonly Point[], step: number): Point[] =>
  points.flatMap(([x, y], i): Point[] => {
    const [nx, ny] = points[(i + 1) % points.length] ?? [x, y];
    const parts = Math.max(1, Math.ceil(Math.hypot(nx - x, ny - y) / step));
    return Array.from({ length: parts }, (_, j): Point => [x + ((nx - x) * j) / parts, y + ((ny - y) * j) / parts]);
  });
