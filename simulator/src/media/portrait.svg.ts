import { createRng } from "../world/prng";
import { n } from "./portrait.draw";
import { figureDefs, figureSvg } from "./portrait.figure";
import { coveredShot, shotFor, type Pattern, type Person, type Shot } from "./portrait.look";
import { lightSvg, sceneSvg, type Stage } from "./portrait.scene";

/**
 * Locally generated, deterministic artwork: a stylised, fully clothed glamour portrait (person, pose,
 * outfit, room and light picked from the seed). Nothing is downloaded; the same input always gives the same SVG.
 */

export const PALETTES: readonly (readonly [string, string, string])[] = [
  ["#ff7e5f", "#feb47b", "#6a3093"],
  ["#8e2de2", "#4a00e0", "#ff6fd8"],
  ["#f72585", "#7209b7", "#3a0ca3"],
  ["#0f2027", "#2c5364", "#43cea2"],
  ["#ee9ca7", "#b06ab3", "#4b2a59"],
  ["#f7971e", "#a8325e", "#3b1c4a"],
  ["#2193b0", "#6dd5ed", "#1e3c72"],
  ["#42275a", "#734b6d", "#e96443"],
  ["#fcb69f", "#ff6a88", "#5b2a86"],
  ["#141e30", "#243b55", "#c471ed"],
  ["#00c6ff", "#0072ff", "#ff5e62"],
  ["#c33764", "#1d2671", "#f5af19"],
];

export type Framing = "avatar" | "close" | "medium" | "cover";

export interface PortraitInput {
  readonly seed: number;
  readonly width: number;
  readonly height: number;
  /** One or two people (two for couples; the first in front). */
  readonly figures: readonly Person[];
  /** 0 for the snapshot; photo-1, photo-2 ... and the cover pass their own so each picture differs. */
  readonly variant: number;
  /** The covered variant (§2.1 nude filter): a high-necked outfit, blurred and dimmed, with an eye-off mark. */
  readonly nonude: boolean;
  /** Where the head sits horizontally (0..1); defaults to near the centre, leaving room where she looks. */
  readonly focusX?: number;
  readonly framing?: Framing;
  /**
   * A small raster's drawing (media.raster): without the soft blurs, the cast shadow and the rim lights, which a
   * thumbnail hardly shows and which cost most to draw.
   */
  readonly thumbnail?: boolean;
  /**
   * A frame of a live stream's loop (issue 27), `t` in [0, 1): she breathes, blinks and sways a little, the light
   * moves and the camera drifts slowly. Every motion is periodic in `t`, so the loop has no seam.
   */
  readonly motion?: { readonly t: number };
}

const TAU = Math.PI * 2;

/** When in the loop her eyes are closed: two blinks, a few frames each. */
const BLINKS: readonly (readonly [number, number])[] = [[0.31, 0.335], [0.79, 0.815]];

/** The shot at one moment of the loop: a blink, a slight sway of the head, the gaze wandering. */
const shotAt = (shot: Shot, t: number): Shot => ({
  ...shot,
  // Looking into the camera, eyes open but for the blinks.
  eyes: BLINKS.some(([from, to]) => t >= from && t < to) ? "closed" : shot.eyes === "closed" ? "open" : shot.eyes,
  tilt: shot.tilt + 2.2 * Math.sin(TAU * t),
  turn: Math.max(-1, Math.min(1, shot.turn + 0.06 * Math.sin(TAU * t + 1))),
  gaze: Math.max(-1, Math.min(1, shot.gaze + 0.25 * Math.sin(TAU * 2 * t))),
});

/** Visible figure units (top, bottom) per framing; the cover keeps the head in the band a 4:1 crop shows. */
const FRAMINGS: Record<Framing, readonly [number, number]> = { avatar: [30, 166], close: [24, 216], medium: [16, 270], cover: [-4, 188] };

