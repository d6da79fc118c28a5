import { mirror, mix, n, path, poly, shade, smooth, strokes, type Point } from "./portrait.draw";
import { hairBack, hairFront } from "./portrait.hair";
import type { Outfit, Person, Shot } from "./portrait.look";

/**
 * One clothed figure in figure units: the head centred on x = 100 (chin near y = 126, shoulders near
 * y = 165), the body running on below the frame. Gradients named `k{id}` (skin) and `h{id}` (hair) come
 * from figureDefs; `bl` and the pattern `pt` are shared (see portrait.svg).
 */

const GOLD = "#e8c872";
const BARE: readonly Outfit[] = ["cami", "offshoulder", "halter", "oneshoulder"];

interface Frame {
  readonly p: Person;
  readonly s: Shot;
  readonly id: string;
  /** Half the face width as drawn and the head's centre line (shifted by the turn). */
  readonly w: number;
  readonly cx: number;
  /** Centre line of the features. */
  readonly fx: number;
  readonly line: string;
}

const far = (side: -1 | 1, turn: number) => 1 - 0.34 * Math.max(0, side * turn) + 0.06 * Math.max(0, -side * turn);

/** Moves a body point for the body turn: the receding side narrows. */
const bodyX = (x: number, turn: number) => {
  const d = x - 100;
  return 100 + turn * 5 + d * (1 - 0.16 * Math.max(0, Math.sign(d) * turn) + 0.04 * Math.max(0, -Math.sign(d) * turn));
};
const B = (turn: number, points: readonly Point[]): Point[] => points.map(([x, y]) => [bodyX(x, turn), y] as const);

// ---------------------------------------------------------------------------------------------- face

const eye = (f: Frame, side: -1 | 1): string => {
  const { p, s } = f;
  const k = far(side, s.turn);
  const ex = f.fx + side * 11.6 * k * (f.w / 26);
  const ey = 89;
  const hw = 6.7 * k * p.eyeSize;
  const lift = p.eyeTilt;
  const lash = "#24161a";
  // Drawn from the inner to the outer corner; `side` mirrors so the flick always points outward.
  const X = (dx: number) => n(ex + dx * side);
  const Y = (dy: number) => n(ey + dy);
  const upper = `M${X(-hw)} ${Y(0.6)}C${X(-hw * 0.55)} ${Y(-4.2 * p.eyeSize)} ${X(hw * 0.45)} ${Y(-4.6 * p.eyeSize - lift * 0.5)} ${X(hw)} ${Y(-0.8 - lift)}`;
  const lower = `C${X(hw * 0.55)} ${Y(2.8 - lift * 0.5)} ${X(-hw * 0.45)} ${Y(3.2)} ${X(-hw)} ${Y(0.6)}Z`;
  const shadow = p.build === "masculine" ? "" : `<path d="M${X(-hw - 1)} ${Y(-0.5)}C${X(-hw * 0.4)} ${Y(-7.5)} ${X(hw * 0.6)} ${Y(-7.5 - lift)} ${X(hw + 1.6)} ${Y(-1.5 - lift)}Z" fill="${p.eyeshadow}" opacity="0.38"/>`;
  const brow = `<path d="M${X(-hw - 0.5)} ${Y(-8)}Q${X(hw * 0.2)} ${Y(-11.5 - p.browArch)} ${X(hw + 1.4)} ${Y(-8.6 - lift * 0.6)}" fill="none" stroke="${p.brows}" stroke-width="${n(p.browWeight)}" opacity="0.85"/>`;
  const flick = p.build === "masculine" ? "" : `L${X(hw + 2.2)} ${Y(-2.6 - lift * 1.3)}`;
  if (s.eyes === "closed") {
    return brow + shadow + `<path d="M${X(-hw)} ${Y(0.4)}Q${X(0)} ${Y(3.6)} ${X(hw)} ${Y(-lift * 0.5)}${flick}" fill="none" stroke="${lash}" stroke-width="1.5"/>`;
  }
  const gx = ex + s.gaze * 2.2 * k;
  const gy = ey + (s.eyes === "sultry" ? 0.8 : -0.2);
  const irisR = 3.5 * p.eyeSize * Math.min(1, k + 0.15);
  const sultry = s.eyes === "sultry";
  const lidLine = sultry ? `M${X(-hw)} ${Y(0.8)}C${X(-hw * 0.5)} ${Y(-1.4)} ${X(hw * 0.4)} ${Y(-1.6 - lift * 0.5)} ${X(hw)} ${Y(-0.2 - lift)}` : upper;
  const lid = sultry ? `<path d="${upper}L${X(hw)} ${Y(-0.2 - lift)}C${X(hw * 0.4)} ${Y(-1.6 - lift * 0.5)} ${X(-hw * 0.5)} ${Y(-1.4)} ${X(-hw)} ${Y(0.8)}Z" fill="${shade(p.skin, -0.12)}"/>` : "";
  return (
    shadow +
    brow +
    `<path d="${upper}${lower}" fill="#fbf4f0"/>` +
    `<circle cx="${n(gx)}" cy="${n(gy)}" r="${n(irisR)}" fill="${p.iris}"/>` +
    `<circle cx="${n(gx)}" cy="${n(gy)}" r="${n(irisR * 0.45)}" fill="#140c0e"/>` +
    `<circle cx="${n(gx + 1)}" cy="${n(gy - 1.2)}" r="0.9" fill="#fff"/>` +
    lid +
    `<path d="${lidLine}${flick}" fill="none" stroke="${lash}" stroke-width="${p.build === "masculine" ? 1.2 : 1.7}"/>`
  );
};

