import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIMULATOR_BASES, trackerApi } from "@camstage/core";
import { callJson, startNodeHost, type NodeTestHost } from "../testing/node-host";

// Issue 28: the tracker's calls (§7 POST /tracker) reach the simulator over HTTP and QA reads them per world.
let node: NodeTestHost;
beforeAll(async () => {
  node = await startNodeHost();
});
afterAll(async () => {
  await node.close();
});

const log = (event: string, eventTime: number) => ({
  session: "s-1",
  fingerprint: "fp-1",
  log: { ip: "", host: "site.test", timestamp: eventTime, event },
  duration: { startTime: 1_000, eventTime, betweenEvent: eventTime - 1_000 },
});
const click = { ip: "", service: "web", host: "site.test", url: "http://site.test/en", urlParams: {}, statusCode: 200, referrer: "", affiliateCode: "", affiliateInfo: "", ua: "UA", token: "secret-token" };
const tracker = `${SIMULATOR_BASES.member}${trackerApi.log.path}`;

describe("the tracker (§7 POST /tracker, issue 28)", () => {
  it("keeps each call for QA, newest first, the close's beacon marked and no token shown; a bad body is a labelled 400", async () => {
    const call = (path: string, body: unknown) => callJson(node.base, "POST", path, { body });
    expect((await call(tracker, { log: log("session.start", 1_000), token: null })).status).toBe(200);
    expect((await call(tracker, { log: log("route.change", 2_000), click, token: "secret-token" })).status).toBe(200);
    expect((await call(`${tracker}?apiKey=camstage-web`, { log: log("session.close", 3_000), token: "secret-token" })).status).toBe(200);
    const refused = await call(tracker, { log: { session: "s-1" } });
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty("label");

    const calls = (await callJson(node.base, "GET", "/simulator/api/tracker")).body as unknown as { event: string; beacon: boolean; member: boolean }[];
    expect(calls.map((c) => [c.event, c.beacon, c.member])).toEqual([
      ["session.close", true, true],
      ["route.change", false, true],
      ["session.start", false, false],
    ]);
    expect(calls[1]).toMatchObject({ click: { url: "http://site.test/en", statusCode: 200 } });
    expect(JSON.stringify(calls)).not.toContain("secret-token");

    await callJson(node.base, "POST", "/simulator/api/reset");
    expect((await callJson(node.base, "GET", "/simulator/api/tracker")).body).toEqual([]);
  });
});
