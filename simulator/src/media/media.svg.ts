import type { Category } from "@camstage/core";
import { createRng, hashString } from "../world/prng";
import type { WorldPerformer } from "../world/world.schema";
import { personFor, type Person, type Shot } from "./portrait.look";
import { portraitShot, portraitSvg, PALETTES, type PortraitInput } from "./portrait.svg";

export type PerformerImage =
  /** `raster`: the JPEG thumbnail (media.raster) the grid and the lists show, drawn as a thumbnail; else the SVG. */
  | { readonly kind: "snapshot"; readonly nonude: boolean; readonly raster?: true }
  | { readonly kind: "cover" | "avatar"; readonly nonude: boolean }
  | { readonly kind: "photo"; readonly n: number; readonly nonude: boolean };

/**
 * Reads a media file name: `snapshot.svg`, `nonude.svg`, `cover-nonude.svg`, `photo-3.svg`, `avatar.svg` ..., and the
 * snapshot's JPEG thumbnails `snapshot.jpg` and `nonude.jpg` (media.urls).
 */
export const parsePerformerImage = (file: string): PerformerImage | null => {
  const m = /^(snapshot|cover|avatar|nonude|photo-(\d{1,3}))(-nonude)?\.(svg|jpg)$/.exec(file);
  if (!m) return null;
  const nonude = m[3] !== undefined;
  if (m[1] === "snapshot" || m[1] === "nonude") {
    // `nonude.svg` is the covered snapshot; `nonude-nonude` names nothing.
    if (m[1] === "nonude" && nonude) return null;
    return { kind: "snapshot", nonude: nonude || m[1] === "nonude", ...(m[4] === "jpg" ? { raster: true as const } : {}) };
  }
  if (m[4] === "jpg") return null;
  if (m[2] !== undefined) {
    const n = Number(m[2]);
    return n >= 1 ? { kind: "photo", n, nonude } : null;
  }
  return { kind: m[1] as "cover" | "avatar", nonude };
};

const SIZES = { snapshot: [640, 480], cover: [1280, 480], avatar: [240, 240], photo: [480, 640] } as const;

/** The seed of a performer's pictures: her id and username, so another world seed draws other people. */
export const performerSeed = (performer: WorldPerformer): number => hashString(`${performer.profile.id}/${performer.profile.username}`);

/** The people in a performer's pictures: one, or two for a couple (she in front). */
export const peopleOf = (performer: WorldPerformer): Person[] => {
  const { profile } = performer;
  const seed = performerSeed(performer);
  const main = personFor({
    seed,
    build: profile.gender === "male" ? "masculine" : "feminine",
    hairColor: profile.hairColor,
    ethnicity: profile.ethnicity,
    eyeColor: profile.eyeColor,
    age: profile.age,
    physique: profile.physique,
    piercings: profile.piercings,
    tattoos: profile.tattoos,
  });
  if (profile.gender !== "couple") return [main];
  const rng = createRng(seed);
  const partner = personFor({ seed: seed + 1, build: "masculine", hairColor: rng.pick(["brown", "black", "dark_blonde"]), ethnicity: profile.ethnicity, age: profile.age });
  return [main, partner];
};

/** What one performer image is drawn from. */
export const performerImageInput = (performer: WorldPerformer, image: PerformerImage): PortraitInput => {
  const sizeKey = image.kind === "photo" ? "photo" : image.kind;
  const [width, height] = SIZES[sizeKey];
  return {
    seed: performerSeed(performer),
    width,
    height,
    figures: peopleOf(performer),
    // The avatar is the snapshot framed closer; the cover and each photo are pictures of their own.
    variant: image.kind === "photo" ? image.n : image.kind === "cover" ? 101 : 0,
    nonude: image.nonude,
    ...(image.kind === "cover" ? { focusX: 0.7, framing: "cover" as const } : {}),
    ...(image.kind === "avatar" ? { framing: "avatar" as const, focusX: 0.5 } : {}),
    ...(image.kind === "snapshot" && image.raster ? { thumbnail: true } : {}),
  };
};

/** The people and the shot of one performer image (for tests and tools). */
export const performerLook = (performer: WorldPerformer, image: PerformerImage): { people: readonly Person[]; shot: Shot } => {
  const input = performerImageInput(performer, image);
  const [lead] = input.figures;
  if (!lead) throw new Error("a portrait needs a person");
  return { people: input.figures, shot: portraitShot(input, lead) };
};

/** Deterministic artwork for one performer image (§3 snapshot 4:3, cover, avatar, album photos). */
export const performerImageSvg = (performer: WorldPerformer, image: PerformerImage): string => portraitSvg(performerImageInput(performer, image));

