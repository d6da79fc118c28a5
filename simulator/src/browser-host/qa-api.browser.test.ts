import { afterAll, beforeAll, describe, expect, it } from "vitest";
import express from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getResponse } from "msw";
import { createWorld } from "../simulated-world";
import { createQaRouter, QA_API_BASE } from "../console/qa-api";
import { qaApiHandler } from "./qa-api.browser";

// Issue 30: the browser host answers the QA API from the same table of calls as the Node host. Two worlds of one seed,
// one behind each host, take the same calls in the same order: every answer (status, JSON) is the same, and so is the
// world each ends with. Each call is sent to both hosts.
const nodeWorld = createWorld(7, { performers: 40 });
const pageWorld = createWorld(7, { performers: 40 });
const now = () => nodeWorld.getState().clock;
const handler = qaApiHandler(pageWorld, { now: () => pageWorld.getState().clock });

let server: Server;
let origin = "";
beforeAll(async () => {
  const app = express();
  app.use(QA_API_BASE, createQaRouter(nodeWorld, { now }));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Call {
  readonly method: "GET" | "POST";
  readonly path: string;
  /** A JSON value, or raw text as it is sent (a malformed body). */
  readonly body?: unknown;
  readonly raw?: string;
}

const init = (call: Call): RequestInit =>
  call.method === "GET" ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: call.raw ?? JSON.stringify(call.body ?? {}) };

/** Status and JSON; a refused body's `issue` is the parser's own words (express's body-parser, or the browser's). */
const read = async (response: Response) => {
  const text = await response.text();
  const body = text === "" ? null : (JSON.parse(text) as Record<string, unknown>);
  if (body && typeof body.issue === "string") body.issue = "(the parser's words)";
  return { status: response.status, body };
};

const viaNode = async (call: Call) => read(await fetch(`${origin}${QA_API_BASE}${call.path}`, init(call)));
const viaPage = async (call: Call) => {
  const response = await getResponse([handler], new Request(`http://localhost${QA_API_BASE}${call.path}`, init(call)));
  if (!response) throw new Error(`the browser host did not answer ${call.path}`);
  return read(response);
};

const performer = pageWorld.getState().performers[3]!.profile.username;

const CALLS: readonly Call[] = [
  { method: "GET", path: "/" },
  { method: "GET", path: "/performers?status=offline" },
  { method: "POST", path: `/performers/${performer}/status`, body: { status: "free" } },
  { method: "POST", path: `/performers/${performer}/status`, body: { status: "dancing" } },
  { method: "POST", path: "/performers/NoSuchPerformer/status", body: { status: "free" } },
  { method: "POST", path: `/chat/${performer}/say`, body: { text: "hello room" } },
  { method: "GET", path: `/chat/${performer}` },
  { method: "GET", path: "/scenarios" },
  { method: "POST", path: "/scenarios/payment-success", body: {} },
  { method: "POST", path: "/scenarios/no-such-scenario", body: {} },
  { method: "GET", path: "/events?last=0" },
  { method: "GET", path: "/events?last=3" },
  { method: "POST", path: "/clock", body: { advance: 60_000 } },
  { method: "GET", path: "/members" },
  { method: "GET", path: "/outbox" },
  { method: "GET", path: "/inbox/settings" },
  { method: "POST", path: "/inbox/settings", body: { replies: false } },
  { method: "GET", path: "/outage" },
  { method: "POST", path: "/clock", raw: "{not json" },
  { method: "POST", path: "/clock", raw: "42" },
  { method: "POST", path: "/clock", raw: `${"[".repeat(100)}${"]".repeat(100)}` },
  { method: "GET", path: "/performers/%E0%A4%A/status" },
  { method: "GET", path: "/no/such/call" },
];

describe("the QA API in the browser host (issue 30)", () => {
  it("answers every call as the Node host does, and both worlds end the same", async () => {
    for (const call of CALLS) {
      const [node, page] = [await viaNode(call), await viaPage(call)];
      expect(page, `${call.method} ${call.path}`).toEqual(node);
    }
    // The calls changed something (a status, a chat line, the clock), the same in both.
    expect(pageWorld.events().length).toBeGreaterThan(3);
    expect(pageWorld.getState()).toEqual(nodeWorld.getState());
  });
});
