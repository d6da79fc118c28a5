import { createRng, type Rng } from "../world/prng";

/**
 * Locally generated, deterministic artwork: soft gradient backgrounds with bokeh and a stylised,
 * fully clothed head-and-shoulders figure. Nothing is downloaded; the same input always gives the same SVG.
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

const HAIR: Record<string, string> = {
  blonde: "#e9c77b", dark_blonde: "#b38b57", brown: "#6a4330", black: "#221b22", red: "#b0462b",
  other: "#7c5d8c", coloured: "#d35bbd", grey: "#b9b6bd", bald: "transparent", white: "#efebe6",
};
const SKIN: Record<string, string> = {
  caucasian: "#f2c9ab", white: "#f5d3bb", mediterranean: "#d9a57f", latin: "#c98f66", "south-american": "#b98058",
  arabic: "#c58e68", asian: "#ecc49c", ebony: "#7b4a33",
};
const TOPS = ["#1b1b2f", "#e5246b", "#f4f1ea", "#2d6a8e", "#7b2d5b", "#111111", "#c9a227", "#3d8b6d", "#5a3fa0"] as const;

export type HairStyle = "long" | "wavy" | "bob" | "bun" | "short" | "none";
export type Build = "feminine" | "masculine";

export interface FigureLook {
  readonly hair: string;
  readonly hairStyle: HairStyle;
  readonly skin: string;
  readonly top: string;
  readonly build: Build;
  readonly earrings: boolean;
}

export interface PortraitInput {
  readonly seed: number;
  readonly width: number;
  readonly height: number;
  /** One or two figures (two for couples). */
  readonly figures: readonly FigureLook[];
  /** Shifts palette and pose so photo-1, photo-2 ... differ. */
  readonly variant: number;
  /** The covered variant (§2.1 nude filter): blurred, dimmed, with an eye-off mark. */
  readonly nonude: boolean;
  /** Where the figure sits horizontally (0..1); defaults to near the centre. */
  readonly focusX?: number;
  /** Above 1 crops to a closer head-and-shoulders framing (avatars). */
  readonly zoom?: number;
}

export const hairColorOf = (hairColor: string) => HAIR[hairColor] ?? HAIR.brown ?? "#6a4330";
export const skinOf = (ethnicity: string) => SKIN[ethnicity] ?? SKIN.caucasian ?? "#f2c9ab";

/** Picks a look for a performer from her §3 fields and a seed. */
export const lookFor = (rng: Rng, fields: { hairColor: string; ethnicity: string; build: Build }): FigureLook => ({
  hair: hairColorOf(fields.hairColor),
  hairStyle:
    fields.hairColor === "bald"
      ? "none"
      : fields.build === "masculine"
        ? "short"
        : rng.weighted<HairStyle>([["long", 4], ["wavy", 3], ["bob", 2], ["bun", 1]]),
  skin: skinOf(fields.ethnicity),
  top: rng.pick(TOPS),
  build: fields.build,
  earrings: fields.build === "feminine" && rng.chance(0.5),
});

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** Mixes a hex colour toward white (amount > 0) or black (amount < 0). */
export const shade = (hex: string, amount: number): string => {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) return hex;
  const value = parseInt(m[1], 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const target = amount >= 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
};

const hairBack = (style: HairStyle, color: string): string => {
  switch (style) {
    case "long":
      return `<path d="M60,78 C52,26 148,26 140,78 C146,118 156,170 150,206 C128,214 72,214 50,206 C44,170 54,118 60,78 Z" fill="${color}"/>`;
    case "wavy":
      return `<path d="M58,80 C48,24 152,24 142,80 C152,104 140,122 152,146 C162,168 146,188 154,206 C128,216 72,216 46,206 C54,188 38,168 48,146 C60,122 48,104 58,80 Z" fill="${color}"/>`;
    case "bob":
      return `<path d="M62,80 C54,28 146,28 138,80 C142,102 140,122 134,134 C112,140 88,140 66,134 C60,122 58,102 62,80 Z" fill="${color}"/>`;
    case "bun":
      return `<circle cx="100" cy="34" r="20" fill="${color}"/>`;
    default:
      return "";
  }
};