const mouth = (f: Frame): string => {
  const { p, s } = f;
  const mx = f.fx + s.turn * 2;
  const my = 113.5 - (p.build === "masculine" ? 0 : 0);
  const hw = 8.2 * p.mouthWidth * (1 - Math.abs(s.turn) * 0.12);
  const fl = p.lipFull;
  const up = s.mouth === "soft" ? 0 : 1.3;
  const L = `${n(mx - hw)} ${n(my - up)}`;
  const R = `${n(mx + hw)} ${n(my - up)}`;
  const line = shade(p.lips, -0.35);
  if (p.build === "masculine") {
    return `<path d="M${L}Q${n(mx)} ${n(my + 1.6 + up)} ${R}" fill="none" stroke="${line}" stroke-width="1.5" opacity="0.8"/>` +
      `<path d="M${n(mx - 4)} ${n(my + 3.8)}Q${n(mx)} ${n(my + 5.6)} ${n(mx + 4)} ${n(my + 3.8)}" fill="none" stroke="${p.lips}" stroke-width="1.6" opacity="0.5"/>`;
  }
  const open = s.mouth === "grin" ? 2.6 : 0;
  const upperLip = `M${L}C${n(mx - hw * 0.6)} ${n(my - 2.6 * fl)} ${n(mx - 2.6)} ${n(my - 3.4 * fl)} ${n(mx)} ${n(my - 2 * fl)}C${n(mx + 2.6)} ${n(my - 3.4 * fl)} ${n(mx + hw * 0.6)} ${n(my - 2.6 * fl)} ${R}Q${n(mx)} ${n(my + 0.6 + up * 0.3)} ${L}Z`;
  const lowerLip = `M${L}Q${n(mx)} ${n(my + 0.8 + open)} ${R}C${n(mx + hw * 0.5)} ${n(my + 5.4 * fl + open)} ${n(mx - hw * 0.5)} ${n(my + 5.4 * fl + open)} ${L}Z`;
  const teeth = open > 0 ? `<path d="M${L}Q${n(mx)} ${n(my + 1 + up * 0.3)} ${R}Q${n(mx)} ${n(my + 0.8 + open)} ${L}Z" fill="#fbf6f2"/>` : "";
  return (
    teeth +
    `<path d="${upperLip}" fill="${shade(p.lips, -0.08)}"/><path d="${lowerLip}" fill="${p.lips}"/>` +
    `<ellipse cx="${n(mx + 1.5)}" cy="${n(my + 2.6 * fl + open)}" rx="${n(hw * 0.32)}" ry="0.9" fill="#fff" opacity="0.4"/>` +
    `<path d="M${L}Q${n(mx)} ${n(my + 0.7 + up * 0.3 + (open > 0 ? 0.4 : 0))} ${R}" fill="none" stroke="${line}" stroke-width="0.8" opacity="0.7"/>`
  );
};

