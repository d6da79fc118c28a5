import type { PerformerProfile } from "@camstage/core";
import { hashString } from "../world/prng";
import { personFor, type Person } from "./portrait.look";
import type { PortraitInput } from "./portrait.svg";

/**
 * Issue 27: the live streams' people. Twelve pre-made looks (the streams are made once, by
 * `scripts/make-live-streams.ts`, and shipped); each performer's room shows the look closest to her card: the same
 * kind (a woman, a man, a couple), then her skin tone and hair colour, else one picked by her name.
 */
export interface LiveLook {
  readonly name: string;
  readonly kind: "female" | "male" | "couple";
  readonly ethnicity: string;
  readonly hairColor: string;
  readonly seed: number;
}

const look = (name: string, kind: LiveLook["kind"], ethnicity: string, hairColor: string): LiveLook => ({ name, kind, ethnicity, hairColor, seed: hashString(`live/${name}`) });

export const LIVE_LOOKS: readonly LiveLook[] = [
  look("blonde", "female", "white", "blonde"),
  look("brunette", "female", "caucasian", "brown"),
  look("dark-blonde", "female", "caucasian", "dark_blonde"),
  look("redhead", "female", "white", "red"),
  look("mediterranean", "female", "mediterranean", "black"),
  look("latina", "female", "latin", "brown"),
  look("ebony", "female", "ebony", "black"),
  look("asian", "female", "asian", "black"),
  look("coloured", "female", "caucasian", "coloured"),
  look("man-dark", "male", "mediterranean", "brown"),
  look("man-fair", "male", "white", "blonde"),
  look("couple", "couple", "caucasian", "brown"),
];

/** A stream's width and height (4:3, as the player). */
export const LIVE_SIZE = { width: 480, height: 360 } as const;
/** Frames a second and seconds in a loop; the loop is cut into segments of `SEGMENT_SECONDS` (live-stream.ts). */
export const LIVE_FPS = 12;
export const LIVE_LOOP_SECONDS = 8;

const kindOf = (profile: Pick<PerformerProfile, "gender">): LiveLook["kind"] => (profile.gender === "couple" ? "couple" : profile.gender === "male" ? "male" : "female");

/** The look a performer's room shows: her kind, then skin and hair, then skin, else by her name. */
export const liveLookFor = (profile: Pick<PerformerProfile, "gender" | "ethnicity" | "hairColor" | "username">): LiveLook => {
  const kind = LIVE_LOOKS.filter((l) => l.kind === kindOf(profile));
  const pool = kind.length > 0 ? kind : LIVE_LOOKS;
  const exact = pool.filter((l) => l.ethnicity === profile.ethnicity && l.hairColor === profile.hairColor);
  const skin = pool.filter((l) => l.ethnicity === profile.ethnicity);
  const hair = pool.filter((l) => l.hairColor === profile.hairColor);
  const choice = [exact, skin, hair, pool].find((list) => list.length > 0)!;
  return choice[hashString(profile.username) % choice.length]!;
};

const peopleOf = (l: LiveLook): Person[] => {
  const main = personFor({ seed: l.seed, build: l.kind === "male" ? "masculine" : "feminine", ethnicity: l.ethnicity, hairColor: l.hairColor, age: 27 });
  if (l.kind !== "couple") return [main];
  return [main, personFor({ seed: l.seed + 1, build: "masculine", ethnicity: l.ethnicity, hairColor: "black", age: 30 })];
};

/** One frame of a look's loop, `t` in [0, 1); covered for the no-nude flag (§2.1). */
export const liveFrameInput = (l: LiveLook, t: number, nonude: boolean): PortraitInput => ({
  seed: l.seed,
  ...LIVE_SIZE,
  figures: peopleOf(l),
  variant: 0,
  nonude,
  // Head and shoulders with room above (the camera's drift zooms in a little).
  framing: "medium",
  focusX: 0.5,
  motion: { t },
});

/** Where a look's segments are, under the simulator's assets/live. */
export const liveLookDir = (l: Pick<LiveLook, "name">, nonude: boolean): string => (nonude ? `${l.name}-covered` : l.name);
