import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import express from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createWorld } from "../simulated-world";
import type { WorldEvent } from "../world/world.schema";
import type { Timers } from "../scenarios/scenario";
import { createQaRouter, QA_API_BASE } from "./qa-api";

interface Timer { readonly run: () => void; readonly ms: number; cancelled: boolean }
const queue: Timer[] = [];
const timers: Timers = {
  setTimeout: (run, ms) => {
    const timer = { run, ms, cancelled: false };
    queue.push(timer);
    return timer;
  },
  clearTimeout: (handle) => {
    (handle as Timer).cancelled = true;
  },
};
/** Fires the next pending timer; answers its delay. */
const tick = () => {
  const timer = queue.shift();
  if (timer === undefined) throw new Error("no timer");
  if (!timer.cancelled) timer.run();
  return timer.ms;
};
const flush = () => {
  const delays: number[] = [];
  while (queue.length > 0) delays.push(tick());
  return delays;
};

const world = createWorld(1);
let server: Server;
let base = "";
beforeAll(async () => {
  const app = express();
  app.use(QA_API_BASE, createQaRouter(world, { timers }));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${QA_API_BASE}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  world.dispatch({ type: "world.reset" });
  queue.length = 0;
  world.dispatch({ type: "member.registered", id: 1, email: "m@example.com", username: "m", salt: "s", passwordHash: "h" });
});

const play = async (name: string, body: unknown = {}) => {
  const response = await fetch(`${base}/scenarios/${name}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { pin?: string; target?: string } };
};
const payment = (id: string): WorldEvent => ({
  type: "payment.session.created", id, member: 1, bundle: 101, credits: 600, bonus: 0, cost: 995, paymentMethod: "creditcard", device: "desktop",
  idempotencyKey: id, createdAt: 0,
});
const ivr = (session: string): WorldEvent => ({
  type: "ivr.session.created", session, fingerprint: "fp", member: null, callednumber: "+31", displaynumber: "0906", tariff: 0.8, ttl: 60,
  expiresAt: world.getState().clock + 60_000, flag: "nl",
});

describe("QA scenarios", () => {
  it("settle the newest pending payment after 3 s, or the one named", async () => {
    world.dispatch(payment("pay-1"));
    world.dispatch(payment("pay-2"));
    expect(await play("payment-success")).toMatchObject({ status: 200, body: { target: "pay-2" } });
    expect(await play("payment-anti-fraud", { payment: "pay-1" })).toMatchObject({ status: 200, body: { target: "pay-1" } });
    expect(world.getState().payments.map((p) => p.status)).toEqual(["pending", "pending"]);
    expect(flush()).toEqual([3000, 3000]);
    expect(world.getState().payments.map((p) => [p.status, p.reason])).toEqual([["failed", 299], ["success", null]]);
    expect(world.getState().members[0]?.credits).toBe(600);
    expect(await play("payment-success", { payment: "pay-1" })).toMatchObject({ status: 409 });
  });

  it("ring the IVR session's number, go in call after 2 s and end 65 s later: 65 credits for the member who confirmed the pin", async () => {
    world.dispatch(ivr("ivr-1"));
    const { body } = await play("dial-in-call");
    expect(body.target).toBe("ivr-1");
    expect(tick()).toBe(0);
    expect(world.getState().ivrSessions[0]?.call).toMatchObject({ state: "pending", pin: body.pin });
    world.dispatch({ type: "dial-in.call.linked", session: "ivr-1", member: 1, username: "m" });
    expect(tick()).toBe(2000);
    expect(world.getState().ivrSessions[0]?.call?.state).toBe("in_call");
    expect(tick()).toBe(65_000);
    expect(world.getState().ivrSessions[0]?.call).toMatchObject({ state: "ended", credited: 65 });
    expect(world.getState().members[0]?.credits).toBe(65);
    expect(await play("dial-in-call", { session: "ivr-1" })).toMatchObject({ status: 409 });
  });

  it("move a call QA already started, keeping its pin", async () => {
    world.dispatch(ivr("ivr-1"));
    const started = await fetch(`${base}/dial-in/ivr-1/call`, { method: "POST" }).then((r) => r.json() as Promise<{ pin: string }>);
    const { body } = await play("dial-in-call");
    expect(body.pin).toBe(started.pin);
    expect(flush()).toEqual([2000, 65_000]);
    expect(world.getState().ivrSessions[0]?.call).toMatchObject({ state: "ended", pin: started.pin, credited: 65, member: null });
  });

  it("stop when the world is reset", async () => {
    world.dispatch(payment("pay-1"));
    world.dispatch(ivr("ivr-1"));
    await play("payment-success");
    await play("dial-in-call");
    tick();
    world.dispatch({ type: "world.reset" });
    const before = world.events().length;
    flush();
    expect(world.events()).toHaveLength(before);
  });
});