const head = (f: Frame): string => {
  const { p, s, w, cx } = f;
  const wl = w * (1 + 0.06 * Math.max(0, s.turn) - 0.1 * Math.max(0, -s.turn));
  const wr = w * (1 + 0.06 * Math.max(0, -s.turn) - 0.1 * Math.max(0, s.turn));
  const jaw = 0.56 + p.jaw * 0.2;
  const chinY = 121.5 + p.chin * 3;
  const chinX = f.fx + s.turn * 2;
  const right: Point[] = [[cx + wr * 0.78, 50], [cx + wr, 72], [cx + wr * 0.98, 94], [cx + wr * jaw + 4 * p.jaw, 114], [chinX + 6 + p.jaw * 3, chinY - 2]];
  const left: Point[] = [[chinX - 6 - p.jaw * 3, chinY - 2], [cx - wl * jaw - 4 * p.jaw, 114], [cx - wl * 0.98, 94], [cx - wl, 72], [cx - wl * 0.78, 50]];
  const outline = smooth([[cx, 41], ...right, [chinX, chinY], ...left], false, 1);
  const ears = ([-1, 1] as const)
    .filter((side) => far(side, s.turn) > 0.85)
    .map((side) => `<ellipse cx="${n(cx + side * ((side < 0 ? wl : wr) + 0.5))}" cy="94" rx="3.6" ry="7.5" fill="${shade(p.skin, -0.08)}"/>`)
    .join("");
  const nx = f.fx + s.turn * 5;
  const nose =
    `<path d="M${n(nx - 3.4)} ${n(104.6)}Q${n(nx)} ${n(107.4)} ${n(nx + 3.4)} ${n(104.6)}" fill="none" stroke="${f.line}" stroke-width="1.2" opacity="0.5"/>` +
    (Math.abs(s.turn) > 0.2 ? `<path d="M${n(nx + Math.sign(s.turn) * 1.5)} ${n(90)}Q${n(nx + Math.sign(s.turn) * 3)} ${n(98)} ${n(nx + Math.sign(s.turn) * 3.6)} ${n(103)}" fill="none" stroke="${f.line}" stroke-width="1" opacity="0.3"/>` : "");
  const glow = `<ellipse cx="${n(f.fx + s.key * 14)}" cy="96" rx="7" ry="4" fill="#fff" opacity="0.14"/><path d="M${n(nx + s.key * 1.2)} 92v8" stroke="#fff" stroke-width="1.6" opacity="0.18"/>`;
  const blush = p.build === "masculine" ? "" : ([-1, 1] as const).map((side) => `<ellipse cx="${n(f.fx + side * 15 * far(side, s.turn))}" cy="101" rx="8" ry="5" fill="url(#bl)"/>`).join("");
  const freckles = p.freckles ? `<path d="M${n(f.fx - 14)} 98h0m4 2h0m3-3h0m12 1h0m4 2h0m3-2h0m-16 3h0" stroke="${shade(p.skin, -0.35)}" stroke-width="1.3" opacity="0.6"/>` : "";
  const piercing = p.piercings && p.build === "feminine" ? `<circle cx="${n(nx + 3.6)}" cy="103.6" r="0.9" fill="#f4f1ea"/>` : "";
  const mx = f.fx + s.turn * 2;
  const beardPath =
    smooth([[cx - wl + 0.5, 90], [cx - wl, 104], [cx - wl * jaw - 4 * p.jaw - 1, 117], [chinX - 7, chinY + 1], [chinX, chinY + 2.5], [chinX + 7, chinY + 1], [cx + wr * jaw + 4 * p.jaw + 1, 117], [cx + wr, 104], [cx + wr - 0.5, 90],
      [cx + wr - 4, 100], [cx + wr * 0.7, 112], [mx + 5, 118.5], [mx, 117.5], [mx - 5, 118.5], [cx - wl * 0.7, 112], [cx - wl + 4, 100]]) +
    `M${n(mx - 9)} 112.5Q${n(mx)} 106 ${n(mx + 9)} 112.5Q${n(mx)} 109.6 ${n(mx - 9)} 112.5Z`;
  const beard = p.beard === "none" || !p.hair ? "" : path(beardPath, shade(p.hair, -0.1), ` opacity="${p.beard === "full" ? 0.92 : 0.3}"`);
  const earX = (side: -1 | 1) => cx + side * ((side < 0 ? wl : wr) + 0.5);
  const earrings = ([-1, 1] as const)
    .filter((side) => far(side, s.turn) > 0.85)
    .map((side) => {
      const x = earX(side);
      switch (s.earrings) {
        case "hoops":
          return `<circle cx="${n(x)}" cy="106" r="4.4" fill="none" stroke="${GOLD}" stroke-width="1.2"/>`;
        case "drops":
          return `<path d="M${n(x)} 101v5" stroke="${GOLD}" stroke-width="0.8"/><ellipse cx="${n(x)}" cy="108.5" rx="1.8" ry="2.8" fill="${GOLD}"/>`;
        case "studs":
          return `<circle cx="${n(x)}" cy="101.5" r="1.5" fill="#f4f1ea"/>`;
        default:
          return "";
      }
    })
    .join("");
  const glasses = p.glasses
    ? ([-1, 1] as const).map((side) => {
        const k = far(side, s.turn);
        const ex = f.fx + side * 11.6 * k * (w / 26);
        return `<rect x="${n(ex - 9 * k)}" y="82" width="${n(18 * k)}" height="13" rx="5" fill="#fff" fill-opacity="0.08" stroke="#1d1a1f" stroke-width="1.4"/>`;
      }).join("") + `<path d="M${n(f.fx - 2.6)} 87q2.6-2 5.2 0" fill="none" stroke="#1d1a1f" stroke-width="1.3"/>`
    : "";
  return (
    ears +
    earrings +
    path(outline, `url(#k${f.id})`) +
    glow +
    blush +
    freckles +
    eye(f, -1) +
    eye(f, 1) +
    nose +
    piercing +
    mouth(f) +
    beard +
    hairFront(p, w, f.id, s.key) +
    glasses
  );
};

