import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupServer } from "msw/node";
import { createWorld } from "../world/world";
import { createMediaHandlers } from "./media.handlers";
import { parsePerformerImage } from "./media.svg";
import { mediaUrl } from "./media.urls";

const ORIGIN = "http://sim.test";
const world = createWorld(1);
const server = setupServer(...createMediaHandlers(world));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const fetchSvg = async (path: string) => {
  const response = await fetch(`${ORIGIN}${path}`);
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: await response.text() };
};
const viewBox = (svg: string) => /viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.slice(1).map(Number);

describe("generated media", () => {
  const performer = world.getState().performers[0]!.profile;

  it("serves every image a profile links to as SVG", async () => {
    const urls = [performer.snapshot, performer.nonude, performer.cover, ...performer.images.flatMap((i) => [i.url, i.nonude])];
    for (const url of urls) {
      const { status, type, body } = await fetchSvg(url);
      expect(status, url).toBe(200);
      expect(type).toContain("image/svg+xml");
      expect(body.startsWith("<svg")).toBe(true);
      expect(body).not.toMatch(/<script|on\w+=/i);
    }
  });

  it("draws snapshots at 4:3 and is deterministic", async () => {
    const first = await fetchSvg(performer.snapshot);
    expect(viewBox(first.body)).toEqual([640, 480]);
    expect((await fetchSvg(performer.snapshot)).body).toBe(first.body);
    const other = world.getState().performers[1]!.profile;
    expect((await fetchSvg(other.snapshot)).body).not.toBe(first.body);
  });

  it("draws a visibly different covered (non-nude) variant", async () => {
    const plain = await fetchSvg(performer.snapshot);
    const covered = await fetchSvg(performer.nonude);
    expect(covered.body).not.toBe(plain.body);
    expect(covered.body).toContain('filter="url(#cover)"');
    expect(plain.body).not.toContain('filter="url(#cover)"');
  });

  it("serves avatars, the logo, category images and promotions", async () => {
    expect(viewBox((await fetchSvg(mediaUrl.performer(performer.id, "avatar"))).body)).toEqual([240, 240]);
    expect((await fetchSvg(mediaUrl.logo())).body).toContain("Camstage");
    for (const category of world.getState().categories) expect((await fetchSvg(category.mobileImageBg)).status).toBe(200);
    for (const promo of world.getState().configuration.promotions) expect((await fetchSvg(promo.image)).status).toBe(200);
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
    expect(parsePerformerImage("snapshot.png")).toBeNull();
  });
});
