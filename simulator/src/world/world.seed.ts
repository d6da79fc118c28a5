import type { Album, AlbumItem, Gender, PerformerLanguage, PerformerProfile, PerformerStatus } from "@camstage/core";
import { createRng, type Rng } from "./prng";
import { onlineStatusOf } from "./world.status";
import { seedCategories } from "./world.categories";
import { seedConfiguration, seedGeo } from "./world.configuration";
import { mediaUrl } from "./media.urls";
import type { WorldOwnState, WorldPerformer } from "./world.schema";
import * as N from "./world.names";

/** The world's fixed clock: Saturday 14 June 2025, 20:00 UTC. Nothing in the world reads Date.now(). */
export const WORLD_CLOCK = Date.UTC(2025, 5, 14, 20, 0, 0);

/**
 * A host's world clock: "fixed" (the seed's own date, fully deterministic), "today" (midnight UTC of the current day, so
 * "new cams" and last-online dates look current; order and filters are identical) or a time of its own.
 */
export const worldClockOf = (clock: "fixed" | "today" | number | undefined, today: Date = new Date()): number => {
  if (typeof clock === "number") return clock;
  if (clock === "fixed") return WORLD_CLOCK;
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
};
export const PERFORMER_COUNT = 320;
export const NEW_CAM_COUNT = 22;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Bit per §3 language, in the schema's order (nl 1, en 2, fr 4, ...). */
export const LANGUAGE_BITS: Record<PerformerLanguage, number> = { nl: 1, en: 2, fr: 4, es: 8, de: 16, dk: 32, se: 64, it: 128, ro: 256, ru: 512 };

const ascii = (text: string) => text.normalize("NFD").replace(/[^A-Za-z0-9]/g, "");

const ZODIAC: readonly (readonly [sign: string, month: number, day: number])[] = [
  // [sign, month (1-12), last day of the sign in that month]
  ["capricorn", 1, 19], ["aquarius", 2, 18], ["pisces", 3, 20], ["aries", 4, 19], ["taurus", 5, 20], ["gemini", 6, 20],
  ["cancer", 7, 22], ["leo", 8, 22], ["virgo", 9, 22], ["libra", 10, 22], ["scorpio", 11, 21], ["sagittarius", 12, 21],
];
export const zodiacOf = (month: number, day: number): string => {
  const entry = ZODIAC[month - 1];
  if (!entry) return "capricorn";
  if (day <= entry[2]) return entry[0];
  return ZODIAC[month % 12]?.[0] ?? "capricorn";
};

/** Whole years between a YYYY-MM-DD birth date and the clock (§3: age is derived from dateOfBirth). */
export const ageAt = (dateOfBirth: string, clock: number): number => {
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const now = new Date(clock);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
};

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const makeUsername = (rng: Rng, gender: Gender, name: string, taken: Set<string>): string => {
  const candidates = (): string => {
    switch (gender) {
      case "couple":
        return `${ascii(rng.pick(N.FEMALE_NAMES))}${rng.pick(N.COUPLE_WORDS)}${ascii(rng.pick(N.MALE_NAMES))}`;
      case "male":
        return rng.chance(0.5) ? `${rng.pick(N.MALE_PREFIXES)}${ascii(name)}` : `${ascii(name)}${rng.pick(N.MALE_SUFFIXES)}`;
      default: {
        const pattern = rng.weighted([["prefix", 4], ["suffix", 4], ["digits", 1], ["both", 1]] as const);
        if (pattern === "prefix") return `${rng.pick(N.PREFIXES)}${ascii(name)}`;
        if (pattern === "suffix") return `${ascii(name)}${rng.pick(N.SUFFIXES)}`;
        if (pattern === "digits") return `${ascii(name)}${rng.pick(N.SUFFIXES)}${rng.int(18, 99)}`;
        return `${rng.pick(N.PREFIXES)}${ascii(name)}${rng.pick(N.SUFFIXES)}`;
      }
    }
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    const username = candidates();
    if (username.length <= 24 && !taken.has(username.toLowerCase())) {
      taken.add(username.toLowerCase());
      return username;
    }
  }
  let n = 2;
  while (taken.has(`${ascii(name)}${n}`.toLowerCase())) n++;
  const fallback = `${ascii(name)}${n}`;
  taken.add(fallback.toLowerCase());
  return fallback;
};