// ---------------------------------------------------------------------------------------------- body

interface Body {
  readonly silhouette: Point[];
  readonly armL: number;
  readonly armR: number;
  readonly nw: number;
  readonly sw: number;
}

const bodyOf = (f: Frame): Body => {
  const sw = f.p.shoulders;
  const nw = f.p.build === "masculine" ? 16.5 : 12.5;
  const left: Point[] = [[100 - nw, 104], [100 - nw - 0.5, 134], [100 - nw - 7, 148], [100 - sw * 0.66, 157], [100 - sw + 3, 164], [100 - sw - 4, 178], [100 - sw - 7, 206], [100 - sw - 7, 270], [100 - sw - 5, 420]];
  return { silhouette: B(f.s.body, [...left, ...mirror(left)]), armL: 100 - sw + 10, armR: 100 + sw - 10, nw, sw };
};

/** The garment's outline, and lines (seams, lapels, straps) drawn over it. */
const outfitShape = (f: Frame, b: Body): { d: string; lines: string; under?: string } => {
  const { s } = f;
  const t = s.body;
  const { nw, sw, armL, armR } = b;
  const down: Point[] = [[armR + 2, 420], [armL - 2, 420]];
  const full = (neckline: readonly Point[]) => {
    const outerL: Point[] = [[100 - sw * 0.66, 157], [100 - sw + 3, 164], [100 - sw - 4, 178], [100 - sw - 7, 206], [100 - sw - 7, 270], [100 - sw - 5, 420]];
    return smooth(B(t, [...neckline, ...outerL, ...mirror(outerL)]));
  };
  const seam = (x: number, dir: 1 | -1) => smooth(B(t, [[x, 206], [x + dir, 300], [x + 2 * dir, 420]]), true);
  const seams = (d: string) => `<path d="${d}" fill="none" stroke="${shade(s.top, -0.35)}" stroke-width="1.4" opacity="0.6"/>`;
  const sleeves = seams(seam(armL, 1) + seam(armR, -1));
  switch (s.outfit) {
    case "cami":
    case "halter": {
      const halter = s.outfit === "halter";
      const neckline: Point[] = halter
        ? [[armL, 204], [100 - 18, 178], [100 - 5, 158], [100 - nw + 1, 136], [100 + nw - 1, 136], [100 + 5, 158], [100 + 18, 178], [armR, 204]]
        : [[armL, 202], [100 - 20, 206], [100, 214], [100 + 20, 206], [armR, 202]];
      const d = smooth(B(t, neckline), true) + poly(B(t, [[armR + 2, 300], ...down, [armL - 2, 300]]), true).replace(/^M/, "L") + "Z";
      const strap = (x: number, dir: number) => `M${n(bodyX(x, t))} 206L${n(bodyX(x - dir * 3, t))} 156`;
      const lines = halter ? "" : `<path d="${strap(100 - sw * 0.44, 1)}${strap(100 + sw * 0.44, -1)}" stroke="${s.top}" stroke-width="2.6"/>`;
      return { d, lines };
    }
    case "offshoulder": {
      const top: Point[] = [[100 - sw - 9, 190], [100 - sw * 0.5, 196], [100, 200], [100 + sw * 0.5, 196], [100 + sw + 9, 190]];
      const d = smooth(B(t, top), true) + poly(B(t, [[100 + sw + 8, 260], [100 + sw + 6, 420], [100 - sw - 6, 420], [100 - sw - 8, 260]]), true).replace(/^M/, "L") + "Z";
      // The frill's hem dips between the points of the neckline.
      const frill = top.flatMap(([x, y], i): Point[] => {
        const next = top[i + 1];
        return next ? [[x, y + 10], [(x + next[0]) / 2, y + 14]] : [[x, y + 10]];
      });
      return { d, lines: `<path d="${smooth(B(t, frill), true)}" fill="none" stroke="${shade(s.top, -0.3)}" stroke-width="1.4" opacity="0.6"/>` };
    }
    case "oneshoulder": {
      const pts: Point[] = [[100 - nw - 8, 150], [100 - sw * 0.66, 157], [100 - sw + 3, 164], [100 - sw - 4, 178], [100 - sw - 7, 206], [100 - sw - 7, 270], [100 - sw - 5, 420], [armR + 2, 420], [armR, 204], [100 + 10, 196]];
      return { d: smooth(B(t, pts)), lines: seams(seam(armL, 1)) };
    }
    case "vneck":
      return { d: full([[100 + nw + 5, 146], [100, 184], [100 - nw - 5, 146]]), lines: sleeves };
    case "sweater":
      return {
        d: full([[100 + nw + 5, 145], [100, 156], [100 - nw - 5, 145]]),
        lines: sleeves + `<path d="${smooth(B(t, [[100 - nw - 6, 150], [100, 162], [100 + nw + 6, 150]]), true)}" fill="none" stroke="${shade(s.top, -0.3)}" stroke-width="1.6" opacity="0.6"/>`,
      };
    case "turtleneck": {
      const folds = [130, 136, 142].map((y) => `M${n(bodyX(100 - nw - 1, t))} ${y}q${nw + 1} 4 ${2 * nw + 2} 0`).join("");
      return {
        d: full([[100 + nw + 2, 150], [100 + nw + 1.5, 125], [100, 128], [100 - nw - 1.5, 125], [100 - nw - 2, 150]]),
        lines: sleeves + `<path d="${folds}" fill="none" stroke="${shade(s.top, -0.35)}" stroke-width="1.3" opacity="0.6"/>`,
      };
    }
    case "shirt": {
      const collar = (dir: -1 | 1) => poly(B(t, [[100 + dir * (nw + 1), 134], [100 + dir * (nw + 12), 154], [100 + dir * 4, 172], [100 + dir * 2, 160]]));
      return {
        d: full([[100 + nw + 4, 146], [100, 178], [100 - nw - 4, 146]]),
        lines: sleeves + `<path d="${collar(-1)}${collar(1)}" fill="${shade(s.top, 0.1)}" stroke="${shade(s.top, -0.3)}" stroke-width="1"/>` +
          `<path d="M${n(bodyX(100, t))} 180V420" stroke="${shade(s.top, -0.3)}" stroke-width="1" stroke-dasharray="0 18" stroke-opacity="0.8"/>`,
      };
    }
    case "blazer": {
      const lapel = (dir: -1 | 1) => poly(B(t, [[100 + dir * (nw + 5), 146], [100 + dir * 30, 196], [100 + dir * 20, 202], [100 + dir * 3, 262], [100 + dir * 16, 210], [100 + dir * (nw + 1), 150]]));
      return {
        d: full([[100 + nw + 5, 146], [100 + 3, 262], [100 - 3, 262], [100 - nw - 5, 146]]),
        under: smooth(B(t, [[100 - 26, 206], [100, 210], [100 + 26, 206], [100 + 20, 270], [100 - 20, 270]])),
        lines: sleeves + `<path d="${lapel(-1)}${lapel(1)}" fill="${shade(s.top, -0.18)}"/>`,
      };
    }
    case "hoodie":
      return {
        d: full([[100 + nw + 4, 146], [100, 158], [100 - nw - 4, 146]]),
        lines: sleeves + `<path d="M${n(bodyX(94, t))} 156l-2 44M${n(bodyX(106, t))} 156l2 40" stroke="#f4f1ea" stroke-width="1.6"/>`,
      };
    default:
      return { d: "", lines: "" };
  }
};

