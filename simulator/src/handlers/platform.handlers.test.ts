import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupServer } from "msw/node";
import { Schema } from "effect";
import {
  FILTER_CATALOGUE,
  NEW_CAMS_WINDOW_MS,
  performerApi,
  SIMULATOR_BASES,
  stringifyQuery,
  type AnyEndpoint,
  type PerformerListItem,
  type PerformerProfile,
  type QueryRecord,
} from "@camstage/core";
import { createWorld } from "../simulated-world";
import type { WorldPerformer } from "../world/world.schema";
import { createHandlers } from "../simulated-handlers";

const ORIGIN = "http://sim.test";
const world = createWorld(1);
const server = setupServer(...createHandlers(world));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  world.dispatch({ type: "world.reset" });
});
afterAll(() => server.close());

const urlOf = (endpoint: AnyEndpoint, path: string, query?: QueryRecord) =>
  `${ORIGIN}${SIMULATOR_BASES[endpoint.api]}${path}${query ? `?${stringifyQuery(query)}` : ""}`;

/** GETs a call and, for a 200, checks the answer decodes with the endpoint's output schema. */
const get = async <E extends AnyEndpoint>(endpoint: E, path: string, query?: QueryRecord) => {
  const response = await fetch(urlOf(endpoint, path, query), { headers: { Accept: "application/json" } });
  const body: unknown = await response.json();
  if (response.status === 200) return { status: 200, body: Schema.decodeUnknownSync(endpoint.output)(body) as E["output"]["Type"] };
  return { status: response.status, body: body as { label: string } };
};

/** GETs a call that must answer 200 and returns its decoded answer. */
const ok = async <E extends AnyEndpoint>(endpoint: E, path: string, query?: QueryRecord): Promise<E["output"]["Type"]> => {
  const { status, body } = await get(endpoint, path, query);
  expect(status).toBe(200);
  return body as E["output"]["Type"];
};

const find = async (query: QueryRecord) => {
  const { status, body } = await get(performerApi.find, "/user/find", { lang: "nl", ...query });
  expect(status).toBe(200);
  return body as { items: PerformerListItem[]; total: number };
};
const all = (query: QueryRecord = {}) => find({ ...query, pagination: { limit: 500, offset: 0 } });
const byId = (items: readonly PerformerListItem[]) => items.map((item) => world.findPerformer(item.user)!);

/** An oracle for each §3 catalogue key, written independently of the handler. */
const oracle: Record<string, (p: WorldPerformer, option: string) => boolean> = {
  popular: (p, o) => (o === "free" ? p.profile.onlineState === "free" : [1, 2, 3, 5].includes(p.profile.cybertoy)),
  gender: (p, o) => p.profile.gender === o,
  age: (p, o) => {
    const [lo, hi] = o.split("-").map(Number) as [number, number];
    return p.profile.age >= lo && (hi === 100 ? p.profile.age <= hi : p.profile.age < hi);
  },
  language: (p, o) => (o === "en" ? ["en", "dk", "se"] : [o]).some((l) => (p.profile.languages as readonly string[]).includes(l)),
  ethnicity: (p, o) =>
    ({ caucasian: ["caucasian", "white"], latin: ["latin", "south-american"] })[o]?.includes(p.profile.ethnicity) ?? p.profile.ethnicity === o,
  hairColor: (p, o) =>
    ({ blonde: ["blonde", "dark_blonde"], other: ["other", "coloured", "grey", "bald", "white"] })[o]?.includes(p.profile.hairColor) ??
    p.profile.hairColor === o,
  physique: (p, o) => (o === "fat" ? ["curvy", "plus"] : ["skinny", "petite", "slim"]).includes(p.profile.physique),
  breastSize: (p, o) => ({ "1": [1, 2], "2": [3, 4, 5], "3": [6, 7], "4": [8, 9, 10] })[o]!.includes(p.profile.breastSize),
  penisSize: (p, o) => p.penisSize === Number(o),
  shaved: (p, o) => p.profile.shaved === o,
  piercings: (p) => p.profile.piercings,
};

