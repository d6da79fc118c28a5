import { describe, expect, it } from "vitest";
import { Schema } from "effect";
import { Album, Category, Configuration, NEW_CAMS_WINDOW_MS, PerformerLanguage, PerformerProfile } from "@camstage/core";
import { createWorld, replayWorld, seedWorld, WorldEvent } from "../simulated-world";
import { ageAt, WORLD_CLOCK } from "./world.seed";
import { mulberry32 } from "./prng";
import { HOME_OVERLAY_PROMOTION } from "./world.configuration";

const performersOf = (seed = 1) => createWorld(seed).getState().performers.map((p) => p.profile);

describe("mulberry32", () => {
  it("repeats for a seed and differs between seeds", () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe("seed world", () => {
  it("is the same for the same seed and different for another", () => {
    expect(JSON.stringify(seedWorld(1))).toBe(JSON.stringify(seedWorld(1)));
    expect(performersOf(2).map((p) => p.username)).not.toEqual(performersOf(1).map((p) => p.username));
  });

  it("uses a fixed clock, not the wall clock", () => {
    expect(createWorld(1).getState().clock).toBe(WORLD_CLOCK);
    expect(createWorld(1, { clock: WORLD_CLOCK + 1000 }).getState().clock).toBe(WORLD_CLOCK + 1000);
  });

  it("has at least 300 performers with unique usernames and ids, each a valid §3 profile", () => {
    const performers = performersOf();
    expect(performers.length).toBeGreaterThanOrEqual(300);
    expect(new Set(performers.map((p) => p.username.toLowerCase())).size).toBe(performers.length);
    expect(new Set(performers.map((p) => p.id)).size).toBe(performers.length);
    const decode = Schema.decodeUnknownSync(PerformerProfile);
    for (const p of performers) {
      expect(() => decode(p)).not.toThrow();
      expect(p.username).toMatch(/^[A-Za-z][A-Za-z0-9]{3,23}$/);
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.motto).not.toBe("");
      expect(p.hobbies).not.toBe("");
      expect(p.images.length).toBeGreaterThanOrEqual(4);
    }
  });

  it("derives age from the date of birth, 18 to 60", () => {
    const { clock, performers } = createWorld(1).getState();
    for (const { profile } of performers) {
      expect(profile.age).toBe(ageAt(profile.dateOfBirth, clock));
      expect(profile.age).toBeGreaterThanOrEqual(18);
      expect(profile.age).toBeLessThanOrEqual(60);
    }
  });

  it("varies statuses (about 40% offline, every status present), toys, languages and new cams", () => {
    const { clock, performers } = createWorld(1).getState();
    const profiles = performers.map((p) => p.profile);
    const count = (test: (p: (typeof profiles)[number]) => boolean) => profiles.filter(test).length;
    const offlineShare = count((p) => p.onlineState === "offline") / profiles.length;
    expect(offlineShare).toBeGreaterThan(0.3);
    expect(offlineShare).toBeLessThan(0.5);
    for (const status of ["online", "free", "vip", "pause"] as const) expect(count((p) => p.onlineState === status)).toBeGreaterThan(10);
    expect(count((p) => p.cybertoy === 1)).toBeGreaterThan(10);
    expect(count((p) => p.cybertoy === 2)).toBeGreaterThan(5);
    const spoken = new Set(profiles.flatMap((p) => p.languages));
    expect(spoken.size).toBe(PerformerLanguage.literals.length);
    const newCams = count((p) => clock - p.firstCamSession <= NEW_CAMS_WINDOW_MS && p.firstCamSession <= clock);
    expect(newCams).toBeGreaterThanOrEqual(20);
    for (const p of profiles) {
      expect(p.lastCamSession).toBeGreaterThanOrEqual(p.firstCamSession);
      expect(p.lastCamSession).toBeLessThanOrEqual(clock);
    }
  });

  it("gives every performer albums with photos and exactly one video", () => {
    const decode = Schema.decodeUnknownSync(Schema.Array(Album));
    for (const performer of createWorld(1).getState().performers) {
      expect(() => decode(performer.albums)).not.toThrow();
      const items = performer.albums.flatMap((a) => a.items);
      expect(items.filter((i) => i.kind === "video")).toHaveLength(1);
      expect(items.filter((i) => i.kind === "photo").length).toBeGreaterThanOrEqual(4);
      expect(performer.profile.albums.map((a) => a.count)).toEqual(performer.albums.map((a) => a.items.length));
    }
  });

  it("has at least 8 categories with nl and en names, SEO main text and 2-3 tabs", () => {
    const { categories } = createWorld(1).getState();
    expect(categories.length).toBeGreaterThanOrEqual(8);
    for (const category of categories) {
      expect(() => Schema.decodeUnknownSync(Category)(category)).not.toThrow();
      for (const locale of ["nl", "en"]) {
        expect(category.meta[locale]?.name).toBeTruthy();
        expect(category.main[locale]?.title).toBeTruthy();
        expect(category.main[locale]?.content.length).toBeGreaterThan(40);
        const tabs = category.h2Tabs[locale] ?? [];
        expect(tabs.length).toBeGreaterThanOrEqual(2);
        expect(tabs.length).toBeLessThanOrEqual(3);
        for (const tab of tabs) expect(tab.tab && tab.title && tab.content).toBeTruthy();
      }
    }
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length);
  });

  it("has the white-label configuration of the demo brand", () => {
    const configuration = Schema.decodeUnknownSync(Configuration)(createWorld(1).getState().configuration);
    expect(configuration.brand.name).toBe("Camstage");
    expect(configuration.features).toEqual({ messenger: true, safe: false, christmasMode: false, categories: true });
    expect(configuration.marketing.welcomeCredits).toBe(120);
    expect(configuration.languages.map((l) => l.key)).toEqual(["nl", "en"]);
    expect(configuration.seo.nl?.title).toBeTruthy();
    expect(configuration.seo.en?.keywords).toBeTruthy();
    // The grid banner only: the home overlay would open the site's promo modal over every session's first page.
    expect(configuration.promotions.map((p) => p.placement)).toEqual(["grid-banner"]);
    expect(configuration.indexable).toBe(true);
  });
});

describe("event-sourced world", () => {
  const pickOffline = () => createWorld(1).getState().performers.find((p) => p.profile.onlineState === "offline")!.profile;

  it("applies a status change with the numeric onlineStatus and stamps the session", () => {
    const world = createWorld(1);
    const target = pickOffline();
    const seen: string[] = [];
    const unsubscribe = world.subscribe((_s, record) => seen.push(record.event.type));
    world.dispatch({ type: "performer.status.set", username: target.username.toUpperCase(), status: "free" });
    const after = world.findPerformer(target.username)!.profile;
    expect(after.onlineState).toBe("free");
    expect(after.onlineStatus).toBe(3);
    expect(after.lastCamSession).toBe(world.getState().clock);
    unsubscribe();
    world.dispatch({ type: "world.reset" });
    expect(seen).toEqual(["performer.status.set"]);
    expect(world.findPerformer(target.username)!.profile.onlineState).toBe("offline");
    expect(world.events().map((r) => r.seq)).toEqual([1, 2]);
  });

  it("hands listeners the state before the event too", () => {
    const world = createWorld(1);
    const seen: [number, number][] = [];
    world.subscribe((state, _record, previous) => seen.push([previous.clock, state.clock]));
    const start = world.getState().clock;
    world.dispatch({ type: "world.clock.advance", ms: 500 });
    world.dispatch({ type: "world.clock.advance", ms: 250 });
    expect(seen).toEqual([[start, start + 500], [start + 500, start + 750]]);
  });

  it("replaying a recording reproduces the state", () => {
    const world = createWorld(3);
    const names = world.getState().performers.map((p) => p.profile.username);
    const events: WorldEvent[] = [
      { type: "performer.status.set", username: names[0]!, status: "vip" },
      { type: "world.clock.advance", ms: 3_600_000 },
      { type: "performer.status.set", username: names[5]!, status: "offline" },
      { type: "world.reset" },
      { type: "performer.status.set", username: names[9]!, status: "pause" },
      { type: "world.clock.advance", ms: 60_000 },
      { type: "performer.status.set", username: names[9]!, status: "offline" },
    ];
    for (const event of events) world.dispatch(event);
    const replayed = replayWorld(JSON.parse(JSON.stringify(world.recording())));
    expect(replayed.getState()).toEqual(world.getState());
    expect(replayed.events()).toEqual(world.events());
  });

  it("reset returns exactly the seed state", () => {
    const world = createWorld(1);
    const seed = JSON.stringify(world.getState());
    world.dispatch({ type: "world.clock.advance", ms: 5000 });
    world.dispatch({ type: "performer.status.set", username: pickOffline().username, status: "online" });
    expect(JSON.stringify(world.getState())).not.toBe(seed);
    world.dispatch({ type: "world.reset" });
    expect(JSON.stringify(world.getState())).toBe(seed);
  });
});

describe("promotions (§3 configuration promotions, §4 promo modal)", () => {
  const placements = (world: ReturnType<typeof createWorld>) => world.getState().configuration.promotions.map((p) => p.placement);
  const overlay = (world: ReturnType<typeof createWorld>) => world.getState().configuration.promotions.find((p) => p.placement === "home-overlay");

  it("the home overlay is not seeded; set adds it after the others and removed takes it away again", () => {
    const world = createWorld(1);
    expect(overlay(world)).toBeUndefined();
    world.dispatch({ type: "configuration.promotion.set", ...HOME_OVERLAY_PROMOTION });
    expect(placements(world)).toEqual(["grid-banner", "home-overlay"]);
    expect(overlay(world)).toEqual({ placement: "home-overlay", image: "/simulator/media/promo/welcome.svg", link: "/?action=register" });
    world.dispatch({ type: "configuration.promotion.removed", placement: "home-overlay" });
    expect(placements(world)).toEqual(["grid-banner"]);
    expect(JSON.stringify(world.getState())).toBe(JSON.stringify(seedWorld(1)));
  });

  it("set replaces a placement's promotion in its place; unchanged or absent ones leave the state as it is", () => {
    const world = createWorld(1);
    world.dispatch({ type: "configuration.promotion.set", ...HOME_OVERLAY_PROMOTION });
    const before = world.getState();
    expect(world.dispatch({ type: "configuration.promotion.set", ...HOME_OVERLAY_PROMOTION })).toBe(before);
    world.dispatch({ type: "configuration.promotion.set", placement: "grid-banner", image: "/b.svg", link: "/x" });
    expect(world.getState().configuration.promotions).toEqual([
      { placement: "grid-banner", image: "/b.svg", link: "/x" },
      { ...HOME_OVERLAY_PROMOTION },
    ]);
    const after = world.getState();
    expect(world.dispatch({ type: "configuration.promotion.removed", placement: "nowhere" })).toBe(after);
  });

  it("a reset takes the overlay away, and a recording replays it", () => {
    const world = createWorld(1);
    world.dispatch({ type: "configuration.promotion.set", ...HOME_OVERLAY_PROMOTION });
    const replayed = replayWorld(JSON.parse(JSON.stringify(world.recording())));
    expect(replayed.getState().configuration.promotions).toEqual(world.getState().configuration.promotions);
    world.dispatch({ type: "world.reset" });
    expect(overlay(world)).toBeUndefined();
  });

  it("decodes as world events; an empty placement does not", () => {
    const decode = Schema.decodeUnknownSync(WorldEvent);
    expect(decode({ type: "configuration.promotion.set", placement: "home-overlay", image: "/i.svg", link: "/" })).toEqual(
      { type: "configuration.promotion.set", placement: "home-overlay", image: "/i.svg", link: "/" },
    );
    expect(decode({ type: "configuration.promotion.removed", placement: "home-overlay" })).toEqual({ type: "configuration.promotion.removed", placement: "home-overlay" });
    expect(() => decode({ type: "configuration.promotion.removed", placement: "" })).toThrow();
    expect(() => decode({ type: "configuration.promotion.set", placement: "home-overlay", image: "/i.svg" })).toThrow();
  });
});
