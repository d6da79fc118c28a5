import { Schema } from "effect";

// §4 Performer status: the text status used by the site, QA API and styles.
export const PerformerStatus = Schema.Literals(["offline", "online", "free", "vip", "pause"]);
export type PerformerStatus = typeof PerformerStatus.Type;

export const Gender = Schema.Literals(["female", "male", "couple", "trans"]);
export type Gender = typeof Gender.Type;

export const Shaved = Schema.Literals(["natural", "bald", "trim", "short"]);
export const Physique = Schema.Literals(["skinny", "petite", "slim", "curvy", "plus"]);
export const Ethnicity = Schema.Literals(["arabic", "asian", "caucasian", "white", "ebony", "latin", "south-american", "mediterranean"]);
export const HairColor = Schema.Literals(["blonde", "dark_blonde", "brown", "black", "red", "other", "coloured", "grey", "bald", "white"]);
// §3 performer languages (ISO codes): Dutch, English, French, Spanish, German, Danish, Swedish, Italian, Romanian, Russian.
export const PerformerLanguage = Schema.Literals(["nl", "en", "fr", "es", "de", "dk", "se", "it", "ro", "ru"]);
export type PerformerLanguage = typeof PerformerLanguage.Type;

export const MediaImage = Schema.Struct({
  id: Schema.String,
  url: Schema.String,
  nonude: Schema.String,
});
export type MediaImage = typeof MediaImage.Type;

/** §3 Performer profile (every field). */
export const PerformerProfile = Schema.Struct({
  id: Schema.Number,
  username: Schema.String,
  age: Schema.Number,
  dateOfBirth: Schema.String,
  gender: Gender,
  city: Schema.String,
  description: Schema.String,
  cover: Schema.String,
  coverVideo: Schema.NullOr(Schema.String),
  snapshot: Schema.String,
  nonude: Schema.String,
  images: Schema.Array(MediaImage),
  languages: Schema.Array(PerformerLanguage),
  languageBitflag: Schema.Number,
  cybertoy: Schema.Number,
  rating: Schema.Number,
  onlineStatus: Schema.Number,
  onlineState: PerformerStatus,
  firstCamSession: Schema.Number,
  lastCamSession: Schema.Number,
  showType: Schema.Array(Schema.String),
  piercings: Schema.Boolean,
  tattoos: Schema.Boolean,
  zodiac: Schema.String,
  smoker: Schema.Boolean,
  motto: Schema.String,
  hobbies: Schema.String,
  pets: Schema.String,
  eyeColor: Schema.String,
  hairColor: HairColor,
  ethnicity: Ethnicity,
  orientation: Schema.String,
  shaved: Shaved,
  breastSize: Schema.Number,
  physique: Physique,
  albums: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, count: Schema.Number })),
});
export type PerformerProfile = typeof PerformerProfile.Type;

/** §3 Performer list item (user, username, rating, onlineStatus, url) plus the card's picture fields. */
export const PerformerListItem = Schema.Struct({
  user: Schema.Number,
  username: Schema.String,
  rating: Schema.Number,
  onlineStatus: Schema.Number,
  url: Schema.String,
  snapshot: Schema.String,
  nonude: Schema.String,
  age: Schema.Number,
  city: Schema.String,
  languages: Schema.Array(PerformerLanguage),
  cybertoy: Schema.Number,
  firstCamSession: Schema.Number,
});
export type PerformerListItem = typeof PerformerListItem.Type;

/** §3 Performer summary. */
export const PerformerSummary = Schema.Struct({
  user: Schema.Number,
  username: Schema.String,
  snapshot: Schema.String,
  nonude: Schema.String,
});
export type PerformerSummary = typeof PerformerSummary.Type;

export const PerformerFindResult = Schema.Struct({
  items: Schema.Array(PerformerListItem),
  total: Schema.Number,
});
export type PerformerFindResult = typeof PerformerFindResult.Type;

export const AutocompleteResult = Schema.Struct({
  items: Schema.Array(Schema.Struct({ username: Schema.String, snapshot: Schema.String, onlineStatus: Schema.Number })),
});
export type AutocompleteResult = typeof AutocompleteResult.Type;

export const AlbumItem = Schema.Struct({
  id: Schema.String,
  kind: Schema.Literals(["photo", "video"]),
  url: Schema.String,
  nonude: Schema.String,
  poster: Schema.optional(Schema.String),
});
export type AlbumItem = typeof AlbumItem.Type;

export const Album = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  cover: Schema.String,
  items: Schema.Array(AlbumItem),
});
export type Album = typeof Album.Type;

/** A profile shown as a grid card (the favourites page loads favourites by id, §2.1). */
export const listItemOfProfile = (profile: PerformerProfile): PerformerListItem => ({
  user: profile.id,
  username: profile.username,
  rating: profile.rating,
  onlineStatus: profile.onlineStatus,
  url: `/profile/${encodeURIComponent(profile.username)}`,
  snapshot: profile.snapshot,
  nonude: profile.nonude,
  age: profile.age,
  city: profile.city,
  languages: profile.languages,
  cybertoy: profile.cybertoy,
  firstCamSession: profile.firstCamSession,
});
