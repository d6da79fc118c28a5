import {
  FILTER_CATALOGUE,
  isNewCam,
  POPULAR_TOY_CYBERTOY_VALUES,
  type FilterKey,
  type FindQuery,
  type PerformerListItem,
  type PerformerStatus,
} from "@camstage/core";
import type { WorldPerformer, WorldState } from "../world/world.schema";

/** Why a find query was refused; the handler answers 400 with `badRequest.invalid.query`. */
export class FindQueryError extends Error {}

const CATALOGUE: Record<string, Record<string, readonly string[]>> = FILTER_CATALOGUE;

const ageBucket = (age: number): string => (age < 24 ? "18-24" : age < 30 ? "24-30" : age < 50 ? "30-50" : "50-100");

/** The raw catalogue values (§3 filter catalogue) a performer carries for one filter key. */
const rawValues = (performer: WorldPerformer, key: FilterKey): readonly string[] => {
  const p = performer.profile;
  switch (key) {
    case "popular": {
      const values: string[] = [];
      if (p.onlineState === "free") values.push("free");
      // §9: the popular toy filter counts cybertoy 1, 2, 3 and 5.
      if ((POPULAR_TOY_CYBERTOY_VALUES as readonly number[]).includes(p.cybertoy)) values.push("toy");
      return values;
    }
    case "gender":
      return [p.gender];
    case "age":
      return [ageBucket(p.age)];
    case "language":
      return p.languages;
    case "ethnicity":
      return [p.ethnicity];
    case "hairColor":
      return [p.hairColor];
    case "physique":
      return [p.physique];
    case "breastSize":
      return [String(p.breastSize)];
    case "penisSize":
      return performer.penisSize === null ? [] : [String(performer.penisSize)];
    case "shaved":
      return [p.shaved];
    case "piercings":
      return [String(p.piercings)];
  }
};

/**
 * One catalogue key: the performer matches when any chosen option's raw values meet hers (options are OR'ed,
 * keys AND'ed). An empty option list is no filter (§5). Unknown keys or options are a malformed query.
 */
const selectionPredicate = (selection: Readonly<Record<string, readonly string[]>>) => {
  const tests: ((performer: WorldPerformer) => boolean)[] = [];
  for (const [key, options] of Object.entries(selection)) {
    const catalogue = CATALOGUE[key];
    if (!catalogue) throw new FindQueryError(`unknown filter key ${key}`);
    if (options.length === 0) continue;
    const accepted = new Set<string>();
    for (const option of options) {
      const raw = catalogue[option];
      if (!raw) throw new FindQueryError(`unknown option ${option} for ${key}`);
      for (const value of raw) accepted.add(value);
    }
    tests.push((performer) => rawValues(performer, key as FilterKey).some((value) => accepted.has(value)));
  }
  return (performer: WorldPerformer) => tests.every((test) => test(performer));
};

/** §4 text statuses as the grid asks for them; `live` is the numeric 1 (online), busy/break read as pause. */
const STATUS_ALIASES: Record<string, PerformerStatus> = {
  online: "online", live: "online", free: "free", vip: "vip", pause: "pause", busy: "pause", break: "pause", offline: "offline",
};

const statusPredicate = (statuses: readonly string[]) => {
  if (statuses.length === 0) return () => true;
  const wanted = new Set<PerformerStatus>();
  let toy = false;
  for (const status of statuses) {
    if (status === "toy") {
      toy = true;
      continue;
    }
    const mapped = STATUS_ALIASES[status];
    if (!mapped) throw new FindQueryError(`unknown status ${status}`);
    wanted.add(mapped);
  }
  return (performer: WorldPerformer) =>
    wanted.has(performer.profile.onlineState) || (toy && performer.profile.onlineState !== "offline" && performer.profile.cybertoy > 0);
};

const isNewPerformer = (performer: WorldPerformer, clock: number): boolean => isNewCam(performer.profile.firstCamSession, clock);

const TRUE_VALUES = new Set(["true", "1", "yes"]);

