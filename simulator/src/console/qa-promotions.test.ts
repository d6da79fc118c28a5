import { describe, expect, it } from "vitest";
import { Schema } from "effect";
import { performerApi, SIMULATOR_BASES, stringifyQuery } from "@camstage/core";
import { callJson, qaHostForTests } from "../testing/node-host";

// §3 Promo and the §4 promo modal: the seed has no home overlay (it would cover every session's first page); QA turns
// it on and off, and the platform's /promotion/whitelabel answers it only while it is on.
const { node: host, qa } = qaHostForTests();
const welcome = { placement: "home-overlay", image: "/simulator/media/promo/welcome.svg", link: "/?action=register" };
const gridBanner = { placement: "grid-banner", image: "/simulator/media/promo/free-minutes.svg", link: "/?action=register" };

/** What the site asks on its first page: the §3 promo call for the overlay (and the grid banner), decoded as core does. */
const platformPromos = async (placements: readonly string[]) => {
  const query = stringifyQuery({ placements: [...placements], lang: "nl", whiteLabelToken: "camstage-demo-wl" });
  const response = await fetch(`${host().base}${SIMULATOR_BASES.performer}${performerApi.promotions.path}?${query}`);
  expect(response.status).toBe(200);
  return Schema.decodeUnknownSync(performerApi.promotions.output)(await response.json()).items;
};
/** The world events recorded since the test's reset, by type. */
const recordedTypes = () => {
  const types = host().host.world.events().map((record) => record.event.type);
  return types.slice(types.lastIndexOf("world.reset") + 1);
};

describe("QA promotions", () => {
  it("the seed has the grid banner and no home overlay", async () => {
    expect(await qa("GET", "/promotions")).toEqual({ status: 200, body: [gridBanner] });
    expect(await platformPromos(["home-overlay"])).toEqual([]);
    expect((await platformPromos(["home-overlay", "grid-banner"])).map((item) => item.placement)).toEqual(["grid-banner"]);
  });

  it("switches the home overlay on and off; /promotion/whitelabel answers it only while it is on", async () => {
    expect(await qa("POST", "/promotions/overlay", { on: true })).toEqual({ status: 200, body: { on: true, promotions: [gridBanner, welcome] } });
    expect((await qa("GET", "/promotions")).body).toEqual([gridBanner, welcome]);
    expect(await platformPromos(["home-overlay"])).toEqual([{ placement: "home-overlay", data: { image: welcome.image, link: welcome.link } }]);
    // The delivered white-label configuration lists it too.
    const configuration = await callJson(host().base, "GET", "/api/whitelabel/common/configuration.json");
    expect(configuration.body.promotions).toEqual([gridBanner, welcome]);

    expect(await qa("POST", "/promotions/overlay", { on: false })).toEqual({ status: 200, body: { on: false, promotions: [gridBanner] } });
    expect(await platformPromos(["home-overlay"])).toEqual([]);
    expect(recordedTypes()).toEqual(["configuration.promotion.set", "configuration.promotion.removed"]);
  });

  it("records a switch only when it changes something, and a reset takes the overlay away", async () => {
    expect((await qa("POST", "/promotions/overlay", { on: false })).body).toEqual({ on: false, promotions: [gridBanner] });
    await qa("POST", "/promotions/overlay", { on: true });
    await qa("POST", "/promotions/overlay", { on: true });
    expect(recordedTypes()).toEqual(["configuration.promotion.set"]);
    // The exported recording carries it, so a replay shows the overlay again.
    const recording = (await qa("GET", "/events")).body as unknown as { events: { event: { type: string } }[] };
    expect(recording.events.at(-1)?.event).toEqual({ type: "configuration.promotion.set", ...welcome });
    await qa("POST", "/reset", {});
    expect((await qa("GET", "/promotions")).body).toEqual([gridBanner]);
    await qa("POST", "/replay", recording);
    expect((await qa("GET", "/promotions")).body).toEqual([gridBanner, welcome]);
  });

  it("answers 400 with the issue for a bad body", async () => {
    for (const body of [{}, { on: "yes" }, { on: 1 }, { overlay: true }]) {
      const answer = await qa("POST", "/promotions/overlay", body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ label: "badRequest.invalid.body", error: 'Expected {"on": true | false}', issue: expect.any(String) });
    }
    expect(recordedTypes()).toEqual([]);
  });

  it("is listed among the QA API's calls", async () => {
    const calls = (await qa("GET", "/")).body.calls as unknown as string[];
    expect(calls).toContain("GET /simulator/api/promotions");
    expect(calls).toContain('POST /simulator/api/promotions/overlay {"on": true|false}');
  });
});
