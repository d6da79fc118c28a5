import type { PerformerLanguage, PerformerListItem } from "@camstage/core";
import { portrait } from "../../examples/portraits";

/** The fixed "now" of every example, so the "new" ribbons never drift. */
export const EXAMPLE_NOW = Date.UTC(2025, 0, 15, 20, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

const NAMES = [
  "SweetLisa", "NaughtyNina", "BlondeBella", "AmberRose", "JadeJoy", "MiaMoon", "LunaLove", "SophieStar", "EvaEmber", "ZoeZen",
  "CandyKate", "RubyRed", "IvyIris", "NoraNight", "LilyLace", "DaisyDream", "FayeFire", "GinaGlow", "HazelHoney", "IrisIce",
  "JuneJewel", "KiraKiss", "LaraLush", "MayaMist", "NikkiNova", "OliviaOcean", "PiperPearl", "QuinnQuest", "RosaRain", "SaraSilk",
] as const;
const CITIES = ["Amsterdam", "Rotterdam", "Antwerpen", "Utrecht", "Gent", "Eindhoven", "Berlin", "Madrid", "Brussel", "Den Haag"] as const;
const LANGUAGE_SETS: readonly (readonly PerformerLanguage[])[] = [["nl", "en"], ["en"], ["nl"], ["en", "de"], ["es", "en"], ["nl", "en", "fr"], ["ro", "en"], ["it"]];
// §4 numeric onlineStatus: 0 offline, 1 live, 3 free, 5 VIP, 9 pause.
const STATUSES = [3, 3, 1, 5, 3, 1, 9, 0, 3, 1, 0, 5] as const;

/** A deterministic list of `count` performers in varied statuses, some new, some with toys. */
export function examplePerformers(count: number, offset = 0): PerformerListItem[] {
  return Array.from({ length: count }, (_, k) => {
    const i = k + offset;
    const base = NAMES[i % NAMES.length] ?? "Performer";
    const username = i < NAMES.length ? base : `${base}${Math.floor(i / NAMES.length) + 1}`;
    return {
      user: 1000 + i,
      username,
      rating: 3 + ((i * 7) % 20) / 10,
      onlineStatus: STATUSES[i % STATUSES.length] ?? 0,
      url: `/profile/${username}`,
      snapshot: portrait(i),
      nonude: portrait(i, { soft: true }),
      age: 19 + ((i * 5) % 30),
      city: CITIES[i % CITIES.length] ?? "Amsterdam",
      languages: LANGUAGE_SETS[i % LANGUAGE_SETS.length] ?? ["nl"],
      cybertoy: i % 4 === 0 ? 1 : i % 9 === 0 ? 2 : 0,
      firstCamSession: i % 6 === 1 ? EXAMPLE_NOW - 2 * DAY : EXAMPLE_NOW - (30 + i) * DAY,
    };
  });
}

/** One of each status, for focused stories and tests. */
export const [livePerformer, freePerformer, vipPerformer, pausePerformer, offlinePerformer] = [1, 3, 5, 9, 0].map((onlineStatus, i) => ({
  ...examplePerformers(1, i)[0]!,
  onlineStatus,
})) as [PerformerListItem, PerformerListItem, PerformerListItem, PerformerListItem, PerformerListItem];

export const examplePage = examplePerformers(60);

export const exampleProfileHref = (p: PerformerListItem): string => `/en/profile/${encodeURIComponent(p.username)}`;