const hood = (f: Frame, b: Body) =>
  f.s.outfit === "hoodie"
    ? path(smooth(B(f.s.body, [[100 - b.nw - 22, 170], [100 - b.nw - 16, 136], [100, 122], [100 + b.nw + 16, 136], [100 + b.nw + 22, 170]])), shade(f.s.top, -0.22))
    : "";

const necklace = (f: Frame, b: Body): string => {
  const { s } = f;
  if (s.necklace === "none" || !BARE.includes(s.outfit) && s.outfit !== "vneck") return "";
  const x = (v: number) => n(bodyX(v, s.body));
  switch (s.necklace) {
    case "choker":
      return `<path d="M${x(100 - b.nw)} 128q${b.nw} 4 ${2 * b.nw} 0" fill="none" stroke="#1b1418" stroke-width="3.4"/>`;
    case "pearls":
      return `<path d="M${x(100 - b.nw - 1)} 136Q${x(100)} 172 ${x(100 + b.nw + 1)} 136" fill="none" stroke="#f6f1ea" stroke-width="2.6" stroke-dasharray="0 3.6"/>`;
    default:
      return `<path d="M${x(100 - b.nw - 1)} 136Q${x(100)} 178 ${x(100 + b.nw + 1)} 136" fill="none" stroke="${GOLD}" stroke-width="0.9"/><circle cx="${x(100)}" cy="158" r="2.4" fill="${GOLD}"/>`;
  }
};