const hairFront = (style: HairStyle, color: string): string => {
  switch (style) {
    case "none":
      return "";
    case "short":
      return `<path d="M69,80 C64,44 88,36 104,38 C126,40 138,56 132,82 C128,68 120,60 104,58 C88,58 76,64 69,80 Z" fill="${color}"/>`;
    case "bun":
      return `<path d="M69,84 C64,46 90,40 102,42 C124,44 138,58 132,86 C126,66 112,58 98,58 C86,60 74,68 69,84 Z" fill="${color}"/>`;
    default:
      return `<path d="M68,92 C62,46 92,36 106,40 C128,44 138,62 133,92 C126,70 110,58 94,60 C84,64 74,74 68,92 Z" fill="${color}"/>`;
  }
};

/** A serene, minimal face: closed-eye lash arcs, a touch of blush and lips. */
const face = (look: FigureLook): string => {
  const line = shade(look.skin, -0.55);
  const eyes = `<path d="M84,88 Q90,93 96,88 M104,88 Q110,93 116,88" fill="none" stroke="${line}" stroke-width="1.8" stroke-linecap="round" opacity="0.75"/>`;
  if (look.build === "masculine") return eyes + `<path d="M93,106 Q100,109 107,106" fill="none" stroke="${line}" stroke-width="1.8" stroke-linecap="round" opacity="0.6"/>`;
  return (
    eyes +
    `<circle cx="84" cy="99" r="6" fill="#ff7a9a" opacity="0.18"/><circle cx="116" cy="99" r="6" fill="#ff7a9a" opacity="0.18"/>` +
    `<path d="M93,105 Q100,102 107,105 Q100,111 93,105 Z" fill="#c2405e" opacity="0.8"/>`
  );
};

const figure = (look: FigureLook, id: string): string => {
  const masculine = look.build === "masculine";
  const shoulders = masculine
    ? "M8,240 C10,186 44,162 82,154 L118,154 C156,162 190,186 192,240 Z"
    : "M22,240 C24,192 52,168 84,157 L116,157 C148,168 176,192 178,240 Z";
  const top = masculine
    ? "M10,240 C14,192 46,168 82,160 C92,172 108,172 118,160 C154,168 186,192 190,240 Z"
    : "M30,240 C34,206 56,188 78,183 C90,198 110,198 122,183 C144,188 166,206 170,240 Z";
  const straps = masculine
    ? ""
    : `<path d="M70,186 L78,160" stroke="${look.top}" stroke-width="4" stroke-linecap="round"/><path d="M130,186 L122,160" stroke="${look.top}" stroke-width="4" stroke-linecap="round"/>`;
  const skinShadow = shade(look.skin, -0.18);
  const earrings = look.earrings
    ? `<circle cx="69" cy="104" r="3.2" fill="#f3d27a"/><circle cx="131" cy="104" r="3.2" fill="#f3d27a"/>`
    : "";
  return [
    `<g>`,
    hairBack(look.hairStyle, look.hair),
    `<path d="M86,116 L114,116 L118,162 L82,162 Z" fill="${skinShadow}"/>`,
    `<path d="${shoulders}" fill="url(#skin-${id})"/>`,
    `<path d="${top}" fill="${look.top}"/>`,
    `<path d="${top}" fill="url(#sheen-${id})" opacity="0.35"/>`,
    straps,
    `<ellipse cx="100" cy="86" rx="30" ry="38" fill="url(#skin-${id})"/>`,
    `<ellipse cx="100" cy="122" rx="20" ry="5" fill="${skinShadow}" opacity="0.35"/>`,
    face(look),
    earrings,
    hairFront(look.hairStyle, look.hair),
    `</g>`,
  ].join("");
};

const bokeh = (rng: Rng, w: number, h: number, colors: readonly string[], count: number, blurId: string): string => {
  const circles: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = (0.03 + rng.next() * 0.09) * Math.max(w, h);
    const color = rng.chance(0.5) ? "#ffffff" : rng.pick(colors);
    circles.push(
      `<circle cx="${f(rng.next() * w)}" cy="${f(rng.next() * h)}" r="${f(r)}" fill="${color}" opacity="${f(0.08 + rng.next() * 0.28)}"/>`,
    );
  }
  return `<g filter="url(#${blurId})">${circles.join("")}</g>`;
};

