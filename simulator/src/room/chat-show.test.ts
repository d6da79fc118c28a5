import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupServer } from "msw/node";
import { CHAT_ACTION_LABELS, chatApi, readTokenPayload, type ChatTipAction } from "@camstage/core";
import { createWorld, replayWorld } from "../simulated-world";
import { createHandlers } from "../simulated-handlers";
import { nodeMemberCrypto } from "../members/member-crypto-node";
import { callEndpoint } from "../testing/call-endpoint";
import { createMemberSocket, memberRoom } from "../socket/member-socket";
import { clientChannel, createChatEngine, issueJoinToken, roomChannel, type ChatEngine } from "./chat-engine";
import { roomIn } from "./chat-room";
import { hasToy } from "./room-defaults";
import { goalReachedText } from "./tips";
import { decideVip, type VipDecision } from "./vip-show";
import { generationOf } from "./chat-tokens";

const crypto = nodeMemberCrypto("test-secret");
const world = createWorld(1);
let clock = world.getState().clock;
const server = setupServer(...createHandlers(world, { crypto, now: () => clock }));
let timers: { at: number; task: () => void; cancelled: boolean }[] = [];
let sent: { channel: string; event: string; payload: unknown }[] = [];
let credited: { room: string; credits: number }[] = [];
let engine: ChatEngine;
let disposeMembers = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  world.dispatch({ type: "world.reset" });
  world.dispatch({ type: "chat.settings.set", bots: false });
  clock = world.getState().clock;
  timers = [];
  sent = [];
  credited = [];
  engine = createChatEngine(
    world,
    { emitTo: (channel, event, payload) => sent.push({ channel, event, payload }), leave: () => {}, drop: () => {} },
    {
      crypto,
      now: () => clock,
      later: (task, ms) => {
        const timer = { at: clock + ms, task, cancelled: false };
        timers.push(timer);
        return () => void (timer.cancelled = true);
      },
    },
  );
  // The member socket tells the site each new balance (§4 updated-credits).
  disposeMembers = createMemberSocket(world, async () => undefined, {
    emitTo: (room, event, payload) => void (event === "updated-credits" && credited.push({ room, credits: (payload as { credits: number }).credits })),
    disconnectRoom: () => {},
  }).dispose;
});
afterEach(() => {
  engine.dispose();
  disposeMembers();
});

/** Moves the fake clock, running the timers that fall due, then one engine tick. */
const advance = (ms: number) => {
  clock += ms;
  for (const timer of timers.filter((t) => !t.cancelled && t.at <= clock)) {
    timer.cancelled = true;
    timer.task();
  }
  engine.tick();
};

const performers = () => world.getState().performers.map((p) => p.profile);
const freeWithoutToy = () => performers().find((p) => p.onlineState === "free" && !hasToy(p.cybertoy))!;
const freeWithToy = () => performers().find((p) => p.onlineState === "free" && hasToy(p.cybertoy))!;
const register = (credits: number) => {
  const id = world.getState().members.length + 1;
  world.dispatch({ type: "member.registered", id, email: `m${id}@example.com`, username: `member${id}`, salt: "s", passwordHash: "h" });
  if (credits > 0) world.dispatch({ type: "member.credited", id, amount: credits, reason: "qa" });
  return id;
};
const creditsOf = (id: number) => world.getState().members.find((m) => m.id === id)!.credits;

/** A client in the performer's room: its auth token and client id. */
const join = async (performer: { id: number; username: string }, member: number | null = null, token?: string) => {
  const joinToken = token ?? (await issueJoinToken(crypto, { performer: performer.username, performerId: performer.id, member, gen: generationOf(world.getState().members, member), epoch: world.epoch() }, clock));
  const joined = await engine.join({ joinToken, nickname: null }, { join: () => {} });
  if (!joined.ack.ok) throw new Error(joined.ack.label);
  return { auth: joined.ack.answer.auth, answer: joined.ack.answer, clientId: joined.clientId!, joinToken };
};
const act = (body: unknown) => callEndpoint(chatApi.action, { body });
const tip = (auth: string, performer: string, fields: Partial<ChatTipAction> & { amount: number; flag: string }, key = `k-${Math.random()}`) =>
  act({ action: "tip", auth, tip: { username: performer, message: "", ...fields }, idempotencyKey: key });