const hairFor = (rng: Rng, gender: Gender, ethnicity: string, age: number): PerformerProfile["hairColor"] => {
  if (gender === "male" && rng.chance(0.15)) return "bald";
  if (age >= 48 && rng.chance(0.3)) return "grey";
  if (["ebony", "asian", "latin", "south-american", "arabic"].includes(ethnicity)) {
    return rng.weighted([["black", 6], ["brown", 4], ["coloured", 1], ["blonde", 1], ["red", 0.3]] as const);
  }
  if (ethnicity === "mediterranean") return rng.weighted([["brown", 6], ["black", 4], ["dark_blonde", 1], ["red", 0.5]] as const);
  return rng.weighted([
    ["blonde", 30], ["dark_blonde", 12], ["brown", 30], ["black", 8], ["red", 9], ["coloured", 5], ["other", 2], ["white", 1],
  ] as const);
};

const descriptionFor = (rng: Rng, dutch: boolean, vars: { name: string; city: string; age: number; hobby: string }): string => {
  const fill = (t: string) =>
    t.replace("{name}", vars.name).replace("{city}", vars.city).replace("{age}", String(vars.age)).replace("{hobby}", vars.hobby);
  return dutch
    ? [rng.pick(N.DESCRIPTION_OPENERS_NL), rng.pick(N.DESCRIPTION_MIDDLES_NL), rng.pick(N.DESCRIPTION_CLOSERS_NL)].map(fill).join(" ")
    : [rng.pick(N.DESCRIPTION_OPENERS_EN), rng.pick(N.DESCRIPTION_MIDDLES_EN), rng.pick(N.DESCRIPTION_CLOSERS_EN)].map(fill).join(" ");
};

const ALBUM_TITLES = ["Photoshoot", "Holiday", "Behind the scenes", "Summer vibes", "Selfies", "Night out", "At home", "Studio"] as const;

const albumsFor = (rng: Rng, id: number): { albums: Album[]; images: PerformerProfile["images"] } => {
  const titles = rng.sample(ALBUM_TITLES, 3);
  const albumCount = rng.weighted([[1, 3], [2, 4], [3, 2]] as const);
  let photo = 1;
  const albums: Album[] = [];
  for (let a = 0; a < albumCount; a++) {
    const items: AlbumItem[] = [];
    const photos = rng.int(a === 0 ? 4 : 3, a === 0 ? 8 : 6);
    for (let p = 0; p < photos; p++, photo++) {
      items.push({
        id: `${id}-photo-${photo}`,
        kind: "photo",
        url: mediaUrl.performer(id, `photo-${photo}`),
        nonude: mediaUrl.performer(id, `photo-${photo}`, true),
      });
    }
    if (a === 0) {
      // Every performer has one video, in her first album (§2.6 gallery shows photos and videos).
      items.push({
        id: `${id}-video-1`,
        kind: "video",
        url: mediaUrl.video(),
        nonude: mediaUrl.performer(id, "cover", true),
        poster: mediaUrl.performer(id, "cover"),
      });
    }
    const first = items[0];
    albums.push({ id: `a${a + 1}`, title: titles[a] ?? "Album", cover: first ? first.url : mediaUrl.performer(id, "cover"), items });
  }
  const images = (albums[0]?.items ?? []).filter((item) => item.kind === "photo").map(({ id: imageId, url, nonude }) => ({ id: imageId, url, nonude }));
  return { albums, images };
};

