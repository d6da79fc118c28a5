import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import express from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createWorld, replayWorld } from "../simulated-world";
import type { WorldEvent } from "../world/world.schema";
import type { Timers } from "../scenarios/scenario";
import { roomKey } from "../room/chat-room";
import { clientChannel, createChatEngine, roomChannel, type ChatEngine } from "../room/chat-engine";
import { roomIn } from "../room/chat-room";
import { hasToy } from "../room/room-defaults";
import { goalReachedText } from "../room/tips";
import { webMemberCrypto } from "../members/member-crypto-web";
import { createQaRouter, QA_API_BASE } from "./qa-api";

/** Fake timers on a fake clock: `advance` runs those that fall due, in time order. */
interface Timer { readonly at: number; readonly run: () => void; cancelled: boolean }
let clock = 0;
let queue: Timer[] = [];
const timers: Timers = {
  setTimeout: (run, ms) => {
    const timer = { at: clock + ms, run, cancelled: false };
    queue.push(timer);
    return timer;
  },
  clearTimeout: (handle) => {
    (handle as Timer).cancelled = true;
  },
};
const advance = (ms: number) => {
  const until = clock + ms;
  for (;;) {
    const due = queue.filter((t) => !t.cancelled && t.at <= until);
    if (due.length === 0) break;
    const next = due.reduce((a, b) => (b.at < a.at ? b : a));
    clock = next.at;
    next.cancelled = true;
    next.run();
  }
  clock = until;
};

const world = createWorld(1);
const free = world.getState().performers.filter((p) => p.profile.onlineState === "free").map((p) => p.profile.username);
const offline = world.getState().performers.find((p) => p.profile.onlineState === "offline")!.profile.username;
let server: Server;
let base = "";
let engine: ChatEngine;
let sent: { channel: string; event: string; payload: unknown }[] = [];
/** Where this test's events start in the world's record (the world is shared, reset before each test). */
let mark = 0;

beforeAll(async () => {
  const app = express();
  app.use(QA_API_BASE, createQaRouter(world, { timers, now: () => clock }));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${QA_API_BASE}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  world.dispatch({ type: "world.reset" });
  clock = world.getState().clock;
  queue = [];
  sent = [];
  mark = world.events().length;
  // The chat engine on the same world, as the Node host runs it (bots on, as by default): what it tells the sockets.
  engine = createChatEngine(
    world,
    { emitTo: (channel, event, payload) => sent.push({ channel, event, payload }), leave: () => {}, drop: () => {} },
    {
      crypto: webMemberCrypto(),
      now: () => clock,
      later: (task, ms) => {
        const handle = timers.setTimeout(task, ms);
        return () => timers.clearTimeout(handle);
      },
    },
  );
});
afterEach(() => engine.dispose());

const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method, ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & unknown[] };
};
const play = (name: string, body: unknown = {}) => call("POST", `/scenarios/${name}`, body);
type Said = Extract<WorldEvent, { type: "chat.room.said" }>;
const said = () => world.events().slice(mark).map((r) => r.event).filter((e): e is Said => e.type === "chat.room.said");