/** A complete SVG document for one portrait. */
export const portraitSvg = (input: PortraitInput): string => {
  const { width: w, height: h } = input;
  const rng = createRng(input.seed * 31 + input.variant * 977);
  const palette = PALETTES[(input.seed + input.variant * 5) % PALETTES.length] ?? PALETTES[0] ?? ["#333", "#666", "#999"];
  const [c1, c2, c3] = palette;
  const angle = rng.int(0, 3);
  const mirror = input.variant % 2 === 1;

  // Figure box is 200x240 units; scale it to fill most of the height, anchored to the bottom edge.
  // Couples need both figures in frame, so they are never cropped as close.
  const zoom = input.figures.length > 1 ? Math.min(input.zoom ?? 1, 1.1) : (input.zoom ?? 1);
  const scale = ((h * (0.82 + rng.next() * 0.14)) / 240) * zoom;
  const figureWidth = 200 * scale;
  const focus = input.focusX ?? 0.5 + (rng.next() - 0.5) * 0.16;
  const gap = input.figures.length > 1 ? (figureWidth / zoom) * 0.3 : 0;
  const placements = input.figures.map((look, i) => {
    const cx = focus * w + (i === 0 ? -gap : gap);
    const x = cx - figureWidth / 2;
    // The top of the head sits near the top edge; the shoulders always reach the bottom edge.
    const y = Math.max(h - 240 * scale, h * 0.06 - 30 * scale);
    const flip = mirror ? ` translate(200,0) scale(-1,1)` : "";
    return `<g transform="translate(${f(x)},${f(y)}) scale(${Math.round(scale * 1000) / 1000})${flip}">${figure(look, `f${i}`)}</g>`;
  });
  const defs = input.figures
    .map(
      (look, i) =>
        `<linearGradient id="skin-f${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(look.skin, 0.12)}"/><stop offset="1" stop-color="${shade(look.skin, -0.12)}"/></linearGradient>` +
        `<linearGradient id="sheen-f${i}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0.6"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`,
    )
    .join("");
  const gradient = [
    ["0", "0", "1", "1"],
    ["1", "0", "0", "1"],
    ["0", "0", "0", "1"],
    ["0", "1", "1", "0"],
  ][angle] ?? ["0", "0", "1", "1"];

  const scene = [
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#glow)"/>`,
    bokeh(rng, w, h, [c1, c2, c3], 9 + rng.int(0, 6), "soft"),
    ...placements,
    `<rect width="${w}" height="${h}" fill="url(#rim)" opacity="0.55"/>`,
    bokeh(rng, w, h, [c1, c3], 3, "softer"),
    `<rect width="${w}" height="${h}" fill="url(#vignette)"/>`,
  ].join("");

  const min = Math.min(w, h);
  const covered = input.nonude
    ? `<g filter="url(#cover)">${scene}</g><rect width="${w}" height="${h}" fill="#0d0a12" opacity="0.45"/>` +
      `<g transform="translate(${f(w / 2 - min * 0.09)},${f(h / 2 - min * 0.09)}) scale(${f((min * 0.18) / 24)})" fill="none" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round" opacity="0.85">` +
      `<path d="M2,12 C5,6 8.5,4 12,4 C15.5,4 19,6 22,12 C19,18 15.5,20 12,20 C8.5,20 5,18 2,12 Z"/><circle cx="12" cy="12" r="3.2"/><path d="M4,3 L20,21"/></g>`
    : scene;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<defs>` +
    `<linearGradient id="bg" x1="${gradient[0]}" y1="${gradient[1]}" x2="${gradient[2]}" y2="${gradient[3]}"><stop offset="0" stop-color="${c1}"/><stop offset="0.55" stop-color="${c2}"/><stop offset="1" stop-color="${c3}"/></linearGradient>` +
    `<radialGradient id="glow" cx="${f(focus)}" cy="0.45" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="rim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c1}" stop-opacity="0.5"/><stop offset="0.5" stop-color="${c2}" stop-opacity="0"/><stop offset="1" stop-color="${c3}" stop-opacity="0.5"/></linearGradient>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></radialGradient>` +
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(min * 0.012)}"/></filter>` +
    `<filter id="softer" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(min * 0.03)}"/></filter>` +
    `<filter id="cover" x="0" y="0" width="100%" height="100%"><feGaussianBlur stdDeviation="${f(min * 0.045)}" edgeMode="duplicate"/><feColorMatrix type="saturate" values="0.35"/></filter>` +
    defs +
    `</defs>` +
    covered +
    `</svg>`
  );
};
