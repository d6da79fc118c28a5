import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNodeHost, type NodeTestHost } from "../testing/node-host";

// DESIGN §7: the QA API takes JSON from the same origin only (or a request carrying the QA key).
let node: NodeTestHost;
beforeAll(async () => {
  node = await startNodeHost({ qaKey: "qa-key-for-tests" });
});
afterAll(async () => {
  await node.close();
});

const EVIL = "https://evil.example";
const qa = async (method: string, path: string, { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {}) => {
  const response = await fetch(`${node.base}/simulator/api${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  return { status: response.status, body: (await response.json()) as { label?: string } };
};
const json = { "Content-Type": "application/json" };
/** A change QA can see: the clock moved by a minute. */
const moveClock = () => node.host.world.dispatch({ type: "world.clock.advance", ms: 60_000 });
const clockMoved = () => node.host.world.events().at(-1)?.event.type === "world.clock.advance";

describe("QA API request guard", () => {
  it("refuses a text/plain POST from another origin: the world is not reset", async () => {
    moveClock();
    const reply = await qa("POST", "/reset", { headers: { "Content-Type": "text/plain", Origin: EVIL }, body: "{}" });
    expect(reply).toEqual({ status: 403, body: expect.objectContaining({ label: "forbidden.qa.origin" }) });
    expect(clockMoved()).toBe(true);
  });

  it("refuses JSON from another origin, or a browser's cross-site request without an Origin", async () => {
    moveClock();
    expect((await qa("POST", "/reset", { headers: { ...json, Origin: EVIL }, body: "{}" })).status).toBe(403);
    expect((await qa("POST", "/reset", { headers: { ...json, "Sec-Fetch-Site": "cross-site" }, body: "{}" })).status).toBe(403);
    expect((await qa("POST", "/reset", { headers: { ...json, "Sec-Fetch-Site": "same-site" }, body: "{}" })).status).toBe(403);
    expect((await qa("POST", "/visitor-logs", { headers: { ...json, Origin: EVIL }, body: JSON.stringify({ version: 1, startedAt: 0, entries: [] }) })).status).toBe(403);
    expect((await qa("GET", "/events", { headers: { Origin: EVIL } })).status).toBe(403);
    expect(clockMoved()).toBe(true);
  });

  it("refuses a body that is not JSON, whoever sends it", async () => {
    moveClock();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      expect(await qa("POST", "/reset", { headers: { "Content-Type": type }, body: "{}" })).toEqual({
        status: 403, body: expect.objectContaining({ label: "forbidden.qa.contentType" }),
      });
    }
    expect(clockMoved()).toBe(true);
  });

  it("accepts the console's same-origin JSON, a tool's request without an Origin, and a bodiless POST", async () => {
    const origin = new URL(node.base).origin;
    expect((await qa("POST", "/clock", { headers: { ...json, Origin: origin, "Sec-Fetch-Site": "same-origin" }, body: JSON.stringify({ advance: 1000 }) })).status).toBe(200);
    expect((await qa("POST", "/clock", { headers: json, body: JSON.stringify({ advance: 1000 }) })).status).toBe(200);
    expect((await qa("POST", "/reset")).status).toBe(200);
    expect((await qa("GET", "/events", { headers: { "Sec-Fetch-Site": "none" } })).status).toBe(200);
    expect((await qa("GET", "/members")).status).toBe(200);
  });

  it("accepts any origin with the QA key, but not with a wrong one", async () => {
    moveClock();
    expect((await qa("POST", "/reset", { headers: { ...json, Origin: EVIL, "X-QA-Key": "wrong" }, body: "{}" })).status).toBe(403);
    expect(clockMoved()).toBe(true);
    expect((await qa("POST", "/reset", { headers: { ...json, Origin: EVIL, "X-QA-Key": "qa-key-for-tests" }, body: "{}" })).status).toBe(200);
    expect(node.host.world.events().at(-1)?.event.type).toBe("world.reset");
  });

  it("leaves the console page itself alone", async () => {
    expect((await fetch(`${node.base}/simulator`)).status).toBe(200);
    expect((await fetch(`${node.base}/simulator/console.js`)).status).toBe(200);
  });
});
