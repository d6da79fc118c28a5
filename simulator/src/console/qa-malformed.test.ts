import { afterAll, beforeAll, describe, expect, it } from "vitest";
import express from "express";
import fc from "fast-check";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createWorld } from "../simulated-world";
import { createOutage } from "../host/outage";
import { startNodeHost, type NodeTestHost } from "../testing/node-host";
import { createQaRouter, QA_API_BASE } from "./qa-api";
import { MAX_QA_JSON_DEPTH, nestsDeeperThan, QA_LABELS } from "./qa-errors";
import { qaBodyErrors } from "./qa-body";

// ARCHITECTURE §4/§7: every QA API error is JSON with a label; a malformed request gets a labelled 4xx, never a 5xx.

const world = createWorld(1);
const performers = world.getState().performers.map((p) => p.profile);
const live = performers.find((p) => p.onlineState === "free")!.username;
const offline = performers.find((p) => p.onlineState === "offline")!.username;
// Timers that never fire: a scenario a generated body starts does nothing.
const never = { setTimeout: () => 0, clearTimeout: () => {} };

let server: Server;
let base = "";
let node: NodeTestHost;
beforeAll(async () => {
  const app = express();
  app.use(QA_API_BASE, createQaRouter(world, { timers: never, outage: createOutage(never), sockets: { drop: () => 0 } }));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  node = await startNodeHost();
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await node.close();
});

/** Every QA call (`:x` a path parameter), as `GET /simulator/api` lists them. */
const ROUTES = [
  "GET /", "POST /reset", "GET /performers", "POST /performers/:performer/status", "POST /clock", "GET /outbox", "GET /tracker", "GET /members",
  "POST /members/:member/credits", "GET /payments", "POST /payments/:payment", "GET /wallet", "POST /wallet", "GET /dial-in",
  "POST /dial-in/:session/call", "POST /dial-in/:session", "GET /chat", "GET /chat/settings", "POST /chat/settings",
  "GET /chat/:performer", "POST /chat/:performer/say", "POST /chat/:performer/kick", "POST /chat/:performer/event",
  "POST /chat/:performer/vip", "POST /chat/:performer/vip-price", "POST /chat/:performer/toy", "POST /chat/:performer/goal",
  "POST /chat/:performer/menu", "POST /sockets/drop", "GET /scenarios", "POST /scenarios/:scenario", "GET /inbox",
  "POST /inbox/send", "POST /inbox/read", "GET /inbox/settings", "POST /inbox/settings", "GET /outage", "POST /outage",
  "DELETE /outage", "GET /promotions", "POST /promotions/overlay", "GET /configuration", "POST /configuration", "DELETE /configuration", "GET /events", "POST /replay", "POST /visitor-logs",
  "GET /visitor-logs/:log",
] as const;
const SCENARIOS = ["payment-success", "payment-anti-fraud", "dial-in-call", "chat-busy-room", "chat-flood", "vip-accepted", "vip-declined", "tip-storm"];
/** Field names the QA bodies use: generated bodies with them reach the decoders' checks. */
const FIELDS = [
  "status", "advance", "credits", "outcome", "reason", "variant", "provider", "state", "text", "nickname", "member", "type", "decision",
  "active", "title", "items", "guestSeconds", "bots", "seconds", "on", "from", "to", "performer", "replies", "payment", "session", "rate",
  "seed", "events", "version", "startedAt", "entries",
];

interface Call { readonly method: string; readonly path: string; readonly headers?: Record<string, string>; readonly body?: string }
interface Answer { readonly status: number; readonly type: string; readonly text: string }

/** Sends exactly this request: the path as it is (no dot-segment removal), a body on a GET too (Node's fetch refuses one). */
const send = (root: string, { method, path, headers = {}, body }: Call) =>
  new Promise<Answer>((resolve, reject) => {
    const length = body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) };
    const { hostname, port } = new URL(root);
    const sent = request({ hostname, port, path, method, headers: { "Content-Type": "application/json", ...headers, ...length } }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk)).on("end", () => resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"] ?? "", text }));
    });
    // The server may answer (413) and close before the whole body is written.
    sent.on("error", reject).end(body);
  });