const makePerformer = (rng: Rng, index: number, clock: number, isNew: boolean, taken: Set<string>): WorldPerformer => {
  const id = 2001 + index;
  const gender = rng.weighted([["female", 82], ["couple", 6], ["male", 6], ["trans", 6]] as const);
  const origin = rng.weighted(N.ORIGINS.map((o) => [o, o.weight] as const));
  const name =
    gender === "male" ? rng.pick(N.MALE_NAMES) : gender === "trans" ? rng.pick(N.TRANS_NAMES) : rng.pick(N.FEMALE_NAMES);
  const username = makeUsername(rng, gender, name, taken);
  const displayName = gender === "couple" ? username : name;

  const age = rng.weighted([[[18, 23], 30], [[24, 29], 30], [[30, 49], 31], [[50, 60], 9]] as const);
  const targetAge = rng.int(age[0], age[1]);
  const now = new Date(clock);
  const sameDayThen = Date.UTC(now.getUTCFullYear() - targetAge, now.getUTCMonth(), now.getUTCDate());
  const birth = sameDayThen - rng.int(1, 364) * DAY;
  const dateOfBirth = isoDate(birth);
  const birthDate = new Date(birth);

  const city = rng.pick(origin.cities);
  const ethnicity = rng.weighted(origin.ethnicities) as PerformerProfile["ethnicity"];
  const languages = [...origin.languages] as PerformerLanguage[];
  if (!languages.includes("en") && rng.chance(0.7)) languages.push("en");
  if (rng.chance(0.2)) {
    const extra = rng.pick<PerformerLanguage>(["de", "fr", "es", "it", "nl"]);
    if (!languages.includes(extra)) languages.push(extra);
  }

  const status: PerformerStatus = rng.weighted([["offline", 40], ["online", 24], ["free", 20], ["vip", 8], ["pause", 8]] as const);
  const cybertoy = rng.weighted([[0, 75], [1, 16], [2, 9]] as const);
  const firstCamSession = isNew ? clock - rng.int(2 * HOUR, 6 * DAY + 20 * HOUR) : clock - rng.int(10 * DAY, 5 * 365 * DAY);
  const lastCamSession =
    status === "offline"
      ? Math.max(firstCamSession + HOUR, clock - rng.int(HOUR, isNew ? DAY : 45 * DAY))
      : Math.max(firstCamSession, clock - rng.int(5 * MINUTE, 3 * HOUR));

  const hobbies = rng.sample(N.HOBBIES, 3);
  const showType: string[] = rng.sample(N.SHOW_TYPES.filter((t) => t !== "toys"), rng.int(2, 4));
  if (cybertoy > 0) showType.push("toys");
  const { albums, images } = albumsFor(rng, id);
  const dutch = languages.includes("nl") && rng.chance(0.7);
  const realAge = ageAt(dateOfBirth, clock);

  const profile: PerformerProfile = {
    id,
    username,
    age: realAge,
    dateOfBirth,
    gender,
    city,
    description: descriptionFor(rng, dutch, { name: displayName, city, age: realAge, hobby: hobbies[0] ?? "music" }),
    cover: mediaUrl.performer(id, "cover"),
    coverVideo: rng.chance(0.15) ? mediaUrl.video() : null,
    snapshot: mediaUrl.performer(id, "snapshot"),
    nonude: mediaUrl.nonude(id),
    images,
    languages,
    languageBitflag: languages.reduce((bits, l) => bits | LANGUAGE_BITS[l], 0),
    cybertoy,
    rating: Math.round((3 + 2 * Math.sqrt(rng.next())) * 10) / 10,
    onlineStatus: onlineStatusOf(status),
    onlineState: status,
    firstCamSession,
    lastCamSession,
    showType,
    piercings: rng.chance(0.3),
    tattoos: rng.chance(0.35),
    zodiac: zodiacOf(birthDate.getUTCMonth() + 1, birthDate.getUTCDate()),
    smoker: rng.chance(0.2),
    motto: rng.pick(N.MOTTOS),
    hobbies: hobbies.join(", "),
    pets: rng.pick(N.PETS),
    eyeColor: rng.pick(N.EYE_COLORS),
    hairColor: hairFor(rng, gender, ethnicity, realAge),
    ethnicity,
    orientation:
      gender === "male"
        ? rng.weighted([["hetero", 6], ["gay", 3], ["bi", 2]] as const)
        : rng.weighted([["hetero", 5], ["bi", 4], ["lesbian", 1]] as const),
    shaved: rng.weighted([["natural", 25], ["bald", 35], ["trim", 30], ["short", 10]] as const),
    breastSize: gender === "male" ? 0 : rng.weighted([[1, 3], [2, 8], [3, 12], [4, 14], [5, 12], [6, 8], [7, 5], [8, 3], [9, 2], [10, 1]] as const),
    physique: rng.weighted([["skinny", 10], ["petite", 18], ["slim", 35], ["curvy", 27], ["plus", 10]] as const),
    albums: albums.map((album) => ({ id: album.id, title: album.title, count: album.items.length })),
  };
  return { profile, penisSize: gender === "female" ? null : rng.int(1, 4), albums };
};

export interface SeedOptions {
  /** Overrides the world clock (ms). Timestamps shift with it; order and filters do not change. */
  readonly clock?: number;
  /** How many performers (default 320); the first-page benchmark seeds 1200 (ARCHITECTURE §6). */
  readonly performers?: number;
}

/**
 * Builds the world's own seed state: the same seed (and clock) always gives the same world. The features add their
 * parts in src/simulated-world.ts (`seedWorld` there is the whole seed state).
 */
export const seedOwnState = (seed: number, options: SeedOptions = {}): WorldOwnState => {
  const clock = options.clock ?? WORLD_CLOCK;
  const count = options.performers ?? PERFORMER_COUNT;
  const rng = createRng(seed);
  const newIndexes = new Set(rng.sample(Array.from({ length: count }, (_, i) => i), Math.min(NEW_CAM_COUNT, count)));
  const taken = new Set<string>();
  const performers = Array.from({ length: count }, (_, i) => makePerformer(rng, i, clock, newIndexes.has(i), taken));
  return {
    seed, clock, performers, categories: seedCategories(), configuration: seedConfiguration(), geo: seedGeo(), members: [], outbox: [],
  };
};