const tattoo = (f: Frame, b: Body): string => {
  if (!f.p.tattoos || !BARE.includes(f.s.outfit) || f.s.outfit === "offshoulder") return "";
  const x = bodyX(100 + b.sw - 2, f.s.body);
  return `<path d="M${n(x)} 200q-5-10 2-22M${n(x - 1)} 192q-5-2-5-7q5 1 5 7M${n(x + 1)} 186q5-2 5-7q-5 1-5 7" fill="none" stroke="#2e3a44" stroke-width="0.8" opacity="0.6"/>`;
};

/** A hand seen from the back, wrist at (wx, wy) and fingertips at (tx, ty), its knuckle creases. */
const handShape = (wx: number, wy: number, tx: number, ty: number, side: -1 | 1): { d: string; creases: string } => {
  const len = Math.hypot(tx - wx, ty - wy);
  const ux = (tx - wx) / len;
  const uy = (ty - wy) / len;
  const at = (u: number, v: number): Point => [wx + ux * u * len - uy * v * side, wy + uy * u * len + ux * v * side];
  // Four fingertips, the outer ones shorter, then the thumb side.
  const d = smooth([at(0, -5.5), at(0.45, -7.4), at(0.8, -6.8), at(0.9, -5.6), at(0.93, -3.4), at(0.99, -1.6), at(1, 1), at(0.97, 3.2), at(0.91, 5.2), at(0.84, 6.6), at(0.55, 7.6), at(0.25, 8.2), at(0, 5.5)], false, 1);
  const creases = [-3.5, 0, 3.4].map((v) => { const [x1, y1] = at(0.66, v); const [x2, y2] = at(0.95, v * 0.95); return `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`; }).join("");
  return { d, creases };
};