const patternDef = (pattern: Pattern, top: string): string => {
  const light = parseInt(top.slice(1, 3), 16) + parseInt(top.slice(3, 5), 16) + parseInt(top.slice(5, 7), 16) > 500;
  const ink = light ? "#000" : "#fff";
  const tile = (size: string, body: string) => `<pattern id="pt" width="${size.split(" ")[0]}" height="${size.split(" ")[1]}" patternUnits="userSpaceOnUse">${body}</pattern>`;
  switch (pattern) {
    case "satin":
      return `<linearGradient id="pt" x2="1" y2="0.5"><stop offset="0.15" stop-color="#fff" stop-opacity="0"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="0.7" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.85" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
    case "lace":
      return tile("6 6", `<circle cx="3" cy="3" r="1.9" fill="none" stroke="${ink}" stroke-opacity="0.3" stroke-width="0.7"/>`);
    case "sequin":
      return tile("4 4", `<circle cx="1" cy="1" r="0.9" fill="#fff" fill-opacity="0.45"/><circle cx="3" cy="3" r="0.9" fill="#fff" fill-opacity="0.25"/>`);
    case "knit":
      return tile("4 6", `<path d="M1 0v6" stroke="#000" stroke-opacity="0.16" stroke-width="1.2"/>`);
    case "stripes":
      return tile("10 10", `<rect width="10" height="4" fill="${ink}" fill-opacity="0.55"/>`);
    default:
      return "";
  }
};

const partnerShot = (seed: number, variant: number, partner: Person, lead: Shot): Shot => {
  const own = shotFor(seed + 7, variant, partner);
  const turn = -Math.sign(lead.turn || 1) * 0.25;
  return { ...lead, outfit: own.outfit, top: own.top, pattern: own.pattern, necklace: "none", earrings: own.earrings, mouth: own.mouth, eyes: "open", pose: "three-quarter", turn, tilt: turn * -8, body: -turn, gaze: 0 };
};

/** The shot a portrait draws for its first person (covered pictures wear a high-necked outfit). */
export const portraitShot = (input: PortraitInput, lead: Person): Shot => {
  const plain = shotFor(input.seed, input.variant, lead);
  return input.nonude ? coveredShot(plain, input.seed + input.variant) : plain;
};

/** A stream's frame: the camera drifting slowly (always zoomed in a little, so no edge shows) and the light moving. */
const moving = (body: string, w: number, h: number, t: number): string => {
  const zoom = 1.06 + 0.025 * Math.sin(TAU * t);
  const dx = 0.014 * w * Math.sin(TAU * t + 0.7);
  const dy = 0.01 * h * Math.cos(TAU * t);
  const warm = 0.07 + 0.05 * Math.sin(TAU * t * 2 + 2);
  return (
    `<g transform="translate(${n(w / 2 + dx)} ${n(h / 2 + dy)}) scale(${Math.round(zoom * 1000) / 1000}) translate(${n(-w / 2)} ${n(-h / 2)})">${body}</g>` +
    `<rect width="${w}" height="${h}" fill="#ffb36b" opacity="${Math.round(warm * 1000) / 1000}"/>`
  );
};

/** A complete SVG document for one portrait. */
export const portraitSvg = (input: PortraitInput): string => {
  const { width: w, height: h } = input;
  const [lead, partner] = input.figures;
  if (!lead) return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"/>`;
  const still = portraitShot(input, lead);
  const t = input.motion?.t;
  const shot = t === undefined ? still : shotAt(still, t);
  const couple = partner !== undefined;
  const framing: Framing = input.framing ?? (couple ? "medium" : shot.framing);
  const [top, bottom] = FRAMINGS[framing];
  // Tall pictures are framed by their width, so the shoulders stay in frame.
  const scale = Math.min(h / (bottom - top), w < h ? w / (couple ? 250 : 190) : Infinity) * (couple ? 0.92 : 1);
  const lookSide = Math.sign(shot.turn) || 0;
  const wide = w / h;
  const focus = input.focusX ?? 0.5 - lookSide * (wide > 1.1 ? 0.08 : 0.03);
  const gap = couple ? 62 * scale : 0;
  const x = focus * w;
  const stage: Stage = {
    w, h, x, y: (84 - top) * scale, scale,
    free: focus < 0.47 ? 1 : focus > 0.53 ? -1 : lookSide < 0 ? -1 : lookSide > 0 ? 1 : (-shot.key as -1 | 1),
  };
  const rng = createRng((input.seed * 31 + input.variant * 977) >>> 0);
  const scene = sceneSvg(shot, stage, rng);
  // Breathing: the shoulders rise a little, twice a loop.
  const breath = t === undefined ? 0 : Math.sin(TAU * 2 * t);
  const scaleY = t === undefined ? "" : ` ${Math.round(scale * (1 + breath * 0.006) * 10000) / 10000}`;
  const place = (i: number, dx: number, dy: number) =>
    `<use href="#f${i}" transform="translate(${n(x + dx - 100 * scale)} ${n(-top * scale + dy - breath * 1.6 * scale)}) scale(${Math.round(scale * 1000) / 1000}${scaleY})${i === 0 && Math.abs(shot.lean) > 0.5 ? ` rotate(${n(shot.lean)} 100 300)` : ""}"/>`;
  const uses = couple ? [place(1, gap, -8 * scale), place(0, -gap * 0.75, 4 * scale)] : [place(0, 0, 0)];
  const light = lightSvg(shot, stage, input.thumbnail ? [] : uses);
  const shots = couple ? [shot, partnerShot(input.seed, input.variant, partner, shot)] : [shot];
  const people = couple ? [lead, partner] : [lead];
  const figures = people.map((person, i) => {
    const s = shots[i] ?? shot;
    return { defs: figureDefs(person, s, String(i)) + patternDef(s.pattern, s.top).replace('id="pt"', `id="pt${i}"`), body: `<g id="f${i}">${figureSvg(person, s, String(i))}</g>` };
  });
  const min = Math.min(w, h);
  const cast = shot.scene === "city" || input.thumbnail ? "" : uses.map((u) => u.replace("/>", ` filter="url(#cs)"/>`)).join("");
  const composed = scene.back + cast + uses.join("") + light.over;
  const body = t === undefined ? composed : moving(composed, w, h, t);
  const covered = input.nonude
    ? `<g filter="url(#cover)">${body}</g><rect width="${w}" height="${h}" fill="#0d0a12" opacity="0.4"/>` +
      `<g transform="translate(${n(w / 2 - min * 0.09)},${n(h / 2 - min * 0.09)}) scale(${n((min * 0.18) / 24)})" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" opacity="0.85">` +
      `<path d="M2,12 C5,6 8.5,4 12,4 C15.5,4 19,6 22,12 C19,18 15.5,20 12,20 C8.5,20 5,18 2,12 Z"/><circle cx="12" cy="12" r="3.2"/><path d="M4,3 L20,21"/></g>`
    : body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" stroke-linecap="round">` +
    `<defs>` +
    (input.thumbnail
      ? `<filter id="bk"><feOffset/></filter>`
      : `<filter id="bk" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(Math.max(w, h) * 0.008)}"/></filter>`) +
    (input.nonude ? `<filter id="cover" x="0" y="0" width="100%" height="100%"><feGaussianBlur stdDeviation="${n(min * 0.04)}" edgeMode="duplicate"/><feColorMatrix type="saturate" values="0.4"/></filter>` : "") +
    (input.thumbnail ? "" : `<filter id="cs"><feOffset in="SourceAlpha" dx="${-shot.key * 10}" dy="4"/><feGaussianBlur stdDeviation="6"/><feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer></filter>`) +
    `<radialGradient id="bl"><stop offset="0" stop-color="#ff6f8e" stop-opacity="0.32"/><stop offset="1" stop-color="#ff6f8e" stop-opacity="0"/></radialGradient>` +
    scene.defs +
    light.defs +
    figures.map((f) => f.defs).join("") +
    figures.map((f, i) => f.body.replaceAll("url(#pt)", `url(#pt${i})`)).join("") +
    `</defs>` +
    covered +
    `</svg>`
  );
};
