import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupServer } from "msw/node";
import { createWorld } from "../simulated-world";
import { createMediaHandlers } from "./media.handlers";
import { categoryImageSvg, parsePerformerImage, performerImageSvg, performerLook, type PerformerImage } from "./media.svg";
import { COVERED_OUTFITS } from "./portrait.look";
import { mediaUrl } from "../world/media.urls";
import { HOME_OVERLAY_PROMOTION } from "../world/world.configuration";
import { JPEG_SIGNATURE, jpegSize } from "../testing/jpeg";

const ORIGIN = "http://sim.test";
const world = createWorld(1);
const server = setupServer(...createMediaHandlers(world));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const fetchSvg = async (path: string) => {
  const response = await fetch(`${ORIGIN}${path}`);
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: await response.text() };
};
const fetchImage = async (path: string) => {
  const response = await fetch(`${ORIGIN}${path}`);
  return { status: response.status, type: response.headers.get("content-type") ?? "", bytes: new Uint8Array(await response.arrayBuffer()) };
};
const svgOf = (id: number, file: string) => `/simulator/media/performer/${id}/${file}`;
const viewBox = (svg: string) => /viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.slice(1).map(Number);

describe("generated media without raster pictures (the browser host)", () => {
  it("answers a snapshot thumbnail with the drawing its JPEG would be made from", async () => {
    const drawings = setupServer(...createMediaHandlers(world, { raster: false }));
    server.close();
    drawings.listen({ onUnhandledRequest: "error" });
    try {
      const performer = world.getState().performers[0]!.profile;
      const thumbnail = await fetchSvg(performer.snapshot);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.type).toContain("image/svg+xml");
      expect(thumbnail.body).toBe(performerImageSvg(world.findPerformer(performer.id)!, parsePerformerImage("snapshot.jpg")!));
    } finally {
      drawings.close();
      server.listen({ onUnhandledRequest: "error" });
    }
  });
});

describe("generated media", () => {
  const performer = world.getState().performers[0]!.profile;

  it("serves a profile's snapshots as 400×300 JPEG thumbnails, the same bytes each time", async () => {
    for (const url of [performer.snapshot, performer.nonude]) {
      const { status, type, bytes } = await fetchImage(url);
      expect(status, url).toBe(200);
      expect(type).toBe("image/jpeg");
      expect([...bytes.slice(0, 3)]).toEqual(JPEG_SIGNATURE);
      expect(jpegSize(bytes)).toEqual([400, 300]);
      // A thumbnail's weight (issue 26: as PNG, about 120 kB each, the grid's first page was 5 MB on a phone).
      expect(bytes.length).toBeLessThan(40_000);
      expect((await fetchImage(url)).bytes).toEqual(bytes);
    }
    expect((await fetchImage(performer.nonude)).bytes).not.toEqual((await fetchImage(performer.snapshot)).bytes);
    const other = world.getState().performers[1]!.profile;
    expect((await fetchImage(other.snapshot)).bytes).not.toEqual((await fetchImage(performer.snapshot)).bytes);
  });

  it("draws the thumbnail without the blurs, cast shadow and rim light that cost most to draw", () => {
    const full = performerImageSvg(world.getState().performers[0]!, { kind: "snapshot", nonude: false });
    const thumbnail = performerImageSvg(world.getState().performers[0]!, { kind: "snapshot", nonude: false, raster: true });
    for (const costly of ["feGaussianBlur", 'filter="url(#cs)"', 'filter="url(#ra)"']) {
      expect(full).toContain(costly);
      expect(thumbnail).not.toContain(costly);
    }
    expect(svgProblems(thumbnail)).toEqual([]);
  });

  it("serves every other image a profile links to as SVG", async () => {
    const urls = [svgOf(performer.id, "snapshot.svg"), svgOf(performer.id, "nonude.svg"), performer.cover, ...performer.images.flatMap((i) => [i.url, i.nonude])];
    for (const url of urls) {
      const { status, type, body } = await fetchSvg(url);
      expect(status, url).toBe(200);
      expect(type).toContain("image/svg+xml");
      expect(body.startsWith("<svg")).toBe(true);
      expect(body).not.toMatch(/<script|on\w+=/i);
    }
  });

  it("draws snapshots at 4:3 and is deterministic", async () => {
    const first = await fetchSvg(svgOf(performer.id, "snapshot.svg"));
    expect(viewBox(first.body)).toEqual([640, 480]);
    expect((await fetchSvg(svgOf(performer.id, "snapshot.svg"))).body).toBe(first.body);
    const other = world.getState().performers[1]!.profile;
    expect((await fetchSvg(svgOf(other.id, "snapshot.svg"))).body).not.toBe(first.body);
  });

  it("draws a visibly different covered (non-nude) variant", async () => {
    const plain = await fetchSvg(svgOf(performer.id, "snapshot.svg"));
    const covered = await fetchSvg(svgOf(performer.id, "nonude.svg"));
    expect(covered.body).not.toBe(plain.body);
    expect(covered.body).toContain('filter="url(#cover)"');
    expect(plain.body).not.toContain('filter="url(#cover)"');
  });

  it("serves avatars, the logo, category images and promotions", async () => {
    expect(viewBox((await fetchSvg(mediaUrl.performer(performer.id, "avatar"))).body)).toEqual([240, 240]);
    expect((await fetchSvg(mediaUrl.logo())).body).toContain("Camstage");
    for (const category of world.getState().categories) expect((await fetchSvg(category.mobileImageBg)).status).toBe(200);
    // The seeded promotions and the home overlay QA switches on.
    for (const image of [...world.getState().configuration.promotions.map((promo) => promo.image), HOME_OVERLAY_PROMOTION.image]) {
      expect((await fetchSvg(image)).status).toBe(200);
    }
  });

  it("answers 404 for unknown performers, kinds and files", async () => {
    expect((await fetchSvg("/simulator/media/performer/1/snapshot.svg")).status).toBe(404);
    expect((await fetchSvg(`/simulator/media/performer/${performer.id}/selfie.svg`)).status).toBe(404);
    expect((await fetchSvg("/simulator/media/category/nope.svg")).status).toBe(404);
    expect((await fetchSvg("/simulator/media/promo/nope.svg")).status).toBe(404);
  });

  it("parses image file names", () => {
    expect(parsePerformerImage("photo-3-nonude.svg")).toEqual({ kind: "photo", n: 3, nonude: true });
    expect(parsePerformerImage("nonude.svg")).toEqual({ kind: "snapshot", nonude: true });
    expect(parsePerformerImage("cover.svg")).toEqual({ kind: "cover", nonude: false });
    expect(parsePerformerImage("photo-0.svg")).toBeNull();
    expect(parsePerformerImage("nonude-nonude.svg")).toBeNull();
    expect(parsePerformerImage("snapshot.jpg")).toEqual({ kind: "snapshot", nonude: false, raster: true });
    expect(parsePerformerImage("nonude.jpg")).toEqual({ kind: "snapshot", nonude: true, raster: true });
    expect(parsePerformerImage("cover.jpg")).toBeNull();
    expect(parsePerformerImage("photo-2.jpg")).toBeNull();
  });
});

