import { createRng, type Rng } from "../world/prng";
import { mix, shade } from "./portrait.draw";

/**
 * What a generated portrait shows, picked deterministically: the person (the same in every picture of a
 * performer) and the shot (pose, outfit, scene and light, different per picture).
 */

export type Build = "feminine" | "masculine";
export type HairStyle =
  | "long" | "wavy" | "curly" | "bob" | "ponytail" | "bun" | "pixie" | "side" | "braids"
  | "crop" | "quiff" | "buzz" | "none";
export type Pose = "front" | "tilt" | "three-quarter" | "aside" | "chin" | "cheek";
export type Outfit = "cami" | "offshoulder" | "halter" | "oneshoulder" | "vneck" | "sweater" | "turtleneck" | "blazer" | "hoodie" | "shirt";
export type Pattern = "plain" | "satin" | "lace" | "sequin" | "knit" | "stripes";
export type Scene = "bedroom" | "studio" | "sofa" | "city" | "gradient" | "neon" | "window" | "curtain";
export type Light = "warm" | "cool" | "neon" | "window" | "ring" | "golden";

export interface Person {
  readonly build: Build;
  readonly skin: string;
  /** Hex, or null when bald. */
  readonly hair: string | null;
  readonly hairStyle: HairStyle;
  /** Side of the parting (-1 left, 1 right). */
  readonly part: -1 | 1;
  readonly fringe: boolean;
  /** Half the face width, 24..29 figure units. */
  readonly faceWidth: number;
  /** 0 pointed (heart) .. 1 square jaw. */
  readonly jaw: number;
  /** Chin length, 0..1. */
  readonly chin: number;
  readonly iris: string;
  /** Face details: eye size (about 1), outer eye corner lift, brow arch and weight, lip fullness, mouth width. */
  readonly eyeSize: number;
  readonly eyeTilt: number;
  readonly browArch: number;
  readonly browWeight: number;
  readonly lipFull: number;
  readonly mouthWidth: number;
  readonly lips: string;
  readonly brows: string;
  readonly eyeshadow: string;
  readonly shoulders: number;
  readonly beard: "none" | "stubble" | "full";
  readonly freckles: boolean;
  readonly piercings: boolean;
  readonly tattoos: boolean;
  readonly glasses: boolean;
}

export interface Shot {
  readonly pose: Pose;
  /** Head turn, -1..1 (positive: the face turns to the viewer's right). */
  readonly turn: number;
  /** Head tilt in degrees. */
  readonly tilt: number;
  /** Lean of the whole figure in degrees. */
  readonly lean: number;
  /** Body turn, -1..1. */
  readonly body: number;
  /** Gaze offset of the irises, -1..1. */
  readonly gaze: number;
  readonly eyes: "open" | "sultry" | "closed";
  readonly mouth: "soft" | "smile" | "grin";
  readonly outfit: Outfit;
  readonly top: string;
  readonly pattern: Pattern;
  readonly necklace: "none" | "pendant" | "choker" | "pearls";
  readonly earrings: "none" | "studs" | "hoops" | "drops";
  readonly scene: Scene;
  /** Scene colours: wall, accent, prop. */
  readonly colors: readonly [string, string, string];
  readonly light: Light;
  /** Side the key light comes from (-1 left, 1 right). */
  readonly key: -1 | 1;
  readonly framing: "close" | "medium";
}

/** The fields of a §3 profile a look is drawn from (all but the seed and build optional). */
export interface PersonFields {
  readonly seed: number;
  readonly build: Build;
  readonly hairColor?: string;
  readonly ethnicity?: string;
  readonly eyeColor?: string;
  readonly age?: number;
  readonly physique?: string;
  readonly piercings?: boolean;
  readonly tattoos?: boolean;
}