const LABELS = new Set<string>(Object.values(QA_LABELS));
/** The answer is JSON; an error is a 4xx with one of the QA labels (`labels`: another router's too). */
const expectLabelled = (call: Call, answer: Answer, labels: ReadonlySet<string> | null = LABELS) => {
  const what = `${call.method} ${call.path} ${JSON.stringify(call.headers ?? {})} ${(call.body ?? "").slice(0, 80)} → ${answer.status} ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return;
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.type, what).toMatch(/^application\/json/);
  const label = (JSON.parse(answer.text) as { label?: unknown }).label;
  expect(typeof label, what).toBe("string");
  if (labels !== null) expect(labels.has(label as string), what).toBe(true);
};

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
const nested = (depth: number, open: string, close: string) => `${open.repeat(depth)}${open === "[" ? "" : "1"}${close.repeat(depth)}`;
const deepArray = (depth: number) => nested(depth, "[", "]");
const deepObject = (depth: number) => nested(depth, '{"a":', "}");
/** One byte over the limit (1 MB; a visitor log 8 MB). */
const tooLarge = (path: string) => JSON.stringify({ x: "a".repeat((path.startsWith("/visitor-logs") ? 8 : 1) * 1024 * 1024) });

/** A path segment as sent (`..` too: the path goes as it is); the `%…` markers stay malformed. */
const encode = (value: string) => (BAD_PERCENT.includes(value) ? value : encodeURIComponent(value));
const BAD_PERCENT = ["%", "%zz", "%E0%A4%A"];
const pathOf = (route: string, params: Record<string, string>) =>
  route.split(" ")[1]!.replace(/:(\w+)/g, (_m, name: string) => encode(params[name] ?? name));
const methodOf = (route: string) => route.split(" ")[0]!;

/** Known path parameters (the decoders then look at the body), and unknown ones. */
const PARAMS: ReadonlyArray<Record<string, string>> = [
  { performer: live, scenario: "chat-flood" },
  { performer: "nobody-here", member: "999", payment: "pay-9", session: "ivr-9", scenario: "nothing", log: "log-9" },
];
/** Fixed malformed bodies and headers every route gets. */
const MALFORMED: ReadonlyArray<(path: string) => Omit<Call, "method" | "path">> = [
  () => ({ body: "{" }),
  () => ({ body: '{"status": "free", "advance": 10' }),
  () => ({ body: "[1,]" }),
  () => ({ body: "null" }),
  () => ({ body: "42" }),
  () => ({ body: '"text"' }),
  () => ({ body: "[]" }),
  () => ({ body: '{"x": {"y": [1, 2, {"z": null}]}}' }),
  () => ({ body: deepArray(5000) }),
  () => ({ body: deepObject(5000) }),
  (path) => ({ body: tooLarge(path) }),
  () => ({ body: "{}", headers: { "Content-Type": "application/json; charset=latin1" } }),
  () => ({ body: "{}", headers: { "Content-Encoding": "x-zip" } }),
  () => ({ body: "{}", headers: { "Content-Encoding": "gzip" } }),
  () => ({ body: "{}", headers: { "Content-Type": "text/plain" } }),
];

describe("every QA API error carries a label", () => {
  it("lists the same calls in its index as this test sends to", async () => {
    const index = JSON.parse((await send(base, { method: "GET", path: QA_API_BASE })).text) as { calls: string[] };
    const patterns = ROUTES.map((route) => ({ methods: methodOf(route), path: new RegExp(`^${route.split(" ")[1]!.replace(/:\w+/g, "[^/]+")}$`) }));
    for (const call of index.calls) {
      const [methods, path] = call.split(" ") as [string, string];
      const local = path.replace(QA_API_BASE, "").split("?")[0]! || "/";
      for (const method of methods.split("|")) expect(patterns.some((p) => p.methods === method && p.path.test(local)), call).toBe(true);
    }
  });

  it("answers fixed malformed requests to every route with a labelled 4xx", async () => {
    const paths = new Set<string>();
    for (const route of ROUTES) {
      for (const params of PARAMS) {
        const path = pathOf(route, params);
        if (paths.has(`${route} ${path}`)) continue;
        paths.add(`${route} ${path}`);
        for (const malformed of MALFORMED) {
          const call = { method: methodOf(route), path: `${QA_API_BASE}${path}`, ...malformed(path) };
          expectLabelled(call, await send(base, call));
        }
      }
    }
  });

  it("answers generated malformed requests (bad, truncated, ill-typed, deep, large JSON; unknown ids, routes and queries) with a labelled 4xx", async () => {
    const text = fc.oneof(fc.string(), fc.constantFrom(live, offline, "1", "-1", "1e400", ...BAD_PERCENT, "..", ".", "pay-1", "ivr-1", "log-1"));
    const params = fc.record({ performer: text, member: text, payment: text, session: text, log: text, scenario: fc.oneof(fc.constantFrom(...SCENARIOS), text) });
    const json = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value));
    const body: fc.Arbitrary<Omit<Call, "method" | "path">> = fc.oneof(
      fc.string().filter((s) => !parses(s)).map((s) => ({ body: s })),
      json.chain((t) => fc.nat(Math.max(0, t.length - 1)).map((n) => ({ body: t.slice(0, n) }))).filter((c) => !parses(c.body)),
      json.map((t) => ({ body: t })),
      fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }).map((value) => ({ body: JSON.stringify(value) })),
      fc.tuple(fc.integer({ min: MAX_QA_JSON_DEPTH + 1, max: 5000 }), fc.boolean()).map(([depth, array]) => ({ body: array ? deepArray(depth) : deepObject(depth) })),
      fc.tuple(fc.constantFrom("latin1", "koi8-r", "x-nonsense", "utf-16"), json).map(([charset, t]) => ({ body: t, headers: { "Content-Type": `application/json; charset=${charset}` } })),
      fc.tuple(fc.constantFrom("x-zip", "compress", "gzip", "deflate", "br"), json).map(([encoding, t]) => ({ body: t, headers: { "Content-Encoding": encoding } })),
    );
    const known = fc.tuple(fc.constantFrom(...ROUTES), params, body).map(([route, p, b]): Call => ({ method: methodOf(route), path: `${QA_API_BASE}${pathOf(route, p)}`, ...b }));
    const segment = fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,12}$/), text.map(encode));
    const unknown = fc.tuple(fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"), fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(json, { nil: undefined }))
      .map(([method, segments, b]): Call => ({ method, path: `${QA_API_BASE}/${segments.join("/")}`, ...(b === undefined ? {} : { body: b }) }));
    const query = fc.tuple(fc.constantFrom("/events?last=", "/inbox?member=", "/performers?status=", "/performers?q="), text)
      .map(([path, value]): Call => ({ method: "GET", path: `${QA_API_BASE}${path}${encodeURIComponent(value)}` }));
    await fc.assert(
      fc.asyncProperty(fc.oneof({ arbitrary: known, weight: 4 }, unknown, query), async (call) => {
        expectLabelled(call, await send(base, call));
      }),
      { numRuns: 250 },
    );
  });

  it("answers a too large body 413 payloadTooLarge, a bad charset or encoding 415, bad JSON 400 badRequest.json", async () => {
    const answer = async (call: Call) => {
      const got = await send(base, call);
      return { status: got.status, label: (JSON.parse(got.text) as { label?: string }).label };
    };
    expect(await answer({ method: "POST", path: `${QA_API_BASE}/clock`, body: tooLarge("/clock") })).toEqual({ status: 413, label: "payloadTooLarge" });
    expect(await answer({ method: "POST", path: `${QA_API_BASE}/visitor-logs`, body: tooLarge("/visitor-logs") })).toEqual({ status: 413, label: "payloadTooLarge" });
    expect(await answer({ method: "POST", path: `${QA_API_BASE}/clock`, body: "{}", headers: { "Content-Type": "application/json; charset=latin1" } })).toEqual({ status: 415, label: "unsupportedMediaType.charset" });
    expect(await answer({ method: "POST", path: `${QA_API_BASE}/clock`, body: "{}", headers: { "Content-Encoding": "x-zip" } })).toEqual({ status: 415, label: "unsupportedMediaType.encoding" });
    expect(await answer({ method: "POST", path: `${QA_API_BASE}/clock`, body: "" })).toMatchObject({ status: 400, label: "badRequest.invalid.body" });
    expect(await answer({ method: "POST", path: `${QA_API_BASE}/clock`, body: '{"advance": 1' })).toEqual({ status: 400, label: "badRequest.json" });
    expect(await answer({ method: "POST", path: `${QA_API_BASE}/performers/%E0%A4%A/status`, body: "{}" })).toEqual({ status: 400, label: "badRequest.invalid.params" });
    expect(await answer({ method: "GET", path: `${QA_API_BASE}/no-such-call` })).toEqual({ status: 404, label: "notFound.endpoint" });
  });

  it("labels the Node host's worlds calls too", async () => {
    for (const route of ["POST /simulator/api/worlds", "GET /simulator/api/worlds", "DELETE /simulator/api/worlds/:id", "PUT /simulator/api/worlds"]) {
      for (const id of ["default", "no-such-world"]) {
        const path = pathOf(route, { id });
        for (const malformed of MALFORMED) {
          const call = { method: methodOf(route), path, ...malformed(path) };
          expectLabelled(call, await send(node.base, call), null);
        }
      }
    }
  });

  it("answers a bug 500 server.error, naming nothing", async () => {
    const app = express();
    app.get("/", () => {
      throw new Error("secret detail");
    });
    app.use(qaBodyErrors);
    const bug = createServer(app);
    await new Promise<void>((resolve) => bug.listen(0, "127.0.0.1", resolve));
    const got = await send(`http://127.0.0.1:${(bug.address() as AddressInfo).port}`, { method: "GET", path: "/" });
    await new Promise<void>((resolve) => bug.close(() => resolve()));
    expect({ status: got.status, body: JSON.parse(got.text) as unknown }).toEqual({ status: 500, body: { label: "server.error", error: "Internal error" } });
  });
});