const requestVip = (auth: string, key = `v-${Math.random()}`) => act({ action: "requestVip", auth, idempotencyKey: key });
const decide = (performer: string, decision: VipDecision) => {
  const outcome = decideVip(world.getState(), performer, decision, clock);
  if (!outcome.ok) throw new Error(outcome.error);
  for (const event of outcome.events) world.dispatch(event);
};
const heard = (event: string) => sent.filter((s) => s.event === event);
const statusOf = (username: string) => world.findPerformer(username)!.profile.onlineState;

describe("tips (§3 Tip, §7 tip action)", () => {
  it("charges a member once per idempotency key, however often it is sent, and tells the room and the member's sockets", async () => {
    const performer = freeWithoutToy();
    const member = register(1000);
    const { auth } = await join(performer, member);
    const first = await tip(auth, performer.username, { amount: 150, flag: "kiss", message: " for you " }, "key-1");
    const again = await tip(auth, performer.username, { amount: 150, flag: "kiss", message: " for you " }, "key-1");
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(creditsOf(member)).toBe(850);
    expect(credited).toEqual([{ room: memberRoom(member), credits: 1000 }, { room: memberRoom(member), credits: 850 }]);
    expect(heard("tip")).toEqual([{
      channel: roomChannel(performer.username), event: "tip",
      payload: { id: expect.any(String), sender: `member${member}`, amount: 150, tipType: "kiss", message: "for you", isPublic: true, at: clock },
    }]);
    expect(roomIn(world.getState(), performer.username).tips).toHaveLength(1);
    expect((await tip(auth, performer.username, { amount: 150, flag: "kiss" }, "key-2")).status).toBe(200);
    expect(creditsOf(member)).toBe(700);
  });

  it("refuses guests, tips the room does not take and tips the balance does not cover, with the platform's labels", async () => {
    const performer = freeWithoutToy();
    const guest = await join(performer);
    expect(await tip(guest.auth, performer.username, { amount: 150, flag: "kiss" })).toMatchObject({ status: 403, label: CHAT_ACTION_LABELS.guest });
    const member = register(120);
    const { auth } = await join(performer, member);
    const refused = async (fields: Partial<ChatTipAction> & { amount: number; flag: string }) => (await tip(auth, performer.username, fields)).label;
    expect(await refused({ amount: 99, flag: "custom" })).toBe(CHAT_ACTION_LABELS.tipTooLow);
    expect(await refused({ amount: 100_001, flag: "custom" })).toBe(CHAT_ACTION_LABELS.tipTooHigh);
    expect(await refused({ amount: 151, flag: "kiss" })).toBe(CHAT_ACTION_LABELS.tipInvalid);
    expect(await refused({ amount: 300, flag: "toy" })).toBe(CHAT_ACTION_LABELS.tipInvalid);
    expect(await refused({ amount: 150, flag: "menu", item: "Nothing like it" })).toBe(CHAT_ACTION_LABELS.tipInvalid);
    expect(await refused({ amount: 150, flag: "kiss", username: "someone-else" })).toBe(CHAT_ACTION_LABELS.tipInvalid);
    expect(await refused({ amount: 150, flag: "kiss" })).toBe(CHAT_ACTION_LABELS.noCredits);
    expect(creditsOf(member)).toBe(120);
    expect(heard("tip")).toEqual([]);
    world.dispatch({ type: "chat.room.kicked", performer: performer.username, clientId: guest.clientId });
    expect((await tip(guest.auth, performer.username, { amount: 150, flag: "kiss" })).label).toBe(CHAT_ACTION_LABELS.guest);
  });

  it("sends a private tip to the tipper's client only, and a menu tip with its item", async () => {
    const performer = freeWithoutToy();
    const member = register(5000);
    const { auth, clientId, answer } = await join(performer, member);
    await tip(auth, performer.username, { amount: 500, flag: "custom", message: "just us", isPublic: false });
    const item = answer.menu![0]!;
    await tip(auth, performer.username, { amount: item.credits, flag: "menu", item: item.label });
    expect(heard("tip").map((s) => [s.channel, (s.payload as { isPublic: boolean; item?: string }).item ?? null])).toEqual([
      [clientChannel(clientId), null],
      [roomChannel(performer.username), item.label],
    ]);
    expect(creditsOf(member)).toBe(5000 - 500 - item.credits);
  });

  it("makes an active toy vibrate for a toy tip (ft-tip, §9 amount → seconds → intensity); the toy tips queue up", async () => {
    const performer = freeWithToy();
    const member = register(1000);
    const { auth, answer } = await join(performer, member);
    expect(answer.cybertoyActive).toBe(true);
    expect((await tip(auth, performer.username, { amount: 150, flag: "kiss" })).label).toBe(CHAT_ACTION_LABELS.tipInvalid);
    await tip(auth, performer.username, { amount: 300, flag: "toy" });
    await tip(auth, performer.username, { amount: 50, flag: "toy" });
    expect(heard("ft-tip").map((s) => [s.channel, s.payload])).toEqual([
      [roomChannel(performer.username), { sender: `member${member}`, amount: 300, intensity: "medium", duration: 6, at: clock }],
      [roomChannel(performer.username), { sender: `member${member}`, amount: 50, intensity: "low", duration: 1, at: clock }],
    ]);
    expect(roomIn(world.getState(), performer.username).toy).toEqual({ active: true, until: clock + 7000 });
    world.dispatch({ type: "chat.toy.set", performer: performer.username, active: false });
    expect(heard("cybertoy")).toEqual([{ channel: roomChannel(performer.username), event: "cybertoy", payload: { active: false } }]);
    expect((await tip(auth, performer.username, { amount: 300, flag: "toy" })).label).toBe(CHAT_ACTION_LABELS.tipInvalid);
  });

  it("counts every tip towards the goal (tip-goal) and has the performer say once that it is reached", async () => {
    const performer = freeWithoutToy();
    world.dispatch({ type: "chat.goal.set", performer: performer.username, goal: { title: "Oil show", target: 500 } });
    const member = register(2000);
    const { auth, answer } = await join(performer, member);
    expect(answer.goal).toEqual({ title: "Oil show", target: 500, progress: 0 });
    await tip(auth, performer.username, { amount: 350, flag: "drink", isPublic: false });
    await tip(auth, performer.username, { amount: 150, flag: "kiss" });
    await tip(auth, performer.username, { amount: 50, flag: "rose" });
    expect(heard("tip-goal").map((s) => (s.payload as { goal: { progress: number } }).goal.progress)).toEqual([0, 350, 500, 550]);
    const reached = heard("message").filter((s) => (s.payload as { message: string }).message === goalReachedText("Oil show"));
    expect(reached).toHaveLength(1);
    expect(reached[0]!.payload).toMatchObject({ messageType: "host", sender: performer.username });
  });
});