const SKIN: Record<string, readonly string[]> = {
  white: ["#f7dfcf", "#f4d4c0", "#f1d0b8"],
  caucasian: ["#f2caab", "#eebf9e", "#f4d2b8", "#e9b893"],
  mediterranean: ["#dfaa83", "#d59d75", "#e2b48f"],
  latin: ["#cf9a70", "#c58c62", "#d9a77d"],
  "south-american": ["#bc8259", "#c68f64", "#aa734c"],
  arabic: ["#d1a17b", "#c5916a", "#b98660"],
  asian: ["#f1d0ad", "#eac49c", "#e3b98f"],
  ebony: ["#8d5b3c", "#7b4a30", "#6a3f28", "#9c6745", "#5b3423"],
};
const HAIR: Record<string, readonly string[]> = {
  blonde: ["#e8c57c", "#f0d499", "#dcb26a", "#f3e2b8"],
  dark_blonde: ["#b58b54", "#a67d4a", "#c29b62"],
  brown: ["#6b4430", "#5a3826", "#7e5337", "#4b2f22"],
  black: ["#241c1e", "#2d2326", "#1a1619"],
  red: ["#a8432a", "#b8552f", "#8f3522", "#c8693a"],
  coloured: ["#d35bbd", "#8a67d8", "#3da5c8", "#e4587a", "#5ec2b0"],
  other: ["#7c5d8c", "#8c6a5a"],
  grey: ["#bfbabe", "#a9a5aa"],
  white: ["#efebe6", "#e4ded8"],
};
const IRIS: Record<string, string> = { blue: "#4f86c2", brown: "#6a4028", green: "#4f8a55", grey: "#7f929f", hazel: "#8a6533" };
const LIPS = ["#c2405e", "#b22d3c", "#d9707a", "#a8365a", "#c96a6a", "#8e2a48", "#e0816f"] as const;
const SHADOWS = ["#b46c8e", "#8a6d5a", "#6e5a8e", "#c98a6a", "#5a7a8e", "#a0506a"] as const;
const TOPS = [
  "#14131c", "#f3efe8", "#c8243f", "#7a1f3d", "#e5246b", "#f2a7b8", "#2a4fa0", "#1c2c4c", "#1f7a5c",
  "#2c8c8c", "#9a86d0", "#d8a73a", "#e86f4a", "#5a3fa0", "#b9b2a8", "#30343b",
] as const;

/** Scene colours: [wall, accent, prop]. */
const SCENE_COLORS: Record<Scene, readonly (readonly [string, string, string])[]> = {
  bedroom: [["#4a2c35", "#ffb36b", "#b7617a"], ["#2e2a3c", "#ffc58a", "#6d6a8c"], ["#3b2a28", "#ffa55e", "#2f5d57"], ["#503844", "#ffd0a0", "#e8dcd0"]],
  studio: [["#5c6b7a", "#d7e3ee", "#2f3944"], ["#b4584b", "#ffd2b8", "#5e2a24"], ["#6d5a8e", "#e8d8ff", "#2e2440"], ["#2f6b6b", "#bff0e8", "#153636"], ["#c49a52", "#fff0c8", "#5e4420"]],
  sofa: [["#d9cbbd", "#ffe7c8", "#3e5c74"], ["#c9b8c4", "#fff0e0", "#7a3b4d"], ["#b7c2b0", "#fff6e0", "#6b4a33"], ["#38333f", "#ffb878", "#8c6a9c"]],
  city: [["#0d1330", "#ffb347", "#3fd0ff"], ["#170d2b", "#ff5fa2", "#ffd36b"], ["#0b1a24", "#6be4ff", "#ff8a5c"]],
  gradient: [["#ff7e5f", "#feb47b", "#6a3093"], ["#8e2de2", "#ff6fd8", "#4a00e0"], ["#f72585", "#4cc9f0", "#3a0ca3"], ["#ee9ca7", "#ffdde1", "#b06ab3"], ["#42275a", "#e96443", "#734b6d"], ["#141e30", "#c471ed", "#243b55"]],
  neon: [["#140d1e", "#ff3fa4", "#3ff0ff"], ["#0d1220", "#ff4f7a", "#7a5cff"], ["#120f14", "#ff6ad5", "#ffe45c"]],
  window: [["#efe4d8", "#fff8ec", "#6f8f5a"], ["#e6e0ea", "#ffffff", "#7a9a7a"], ["#f2dccb", "#fff3e0", "#8a6a4a"]],
  curtain: [["#5a1030", "#ffcf8a", "#b0244e"], ["#1c2450", "#ffe2a8", "#3a4c9c"], ["#2a1240", "#ffc0e8", "#7a34b0"], ["#123a30", "#ffe0a0", "#2a7a60"]],
};

const LIGHTS_FOR: Record<Scene, readonly (readonly [Light, number])[]> = {
  bedroom: [["warm", 4], ["golden", 2], ["ring", 2], ["cool", 1]],
  studio: [["ring", 3], ["cool", 2], ["warm", 2], ["neon", 1]],
  sofa: [["warm", 3], ["window", 2], ["golden", 2]],
  city: [["cool", 3], ["neon", 3], ["warm", 1]],
  gradient: [["warm", 2], ["cool", 2], ["neon", 2], ["ring", 1], ["golden", 1]],
  neon: [["neon", 6], ["cool", 1]],
  window: [["window", 5], ["golden", 2]],
  curtain: [["warm", 3], ["golden", 2], ["neon", 1]],
};