/** Every performer matching the query's filters, unordered. */
export const filterPerformers = (state: WorldState, query: FindQuery): WorldPerformer[] => {
  const filter = query.filter ?? {};
  const tests: ((performer: WorldPerformer) => boolean)[] = [];
  tests.push(selectionPredicate(query.select ?? {}));
  tests.push(statusPredicate(filter.status ?? []));
  if (filter.category !== undefined && filter.category !== "") {
    const wanted = filter.category.toLowerCase();
    const category = state.categories.find((c) => c.slug === wanted || c.key === wanted);
    if (!category) throw new FindQueryError(`unknown category ${filter.category}`);
    tests.push(selectionPredicate(category.filters));
    // §9 new cams are a time rule, not a catalogue filter: the "new" category applies it.
    if (category.key === "new") tests.push((p) => isNewPerformer(p, state.clock));
  }
  if (filter.newCams !== undefined && TRUE_VALUES.has(filter.newCams.toLowerCase())) tests.push((p) => isNewPerformer(p, state.clock));
  const cybertoy = filter.cybertoy;
  if (cybertoy !== undefined && cybertoy.length > 0) tests.push((p) => cybertoy.includes(p.profile.cybertoy));
  const username = filter.username?.trim().toLowerCase();
  if (username) tests.push((p) => p.profile.username.toLowerCase().includes(username));
  return state.performers.filter((performer) => tests.every((test) => test(performer)));
};

const statusRank = (status: PerformerStatus): number => (status === "free" ? 0 : status === "offline" ? 2 : 1);

/**
 * §9 default ordering: free first, then the other live statuses, then offline performers by their last cam
 * session (most recent first); within a group, performers speaking the visitor's locale first, then rating.
 * Ties break on id so pages never overlap.
 */
export const defaultOrder = (locale: string) => (a: WorldPerformer, b: WorldPerformer): number => {
  const pa = a.profile;
  const pb = b.profile;
  return (
    statusRank(pa.onlineState) - statusRank(pb.onlineState) ||
    (pa.onlineState === "offline" && pb.onlineState === "offline" ? pb.lastCamSession - pa.lastCamSession : 0) ||
    Number(pb.languages.includes(locale as never)) - Number(pa.languages.includes(locale as never)) ||
    pb.rating - pa.rating ||
    pa.id - pb.id
  );
};

const orderingOf = (ordering: FindQuery["ordering"], locale: string) => {
  switch (ordering) {
    case "rating":
      return (a: WorldPerformer, b: WorldPerformer) => b.profile.rating - a.profile.rating || a.profile.id - b.profile.id;
    case "newest":
      return (a: WorldPerformer, b: WorldPerformer) => b.profile.firstCamSession - a.profile.firstCamSession || a.profile.id - b.profile.id;
    default:
      return defaultOrder(locale);
  }
};

export const toListItem = (performer: WorldPerformer): PerformerListItem => {
  const p = performer.profile;
  return {
    user: p.id,
    username: p.username,
    rating: p.rating,
    onlineStatus: p.onlineStatus,
    url: `/profile/${p.username}`,
    snapshot: p.snapshot,
    nonude: p.nonude,
    age: p.age,
    city: p.city,
    languages: p.languages,
    cybertoy: p.cybertoy,
    firstCamSession: p.firstCamSession,
  };
};

/** Upper bound of one page; the grid asks for 60 (§9). */
export const MAX_PAGE_LIMIT = 500;

const checkPaging = (value: number, name: string, max: number) => {
  if (!Number.isSafeInteger(value) || value < 0 || value > max) throw new FindQueryError(`invalid ${name}`);
};

/** §7 user/find: filter, order (§9) and cut one page. `locale` is the visitor's language. */
export const findPerformers = (state: WorldState, query: FindQuery, locale: string): { items: PerformerListItem[]; total: number } => {
  checkPaging(query.pagination.limit, "limit", MAX_PAGE_LIMIT);
  checkPaging(query.pagination.offset, "offset", Number.MAX_SAFE_INTEGER);
  const matches = filterPerformers(state, query).sort(orderingOf(query.ordering, query.locale ?? locale));
  const { offset, limit } = query.pagination;
  return { items: matches.slice(offset, offset + limit).map(toListItem), total: matches.length };
};

/** §7 user/autocomplete: lowercase prefix match on the username, live performers first, at most 10 (§9). */
export const autocomplete = (state: WorldState, text: string, limit = 10) => {
  const prefix = text.trim().toLowerCase();
  if (prefix === "") return [];
  return state.performers
    .filter((p) => p.profile.username.toLowerCase().startsWith(prefix))
    .sort(
      (a, b) =>
        Number(a.profile.onlineState === "offline") - Number(b.profile.onlineState === "offline") ||
        a.profile.username.localeCompare(b.profile.username, "en"),
    )
    .slice(0, limit)
    .map((p) => ({ username: p.profile.username, snapshot: p.profile.snapshot, onlineStatus: p.profile.onlineStatus }));
};