describe("VIP (§4 VIP, §9 50 credits a minute, at least 5 minutes)", () => {
  it("refuses a request below 480 credits, a second one in the room and one while the performer is away; records a key once", async () => {
    const performer = freeWithoutToy();
    const poor = register(479);
    const rich = register(600);
    const other = register(600);
    expect((await requestVip((await join(performer, poor)).auth)).label).toBe(CHAT_ACTION_LABELS.noCredits);
    const { auth } = await join(performer, rich);
    expect((await requestVip(auth, "vip-1")).status).toBe(200);
    expect((await requestVip(auth, "vip-1")).status).toBe(200);
    expect(world.events().filter((r) => r.event.type === "chat.vip.requested")).toHaveLength(1);
    expect((await requestVip(auth, "vip-2")).label).toBe(CHAT_ACTION_LABELS.vipRequested);
    const second = await join(performer, other);
    expect((await requestVip(second.auth)).label).toBe(CHAT_ACTION_LABELS.vipRequested);
    expect((await requestVip((await join(performer)).auth)).label).toBe(CHAT_ACTION_LABELS.guest);
    expect((await act({ action: "stopVip", auth: second.auth })).label).toBe(CHAT_ACTION_LABELS.vipNone);
    world.dispatch({ type: "performer.status.set", username: performer.username, status: "pause" });
    expect((await requestVip(second.auth)).label).toBe(CHAT_ACTION_LABELS.vipUnavailable);
  });

  it("accept: accept-vip to the member's client, the others' chats stop (paused), the performer is in VIP; her status returns after the show", async () => {
    const performer = freeWithoutToy();
    const member = register(1000);
    const { auth, clientId, joinToken } = await join(performer, member);
    const guest = await join(performer);
    await requestVip(auth);
    decide(performer.username, "accept");
    expect(heard("accept-vip")).toEqual([{
      channel: clientChannel(clientId), event: "accept-vip",
      payload: { message: expect.objectContaining({ messageType: "system", sender: performer.username }), startedAt: clock, price: 50 },
    }]);
    expect(heard("chat-stopped")).toEqual([{ channel: clientChannel(guest.clientId), event: "chat-stopped", payload: { reason: "paused" } }]);
    expect(statusOf(performer.username)).toBe("vip");
    expect(heard("chat-switch").at(-1)).toEqual({ channel: roomChannel(performer.username), event: "chat-switch", payload: { mode: "vip" } });
    // The show's member rejoins it after a drop with a VIP auth (§3); anyone else finds the room private.
    const again = await join(performer, member, joinToken);
    expect(readTokenPayload(again.auth)).toMatchObject({ meta: { type: "vip" } });
    await expect(join(performer)).rejects.toThrow("badRequest.chat.private");
    decide(performer.username, "stop");
    expect(heard("stop-vip")).toEqual([{ channel: clientChannel(clientId), event: "stop-vip", payload: {} }]);
    expect(statusOf(performer.username)).toBe("free");
    expect(roomIn(world.getState(), performer.username).vip).toBeNull();
  });

  it("decline and disconnect reach the right client; the member withdraws a request for nothing", async () => {
    const performer = freeWithoutToy();
    const member = register(1000);
    const { auth, clientId } = await join(performer, member);
    await requestVip(auth);
    decide(performer.username, "decline");
    expect(heard("decline-vip")).toEqual([{ channel: clientChannel(clientId), event: "decline-vip", payload: {} }]);
    await requestVip(auth);
    expect((await act({ action: "stopVip", auth })).status).toBe(200);
    expect(roomIn(world.getState(), performer.username).vip).toBeNull();
    expect(heard("stop-vip")).toEqual([]);
    await requestVip(auth);
    decide(performer.username, "accept");
    decide(performer.username, "disconnect");
    expect(heard("vip-disconnect")).toEqual([{ channel: roomChannel(performer.username), event: "vip-disconnect", payload: { clientId } }]);
    expect(roomIn(world.getState(), performer.username).viewers).toEqual([]);
    expect(statusOf(performer.username)).toBe("free");
    expect(creditsOf(member)).toBe(1000 - 250);
    expect(() => decide(performer.username, "stop")).toThrow("No VIP request or show");
  });

  it("meters the show at 50 a minute instead of the chat price, charges the rest of the 5-minute minimum when it ends early", async () => {
    const performer = performers().find((p) => p.onlineState === "online")!;
    const member = register(1000);
    const { auth } = await join(performer, member);
    advance(0);
    expect(creditsOf(member)).toBe(940);
    await requestVip(auth);
    decide(performer.username, "accept");
    advance(0);
    expect(creditsOf(member)).toBe(890);
    advance(59_000);
    expect(creditsOf(member)).toBe(890);
    advance(1000);
    advance(60_000);
    expect(creditsOf(member)).toBe(790);
    expect((await act({ action: "stopVip", auth })).status).toBe(200);
    expect(creditsOf(member)).toBe(1000 - 60 - 250);
    expect(heard("stop-vip")).toHaveLength(1);
    expect(statusOf(performer.username)).toBe("online");
  });

  it("ends the show when the balance cannot pay the next minute: what is left goes to the minimum, never below zero", async () => {
    const performer = freeWithoutToy();
    const member = register(500);
    const { auth, clientId } = await join(performer, member);
    await requestVip(auth);
    decide(performer.username, "accept");
    advance(0);
    world.dispatch({ type: "member.credited", id: member, amount: -420, reason: "qa" });
    expect(creditsOf(member)).toBe(30);
    advance(60_000);
    expect(creditsOf(member)).toBe(0);
    expect(sent.filter((s) => s.channel === clientChannel(clientId)).map((s) => [s.event, s.payload]).slice(-2)).toEqual([["stop-vip", {}], ["chat-stopped", { reason: "no_credits" }]]);
    expect(roomIn(world.getState(), performer.username).viewers).toEqual([]);
    expect(statusOf(performer.username)).toBe("free");
    expect(world.getState().members.every((m) => m.credits >= 0)).toBe(true);
  });

  it("ends a request or show whose member left; a recording replays tips and VIP", async () => {
    const performer = freeWithoutToy();
    const member = register(1000);
    const { auth, clientId } = await join(performer, member);
    await tip(auth, performer.username, { amount: 150, flag: "kiss" });
    await requestVip(auth);
    decide(performer.username, "accept");
    advance(0);
    world.dispatch({ type: "chat.room.left", performer: performer.username, clientId, reason: "page-close" });
    advance(1000);
    expect(roomIn(world.getState(), performer.username).vip).toBeNull();
    expect(creditsOf(member)).toBe(1000 - 150 - 250);
    expect(statusOf(performer.username)).toBe("free");
    expect(replayWorld(world.recording()).getState()).toEqual(world.getState());
  });
});