export const COVERED_OUTFITS: readonly Outfit[] = ["turtleneck", "hoodie", "sweater", "blazer", "shirt"];

const pickShade = (rng: Rng, list: readonly string[] | undefined, fallback: string) => (list && list.length > 0 ? rng.pick(list) : fallback);

const hairStyleFor = (rng: Rng, fields: PersonFields): HairStyle => {
  if (fields.hairColor === "bald") return "none";
  if (fields.build === "masculine") return rng.weighted<HairStyle>([["crop", 4], ["quiff", 3], ["buzz", 2]]);
  const mature = (fields.age ?? 30) >= 45;
  const ebony = fields.ethnicity === "ebony";
  return rng.weighted<HairStyle>([
    ["long", 5], ["wavy", 5], ["curly", ebony ? 5 : 1.5], ["bob", mature ? 4 : 2], ["ponytail", 2.5], ["bun", mature ? 2.5 : 1.5],
    ["pixie", mature ? 2 : 0.8], ["side", 3], ["braids", ebony ? 4 : 0.4],
  ]);
};

/** The person: the same in every picture of one performer. */
export const personFor = (fields: PersonFields): Person => {
  const rng = createRng(fields.seed ^ 0x5eed);
  const masculine = fields.build === "masculine";
  const skin = pickShade(rng, SKIN[fields.ethnicity ?? "caucasian"], SKIN.caucasian?.[0] ?? "#f2caab");
  const hairStyle = hairStyleFor(rng, fields);
  const hair = hairStyle === "none" ? null : pickShade(rng, HAIR[fields.hairColor ?? "brown"] ?? HAIR.brown, "#6b4430");
  const physique = fields.physique ?? "slim";
  const wide = physique === "curvy" || physique === "plus" ? 1 : physique === "skinny" || physique === "petite" ? -1 : 0;
  const lightHair = hair !== null && ["blonde", "grey", "white", "dark_blonde", "coloured"].includes(fields.hairColor ?? "");
  const brows = hair === null ? shade(skin, -0.55) : lightHair ? mix(shade(hair, -0.45), "#5a3f2e", 0.5) : shade(hair, -0.2);
  const light = parseInt(skin.slice(1, 3), 16) > 0xe0;
  return {
    build: fields.build,
    skin,
    hair,
    hairStyle,
    part: rng.chance(0.5) ? -1 : 1,
    fringe: !masculine && rng.chance(0.3),
    faceWidth: (masculine ? 28.5 : 26.8) + wide * 1.2 + rng.next() * 1.6,
    jaw: masculine ? 0.75 + rng.next() * 0.25 : rng.next() * 0.6 + (wide > 0 ? 0.25 : 0),
    chin: rng.next(),
    iris: IRIS[fields.eyeColor ?? ""] ?? rng.pick(Object.values(IRIS)),
    eyeSize: masculine ? 0.9 + rng.next() * 0.1 : 0.94 + rng.next() * 0.2,
    eyeTilt: rng.next() * (fields.ethnicity === "asian" ? 2.2 : 1.4) - 0.3,
    browArch: rng.next() * 2 - 0.6,
    browWeight: masculine ? 2.3 + rng.next() * 0.6 : 1.3 + rng.next() * 0.8,
    lipFull: masculine ? 0.8 : 0.85 + rng.next() * 0.4,
    mouthWidth: masculine ? 0.95 : 0.88 + rng.next() * 0.22,
    lips: masculine ? mix(shade(skin, -0.25), "#b05a5a", 0.35) : rng.pick(LIPS),
    brows,
    eyeshadow: rng.pick(SHADOWS),
    shoulders: (masculine ? 70 : 59) + wide * 4 + rng.next() * 3,
    beard: masculine ? rng.weighted([["none", 3], ["stubble", 3], ["full", 2]] as const) : "none",
    freckles: light && (fields.hairColor === "red" || rng.chance(0.12)),
    piercings: fields.piercings ?? false,
    tattoos: fields.tattoos ?? false,
    glasses: rng.chance(0.08),
  };
};

