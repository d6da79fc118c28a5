import { afterAll, beforeAll, describe, expect, it } from "vitest";
import express from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createWorld } from "../simulated-world";
import { createOutage } from "../host/outage";
import { createQaRouter, QA_API_BASE } from "./qa-api";

const NOW = 1_700_000_000_000;
const world = createWorld(1);
// The clock stands still and the timers never fire: only QA ends this outage.
const outage = createOutage({ now: () => NOW, setTimeout: () => 0, clearTimeout: () => {} });

let server: Server;
let base = "";
beforeAll(async () => {
  const app = express();
  app.use(`/with${QA_API_BASE}`, createQaRouter(world, { outage }));
  app.use(`/without${QA_API_BASE}`, createQaRouter(world));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const call = async (host: "with" | "without", method: string, body?: unknown) => {
  const init = body === undefined ? { method } : { method, headers: { "Content-Type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) };
  const response = await fetch(`${base}/${host}${QA_API_BASE}/outage`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe("QA outage (issue 14)", () => {
  it("starts an outage for the seconds asked, reads it back and ends it", async () => {
    expect(await call("with", "GET")).toEqual({ status: 200, body: { active: false, until: null } });
    expect(await call("with", "POST", { seconds: 10 })).toEqual({ status: 200, body: { active: true, until: NOW + 10_000 } });
    expect(outage.active()).toBe(true);
    expect(await call("with", "GET")).toEqual({ status: 200, body: { active: true, until: NOW + 10_000 } });
    expect(await call("with", "POST", { seconds: 300 })).toEqual({ status: 200, body: { active: true, until: NOW + 300_000 } });
    expect(await call("with", "DELETE")).toEqual({ status: 200, body: { active: false } });
    expect(outage.active()).toBe(false);
    expect(await call("with", "GET")).toEqual({ status: 200, body: { active: false, until: null } });
  });

  it("refuses a length that is not a whole number of seconds from 1 to 300, and starts nothing", async () => {
    for (const body of [{}, { seconds: 0 }, { seconds: 301 }, { seconds: 2.5 }, { seconds: "10" }, { seconds: null }, [10], "not json"]) {
      const refused = await call("with", "POST", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(typeof refused.body.error).toBe("string");
    }
    expect((await call("with", "POST")).status).toBe(400);
    expect(outage.active()).toBe(false);
  });

  it("answers 409 on a host that cannot simulate an outage", async () => {
    for (const [method, body] of [["GET"], ["POST", { seconds: 10 }], ["DELETE"]] as const) {
      expect(await call("without", method, body)).toEqual({ status: 409, body: { label: "conflict.host.outage", error: "This host cannot simulate an outage" } });
    }
  });

  it("lists its calls in the QA API's index", async () => {
    const index = (await (await fetch(`${base}/with${QA_API_BASE}/`)).json()) as { calls: string[] };
    expect(index.calls).toEqual(expect.arrayContaining(["GET /simulator/api/outage", "POST /simulator/api/outage {\"seconds\": 1-300}", "DELETE /simulator/api/outage"]));
  });
});
