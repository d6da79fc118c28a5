import { afterAll, beforeAll, describe, expect, it } from "vitest";
import express from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Schema } from "effect";
import { PerformerFindResult, stringifyQuery } from "@camstage/core";
import { mountSimulator, type SimulatorHost } from "./mount-simulator";

let server: Server;
let host: SimulatorHost;
let base = "";
const lines: string[] = [];

beforeAll(async () => {
  const app = express();
  server = createServer(app);
  host = mountSimulator(app, server, { clock: "fixed", log: (line) => lines.push(line) });
  app.use((_req, res) => res.status(418).send("site"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await host.close();
  await new Promise((resolve) => server.close(resolve));
});

const json = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: (await response.json()) as unknown };
};
const post = (path: string, body: unknown) =>
  json(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });
const freeUsernames = async () => {
  const query = stringifyQuery({ lang: "nl", filter: { status: ["free"] }, pagination: { limit: 500, offset: 0 } });
  const { status, body } = await json(`/api/performer/user/find?${query}`);
  expect(status).toBe(200);
  return Schema.decodeUnknownSync(PerformerFindResult)(body).items.map((i) => i.username);
};

describe("Node host", () => {
  it("serves the platform handlers over real HTTP and lets other paths through", async () => {
    expect((await json("/api/performer/featured/categories")).status).toBe(200);
    expect(await json("/api/performer/nope")).toEqual({ status: 404, body: { label: "notFound.endpoint" } });
    const site = await fetch(`${base}/some/page`);
    expect(site.status).toBe(418);
  });

  it("lists performers for QA", async () => {
    const { status, body } = await json("/simulator/api/performers");
    expect(status).toBe(200);
    const list = body as { username: string; status: string }[];
    expect(list.length).toBeGreaterThanOrEqual(300);
    expect(Object.keys(list[0]!)).toEqual(expect.arrayContaining(["username", "status"]));
    const offline = (await json("/simulator/api/performers?status=offline")).body as { status: string }[];
    expect(offline.length).toBeGreaterThan(0);
    expect(offline.every((p) => p.status === "offline")).toBe(true);
  });

  it("shows a QA status change on the next find, records it, and resets", async () => {
    const list = (await json("/simulator/api/performers?status=offline")).body as { username: string }[];
    const username = list[0]!.username;
    expect(await freeUsernames()).not.toContain(username);

    const changed = await post(`/simulator/api/performers/${username.toLowerCase()}/status`, { status: "free" });
    expect(changed).toEqual({ status: 200, body: { username, status: "free" } });
    const free = await freeUsernames();
    expect(free).toContain(username);
    // §9 ordering: a free performer comes before live and offline ones.
    const first = (await json(`/api/performer/user/find?${stringifyQuery({ pagination: { limit: 500, offset: 0 } })}`)).body as { items: { username: string }[] };
    expect(first.items.findIndex((i) => i.username === username)).toBeLessThan(free.length);

    const events = (await json("/simulator/api/events")).body as { seed: number; events: { event: { type: string; username?: string } }[] };
    expect(events.seed).toBe(1);
    expect(events.events.at(-1)?.event).toEqual({ type: "performer.status.set", username, status: "free" });

    expect((await post("/simulator/api/reset", {})).status).toBe(200);
    expect(await freeUsernames()).not.toContain(username);
    expect(lines.some((line) => line.includes("performer.status.set"))).toBe(true);
  });

  it("moves the world clock forward on POST /simulator/api/clock, and refuses a bad amount", async () => {
    const before = host.world.getState().clock;
    const moved = await post("/simulator/api/clock", { advance: 25 * 3600_000 });
    expect(moved).toEqual({ status: 200, body: { clock: before + 25 * 3600_000 } });
    for (const body of [{}, { advance: 0 }, { advance: -5 }, { advance: "1h" }, { advance: 1e15 }]) {
      expect((await post("/simulator/api/clock", body)).status).toBe(400);
    }
    expect(host.world.getState().clock).toBe(before + 25 * 3600_000);
    expect((await post("/simulator/api/reset", {})).status).toBe(200);
    expect(host.world.getState().clock).toBe(before);
  });

  it("answers 404 for an unknown username and 400 for a bad status", async () => {
    const unknown = await post("/simulator/api/performers/NoSuchPerformer/status", { status: "free" });
    expect(unknown.status).toBe(404);
    expect((unknown.body as { error: string }).error).toContain("NoSuchPerformer");
    const username = ((await json("/simulator/api/performers")).body as { username: string }[])[0]!.username;
    for (const body of [{ status: "sleeping" }, {}, { status: 3 }, "not json"]) {
      const bad = await post(`/simulator/api/performers/${username}/status`, body);
      expect(bad.status).toBe(400);
      expect(typeof (bad.body as { error: unknown }).error).toBe("string");
    }
  });

  it("replays a recording onto the world", async () => {
    const username = ((await json("/simulator/api/performers?status=offline")).body as { username: string }[])[1]!.username;
    await post(`/simulator/api/performers/${username}/status`, { status: "vip" });
    const recording = (await json("/simulator/api/events")).body;
    await post("/simulator/api/reset", {});
    expect((await post("/simulator/api/replay", recording)).status).toBe(200);
    const vip = (await json(`/simulator/api/performers?status=vip&q=${username}`)).body as { username: string }[];
    expect(vip.map((p) => p.username)).toContain(username);
    expect((await post("/simulator/api/replay", { seed: 99, events: [] })).status).toBe(400);
    await post("/simulator/api/reset", {});
  });

  it("keeps a visitor's exported log for a replay in the site, and says so when one is posted as a world recording", async () => {
    const log = { version: 1, startedAt: 1000, entries: [{ seq: 1, at: 1000, flow: "modalHost", event: { type: "modal.open", modal: "login" } }] };
    const shared = await post("/simulator/api/visitor-logs", log);
    expect(shared.status).toBe(201);
    const { id, replayUrl } = shared.body as { id: string; replayUrl: string };
    expect(replayUrl).toBe(`/?replay=${id}`);
    expect((await json(`/simulator/api/visitor-logs/${id}`)).body).toEqual(log);
    expect((await json("/simulator/api/visitor-logs/log-999")).status).toBe(404);
    const bad = await post("/simulator/api/visitor-logs", { version: 1, startedAt: 1000, entries: [{ seq: 0 }] });
    expect(bad.status).toBe(400);
    const misplaced = await post("/simulator/api/replay", log);
    expect(misplaced.status).toBe(400);
    expect((misplaced.body as { error: string }).error).toContain("/simulator/api/visitor-logs");
  });

  it("serves the QA console with its script as a separate file", async () => {
    const page = await fetch(`${base}/simulator`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/simulator/console.js"></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain("/simulator/api/performers/{username}/status");
    const script = await fetch(`${base}/simulator/console.js`);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect(await script.text()).toContain("/performers");
    expect((await fetch(`${base}/simulator/console.css`)).headers.get("content-type")).toContain("text/css");
  });

  it("serves generated images and the sample video with range support", async () => {
    const svg = await fetch(`${base}/simulator/media/performer/2001/snapshot.svg`);
    expect(svg.headers.get("content-type")).toContain("image/svg+xml");
    const video = await fetch(`${base}/simulator/media/video/sample.mp4`, { headers: { Range: "bytes=0-99" } });
    expect(video.status).toBe(206);
    expect(video.headers.get("content-type")).toBe("video/mp4");
    const size = Number(video.headers.get("content-range")?.split("/")[1]);
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThan(100_000);
  });

  it("registers a member over real HTTP and lists its mails in the outbox, newest first, with working links", async () => {
    await post("/simulator/api/reset", {});
    const registered = await post("/api/member/member", { email: "qa@example.com", password: "secret12", meta: {} });
    expect(registered.status).toBe(200);
    const { token } = registered.body as { token: string };
    expect((await post("/api/member/forgot-password", { email: "qa@example.com" })).status).toBe(200);
    const { status, body } = await json("/simulator/api/outbox");
    expect(status).toBe(200);
    const mails = body as { to: string; kind: string; subject: string; link: string; sentAt: string }[];
    expect(mails.map((m) => [m.to, m.kind])).toEqual([["qa@example.com", "reset-password"], ["qa@example.com", "verification"]]);
    for (const mail of mails) expect(Object.keys(mail).sort()).toEqual(["kind", "link", "sentAt", "subject", "to"]);
    expect(mails[1]!.link.startsWith(`${base}/?action=validate&key=`)).toBe(true);
    const key = new URL(mails[1]!.link).searchParams.get("key");
    const activated = await post("/api/member/activate", { key, fingerprint: "qa" });
    expect(activated.status).toBe(200);
    const credits = await json("/api/member/credits", { headers: { Authorization: `Bearer ${token}` } });
    expect(credits.body).toEqual({ credits: 120 });
    expect((await fetch(`${base}/simulator`).then((r) => r.text())).includes('id="outbox"')).toBe(true);
    const members = (await json("/simulator/api/members")).body;
    expect(members).toEqual([{ id: 1, email: "qa@example.com", username: "qa@example.com", verified: true, credits: 120, deleted: false, favourites: [] }]);
    const page = await fetch(`${base}/simulator`).then((r) => r.text());
    expect(page).toContain('id="members"');
    expect(page).toContain("GET /simulator/api/members");
    expect(await fetch(`${base}/simulator/console.js`).then((r) => r.text())).toContain('request("/members")');
    await post("/simulator/api/reset", {});
    expect((await json("/simulator/api/outbox")).body).toEqual([]);
  });

  it("takes the platform down during an outage, keeps QA up, and is back after QA ends it (issue 14)", async () => {
    const platformCall = "/api/whitelabel/common/configuration.json";
    expect((await json(platformCall)).status).toBe(200);
    try {
      const started = await post("/simulator/api/outage", { seconds: 10 });
      expect(started).toEqual({ status: 200, body: { active: true, until: expect.any(Number) } });
      const { until } = started.body as { until: number };
      expect(until - Date.now()).toBeGreaterThan(0);
      expect(until - Date.now()).toBeLessThanOrEqual(10_000);

      for (const path of [platformCall, "/api/performer/nope", "/simulator/media/performer/2001/snapshot.svg", "/simulator/media/video/sample.mp4", "/simulator/flags/nl.svg"]) {
        const down = await fetch(`${base}${path}`);
        expect(down.status, path).toBe(503);
        expect(await down.json(), path).toEqual({ label: "server.unavailable" });
        const retryAfter = Number(down.headers.get("retry-after"));
        expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 10, `Retry-After ${retryAfter}`).toBe(true);
      }
      const handshake = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
      expect(handshake.status).toBe(403);
      await handshake.body?.cancel();

      // QA, the console, the provider pages and the site itself stay up.
      expect(await json("/simulator/api/outage")).toEqual({ status: 200, body: { active: true, until } });
      expect((await json("/simulator/api/performers")).status).toBe(200);
      expect((await fetch(`${base}/simulator`)).status).toBe(200);
      expect((await fetch(`${base}/simulator/pay/pay-999`)).status).toBe(404);
      expect((await fetch(`${base}/some/page`)).status).toBe(418);

      expect(await json("/simulator/api/outage", { method: "DELETE" })).toEqual({ status: 200, body: { active: false } });
      expect((await json(platformCall)).status).toBe(200);
      expect((await fetch(`${base}/simulator/media/performer/2001/snapshot.svg`)).status).toBe(200);
    } finally {
      host.outage.end();
    }
  });

  it("accepts socket.io connections at /socket.io", async () => {
    const response = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"sid"');
  });
});