describe("user/find paging", () => {
  it("answers 60 per page by default and pages through everything once (§9)", async () => {
    const first = await find({});
    expect(first.items).toHaveLength(60);
    expect(first.total).toBe(world.getState().performers.length);

    const seen: number[] = [];
    let offset = 0;
    let hasMore = true;
    while (hasMore) {
      const page = await find({ pagination: { limit: 60, offset } });
      seen.push(...page.items.map((i) => i.user));
      // §9: more pages exist when the result count equals the limit.
      hasMore = page.items.length === 60;
      offset += 60;
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    expect(seen).toEqual((await all()).items.map((i) => i.user));
    const last = await find({ pagination: { limit: 60, offset: 300 } });
    expect(last.items).toHaveLength(first.total - 300);
  });

  it("returns an empty page past the end", async () => {
    const page = await find({ pagination: { limit: 60, offset: 10_000 } });
    expect(page.items).toEqual([]);
    expect(page.total).toBe(world.getState().performers.length);
  });
});

describe("user/find filters", () => {
  const everyone = world.getState().performers;

  for (const [key, options] of Object.entries(FILTER_CATALOGUE)) {
    for (const option of Object.keys(options)) {
      it(`select ${key}=${option} narrows to exactly the matching performers`, async () => {
        const { items, total } = await all({ select: { [key]: [option] } });
        const expected = everyone.filter((p) => oracle[key]!(p, option)).map((p) => p.profile.id);
        expect(expected.length).toBeGreaterThan(0);
        expect(total).toBeLessThan(everyone.length);
        expect(total).toBe(expected.length);
        expect(new Set(items.map((i) => i.user))).toEqual(new Set(expected));
      });
    }
  }

  it("ORs options within a key and ANDs keys", async () => {
    const blondeOrRed = await all({ select: { hairColor: ["blonde", "red"] } });
    const blonde = await all({ select: { hairColor: ["blonde"] } });
    const red = await all({ select: { hairColor: ["red"] } });
    expect(blondeOrRed.total).toBe(blonde.total + red.total);
    const both = await all({ select: { hairColor: ["blonde"], language: ["nl"] } });
    expect(both.total).toBeLessThan(blonde.total);
    for (const p of byId(both.items)) expect(p.profile.languages).toContain("nl");
  });

  it("treats an empty option list as no filter (§5)", async () => {
    const { total } = await find({ select: { hairColor: [] } });
    expect(total).toBe(everyone.length);
  });

  it("filters by status, with live as the numeric online", async () => {
    const free = await all({ filter: { status: ["free"] } });
    expect(free.total).toBeGreaterThan(0);
    expect(free.items.every((i) => i.onlineStatus === 3)).toBe(true);
    const nonFree = await all({ filter: { status: ["live", "vip", "offline"] } });
    expect(nonFree.items.every((i) => [0, 1, 5].includes(i.onlineStatus))).toBe(true);
    expect(nonFree.total).toBe(everyone.filter((p) => ["online", "vip", "offline"].includes(p.profile.onlineState)).length);
  });

  it("filters new cams: first session within 7 days of the world clock", async () => {
    const { clock } = world.getState();
    const fresh = await all({ filter: { newCams: "true" } });
    expect(fresh.total).toBeGreaterThanOrEqual(20);
    expect(fresh.items.every((i) => clock - i.firstCamSession <= NEW_CAMS_WINDOW_MS)).toBe(true);
    expect(fresh.total).toBe(everyone.filter((p) => clock - p.profile.firstCamSession <= NEW_CAMS_WINDOW_MS).length);
    const category = await all({ filter: { category: "new-cams" } });
    expect(category.total).toBe(fresh.total);
  });

  it("applies a category's filters by slug or key", async () => {
    const blonde = await all({ filter: { category: "blonde" } });
    expect(blonde.total).toBe((await all({ select: { hairColor: ["blonde"] } })).total);
    const toy = await all({ filter: { category: "toy" } });
    expect(byId(toy.items).every((p) => p.profile.cybertoy > 0)).toBe(true);
  });

  it("filters by username (case-insensitive contains)", async () => {
    const { items, total } = await all({ filter: { username: "ANNA" } });
    const expected = everyone.filter((p) => p.profile.username.toLowerCase().includes("anna"));
    expect(expected.length).toBeGreaterThan(0);
    expect(total).toBe(expected.length);
    expect(items.every((i) => i.username.toLowerCase().includes("anna"))).toBe(true);
  });
});

describe("user/find ordering (§9)", () => {
  const rank = (status: number) => (status === 3 ? 0 : status === 0 ? 2 : 1);

  for (const locale of ["nl", "en"]) {
    it(`orders free first, then live, then offline by last session; then ${locale} speakers, then rating`, async () => {
      const { items } = await find({ lang: locale, pagination: { limit: 500, offset: 0 } });
      const performers = byId(items);
      for (let i = 1; i < items.length; i++) {
        const a = performers[i - 1]!.profile;
        const b = performers[i]!.profile;
        const ra = rank(a.onlineStatus);
        const rb = rank(b.onlineStatus);
        expect(ra).toBeLessThanOrEqual(rb);
        if (ra !== rb) continue;
        if (ra === 2) {
          expect(a.lastCamSession).toBeGreaterThanOrEqual(b.lastCamSession);
          if (a.lastCamSession !== b.lastCamSession) continue;
        }
        const la = a.languages.includes(locale as never);
        const lb = b.languages.includes(locale as never);
        expect(Number(la)).toBeGreaterThanOrEqual(Number(lb));
        if (la === lb) expect(a.rating).toBeGreaterThanOrEqual(b.rating);
      }
      expect(items[0]!.onlineStatus).toBe(3);
      expect(items[items.length - 1]!.onlineStatus).toBe(0);
    });
  }

  it("puts a performer who goes free ahead of the live ones", async () => {
    const offline = world.getState().performers.find((p) => p.profile.onlineState === "offline")!;
    world.dispatch({ type: "performer.status.set", username: offline.profile.username, status: "free" });
    const { items } = await all({ filter: { status: ["free"] } });
    expect(items.map((i) => i.user)).toContain(offline.profile.id);
  });

  it("supports rating and newest orderings", async () => {
    const rated = (await find({ ordering: "rating", pagination: { limit: 500, offset: 0 } })).items;
    for (let i = 1; i < rated.length; i++) expect(rated[i - 1]!.rating).toBeGreaterThanOrEqual(rated[i]!.rating);
    const newest = (await find({ ordering: "newest", pagination: { limit: 500, offset: 0 } })).items;
    for (let i = 1; i < newest.length; i++) expect(newest[i - 1]!.firstCamSession).toBeGreaterThanOrEqual(newest[i]!.firstCamSession);
  });
});

describe("user/count", () => {
  it("counts the same performers find would return", async () => {
    const { status, body } = await get(performerApi.count, "/user/count", { select: { ethnicity: ["asian"] } });
    expect(status).toBe(200);
    expect((body as { count: number }).count).toBe((await all({ select: { ethnicity: ["asian"] } })).total);
  });
});

describe("user/autocomplete", () => {
  it("matches a lowercase prefix (case-insensitive), at most 10", async () => {
    const { items } = await ok(performerApi.autocomplete, "/user/autocomplete", { username: "S" });
    const expected = world.getState().performers.filter((p) => p.profile.username.toLowerCase().startsWith("s"));
    expect(expected.length).toBeGreaterThan(10);
    expect(items).toHaveLength(10);
    expect(items.every((i) => i.username.toLowerCase().startsWith("s"))).toBe(true);
  });

  it("answers all matches when fewer than 10, and none for an unknown prefix", async () => {
    const one = world.getState().performers[0]!.profile.username;
    const { items } = await ok(performerApi.autocomplete, "/user/autocomplete", { username: one.toLowerCase() });
    expect(items.map((i) => i.username)).toContain(one);
    expect((await ok(performerApi.autocomplete, "/user/autocomplete", { username: "zzzz" })).items).toEqual([]);
  });
});

describe("profile", () => {
  it("answers a full profile by id or by username", async () => {
    const performer = world.getState().performers[42]!.profile;
    const byNumber = await get(performerApi.profile, `/profile/${performer.id}`);
    const byName = await get(performerApi.profile, `/profile/${performer.username.toLowerCase()}`);
    expect(byNumber.status).toBe(200);
    expect((byNumber.body as PerformerProfile).username).toBe(performer.username);
    expect(byName.body).toEqual(byNumber.body);
  });

  it("answers 404 with a label for an unknown performer", async () => {
    const { status, body } = await get(performerApi.profile, "/profile/NoSuchPerformer");
    expect(status).toBe(404);
    expect(body).toEqual({ label: "notFound.profile" });
  });
});

describe("malformed requests", () => {
  const cases: [string, string][] = [
    ["non-numeric limit", "pagination[limit]=abc&pagination[offset]=0"],
    ["non-numeric cybertoy", "filter[cybertoy][0]=many&pagination[limit]=60&pagination[offset]=0"],
    ["negative offset", "pagination[limit]=60&pagination[offset]=-5"],
    ["unknown filter key", "select[shoeSize][0]=40"],
    ["unknown filter option", "select[hairColor][0]=purple"],
    ["unknown ordering", "ordering=random"],
    ["unknown status", "filter[status][0]=sleeping"],
    ["unknown category", "filter[category]=nope"],
    ["select not a record", "select=blonde"],
  ];
  for (const [name, search] of cases) {
    it(`answers 400 badRequest.invalid.query for ${name}`, async () => {
      const response = await fetch(`${ORIGIN}/api/performer/user/find?${search}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { label: string }).label).toBe("badRequest.invalid.query");
    });
  }

  it("answers 400 when autocomplete has no username", async () => {
    const response = await fetch(`${ORIGIN}/api/performer/user/autocomplete`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { label: string }).label).toBe("badRequest.invalid.query");
  });
});

describe("other calls", () => {
  it("featured/categories decodes and lists at least 8", async () => {
    const { status, body } = await get(performerApi.categories, "/featured/categories");
    expect(status).toBe(200);
    expect((body as unknown[]).length).toBeGreaterThanOrEqual(8);
  });

  it("promotion/whitelabel answers the requested placements (the seed has no home overlay: QA switches it on)", async () => {
    const promos = (placements: string[]) => ok(performerApi.promotions, "/promotion/whitelabel", { placements, lang: "nl", whiteLabelToken: "camstage-demo-wl" });
    expect((await promos(["grid-banner"])).items.map((i) => i.placement)).toEqual(["grid-banner"]);
    expect((await promos(["home-overlay"])).items).toEqual([]);
    world.dispatch({ type: "configuration.promotion.set", placement: "home-overlay", image: "/simulator/media/promo/welcome.svg", link: "/?action=register" });
    expect((await promos(["home-overlay"])).items).toEqual([{ placement: "home-overlay", data: { image: "/simulator/media/promo/welcome.svg", link: "/?action=register" } }]);
    expect((await promos(["home-overlay", "grid-banner"])).items.map((i) => i.placement)).toEqual(["grid-banner", "home-overlay"]);
  });

  it("common/configuration.json and the geo lookup decode", async () => {
    expect((await ok(performerApi.configuration, "/common/configuration.json")).brand.name).toBe("Camstage");
    expect((await ok(performerApi.geo, "/json")).country_code).toBe("NL");
  });

  it("media albums list a performer's albums and one album by id", async () => {
    const performer = world.getState().performers[7]!;
    expect(await ok(performerApi.album, `/media/albums/${performer.profile.id}`)).toEqual(performer.albums);
    const album = await ok(performerApi.albumItem, `/media/album/${performer.profile.id}/a1`);
    expect(album.items.some((i) => i.kind === "video")).toBe(true);
    expect((await get(performerApi.albumItem, `/media/album/${performer.profile.id}/a9`)).status).toBe(404);
  });
});
