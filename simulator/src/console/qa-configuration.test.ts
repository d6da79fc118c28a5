import { describe, expect, it } from "vitest";
import type { Configuration } from "@camstage/core";
import { callJson, qaHostForTests } from "../testing/node-host";
import { replayWorld } from "../simulated-world";
import { mergeConfiguration } from "./qa-configuration";

// Issue 28: the white-label configuration under QA's control; the platform's configuration call answers the change.
const { node: host, qa } = qaHostForTests();
const served = async () => (await callJson(host().base, "GET", "/api/whitelabel/common/configuration.json")).body as unknown as Configuration;

describe("mergeConfiguration", () => {
  it("merges objects key by key; values and lists replace", () => {
    expect(mergeConfiguration({ brand: { name: "A", logo: "/a.svg" }, languages: [{ key: "nl" }, { key: "en" }], indexable: true }, { brand: { name: "B" }, languages: [{ key: "de" }], indexable: false })).toEqual({
      brand: { name: "B", logo: "/a.svg" },
      languages: [{ key: "de" }],
      indexable: false,
    });
    expect(mergeConfiguration({ a: 1 }, { b: { c: 2 } })).toEqual({ a: 1, b: { c: 2 } });
  });
});

describe("QA configuration", () => {
  it("merges a part into the world's configuration, which the platform then serves; DELETE puts the seed's back", async () => {
    const seed = await served();
    expect((await qa("GET", "/configuration")).body).toEqual(seed);

    const changed = await qa("POST", "/configuration", { indexable: false, brand: { name: "Nachtcams" } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...seed, indexable: false, brand: { ...seed.brand, name: "Nachtcams" } });
    expect(await served()).toEqual(changed.body);

    const restored = await qa("DELETE", "/configuration");
    expect(restored).toEqual({ status: 200, body: seed });
    expect(await served()).toEqual(seed);
  });

  it("refuses a result the §3 schema does not take, with a label, and changes nothing", async () => {
    const seed = await served();
    for (const body of [{ indexable: "no" }, { languages: "de" }, { brand: { name: 7 } }]) {
      const answer = await qa("POST", "/configuration", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.label).toBe("badRequest.invalid.configuration");
      expect(typeof answer.body.issue).toBe("string");
    }
    const notAnObject = await qa("POST", "/configuration", [1, 2]);
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.label).toBe("badRequest.invalid.body");
    expect(await served()).toEqual(seed);
  });

  it("is a world event: a reset undoes it, and a recording replays it", async () => {
    await qa("POST", "/configuration", { indexable: false });
    const replayed = replayWorld(JSON.parse(JSON.stringify(host().host.world.recording())));
    expect(replayed.getState().configuration.indexable).toBe(false);

    await qa("POST", "/reset");
    expect((await served()).indexable).toBe(true);
  });
});