describe("QA chat scenarios", () => {
  it("are listed beside the others", async () => {
    const body = (await call("GET", "/scenarios")).body as unknown as { name: string; target: string }[];
    expect(body.map((s) => s.name)).toEqual([
      "payment-success", "payment-anti-fraud", "dial-in-call", "chat-busy-room", "chat-flood", "vip-accepted", "vip-declined", "tip-storm",
    ]);
    expect(body.slice(3).map((s) => s.target)).toEqual(["performer", "performer", "performer", "performer", "performer"]);
  });

  it("chat-busy-room fills the first free-chat room for a minute, deterministically; the engine relays every message", async () => {
    const { status, body } = await play("chat-busy-room");
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: "chat-busy-room", target: free[0], performer: free[0], seconds: 60 });
    expect(body.viewers).toHaveLength(7);
    const scheduled = body.scheduled as number;
    expect(scheduled).toBeGreaterThan(20);
    expect(said()).toEqual([]);

    advance(30_000);
    expect((await call("GET", "/chat")).body).toEqual([
      { performer: free[0], mode: "free", viewers: 7, messages: said().length },
    ]);
    const room = (await call("GET", `/chat/${free[0]}`)).body as unknown as { viewers: { nickname: string; member: null }[] };
    expect(room.viewers.map((v) => v.nickname)).toEqual(body.viewers);
    advance(30_000);
    expect(said()).toHaveLength(scheduled);
    expect(world.getState().rooms[roomKey(free[0]!)]!.viewers).toEqual([]);
    // The same path as real messages: each is a `message` to the room's sockets; the performer's bots do not answer fakes.
    const relayed = sent.filter((s) => s.event === "message");
    expect(relayed).toHaveLength(scheduled);
    expect(relayed.every((s) => s.channel === roomChannel(free[0]!))).toBe(true);
    // A recording replays the room.
    expect(replayWorld(world.recording()).getState().rooms).toEqual(world.getState().rooms);

    // The same seed and performer: the same viewers and messages again (new ids).
    const again = await play("chat-busy-room", { performer: free[0] });
    expect(again.body).toMatchObject({ viewers: body.viewers, scheduled });
    const first = said().map(({ sender, text, messageType }) => ({ sender, text, messageType }));
    advance(60_000);
    const second = said().slice(scheduled).map(({ sender, text, messageType }) => ({ sender, text, messageType }));
    expect(second).toEqual(first);
    expect(new Set(said().map((e) => e.id)).size).toBe(2 * scheduled);
  });

  it("chat-flood writes rate messages a second for the seconds asked into the room named", async () => {
    const { status, body } = await play("chat-flood", { performer: free[1]!.toUpperCase(), rate: 20, seconds: 3 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: "chat-flood", target: free[1], performer: free[1], rate: 20, seconds: 3, scheduled: 60 });
    advance(999);
    expect(said()).toHaveLength(20);
    advance(2001);
    const flood = said();
    expect(flood).toHaveLength(60);
    expect(flood.every((e) => e.performer === free[1] && e.messageType === "member")).toBe(true);
    expect(flood.map((e) => e.at - flood[0]!.at)).toEqual(Array.from({ length: 60 }, (_, n) => n * 50));
    expect(flood.map((e) => e.text.split(" ")[1])).toEqual(Array.from({ length: 60 }, (_, n) => `#${n + 1}/60`));
    expect(sent.filter((s) => s.event === "message")).toHaveLength(60);
    expect(queue.every((t) => t.cancelled)).toBe(true);
  });

  it("chat-flood defaults to 50 messages a second for 60 s in the first free-chat room", async () => {
    expect((await play("chat-flood")).body).toMatchObject({ performer: free[0], rate: 50, seconds: 60, scheduled: 3000 });
    advance(60_000);
    expect(said()).toHaveLength(3000);
    expect(world.getState().rooms[roomKey(free[0]!)]!.messages).toHaveLength(500);
  });

  it("refuse bad bodies (400), unknown performers (404) and closed rooms (409)", async () => {
    for (const body of [{ rate: 0 }, { rate: 201 }, { rate: 1.5 }, { rate: "50" }, { seconds: 0 }, { seconds: 601 }, { performer: "" }, { performer: 7 }, []]) {
      const answer = await play("chat-flood", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toContain('"rate"?: 1 to 200');
    }
    expect((await play("chat-busy-room", { performer: 7 })).status).toBe(400);
    expect((await play("chat-flood", { performer: "nobody-here" })).body).toEqual({ label: "notFound.performer", error: "Unknown performer: nobody-here" });
    expect((await play("chat-busy-room", { performer: "nobody-here" })).status).toBe(404);
    expect(await play("chat-flood", { performer: offline })).toEqual({ status: 409, body: { label: "conflict.chat.closed", error: `${offline} is offline: her room is closed` } });
    for (const username of free) world.dispatch({ type: "performer.status.set", username, status: "online" });
    expect((await play("chat-busy-room")).status).toBe(409);
    expect((await play("chat-flood", { rate: 1, seconds: 1 })).status).toBe(409);
    expect(queue).toEqual([]);
    expect(said()).toEqual([]);
  });

  it("stop when the world is reset", async () => {
    await play("chat-flood", { rate: 10, seconds: 60 });
    await play("chat-busy-room", { performer: free[1] });
    advance(5_000);
    expect(said().length).toBeGreaterThan(50);
    await call("POST", "/reset");
    const before = world.events().length;
    advance(120_000);
    expect(world.events()).toHaveLength(before);
    expect(world.getState().rooms).toEqual({});
  });

  it("stop writing while the performer is offline", async () => {
    await play("chat-flood", { performer: free[0], rate: 10, seconds: 3 });
    advance(1000);
    world.dispatch({ type: "performer.status.set", username: free[0]!, status: "offline" });
    advance(1000);
    world.dispatch({ type: "performer.status.set", username: free[0]!, status: "free" });
    advance(1000);
    expect(said().map((e) => Number(/#(\d+)/.exec(e.text)![1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });
});

describe("QA chat rooms", () => {
  it("lists the rooms with viewers or messages, and reads the chat settings", async () => {
    expect((await call("GET", "/chat")).body).toEqual([]);
    world.dispatch({ type: "chat.room.joined", performer: free[1]!, clientId: "c1", member: null, nickname: "Guest0001", at: clock });
    world.dispatch({ type: "chat.room.said", performer: free[0]!, id: "h-1", messageType: "host", sender: free[0]!, text: "hi", clientId: null, clientMessageId: null, at: clock });
    world.dispatch({ type: "chat.room.joined", performer: offline, clientId: "c2", member: null, nickname: "Guest0002", at: clock });
    world.dispatch({ type: "chat.room.left", performer: offline, clientId: "c2", reason: "page-close" });
    const rooms = (await call("GET", "/chat")).body;
    expect(rooms).toEqual(
      [{ performer: free[0], mode: "free", viewers: 0, messages: 1 }, { performer: free[1], mode: "free", viewers: 1, messages: 0 }]
        .sort((a, b) => a.performer!.localeCompare(b.performer!, "en", { sensitivity: "base" })),
    );
    expect((await call("GET", "/chat/settings")).body).toEqual({ guestSeconds: 180, bots: true, joinDelayMs: 0 });
    await call("POST", "/chat/settings", { bots: false });
    expect((await call("GET", "/chat/settings")).body).toEqual({ guestSeconds: 180, bots: false, joinDelayMs: 0 });
  });

  it("answers the newest recorded events only when asked", async () => {
    for (const username of free.slice(0, 3)) world.dispatch({ type: "performer.status.set", username, status: "vip" });
    const all = (await call("GET", "/events")).body as unknown as { events: { seq: number }[] };
    const last = (await call("GET", "/events?last=2")).body as unknown as { seed: number; events: { seq: number }[] };
    expect(last).toEqual({ seed: 1, events: all.events.slice(-2) });
    expect((await call("GET", "/events?last=0")).status).toBe(400);
    expect((await call("GET", "/events?last=x")).status).toBe(400);
  });
});

describe("QA tips, toy, goal, menu and VIP (issue 12)", () => {
  const profiles = () => world.getState().performers.map((p) => p.profile);
  const withToy = () => profiles().find((p) => p.onlineState === "free" && hasToy(p.cybertoy))!;
  const withoutToy = () => profiles().find((p) => p.onlineState === "free" && !hasToy(p.cybertoy))!;
  const heard = (event: string) => sent.filter((s) => s.event === event);
  /** A member with credits in the performer's room, as the chat engine would have let it in. */
  const viewer = (performer: string, credits: number) => {
    const id = world.getState().members.length + 1;
    world.dispatch({ type: "member.registered", id, email: `m${id}@example.com`, username: `member${id}`, salt: "s", passwordHash: "h" });
    world.dispatch({ type: "member.credited", id, amount: credits, reason: "qa" });
    world.dispatch({ type: "chat.room.joined", performer, clientId: `c${id}`, member: id, nickname: `member${id}`, at: clock });
    return { id, clientId: `c${id}` };
  };
  const request = (performer: string, who: { id: number; clientId: string }) =>
    world.dispatch({ type: "chat.vip.requested", performer, clientId: who.clientId, member: who.id, key: `k${world.events().length}`, at: clock });

  it("reads a room's tips, VIP, toy, menu and goal; switches the toy, sets the goal and the menu, and the room hears it", async () => {
    const { username, cybertoy } = withToy();
    const room = (await call("GET", `/chat/${username}`)).body;
    expect(room).toMatchObject({ tips: [], vip: null, toy: { active: true, level: cybertoy, until: null }, goal: { title: expect.any(String) } });
    expect((room.menu as unknown[]).length).toBeGreaterThanOrEqual(3);
    expect((await call("POST", `/chat/${username}/toy`, { active: false })).body).toEqual({ active: false, level: cybertoy, until: null });
    expect((await call("POST", `/chat/${username}/goal`, { title: "Dance marathon", credits: 1000 })).body).toEqual({ goal: { title: "Dance marathon", target: 1000, progress: 0 } });
    expect((await call("POST", `/chat/${username}/menu`, { items: [{ label: "Dance", credits: 150 }, { label: "Flash", credits: 500 }] })).body).toEqual({
      items: [{ id: "item-1", label: "Dance", credits: 150 }, { id: "item-2", label: "Flash", credits: 500 }],
    });
    expect(sent.map((s) => [s.channel, s.event])).toEqual([[roomChannel(username), "cybertoy"], [roomChannel(username), "tip-goal"], [roomChannel(username), "tip-menu"]]);
    const member = viewer(username, 1000);
    world.dispatch({
      type: "chat.tip.given", performer: username, id: "t1", clientId: member.clientId, member: member.id, sender: `member${member.id}`, amount: 500,
      kind: "menu", message: "yes!", isPublic: false, item: "Flash", key: "k", at: clock,
    });
    request(username, member);
    expect((await call("GET", `/chat/${username}`)).body).toMatchObject({
      tips: [{ member: member.id, sender: `member${member.id}`, amount: 500, kind: "menu", message: "yes!", public: false, item: "Flash" }],
      vip: { state: "requested", member: member.id },
      goal: { title: "Dance marathon", target: 1000, progress: 500 },
    });
    expect((await call("POST", `/chat/${username}/goal`, { title: null })).body).toEqual({ goal: null });
  });

  it("sets a room's VIP price (§9 50 or the 240 tab): a show accepted afterwards is charged at it, one already running keeps its own", async () => {
    const { username } = withoutToy();
    expect((await call("GET", `/chat/${username}`)).body).toMatchObject({ vipPrice: 50 });
    expect((await call("POST", `/chat/${username}/vip-price`, { credits: 240 })).body).toEqual({ vipPrice: 240 });
    expect((await call("POST", `/chat/${username}/vip-price`, { credits: 100 })).status).toBe(400);
    expect((await call("GET", `/chat/${username}`)).body).toMatchObject({ vipPrice: 240 });
    const member = viewer(username, 1000);
    request(username, member);
    await call("POST", `/chat/${username}/vip`, { decision: "accept" });
    expect(heard("accept-vip").map((s) => (s.payload as { price: number }).price)).toEqual([240]);
    expect(roomIn(world.getState(), username).vip?.price).toBe(240);
    await call("POST", `/chat/${username}/vip-price`, { credits: 50 });
    expect(roomIn(world.getState(), username).vip?.price).toBe(240);
  });

  it("answers 400 for bad bodies, 404 for unknown performers and 409 when there is nothing to decide or no toy", async () => {
    const { username } = withoutToy();
    for (const [path, body] of [
      ["vip", { decision: "maybe" }], ["toy", { active: "yes" }], ["goal", { title: "Oil", credits: 0 }], ["goal", { title: "", credits: 10 }],
      ["menu", { items: [{ label: "Dance", credits: 150 }, { label: "Dance", credits: 200 }] }], ["menu", { items: [{ label: "Dance", credits: -1 }] }],
    ] as const) {
      const answer = await call("POST", `/chat/${username}/${path}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(/^Expected/);
    }
    expect((await call("POST", "/chat/nobody-here/vip", { decision: "accept" })).status).toBe(404);
    expect(await call("POST", `/chat/${username}/vip`, { decision: "accept" })).toEqual({ status: 409, body: { label: "conflict.chat.vip", error: `No VIP request or show in ${username}'s room` } });
    expect((await call("POST", `/chat/${username}/toy`, { active: true })).status).toBe(409);
    const member = viewer(username, 1000);
    request(username, member);
    expect((await call("POST", `/chat/${username}/vip`, { decision: "accept" })).body).toEqual({ decision: "accept", vip: { state: "accepted", member: member.id } });
    expect((await call("POST", `/chat/${username}/vip`, { decision: "decline" })).status).toBe(409);
    expect((await call("POST", `/chat/${username}/vip`, { decision: "stop" })).body).toEqual({ decision: "stop", vip: null });
  });

  it("vip-accepted accepts the next request 2 s after it arrives; vip-declined declines the one waiting", async () => {
    const { username } = withoutToy();
    expect((await play("vip-accepted", { performer: username })).body).toMatchObject({ name: "vip-accepted", target: username, decision: "accept", delayMs: 2000 });
    advance(10_000);
    const member = viewer(username, 1000);
    request(username, member);
    advance(1999);
    expect(roomIn(world.getState(), username).vip?.state).toBe("requested");
    advance(1);
    expect(roomIn(world.getState(), username).vip?.state).toBe("accepted");
    expect(heard("accept-vip").map((s) => [s.channel, (s.payload as { price: number }).price])).toEqual([[clientChannel(member.clientId), 50]]);
    expect(world.findPerformer(username)!.profile.onlineState).toBe("vip");
    await call("POST", `/chat/${username}/vip`, { decision: "stop" });
    expect(world.findPerformer(username)!.profile.onlineState).toBe("free");
    // Played once: the next request waits for the performer.
    request(username, member);
    advance(5000);
    expect(roomIn(world.getState(), username).vip?.state).toBe("requested");
    await play("vip-declined", { performer: username });
    advance(2000);
    expect(roomIn(world.getState(), username).vip).toBeNull();
    expect(heard("decline-vip")).toEqual([{ channel: clientChannel(member.clientId), event: "decline-vip", payload: {} }]);
    expect(queue.every((t) => t.cancelled)).toBe(true);
  });

  it("tip-storm tips rate a second for the seconds asked, towards the goal, without charging anyone; toy tips while the toy is on", async () => {
    const { username } = withoutToy();
    await call("POST", `/chat/${username}/goal`, { title: "Oil show", credits: 1000 });
    const { body } = await play("tip-storm", { performer: username, rate: 5, seconds: 2 });
    expect(body).toMatchObject({ name: "tip-storm", target: username, performer: username, rate: 5, seconds: 2, scheduled: 10 });
    advance(2000);
    const tips = roomIn(world.getState(), username).tips;
    expect(tips).toHaveLength(10);
    expect(tips.every((t) => t.member === null && t.isPublic && t.kind !== "toy")).toBe(true);
    const total = tips.reduce((sum, t) => sum + t.amount, 0);
    expect(roomIn(world.getState(), username).goal!.progress).toBe(total);
    expect(heard("tip").every((s) => s.channel === roomChannel(username))).toBe(true);
    expect(heard("message").filter((s) => (s.payload as { message: string }).message === goalReachedText("Oil show"))).toHaveLength(total >= 1000 ? 1 : 0);

    const toy = withToy().username;
    await play("tip-storm", { performer: toy, rate: 1, seconds: 3 });
    advance(3000);
    expect(roomIn(world.getState(), toy).tips.map((t) => t.kind)).toEqual(["toy", "toy", "toy"]);
    expect(heard("ft-tip").filter((s) => s.channel === roomChannel(toy))).toHaveLength(3);
    for (const bad of [{ rate: 0 }, { rate: 11 }, { seconds: 301 }, { performer: 7 }]) expect((await play("tip-storm", bad)).status, JSON.stringify(bad)).toBe(400);
  });
});