/** A forearm and hand raised to the chin or cheek. */
const hand = (f: Frame): string => {
  const { p, s } = f;
  if (s.pose !== "chin" && s.pose !== "cheek") return "";
  const side: -1 | 1 = s.turn >= 0 ? -1 : 1;
  const sleeve = BARE.includes(s.outfit) ? null : s.top;
  const skin = `url(#k${f.id})`;
  const edge = shade(p.skin, -0.32);
  const chinX = f.fx + s.turn * 2;
  const [wx, wy, tx, ty] =
    s.pose === "chin"
      ? [chinX + side * 16, 162, chinX + side * 2, 127]
      : [f.cx + side * (f.w + 9), 146, f.cx + side * (f.w - 3), 104];
  const shape = handShape(wx, wy, tx, ty, side);
  const arm = smooth([[wx - 6, wy - 2], [wx + 6, wy - 2], [wx + side * 30 + 13, 420], [wx + side * 30 - 13, 420]]);
  return (
    path(arm, sleeve ? `url(#c${f.id})` : skin, ` stroke="${edge}" stroke-width="0.8"`) +
    path(shape.d, skin, ` stroke="${edge}" stroke-width="0.8"`) +
    `<path d="${shape.creases}" stroke="${edge}" stroke-width="0.9" opacity="0.6"/>`
  );
};

const frameOf = (p: Person, s: Shot, id: string): Frame => {
  const w = p.faceWidth;
  return { p, s, id, w, cx: 100 + s.turn * 3, fx: 100 + s.turn * 9, line: shade(p.skin, -0.45) };
};

/** Gradients of one figure: skin lit from the key side, hair with a sheen. */
export const figureDefs = (p: Person, s: Shot, id: string): string => {
  const [x1, x2] = s.key < 0 ? ["0", "1"] : ["1", "0"];
  const hair = p.hair ?? "#000";
  return (
    `<linearGradient id="k${id}" x1="${x1}" y1="0" x2="${x2}" y2="0.3"><stop offset="0" stop-color="${shade(p.skin, 0.16)}"/><stop offset="0.55" stop-color="${p.skin}"/><stop offset="1" stop-color="${mix(shade(p.skin, -0.2), "#7a3a4a", 0.12)}"/></linearGradient>` +
    `<linearGradient id="c${id}" x1="${x1}" x2="${x2}"><stop offset="0" stop-color="${shade(s.top, 0.2)}"/><stop offset="0.5" stop-color="${s.top}"/><stop offset="1" stop-color="${shade(s.top, -0.4)}"/></linearGradient>` +
    `<linearGradient id="h${id}" x1="${x1}" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="${shade(hair, 0.18)}"/><stop offset="0.45" stop-color="${hair}"/><stop offset="1" stop-color="${shade(hair, -0.28)}"/></linearGradient>`
  );
};

/** The figure as a group in figure units (0..200 wide). */
export const figureSvg = (p: Person, s: Shot, id: string): string => {
  const f = frameOf(p, s, id);
  const b = bodyOf(f);
  const rot = `rotate(${n(s.tilt)} 100 132)`;
  const outfit = outfitShape(f, b);
  const neckShadow = `<path d="M${n(f.cx - f.w * 0.75)} 108Q${n(f.fx)} 146 ${n(f.cx + f.w * 0.75)} 108Z" fill="${shade(p.skin, -0.4)}" opacity="0.3" transform="${rot}"/>`;
  const collarbones = BARE.includes(s.outfit) || s.outfit === "vneck" ? strokes(([[[100 - 8, 152], [100 - 20, 150], [100 - 32, 152]], [[100 + 8, 152], [100 + 20, 150], [100 + 32, 152]]] as Point[][]).map((l) => B(s.body, l)), shade(p.skin, -0.28), 1.2, 0.4) : "";
  const arms = `<path d="${smooth(B(s.body, [[b.armL, 206], [b.armL + 1, 300], [b.armL + 2, 420]]), true)}${smooth(B(s.body, [[b.armR, 206], [b.armR - 1, 300], [b.armR - 2, 420]]), true)}" fill="none" stroke="${shade(p.skin, -0.3)}" stroke-width="1.2" opacity="0.5"/>`;
  return (
    `<g transform="${rot}">${hairBack(p, f.w, id)}</g>` +
    hood(f, b) +
    path(smooth(b.silhouette), `url(#k${id})`) +
    (BARE.includes(s.outfit) ? arms : "") +
    neckShadow +
    collarbones +
    tattoo(f, b) +
    (outfit.under ? path(outfit.under, s.top === "#14131c" ? "#f3efe8" : "#14131c") : "") +
    `<g fill="url(#c${id})"><path id="o${id}" d="${outfit.d}"/></g>` +
    (s.pattern === "plain" ? "" : `<use href="#o${id}" fill="url(#pt)"/>`) +
    outfit.lines +
    necklace(f, b) +
    `<g transform="${rot}">${head(f)}</g>` +
    hand(f)
  );
};
