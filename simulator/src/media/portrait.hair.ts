import { densify, mirror, n, path, shade, smooth, strokes, waveX, type Point } from "./portrait.draw";
import type { Person } from "./portrait.look";

/**
 * Hair in head units (face centre x = 100, skull top y = 41, half face width `w`): a layer behind the head
 * and shoulders, and one over the face edges and the shoulders. Drawn for the parting on the right, then mirrored.
 */

const flip = (points: readonly Point[], side: -1 | 1): Point[] => (side > 0 ? [...points] : points.map(([x, y]) => [200 - x, y] as const));
const both = (half: readonly Point[], top: Point): Point[] => [top, ...half, ...mirror(half)];

/** The hair over the skull, from the left temple over the crown and back along the hairline. */
const cap = (w: number, part: -1 | 1, opts: { lift?: number; spread?: number; fringe?: boolean; line?: number } = {}): Point[] => {
  const lift = opts.lift ?? 0;
  const o = opts.spread ?? 10;
  const line = opts.line ?? 0;
  const dome: Point[] = [[100 - w - o + 1, 88], [100 - w - o, 60], [100 - w + 1, 37 - lift * 0.6], [100, 29 - lift], [100 + w - 1, 37 - lift * 0.6], [100 + w + o, 60], [100 + w + o - 1, 88]];
  const hairline: Point[] = opts.fringe
    ? [[100 + w - 1, 86], [100 + w - 2, 70], [100 + w - 9, 66], [100 + 6, 68], [100 - 6, 67], [100 - w + 9, 66], [100 - w + 2, 70], [100 - w + 1, 86]]
    : [[100 + w - 1, 84], [100 + w - 3, 62 + line * 0.3], [100 + w - 12, 47 + line], [108, 40 + line], [96, 46 + line], [100 - w + 10, 55 + line], [100 - w + 3, 68], [100 - w + 0.5, 86]];
  return flip([...dome, ...hairline], part);
};

/** A long lock falling past the face over the shoulder on the right, down to `bottom`. */
const curtain = (w: number, bottom: number, width = 0): Point[] => [
  [100 + w + 4, 62], [100 + w + 10, 82], [100 + w + 11 + width * 0.4, 120], [100 + w + 12 + width, 160], [100 + w + 15 + width, 200], [100 + w + 12 + width, bottom - 6],
  [100 + w + 5 + width * 0.5, bottom], [100 + w - 1, bottom - 8], [100 + w - 6, 198], [100 + w - 5, 160], [100 + w - 1, 124], [100 + w + 0.5, 96], [100 + w - 2, 76],
];

const backOf = (w: number, bottom: number, spread = 18): Point[] =>
  both([[100 + w + 12, 44], [100 + w + spread - 1, 90], [100 + w + spread, 140], [100 + w + spread + 4, 200], [100 + w + spread, bottom], [100 + w - 4, bottom + 6]], [100, 28]);

/** The hair behind the head and shoulders. */
export const hairBack = (p: Person, w: number, id: string): string => {
  if (!p.hair) return "";
  const deep = shade(p.hair, -0.32);
  switch (p.hairStyle) {
    case "long":
    case "braids":
      return path(smooth(backOf(w, 236)), deep);
    case "wavy":
      return path(smooth(waveX(densify(backOf(w, 236, 21), 12), 4, 0.6, 100)), deep);
    case "side": {
      const half: Point[] = [[100 + w + 12, 44], [100 + w + 16, 90], [100 + w + 18, 150], [100 + w + 20, 220], [100 + w + 4, 250]];
      return path(smooth(flip([[100, 28], ...half, [100 - w - 4, 130], [100 - w - 11, 90], [100 - w - 10, 50]], p.part)), deep);
    }
    case "bob":
      return path(smooth(both([[100 + w + 12, 44], [100 + w + 15, 90], [100 + w + 13, 122], [100 + w + 3, 136]], [100, 28])), deep);
    case "curly": {
      const pts: Point[] = [];
      for (let i = 0; i < 24; i++) {
        const a = (i / 24) * Math.PI * 2;
        const r = i % 2 === 0 ? 1.05 : 0.97;
        pts.push([100 + Math.sin(a) * (w + 26) * r, 100 - Math.cos(a) * 72 * r]);
      }
      return path(smooth(pts), deep) + path(smooth(pts.map(([x, y]) => [100 + (x - 100) * 0.86, 96 + (y - 100) * 0.86] as const)), `url(#h${id})`, ` opacity="0.8"`);
    }
    case "bun":
      return `<circle cx="${n(100 + p.part * 5)}" cy="27" r="14" fill="url(#h${id})"/>` + strokes([[[90 + p.part * 5, 24], [100 + p.part * 5, 17], [110 + p.part * 5, 25]]], deep, 1.2, 0.6);
    default:
      return "";
  }
};

