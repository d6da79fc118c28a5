import type { Rng } from "../world/prng";
import { mix, n, shade } from "./portrait.draw";
import type { Light, Shot } from "./portrait.look";

/** Where the figure stands in the picture, in pixels. */
export interface Stage {
  readonly w: number;
  readonly h: number;
  /** Centre of the head and the figure scale (pixels per figure unit). */
  readonly x: number;
  readonly y: number;
  readonly scale: number;
  /** The side with more free room (-1 left, 1 right). */
  readonly free: -1 | 1;
}

const rect = (w: number, h: number, fill: string, extra = "") => `<rect width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const vertical = (id: string, stops: readonly string[]) =>
  `<linearGradient id="${id}" x2="0" y2="1">${stops.map((c, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${c}"/>`).join("")}</linearGradient>`;
const glow = (id: string, color: string, opacity: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;

/** A plump pillow: a rounded square with a soft crease. */
const pillow = (cx: number, cy: number, r: number, angle: number, color: string): string =>
  `<g transform="rotate(${angle} ${n(cx)} ${n(cy)})"><rect x="${n(cx - r)}" y="${n(cy - r * 0.7)}" width="${n(2 * r)}" height="${n(1.4 * r)}" rx="${n(r * 0.45)}" fill="${color}"/>` +
  `<path d="M${n(cx - r * 0.6)} ${n(cy)}q${n(r * 0.6)} ${n(r * 0.12)} ${n(r * 1.2)} 0" fill="none" stroke="${shade(color, -0.25)}" stroke-width="${n(r * 0.05)}"/></g>`;

/** Soft out-of-focus lights. */
const bokeh = (rng: Rng, st: Stage, colors: readonly string[], count: number, top = 0, bottom = 1): string => {
  const unit = Math.max(st.w, st.h);
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = unit * (0.015 + rng.next() * 0.05);
    out += `<circle cx="${n(rng.next() * st.w)}" cy="${n(st.h * (top + rng.next() * (bottom - top)))}" r="${n(r)}" fill="${rng.pick(colors)}" opacity="${n(0.25 + rng.next() * 0.5)}"/>`;
  }
  return `<g filter="url(#bk)">${out}</g>`;
};

/** A string of little lights hanging across the top. */
const fairyLights = (rng: Rng, st: Stage, color: string): string => {
  const y = st.h * (0.08 + rng.next() * 0.1);
  const sag = st.h * 0.08;
  const d = `M-10 ${n(y)}Q${n(st.w * 0.25)} ${n(y + sag * 2)} ${n(st.w * 0.5)} ${n(y)}T${n(st.w + 10)} ${n(y)}`;
  const gap = n(st.w / 22);
  return (
    `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="1"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(st.h * 0.03)}" stroke-dasharray="0 ${gap}" opacity="0.55" filter="url(#bk)"/>` +
    `<path d="${d}" fill="none" stroke="#fff6dc" stroke-width="${n(st.h * 0.008)}" stroke-dasharray="0 ${gap}"/>`
  );
};

const heart = (cx: number, cy: number, r: number): string =>
  `M${n(cx)} ${n(cy + r * 0.9)}C${n(cx - r * 1.6)} ${n(cy - r * 0.1)} ${n(cx - r * 0.9)} ${n(cy - r * 1.3)} ${n(cx)} ${n(cy - r * 0.45)}C${n(cx + r * 0.9)} ${n(cy - r * 1.3)} ${n(cx + r * 1.6)} ${n(cy - r * 0.1)} ${n(cx)} ${n(cy + r * 0.9)}Z`;

const leaves = (x: number, y: number, size: number, color: string, dir: -1 | 1, opacity: number): string => {
  let d = "";
  for (let i = 0; i < 6; i++) {
    const a = (-60 + i * 24) * (Math.PI / 180);
    const lx = x + Math.sin(a) * size * dir;
    const ly = y - Math.cos(a) * size;
    d += `M${n(x)} ${n(y + size * 0.6)}Q${n((x + lx) / 2 - size * 0.25)} ${n((y + ly) / 2)} ${n(lx)} ${n(ly)}Q${n((x + lx) / 2 + size * 0.25)} ${n((y + ly) / 2 + size * 0.1)} ${n(x)} ${n(y + size * 0.6)}`;
  }
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
};

/** The background behind the figure, and its gradients. */
export const sceneSvg = (shot: Shot, st: Stage, rng: Rng): { defs: string; back: string } => {
  const [wall, accent, prop] = shot.colors;
  const { w, h, scale: s } = st;
  const side = st.free;
  const propX = st.x + side * Math.max(w * 0.3, 80 * s);
  switch (shot.scene) {
    case "bedroom": {
      const top = st.y + 20 * s;
      const bw = 170 * s;
      const board = `M${n(st.x - bw)} ${n(h)}V${n(top + 30 * s)}Q${n(st.x - bw)} ${n(top)} ${n(st.x - bw + 30 * s)} ${n(top)}H${n(st.x + bw - 30 * s)}Q${n(st.x + bw)} ${n(top)} ${n(st.x + bw)} ${n(top + 30 * s)}V${n(h)}Z`;
      const tufts = [1, 2, 3].map((i) => `M${n(st.x - bw + 14 * s)} ${n(top + i * 26 * s)}H${n(st.x + bw)}`).join("");
      const lampX = st.x + side * (bw + 26 * s);
      return {
        defs: vertical("wl", [shade(wall, 0.12), wall, shade(wall, -0.35)]) + glow("lg", accent, 0.7) + vertical("hb", [shade(prop, 0.15), shade(prop, -0.25)]),
        back:
          rect(w, h, "url(#wl)") +
          ellipse(lampX, st.y, 150 * s, 130 * s, "url(#lg)") +
          (rng.chance(0.5) ? fairyLights(rng, st, accent) : "") +
          `<path d="M${n(lampX - 16 * s)} ${n(st.y - 10 * s)}h${n(32 * s)}l${n(8 * s)} ${n(30 * s)}h${n(-48 * s)}Z" fill="${mix(accent, "#fff", 0.45)}"/>` +
          `<path d="M${n(lampX)} ${n(st.y + 20 * s)}v${n(40 * s)}" stroke="${shade(wall, -0.5)}" stroke-width="${n(3 * s)}"/>` +
          `<path d="${board}" fill="url(#hb)"/>` +
          `<path d="${tufts}" stroke="${shade(prop, -0.4)}" stroke-width="${n(4 * s)}" stroke-dasharray="0 ${n(28 * s)}" opacity="0.7"/>` +
          pillow(st.x - side * 125 * s, st.y + 140 * s, 62 * s, -side * 8, "#f2ebe3") +
          pillow(st.x + side * 130 * s, st.y + 150 * s, 54 * s, side * 10, shade(accent, -0.2)),
      };
    }
    case "studio": {
      const softbox = rng.chance(0.5);
      return {
        defs: `<radialGradient id="wl" cx="${n(st.x / w)}" cy="${n(st.y / h)}" r="0.85"><stop offset="0" stop-color="${mix(wall, accent, 0.55)}"/><stop offset="0.45" stop-color="${wall}"/><stop offset="1" stop-color="${shade(wall, -0.55)}"/></radialGradient>` + glow("lg", "#fff", 0.8),
        back:
          rect(w, h, "url(#wl)") +
          (softbox ? `<rect x="${n(side > 0 ? w - 50 * s : -40 * s)}" y="${n(st.y - 90 * s)}" width="${n(90 * s)}" height="${n(150 * s)}" rx="${n(8 * s)}" fill="#fff" opacity="0.85" filter="url(#bk)"/>` : "") +
          ellipse(st.x, h, 200 * s, 60 * s, shade(wall, -0.6), ` opacity="0.35" filter="url(#bk)"`),
      };
    }
    case "sofa": {
      const top = st.y + 70 * s;
      const art = rng.chance(0.6);
      const artW = 80 * s;
      const artX = propX - artW / 2;
      return {
        defs: vertical("wl", [shade(wall, 0.15), wall, shade(wall, -0.25)]) + vertical("hb", [shade(prop, 0.12), prop, shade(prop, -0.35)]) + glow("lg", accent, 0.8),
        back:
          rect(w, h, "url(#wl)") +
          ellipse(propX, st.y - 40 * s, 160 * s, 120 * s, "url(#lg)") +
          (art
            ? `<rect x="${n(artX)}" y="${n(st.y - 120 * s)}" width="${n(artW)}" height="${n(100 * s)}" fill="#f7f2ea" stroke="${shade(wall, -0.55)}" stroke-width="${n(4 * s)}"/>` +
              `<circle cx="${n(artX + artW * 0.45)}" cy="${n(st.y - 75 * s)}" r="${n(24 * s)}" fill="${accent}" opacity="0.8"/><path d="M${n(artX + 8 * s)} ${n(st.y - 36 * s)}q${n(artW * 0.4)} ${n(-40 * s)} ${n(artW - 16 * s)} 0" fill="none" stroke="${prop}" stroke-width="${n(5 * s)}"/>`
            : leaves(propX, st.y + 20 * s, 70 * s, "#3f6b45", side, 0.9)) +
          `<rect x="${n(-20 * s)}" y="${n(top)}" width="${n(w + 40 * s)}" height="${n(h)}" rx="${n(30 * s)}" fill="url(#hb)"/>` +
          `<path d="M${n(st.x - 160 * s)} ${n(top + 10 * s)}V${n(h)}M${n(st.x + 160 * s)} ${n(top + 10 * s)}V${n(h)}" stroke="${shade(prop, -0.4)}" stroke-width="${n(3 * s)}" opacity="0.6"/>` +
          `<rect x="${n(st.x + side * 130 * s - 28 * s)}" y="${n(top + 8 * s)}" width="${n(56 * s)}" height="${n(50 * s)}" rx="${n(12 * s)}" fill="${accent}" transform="rotate(${side * 10} ${n(st.x + side * 130 * s)} ${n(top + 40 * s)})"/>`,
      };
    }
    case "city": {
      const mullion = shade(wall, -0.5);
      const bars = [0.22, 0.62, 0.94].map((f) => `M${n(w * f)} 0V${n(h)}`).join("");
      return {
        defs: vertical("wl", [wall, mix(wall, prop, 0.2), mix(wall, accent, 0.35)]),
        back:
          rect(w, h, "url(#wl)") +
          bokeh(rng, st, [accent, prop, "#fff", accent], 18, 0.15, 1) +
          `<path d="${bars}" stroke="${mullion}" stroke-width="${n(10 * s)}" opacity="0.85"/>` +
          `<path d="M${n(w * 0.3)} 0L${n(w * 0.1)} ${n(h)}" stroke="#fff" stroke-width="${n(40 * s)}" opacity="0.05"/>`,
      };
    }
    case "neon": {
      const nx = st.x + side * Math.max(w * 0.28, 90 * s);
      const ny = st.y - 10 * s;
      const r = 34 * s;
      const sign = rng.chance(0.5) ? heart(nx, ny, r) : `M${n(nx - r)} ${n(ny)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
      const tube = `M0 ${n(h * 0.2)}H${n(w)}`;
      const lit = (d: string, c: string, width: number) =>
        `<path d="${d}" fill="none" stroke="${c}" stroke-width="${n(width * 4)}" opacity="0.6" filter="url(#bk)"/><path d="${d}" fill="none" stroke="${mix(c, "#fff", 0.6)}" stroke-width="${n(width)}"/>`;
      return {
        defs:
          vertical("wl", [shade(wall, 0.08), wall]) +
          `<pattern id="br" width="${n(48 * s)}" height="${n(24 * s)}" patternUnits="userSpaceOnUse"><path d="M0 ${n(12 * s)}H${n(48 * s)}M0 ${n(24 * s)}H${n(48 * s)}M${n(12 * s)} 0V${n(12 * s)}M${n(36 * s)} ${n(12 * s)}V${n(24 * s)}" stroke="#000" stroke-opacity="0.35" stroke-width="${n(1.5 * s)}"/></pattern>` +
          glow("lg", accent, 0.45),
        back:
          rect(w, h, "url(#wl)") +
          rect(w, h, "url(#br)") +
          ellipse(nx, ny, 150 * s, 130 * s, "url(#lg)") +
          lit(sign, accent, 3.2 * s) +
          lit(tube, prop, 2.4 * s),
      };
    }
    case "window": {
      const skew = side * 60 * s;
      const pane = (x: number) => `M${n(x)} ${n(-10)}h${n(70 * s)}l${n(skew)} ${n(h * 0.8)}h${n(-70 * s)}Z`;
      const x0 = st.x + side * 40 * s;
      return {
        defs: vertical("wl", [shade(wall, 0.3), wall, shade(wall, -0.18)]),
        back:
          rect(w, h, "url(#wl)") +
          `<g fill="${accent}" opacity="0.75" filter="url(#bk)"><path d="${pane(x0)}${pane(x0 + 80 * s)}"/></g>` +
          leaves(st.x - side * Math.max(w * 0.34, 110 * s), h * 0.75, 90 * s, prop, (-side) as -1 | 1, 0.28),
      };
    }
    case "curtain":
      return {
        defs:
          `<linearGradient id="wl" x2="${n((40 * s) / w)}" spreadMethod="repeat"><stop offset="0" stop-color="${shade(wall, -0.35)}"/><stop offset="0.5" stop-color="${shade(prop, 0.05)}"/><stop offset="1" stop-color="${shade(wall, -0.35)}"/></linearGradient>` +
          glow("lg", accent, 0.55),
        back: rect(w, h, "url(#wl)") + ellipse(st.x, st.y, 220 * s, 180 * s, "url(#lg)") + (rng.chance(0.6) ? fairyLights(rng, st, accent) : ""),
      };
    default: {
      const a = rng.int(0, 3);
      const [x1, y1, x2, y2] = [["0", "0", "1", "1"], ["1", "0", "0", "1"], ["0", "0", "0", "1"], ["0", "1", "1", "0"]][a] ?? ["0", "0", "1", "1"];
      return {
        defs:
          `<linearGradient id="wl" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${wall}"/><stop offset="0.55" stop-color="${prop}"/><stop offset="1" stop-color="${shade(prop, -0.4)}"/></linearGradient>` +
          glow("lg", accent, 0.6),
        back: rect(w, h, "url(#wl)") + ellipse(st.x, st.y, 200 * s, 170 * s, "url(#lg)") + bokeh(rng, st, [accent, "#fff", wall], 10),
      };
    }
  }
};

/** Light colours: [rim from the key side, second rim from the other side or null, colour grade]. */
const LIGHTS: Record<Light, readonly [string, string | null, string]> = {
  warm: ["#ffb877", null, "#ff9a4a"],
  cool: ["#9fd4ff", null, "#5a8cff"],
  neon: ["#ff4fb0", "#3fe0ff", "#b04fff"],
  window: ["#fff", null, "#fff4e0"],
  ring: ["#fff", null, "#ffe6ee"],
  golden: ["#ffc46b", null, "#ff8a3c"],
};

const rimFilter = (id: string, color: string, dx: number, opacity: number) =>
  `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%"><feOffset in="SourceAlpha" dx="${n(dx)}" dy="2" result="o"/>` +
  `<feComposite in="SourceAlpha" in2="o" operator="out"/><feGaussianBlur stdDeviation="1.6" result="e"/>` +
  `<feFlood flood-color="${color}" flood-opacity="${opacity}"/><feComposite in2="e" operator="in"/><feComposite in2="SourceAlpha" operator="in"/></filter>`;

/** The light on the figures (rim filters on each of `figures`; none given, none drawn) and a colour grade over the picture. */
export const lightSvg = (shot: Shot, st: Stage, figures: readonly string[]): { defs: string; over: string } => {
  const [rim, second, grade] = LIGHTS[shot.light];
  const key = shot.key;
  const neon = shot.light === "neon";
  const rimColor = neon ? shot.colors[1] : rim;
  const secondColor = neon ? shot.colors[2] : second;
  const rimmed = figures.length > 0;
  const defs =
    (rimmed ? rimFilter("ra", rimColor, -key * (shot.light === "ring" ? 3 : 6), shot.light === "ring" ? 0.3 : shot.light === "window" ? 0.45 : 0.9) : "") +
    (rimmed && secondColor ? rimFilter("rb", secondColor, key * 5, 0.75) : "") +
    `<linearGradient id="gr" x1="${key < 0 ? 0 : 1}" x2="${key < 0 ? 1 : 0}"><stop offset="0" stop-color="${grade}" stop-opacity="0.45"/><stop offset="0.6" stop-color="${grade}" stop-opacity="0"/><stop offset="1" stop-color="#10081a" stop-opacity="0.35"/></linearGradient>` +
    `<radialGradient id="vg" cx="${n(st.x / st.w)}" cy="0.45" r="0.8"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></radialGradient>`;
  const rims = figures
    .map((use) => use.replace("/>", ` filter="url(#ra)" style="mix-blend-mode:screen"/>`) + (secondColor ? use.replace("/>", ` filter="url(#rb)" style="mix-blend-mode:screen"/>`) : ""))
    .join("");
  return { defs, over: rims + rect(st.w, st.h, "url(#gr)", ` style="mix-blend-mode:soft-light"`) + rect(st.w, st.h, "url(#vg)") };
};