/** Problems of an SVG document: unbalanced or unquoted tags, stray text, bad numbers, duplicate or dangling ids. */
const svgProblems = (svg: string): string[] => {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const m of svg.matchAll(tag)) {
    if (svg.slice(last, m.index).trim() !== "") problems.push(`stray text at ${last}`);
    last = m.index + m[0].length;
    const [, closing, name = "", , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}> at ${m.index}`);
    } else if (!selfClosing) stack.push(name);
  }
  if (svg.slice(last).trim() !== "") problems.push("stray text at the end");
  if (stack.length > 0) problems.push(`unclosed ${stack.join(", ")}`);
  if (/NaN|undefined|Infinity|null/.test(svg)) problems.push("a bad number");
  const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  if (new Set(ids).size !== ids.length) problems.push("duplicate ids");
  for (const m of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) if (!ids.includes(m[1])) problems.push(`dangling #${m[1]}`);
  return problems;
};

const luminance = (hex: string) => [1, 3, 5].reduce((sum, i, k) => sum + parseInt(hex.slice(i, i + 2), 16) * [0.3, 0.59, 0.11][k]!, 0);

describe("generated portraits", () => {
  const performers = world.getState().performers;
  const fifty = performers.slice(0, 50);
  const snapshot: PerformerImage = { kind: "snapshot", nonude: false };
  const KINDS: readonly PerformerImage[] = [
    snapshot, { kind: "snapshot", nonude: true }, { kind: "cover", nonude: false }, { kind: "cover", nonude: true },
    { kind: "avatar", nonude: false }, { kind: "photo", n: 1, nonude: false }, { kind: "photo", n: 4, nonude: true },
  ];

  it("draws the same bytes for the same performer, in another world built from the same seed too", () => {
    const again = createWorld(1).getState().performers;
    for (const [i, performer] of fifty.entries()) {
      for (const kind of KINDS) expect(performerImageSvg(again[i]!, kind)).toBe(performerImageSvg(performer, kind));
    }
  });

  it("draws well-formed, small SVG for every kind of picture", () => {
    const sizes: number[] = [];
    for (const performer of performers.slice(0, 80)) {
      for (const kind of KINDS) {
        const svg = performerImageSvg(performer, kind);
        expect(svgProblems(svg), `${performer.profile.id} ${JSON.stringify(kind)}`).toEqual([]);
        expect(svg.length).toBeLessThan(20_000);
        sizes.push(svg.length);
      }
    }
    for (const category of world.getState().categories) expect(svgProblems(categoryImageSvg(category)), category.key).toEqual([]);
    expect(sizes.reduce((a, b) => a + b, 0) / sizes.length).toBeLessThan(11_000);
  });

  it("varies person, outfit, pose, room and light across 50 performers", () => {
    const looks = fifty.map((p) => performerLook(p, snapshot));
    const distinct = (pick: (look: (typeof looks)[number]) => unknown) => new Set(looks.map((look) => JSON.stringify(pick(look)))).size;
    expect(distinct((l) => l.people[0]!.hair)).toBeGreaterThanOrEqual(12);
    expect(distinct((l) => l.people[0]!.hairStyle)).toBeGreaterThanOrEqual(7);
    expect(distinct((l) => l.people[0]!.skin)).toBeGreaterThanOrEqual(10);
    expect(distinct((l) => l.shot.outfit)).toBeGreaterThanOrEqual(7);
    expect(distinct((l) => l.shot.pose)).toBeGreaterThanOrEqual(5);
    expect(distinct((l) => l.shot.scene)).toBeGreaterThanOrEqual(7);
    expect(distinct((l) => l.shot.light)).toBeGreaterThanOrEqual(5);
    expect(distinct((l) => [l.people[0]!.hair, l.people[0]!.skin, l.shot.scene])).toBeGreaterThanOrEqual(45);
    expect(new Set(fifty.map((p) => performerImageSvg(p, snapshot))).size).toBe(50);
    // A performer's album photos are other pictures of the same person.
    const [first] = fifty;
    const photos = [1, 2, 3, 4].map((n) => performerLook(first!, { kind: "photo", n, nonude: false }));
    expect(new Set(photos.map((l) => JSON.stringify(l.people))).size).toBe(1);
    expect(new Set(photos.map((l) => JSON.stringify([l.shot.pose, l.shot.outfit, l.shot.scene, l.shot.top]))).size).toBeGreaterThan(2);
  });

  it("follows the profile: hair colour, skin tone, eye colour and build", () => {
    for (const performer of performers) {
      const { profile } = performer;
      const [person] = performerLook(performer, snapshot).people;
      const svg = performerImageSvg(performer, snapshot);
      expect(svg).toContain(person!.skin);
      if (profile.hairColor === "bald") expect(person!.hair).toBeNull();
      else expect(svg).toContain(person!.hair);
      expect(person!.build).toBe(profile.gender === "male" ? "masculine" : "feminine");
      expect(performerLook(performer, snapshot).people).toHaveLength(profile.gender === "couple" ? 2 : 1);
    }
    const lum = (pick: (p: (typeof performers)[number]) => boolean, of: (p: ReturnType<typeof performerLook>) => string | null) =>
      performers.filter(pick).map((p) => luminance(of(performerLook(p, snapshot)) ?? "#000000"));
    const irisBy = new Map<string, Set<string>>();
    for (const p of performers) irisBy.set(p.profile.eyeColor, (irisBy.get(p.profile.eyeColor) ?? new Set()).add(performerLook(p, snapshot).people[0]!.iris));
    expect([...irisBy.values()].every((irises) => irises.size === 1)).toBe(true);
    expect(new Set([...irisBy.values()].flatMap((irises) => [...irises])).size).toBe(irisBy.size);
    const blondes = lum((p) => p.profile.hairColor === "blonde", (l) => l.people[0]!.hair);
    const black = lum((p) => p.profile.hairColor === "black", (l) => l.people[0]!.hair);
    expect(Math.min(...blondes)).toBeGreaterThan(Math.max(...black));
    const ebony = lum((p) => p.profile.ethnicity === "ebony", (l) => l.people[0]!.skin);
    const white = lum((p) => p.profile.ethnicity === "white", (l) => l.people[0]!.skin);
    expect(Math.max(...ebony)).toBeLessThan(Math.min(...white));
  });

  it("keeps the covered (non-nude) variant covered: high neck, blurred, dimmed, eye-off mark", () => {
    let bare = 0;
    for (const performer of fifty) {
      for (const kind of [snapshot, { kind: "photo", n: 2, nonude: false }, { kind: "cover", nonude: false }] as const) {
        const plain = performerImageSvg(performer, kind);
        const covered = performerImageSvg(performer, { ...kind, nonude: true });
        expect(covered).not.toBe(plain);
        expect(plain).not.toContain('filter="url(#cover)"');
        // The whole scene sits under the blur, then a dimming layer and the eye-off mark.
        expect(covered).toMatch(/<\/defs><g filter="url\(#cover\)">.*<\/g><rect [^>]*opacity="0.4"\/><g [^>]*><path d="M2,12 [^"]*"\/><circle [^>]*\/><path d="M4,3 L20,21"\/><\/g><\/svg>$/);
        const plainLook = performerLook(performer, kind);
        const coveredLook = performerLook(performer, { ...kind, nonude: true });
        if (!COVERED_OUTFITS.includes(plainLook.shot.outfit)) bare++;
        expect(COVERED_OUTFITS).toContain(coveredLook.shot.outfit);
        // Same person and composition, only the outfit changes.
        expect({ ...coveredLook.shot, outfit: null, pattern: null, necklace: null }).toEqual({ ...plainLook.shot, outfit: null, pattern: null, necklace: null });
      }
    }
    expect(bare).toBeGreaterThan(20);
  });
});