const POSES: readonly (readonly [Pose, number])[] = [["front", 2], ["tilt", 3], ["three-quarter", 4], ["aside", 2], ["chin", 2], ["cheek", 2]];
const FEMININE_OUTFITS: readonly (readonly [Outfit, number])[] = [
  ["cami", 5], ["offshoulder", 4], ["halter", 3], ["oneshoulder", 2], ["vneck", 3], ["sweater", 2], ["turtleneck", 2], ["blazer", 2], ["hoodie", 1.5], ["shirt", 1],
];
const MASCULINE_OUTFITS: readonly (readonly [Outfit, number])[] = [["vneck", 3], ["shirt", 3], ["sweater", 2], ["hoodie", 2], ["blazer", 2], ["turtleneck", 1]];

/** One picture of a person: `variant` 0 is the snapshot, the others other poses, outfits, rooms and light. */
export const shotFor = (seed: number, variant: number, person: Person): Shot => {
  const rng = createRng((Math.imul(seed, 2654435761) ^ Math.imul(variant + 1, 40503)) >>> 0);
  const pose = rng.weighted(POSES);
  const side = rng.chance(0.5) ? -1 : 1;
  const sway = rng.next() * 2 - 1;
  const turn =
    pose === "three-quarter" ? side * (0.35 + rng.next() * 0.2)
    : pose === "aside" ? side * (0.45 + rng.next() * 0.15)
    : pose === "front" ? sway * 0.08
    : side * (0.1 + rng.next() * 0.25);
  const tilt = pose === "tilt" || pose === "cheek" ? -side * (6 + rng.next() * 6) : sway * 4;
  const body = pose === "three-quarter" || pose === "aside" ? -side * (0.3 + rng.next() * 0.35) : sway * 0.25;
  const outfits = person.build === "masculine" ? MASCULINE_OUTFITS : FEMININE_OUTFITS;
  const outfit = rng.weighted(outfits);
  const knitted = outfit === "sweater" || outfit === "turtleneck";
  const scene = rng.weighted<Scene>([
    ["bedroom", 4], ["studio", 3], ["sofa", 3], ["city", 2.5], ["gradient", 2], ["neon", 2], ["window", 2.5], ["curtain", 2],
  ]);
  const colors = rng.pick(SCENE_COLORS[scene] ?? SCENE_COLORS.gradient ?? [["#333333", "#999999", "#666666"]]);
  const mouths = person.build === "masculine" ? ([["soft", 3], ["smile", 2]] as const) : ([["soft", 3], ["smile", 3], ["grin", 1]] as const);
  return {
    pose,
    turn,
    tilt,
    lean: pose === "tilt" || pose === "aside" ? tilt * -0.35 + sway * 2 : sway * 2.5,
    body,
    gaze: pose === "aside" ? side * 0.9 : rng.chance(0.25) ? side * 0.4 : turn * -0.3,
    eyes: pose === "aside" ? "open" : rng.weighted([["open", 6], ["sultry", 3], ["closed", 1]] as const),
    mouth: rng.weighted<"soft" | "smile" | "grin">(mouths),
    outfit,
    top: rng.pick(TOPS),
    pattern: knitted ? rng.weighted([["knit", 3], ["plain", 1]] as const)
      : outfit === "shirt" || outfit === "hoodie" ? rng.weighted([["plain", 3], ["stripes", 1]] as const)
      : rng.weighted([["plain", 3], ["satin", 3], ["lace", 2], ["sequin", 1.5], ["stripes", 0.5]] as const),
    necklace: person.build === "masculine" ? "none" : rng.weighted([["none", 3], ["pendant", 2], ["choker", 1.5], ["pearls", 1]] as const),
    earrings: person.build === "masculine" ? (person.piercings ? "studs" : "none") : rng.weighted([["none", 2], ["studs", 2], ["hoops", 2], ["drops", 1.5]] as const),
    scene,
    colors,
    light: rng.weighted(LIGHTS_FOR[scene] ?? [["warm", 1]]),
    key: rng.chance(0.5) ? -1 : 1,
    framing: pose === "chin" || pose === "cheek" ? "close" : rng.weighted([["close", 3], ["medium", 2]] as const),
  };
};

/** The same shot in a high-necked, long-sleeved outfit (the covered "non-nude" picture). */
export const coveredShot = (shot: Shot, seed: number): Shot => {
  if (COVERED_OUTFITS.includes(shot.outfit)) return shot;
  const outfit = (["turtleneck", "sweater", "hoodie"] as const)[seed % 3] ?? "sweater";
  return { ...shot, outfit, pattern: outfit === "hoodie" ? "plain" : "knit", necklace: "none" };
};
