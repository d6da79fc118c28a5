import { afterAll, beforeAll, describe, expect, it } from "vitest";
import express from "express";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startNodeHost, type NodeTestHost } from "../testing/node-host";
import { qaGuard } from "./qa-guard";

// ARCHITECTURE §7: the QA API takes JSON from the same origin only (or a request carrying the QA key).
let node: NodeTestHost;
let port = 0;
beforeAll(async () => {
  node = await startNodeHost({ qaKey: "qa-key-for-tests" });
  port = Number(new URL(node.base).port);
});
afterAll(async () => {
  await node.close();
});

const EVIL = "https://evil.example";
type Reply = { status: number; body: { label?: string } };
const qa = async (method: string, path: string, { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {}): Promise<Reply> => {
  const response = await fetch(`${node.base}/simulator/api${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  return { status: response.status, body: (await response.json()) as { label?: string } };
};
/** A request with exactly these headers, Host included (as a DNS-rebinding page's browser sends it), to `base`. */
const raw = (base: string, method: string, path: string, headers: Record<string, string>, body?: string) =>
  new Promise<Reply>((resolve, reject) => {
    const sent = request(`${base}${path}`, { method, headers: { ...headers, ...(body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) }) } }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk)).on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Reply["body"] }));
    });
    sent.on("error", reject).end(body);
  });
const json = { "Content-Type": "application/json" };
/** A change QA can see: the clock moved by a minute. */
const moveClock = () => node.host.world.dispatch({ type: "world.clock.advance", ms: 60_000 });
const clockMoved = () => node.host.world.events().at(-1)?.event.type === "world.clock.advance";
const refused = { status: 403, body: expect.objectContaining({ label: "forbidden.qa.origin" }) };

describe("QA API request guard", () => {
  it("refuses a text/plain POST from another origin: the world is not reset", async () => {
    moveClock();
    const reply = await qa("POST", "/reset", { headers: { "Content-Type": "text/plain", Origin: EVIL }, body: "{}" });
    expect(reply).toEqual(refused);
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

  it("refuses a DNS-rebinding page: its Host, Origin and Sec-Fetch-Site agree with each other, not with the site", async () => {
    moveClock();
    const evil = `evil.example:${port}`;
    const page = { Host: evil, Origin: `http://${evil}`, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors" };
    expect(await raw(node.base, "POST", "/simulator/api/reset", { ...page, ...json }, "{}")).toEqual(refused);
    // Its same-origin GET carries no Origin; its Sec-Fetch-Site gives it away as a browser's.
    expect(await raw(node.base, "GET", "/simulator/api/outbox", { Host: evil, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Dest": "empty" })).toEqual(refused);
    // Over plain http a browser sends no Sec-Fetch-* to such a name: its GET looks like a tool's, and its Host gives it away.
    expect(await raw(node.base, "GET", "/simulator/api/outbox", { Host: evil })).toEqual(refused);
    expect(await raw(node.base, "GET", "/simulator/api/members", { Host: `127.0.0.1:${port}` })).toMatchObject({ status: 200 });
    expect(clockMoved()).toBe(true);
  });

  it("refuses the site's host on another scheme, and an opaque Origin", async () => {
    moveClock();
    for (const origin of [`https://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`, "null"]) {
      expect(await qa("POST", "/reset", { headers: { ...json, Origin: origin, "Sec-Fetch-Site": "same-origin" }, body: "{}" }), origin).toEqual(refused);
    }
    expect(clockMoved()).toBe(true);
  });

  it("accepts the console's same-origin JSON under the host's loopback names, a tool's request, and a bodiless POST", async () => {
    const origin = new URL(node.base).origin;
    expect((await qa("POST", "/clock", { headers: { ...json, Origin: origin, "Sec-Fetch-Site": "same-origin" }, body: JSON.stringify({ advance: 1000 }) })).status).toBe(200);
    const local = `localhost:${port}`;
    expect((await raw(node.base, "POST", "/simulator/api/clock", { ...json, Host: local, Origin: `http://${local}`, "Sec-Fetch-Site": "same-origin" }, '{"advance":1000}')).status).toBe(200);
    // A typed or bookmarked address: Sec-Fetch-Site none, sent to the site.
    expect((await qa("GET", "/events", { headers: { "Sec-Fetch-Site": "none", "Sec-Fetch-Dest": "document" } })).status).toBe(200);
    // Tools: curl and Playwright's request context send no Sec-Fetch-*, Node's fetch a lone Sec-Fetch-Mode.
    expect((await raw(node.base, "POST", "/simulator/api/clock", json, '{"advance":1000}')).status).toBe(200);
    expect((await qa("POST", "/clock", { headers: json, body: JSON.stringify({ advance: 1000 }) })).status).toBe(200);
    expect((await qa("POST", "/reset")).status).toBe(200);
    expect((await qa("GET", "/members")).status).toBe(200);
  });

  it("accepts any origin with the QA key, a rebinding Host too, but not with a wrong key", async () => {
    moveClock();
    expect((await qa("POST", "/reset", { headers: { ...json, Origin: EVIL, "X-QA-Key": "wrong" }, body: "{}" })).status).toBe(403);
    expect(clockMoved()).toBe(true);
    expect((await qa("POST", "/reset", { headers: { ...json, Origin: EVIL, "X-QA-Key": "qa-key-for-tests" }, body: "{}" })).status).toBe(200);
    expect(node.host.world.events().at(-1)?.event.type).toBe("world.reset");
    const evil = `evil.example:${port}`;
    const keyed = { ...json, Host: evil, Origin: `http://${evil}`, "Sec-Fetch-Site": "same-origin", "X-QA-Key": "qa-key-for-tests" };
    expect((await raw(node.base, "POST", "/simulator/api/clock", keyed, '{"advance":1000}')).status).toBe(200);
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

  it("leaves the console page itself alone", async () => {
    expect((await fetch(`${node.base}/simulator`)).status).toBe(200);
    expect((await fetch(`${node.base}/simulator/console.js`)).status).toBe(200);
  });
});

describe("QA API request guard behind a proxy (site origins only, by exact origin)", () => {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", true);
    app.use(qaGuard({ siteOrigins: () => ["https://camstage.example", "https://alias.example:8443"] }), (_req, res) => {
      res.json({ ok: true });
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const browser = (host: string, origin: string, proto = "https") =>
    raw(base, "POST", "/", { ...json, Host: host, "X-Forwarded-Proto": proto, Origin: origin, "Sec-Fetch-Site": "same-origin" }, "{}");

  it("accepts the configured site and an allowed host on https", async () => {
    expect((await browser("camstage.example", "https://camstage.example")).status).toBe(200);
    expect((await browser("alias.example:8443", "https://alias.example:8443")).status).toBe(200);
  });

  it("refuses the site's host on http, or sent to http, and any other host", async () => {
    expect(await browser("camstage.example", "http://camstage.example")).toEqual(refused);
    expect(await browser("camstage.example", "https://camstage.example", "http")).toEqual(refused);
    expect(await browser("evil.example", "https://camstage.example")).toEqual(refused);
    expect(await browser("evil.example", "https://evil.example")).toEqual(refused);
  });
});
