import type { PerformerProfile } from "@camstage/core";
import { portrait } from "../../examples/portraits";
import { EXAMPLE_NOW } from "../../grid/examples/performers";
import { longAlbum, photoAlbum, videoAlbum } from "../../gallery/examples/albums";
import type { ProfileAlbum } from "../album-strip";

const DAY = 24 * 60 * 60 * 1000;

/** A performer live in free chat, with a toy, three albums and every §3 field filled. */
export const onlineProfile: PerformerProfile = {
  id: 2017,
  username: "SweetLisa",
  age: 24,
  dateOfBirth: "2000-06-12",
  gender: "female",
  city: "Amsterdam",
  description:
    "Hi, I'm Lisa from Amsterdam! I love dancing, good music and long conversations. Come say hello in my free chat and let's see where the evening takes us.",
  cover: portrait(2, { width: 1280, height: 400 }),
  coverVideo: null,
  snapshot: portrait(2),
  nonude: portrait(2, { soft: true }),
  images: photoAlbum.items.map(({ id, url, nonude }) => ({ id, url, nonude })),
  languages: ["nl", "en", "de"],
  languageBitflag: 1 | 2 | 16,
  cybertoy: 1,
  rating: 4.7,
  onlineStatus: 3,
  onlineState: "free",
  firstCamSession: EXAMPLE_NOW - 420 * DAY,
  lastCamSession: EXAMPLE_NOW - 20 * 60 * 1000,
  showType: ["chat", "dance", "lingerie", "toys"],
  piercings: true,
  tattoos: false,
  zodiac: "gemini",
  smoker: false,
  motto: "Good vibes only.",
  hobbies: "dancing, yoga, travelling",
  pets: "a cat",
  eyeColor: "green",
  hairColor: "blonde",
  ethnicity: "caucasian",
  orientation: "bi",
  shaved: "bald",
  breastSize: 4,
  physique: "slim",
  albums: [photoAlbum, videoAlbum, longAlbum].map(({ id, title, items }) => ({ id, title, count: items.length })),
};

/** The same performer's albums with their covers, as the app passes them once the albums are loaded. */
export const onlineProfileAlbums: ProfileAlbum[] = [photoAlbum, videoAlbum, longAlbum].map(({ id, title, cover, items }) => ({
  id,
  title,
  count: items.length,
  cover,
}));

/** An offline performer: no toy, a single album without a known cover, Dutch description. */
export const offlineProfile: PerformerProfile = {
  ...onlineProfile,
  id: 2042,
  username: "AmberRose",
  age: 31,
  dateOfBirth: "1993-11-02",
  city: "Antwerpen",
  description: "Hoi! Ik ben Amber uit Antwerpen. Ik hou van koken, fietsen en lachen. Laat een berichtje achter, dan zie ik je snel!",
  cover: portrait(4, { width: 1280, height: 400 }),
  snapshot: portrait(4),
  nonude: portrait(4, { soft: true }),
  languages: ["nl", "fr"],
  languageBitflag: 1 | 4,
  cybertoy: 0,
  rating: 4.2,
  onlineStatus: 0,
  onlineState: "offline",
  firstCamSession: EXAMPLE_NOW - 3 * DAY,
  lastCamSession: EXAMPLE_NOW - 9 * 60 * 60 * 1000,
  showType: ["chat", "roleplay"],
  piercings: false,
  tattoos: true,
  zodiac: "scorpio",
  smoker: true,
  motto: "Leef, lach en geniet.",
  hobbies: "cooking, cycling",
  pets: "none",
  eyeColor: "brown",
  hairColor: "red",
  ethnicity: "mediterranean",
  orientation: "hetero",
  shaved: "trim",
  breastSize: 6,
  physique: "curvy",
  albums: [{ id: "a1", title: "At home", count: 6 }],
};