const CATEGORY_LOOKS: Record<string, { hair: string; ethnicity: string; age?: number }> = {
  blonde: { hair: "blonde", ethnicity: "caucasian" },
  ebony: { hair: "black", ethnicity: "ebony" },
  asian: { hair: "black", ethnicity: "asian" },
  latina: { hair: "brown", ethnicity: "latin" },
  redhead: { hair: "red", ethnicity: "white" },
  mature: { hair: "dark_blonde", ethnicity: "mediterranean", age: 52 },
  dutch: { hair: "blonde", ethnicity: "white" },
  pierced: { hair: "coloured", ethnicity: "caucasian" },
};

/** Category artwork, 3:4 (§9 category images 120x160, served at twice that). */
export const categoryImageSvg = (category: Pick<Category, "key">): string => {
  const seed = hashString(category.key);
  const rng = createRng(seed);
  const preset = CATEGORY_LOOKS[category.key];
  const person = personFor({
    seed,
    build: "feminine",
    hairColor: preset?.hair ?? rng.pick(["brown", "blonde", "black", "red"]),
    ethnicity: preset?.ethnicity ?? "caucasian",
    age: preset?.age ?? 26,
    piercings: category.key === "pierced",
  });
  return portraitSvg({ seed, width: 240, height: 320, figures: [person], variant: 0, nonude: false, framing: "close" });
};

/** The Camstage wordmark. */
export const logoSvg = (): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="80" viewBox="0 0 360 80" role="img" aria-label="Camstage">` +
  `<defs><linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff9a3c"/><stop offset="1" stop-color="#e5246b"/></linearGradient>` +
  `<linearGradient id="word" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff5a8a"/><stop offset="1" stop-color="#ffb347"/></linearGradient></defs>` +
  `<rect x="4" y="10" width="60" height="60" rx="18" fill="url(#mark)"/>` +
  `<circle cx="34" cy="40" r="15" fill="none" stroke="#ffffff" stroke-width="5"/>` +
  `<circle cx="34" cy="40" r="5" fill="#ffffff"/><circle cx="52" cy="22" r="4" fill="#ffffff" opacity="0.9"/>` +
  `<text x="78" y="54" font-family="'Poppins','Segoe UI','Helvetica Neue',Arial,sans-serif" font-size="40" font-weight="800" letter-spacing="-1">` +
  `<tspan fill="#ffffff">Cam</tspan><tspan fill="url(#word)">stage</tspan></text>` +
  `</svg>`;

const PROMOS: Record<string, { readonly big: string; readonly line1: string; readonly line2: string }> = {
  welcome: { big: "120", line1: "WELKOMSTCREDITS · WELCOME CREDITS", line2: "Gratis account · Free account" },
  "free-minutes": { big: "30 min", line1: "VOOR · FOR € 2,95", line2: "Eenmalige actie · One-time offer" },
};

/** Promotion overlay artwork (§3 Promo data.image). */
export const promoSvg = (name: string): string | null => {
  const promo = PROMOS[name];
  if (!promo) return null;
  const [c1, c2, c3] = PALETTES[hashString(name) % PALETTES.length] ?? ["#e5246b", "#7209b7", "#3a0ca3"];
  const rng = createRng(hashString(name));
  const dots = Array.from({ length: 14 }, () =>
    `<circle cx="${rng.int(0, 960)}" cy="${rng.int(0, 540)}" r="${rng.int(16, 90)}" fill="#ffffff" opacity="${(0.05 + rng.next() * 0.2).toFixed(2)}"/>`,
  ).join("");
  const font = `font-family="'Poppins','Segoe UI','Helvetica Neue',Arial,sans-serif"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540" role="img">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="0.6" stop-color="${c2}"/><stop offset="1" stop-color="${c3}"/></linearGradient>` +
    `<filter id="b"><feGaussianBlur stdDeviation="8"/></filter></defs>` +
    `<rect width="960" height="540" fill="url(#bg)"/><g filter="url(#b)">${dots}</g>` +
    `<text x="480" y="270" text-anchor="middle" ${font} font-size="170" font-weight="800" fill="#ffffff">${promo.big}</text>` +
    `<text x="480" y="340" text-anchor="middle" ${font} font-size="34" font-weight="700" fill="#ffffff" letter-spacing="3">${promo.line1}</text>` +
    `<text x="480" y="400" text-anchor="middle" ${font} font-size="26" fill="#ffffff" opacity="0.85">${promo.line2}</text>` +
    `</svg>`
  );
};