/** The hair over the face edges and shoulders, with a sheen on the side of the key light. */
export const hairFront = (p: Person, w: number, id: string, key: -1 | 1): string => {
  if (!p.hair) return "";
  const fill = `url(#h${id})`;
  const dark = shade(p.hair, -0.38);
  const light = shade(p.hair, 0.45);
  const s = p.part;
  const sheen = strokes([[[100 + key * (w + 6), 72], [100 + key * (w - 3), 44], [100 + key * 4, 33]]], light, 3.2, 0.18);
  const lines = (sides: readonly (-1 | 1)[], bottom: number) =>
    strokes(sides.flatMap((S): Point[][] => [[[100 + S * (w + 3), 86], [100 + S * (w + 4), 150], [100 + S * (w + 7), bottom]], [[100 + S * (w + 8), 100], [100 + S * (w + 10), 170]]]), dark, 1, 0.4);
  switch (p.hairStyle) {
    case "long":
    case "wavy":
    case "braids": {
      const wavy = p.hairStyle === "wavy";
      const right = curtain(w, 238 - (s > 0 ? 10 : 0), wavy ? 4 : 0);
      const sides = [right, flip(curtain(w, 238 - (s < 0 ? 10 : 0), wavy ? 4 : 0), -1)].map((c) => (wavy ? waveX(densify(c, 13), 4, 0.6, 100) : c));
      const texture =
        p.hairStyle === "braids"
          ? strokes(([-1, 1] as const).flatMap((S) => [-3, 1, 5, 9].map((dx): Point[] => [[100 + S * (w + dx), 92], [100 + S * (w + dx), 150], [100 + S * (w + dx + 2), 222]])), dark, 2, 0.7).replace("/>", ` stroke-dasharray="2.6 1.4"/>`)
          : lines([-1, 1], 226);
      return sides.map((c) => path(smooth(c), fill)).join("") + path(smooth(cap(w, s, { fringe: p.fringe })), fill) + texture + sheen;
    }
    case "side": {
      const big = flip(waveX(densify(curtain(w, 256, 14), 14), 3, 1, 110, 9), (-s) as -1 | 1);
      return path(smooth(big), fill) + path(smooth(cap(w, s, { spread: 7 })), fill) + lines([(-s) as -1 | 1], 240) + sheen;
    }
    case "bob": {
      const half: Point[] = [[100 + w + 4, 62], [100 + w + 10, 84], [100 + w + 11, 112], [100 + w + 8, 130], [100 + w, 136], [100 + w - 5, 131], [100 + w - 2, 116], [100 + w + 0.5, 94], [100 + w - 2, 76]];
      return path(smooth(half), fill) + path(smooth(flip(half, -1)), fill) + path(smooth(cap(w, s, { fringe: p.fringe })), fill) + sheen;
    }
    case "curly": {
      const pts: Point[] = [];
      for (let i = 0; i <= 12; i++) {
        const a = -1.45 + (i / 12) * 2.9;
        const r = i % 2 === 0 ? 1 : 0.93;
        pts.push([100 + Math.sin(a) * (w + 14) * r, 90 - Math.cos(a) * 60 * r]);
      }
      const line: Point[] = [[100 + w + 1, 92], [100 + w - 2, 66], [100 + w - 10, 56], [100 + 8, 50], [100, 54], [100 - 8, 50], [100 - w + 10, 56], [100 - w + 2, 66], [100 - w - 1, 92]];
      const curls = Array.from({ length: 10 }, (_, i): Point[] => {
        const a = -1.3 + (i / 9) * 2.6;
        const x = 100 + Math.sin(a) * (w + 6 + (i % 2) * 8);
        const y = 92 - Math.cos(a) * (48 + (i % 2) * 8);
        return [[x - 3, y + 2], [x, y - 2], [x + 3, y + 2]];
      });
      return path(smooth([...pts, ...line]), fill) + strokes(curls, dark, 1.3, 0.5) + sheen;
    }
    case "ponytail": {
      const pony = flip([[100 + w - 2, 56], [100 + w + 12, 72], [100 + w + 17, 120], [100 + w + 15, 180], [100 + w + 8, 228], [100 + w + 3, 196], [100 + w + 5, 136], [100 + w + 1, 96]], (-s) as -1 | 1);
      return path(smooth(pony), fill) + path(smooth(cap(w, s, { spread: 5, lift: -3, line: 4 })), fill) + strokes([[pony[1] ?? [0, 0], pony[2] ?? [0, 0], pony[3] ?? [0, 0]]], dark, 1, 0.4) + sheen;
    }
    case "bun":
      return path(smooth(cap(w, s, { spread: 5, lift: -3, line: 3 })), fill) + strokes([[[100 - s * (w - 1), 70], [100 - s * (w + 2), 96], [100 - s * (w - 1), 118]]], p.hair, 1.1, 0.8) + sheen;
    case "pixie": {
      // Choppy, side-swept fringe: the tips point down toward the short side.
      const pts = flip([[100 - w - 5, 92], [100 - w - 7, 60], [100 - w + 4, 34], [102, 25], [100 + w + 3, 34], [100 + w + 7, 58], [100 + w + 3, 90], [100 + w - 1, 74], [100 + w - 7, 58],
        [100 + 12, 56], [100 + 6, 68], [100 - 2, 56], [100 - 10, 70], [100 - w + 7, 58], [100 - w + 2, 80], [100 - w + 1, 88]], s);
      const locks = ([[[100 + w - 4, 40], [100 + 8, 52], [100 + 6, 66]], [[100 + 2, 34], [100 - 6, 50], [100 - 10, 68]], [[100 - 8, 32], [100 - w + 4, 52], [100 - w + 2, 78]]] as Point[][]).map((l) => flip(l, s));
      return path(smooth(pts), fill) + strokes(locks, dark, 1, 0.45) + sheen;
    }
    case "crop":
    case "buzz":
    case "quiff": {
      const h = p.hairStyle === "quiff" ? 7 : p.hairStyle === "crop" ? 2 : -2;
      const dome: Point[] = [[100 - w - 2, 88], [100 - w - 3, 62], [100 - w + 4, 39 - h * 0.6], [100 + 4, 32 - h], [100 + w - 2, 37 - h * 0.3], [100 + w + 3, 62], [100 + w + 2, 88]];
      const hairline: Point[] = [[100 + w - 0.5, 90], [100 + w - 1.5, 68], [100 + w - 8, 55], [100 + 6, 51 - h * 0.3], [100 - 4, 54], [100 - w + 8, 55], [100 - w + 1.5, 68], [100 - w + 0.5, 90]];
      return path(smooth(flip([...dome, ...hairline], s)), fill, p.hairStyle === "buzz" ? ` opacity="0.75"` : "") + (p.hairStyle === "buzz" ? "" : sheen);
    }
    default:
      return "";
  }
};