describe("QA JSON bodies nest at most MAX_QA_JSON_DEPTH deep", () => {
  it("measures nesting without recursion", () => {
    expect(nestsDeeperThan(1, 0)).toBe(false);
    expect(nestsDeeperThan([], 0)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(deepArray(MAX_QA_JSON_DEPTH)), MAX_QA_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(deepArray(100_000)), MAX_QA_JSON_DEPTH)).toBe(true);
  });

  it("refuses a 5,000-deep body with 400 badRequest.json.depth on visitor-logs, replay and every other call, before decoding it", async () => {
    for (const route of ROUTES) {
      const path = `${QA_API_BASE}${pathOf(route, { performer: live })}`;
      for (const body of [deepArray(5000), deepObject(5000), `{"version": 1, "startedAt": 0, "entries": ${deepArray(5000)}}`]) {
        const got = await send(base, { method: methodOf(route), path, body });
        expect({ status: got.status, label: (JSON.parse(got.text) as { label?: string }).label }, `${route} ${body.slice(0, 30)}`).toEqual({ status: 400, label: "badRequest.json.depth" });
      }
    }
  });

  it("decodes a body exactly as deep as the limit as usual", async () => {
    const visitorLog = await send(base, { method: "POST", path: `${QA_API_BASE}/visitor-logs`, body: deepArray(MAX_QA_JSON_DEPTH) });
    expect(visitorLog.status).toBe(400);
    expect(JSON.parse(visitorLog.text)).toMatchObject({ label: "badRequest.invalid.body" });
    const replay = await send(base, { method: "POST", path: `${QA_API_BASE}/replay`, body: JSON.stringify({ seed: 1, events: JSON.parse(deepArray(MAX_QA_JSON_DEPTH - 1)) as unknown }) });
    expect(replay.status).toBe(400);
    expect(JSON.parse(replay.text)).toMatchObject({ label: "badRequest.invalid.body" });
    const log = { version: 1, startedAt: 0, entries: [{ seq: 1, at: 0, flow: "site", event: { type: "x", deep: JSON.parse(deepArray(MAX_QA_JSON_DEPTH - 4)) as unknown } }] };
    expect((await send(base, { method: "POST", path: `${QA_API_BASE}/visitor-logs`, body: JSON.stringify(log) })).status).toBe(201);
  });
});
