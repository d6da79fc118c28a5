import { beforeEach, describe, expect, it } from "vitest";
import { CHAT_CREDITS_PER_MINUTE, type ChatJoinAck } from "@camstage/core";
import { createWorld } from "../simulated-world";
import { webMemberCrypto } from "../members/member-crypto-web";
import { clientChannel, createChatEngine, DISCONNECT_GRACE_MS, issueJoinToken, roomChannel, type ChatEngine } from "./chat-engine";
import { roomKey } from "./chat-room";
import { generationOf } from "./chat-tokens";

const crypto = webMemberCrypto();
let world = createWorld(1);
let clock = 0;
let timers: { at: number; task: () => void; cancelled: boolean }[] = [];
let sent: { channel: string; event: string; payload: unknown }[] = [];
let engine: ChatEngine;

/** Moves the fake clock, running the timers that fall due. */
const advance = (ms: number) => {
  clock += ms;
  for (const timer of timers.filter((t) => !t.cancelled && t.at <= clock)) {
    timer.cancelled = true;
    timer.task();
  }
};

beforeEach(() => {
  world = createWorld(1);
  clock = world.getState().clock;
  timers = [];
  sent = [];
  engine = createChatEngine(
    world,
    { emitTo: (channel, event, payload) => sent.push({ channel, event, payload }), leave: () => {}, drop: (channel) => sent.push({ channel, event: "drop", payload: null }) },
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
});

const performerIn = (status: string) => world.getState().performers.find((p) => p.profile.onlineState === status)!.profile;
const register = (credits: number) => {
  const id = world.getState().members.length + 1;
  world.dispatch({ type: "member.registered", id, email: `m${id}@example.com`, username: `member${id}`, salt: "s", passwordHash: "h" });
  if (credits > 0) world.dispatch({ type: "member.credited", id, amount: credits, reason: "qa" });
  return id;
};
const join = async (performer: { id: number; username: string }, member: number | null = null, token?: string) => {
  const joinToken = token ?? (await issueJoinToken(crypto, { performer: performer.username, performerId: performer.id, member, gen: generationOf(world.getState().members, member), epoch: world.epoch() }, clock));
  const channels: string[] = [];
  const joined = await engine.join({ joinToken, nickname: null }, { join: (channel) => channels.push(channel) });
  return { ...joined, channels, joinToken };
};
const answerOf = (ack: ChatJoinAck) => {
  if (!ack.ok) throw new Error(ack.label);
  return ack.answer;
};
const viewers = (performer: string) => world.getState().rooms[roomKey(performer)]?.viewers ?? [];
const stops = () => sent.filter((s) => s.event === "chat-stopped");

describe("the chat engine", () => {
  it("lets a guest chat for the configured free time, then stops it with guest_expired (§6)", async () => {
    world.dispatch({ type: "chat.settings.set", guestSeconds: 30, bots: false });
    const performer = performerIn("free");
    const guest = await join(performer);
    answerOf(guest.ack);
    expect(guest.channels).toEqual([roomChannel(performer.username), clientChannel(guest.clientId!)]);
    advance(29_000);
    engine.tick();
    expect(viewers(performer.username)).toHaveLength(1);
    advance(1000);
    engine.tick();
    expect(viewers(performer.username)).toHaveLength(0);
    expect(stops()).toEqual([{ channel: clientChannel(guest.clientId!), event: "chat-stopped", payload: { reason: "guest_expired" } }]);
  });

  it("charges a member 60 credits a minute in paid chat, never below zero, then stops with no_credits (§9)", async () => {
    world.dispatch({ type: "chat.settings.set", bots: false });
    const performer = performerIn("online");
    const member = register(150);
    const joined = await join(performer, member);
    answerOf(joined.ack);
    advance(0);
    const credits = () => world.getState().members.find((m) => m.id === member)!.credits;
    expect(credits()).toBe(150 - CHAT_CREDITS_PER_MINUTE);
    advance(59_000);
    engine.tick();
    expect(credits()).toBe(90);
    advance(1000);
    engine.tick();
    expect(credits()).toBe(30);
    advance(60_000);
    engine.tick();
    expect(credits()).toBe(30);
    expect(viewers(performer.username)).toHaveLength(0);
    expect(stops().map((s) => s.payload)).toEqual([{ reason: "no_credits" }]);
  });

  it("a rejoin after a drop is the same viewer: no new free time, no second charge", async () => {
    world.dispatch({ type: "chat.settings.set", bots: false });
    const performer = performerIn("online");
    const member = register(600);
    const first = await join(performer, member);
    advance(0);
    advance(30_000);
    engine.socketClosed(first.clientId!);
    const again = await join(performer, member, first.joinToken);
    expect(again.clientId).toBe(first.clientId);
    advance(0);
    expect(world.getState().members.find((m) => m.id === member)!.credits).toBe(540);
    advance(DISCONNECT_GRACE_MS);
    expect(viewers(performer.username)).toHaveLength(1);
  });

  it("a member's second tab stops the first with duplicate_session; a client gone past the grace time leaves", async () => {
    world.dispatch({ type: "chat.settings.set", bots: false });
    const performer = performerIn("free");
    const member = register(0);
    const first = await join(performer, member);
    const second = await join(performer, member);
    expect(stops()).toEqual([{ channel: clientChannel(first.clientId!), event: "chat-stopped", payload: { reason: "duplicate_session" } }]);
    expect(viewers(performer.username).map((v) => v.clientId)).toEqual([second.clientId]);
    engine.socketClosed(second.clientId!);
    advance(DISCONNECT_GRACE_MS);
    expect(viewers(performer.username)).toHaveLength(0);
    expect(sent.at(-1)).toEqual({ channel: roomChannel(performer.username), event: "member-disconnected", payload: { clientId: second.clientId, reason: "ping-auth-expired" } });
  });

  it("relays the performer's status: chat-switch, paused and room-closed; refuses closed and private rooms", async () => {
    const performer = performerIn("free");
    await join(performer);
    const status = (value: "online" | "free" | "pause" | "offline" | "vip") => world.dispatch({ type: "performer.status.set", username: performer.username, status: value });
    status("online");
    status("pause");
    status("free");
    status("offline");
    expect(sent.filter((s) => s.channel === roomChannel(performer.username) && s.event !== "message").map((s) => [s.event, s.payload])).toEqual([
      ["chat-switch", { mode: "chat" }], ["chat-stopped", { reason: "paused" }], ["chat-switch", { mode: "free" }], ["room-closed", {}],
    ]);
    expect((await join(performer)).ack).toEqual({ ok: false, label: "badRequest.chat.offline" });
    status("vip");
    expect((await join(performer)).ack).toEqual({ ok: false, label: "badRequest.chat.private" });
  });

  it("answers a join with the room's mode as it is when the answer goes out (issue 27)", async () => {
    const performer = performerIn("free");
    expect(answerOf((await join(performer)).ack).mode).toBe("free");
    world.dispatch({ type: "performer.status.set", username: performer.username, status: "online" });
    expect(answerOf((await join(performer)).ack).mode).toBe("chat");
  });

  it("a room that closes while a join waits for its answer refuses it, and the client heard the close (issue 27)", async () => {
    const performer = performerIn("free");
    world.dispatch({ type: "chat.settings.set", joinDelayMs: 1000 });
    const channels: string[] = [];
    const joinToken = await issueJoinToken(crypto, { performer: performer.username, performerId: performer.id, member: null, gen: 0, epoch: world.epoch() }, clock);
    const pending = engine.join({ joinToken, nickname: null }, { join: (channel) => channels.push(channel) });
    // Its token checked (asynchronous crypto), the client is in the room while its answer waits.
    for (let turn = 0; turn < 100 && timers.length === 0; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(channels).toContain(roomChannel(performer.username));
    world.dispatch({ type: "chat.room.signalled", performer: performer.username, signal: "room-closed" });
    expect(sent.filter((s) => s.channel === roomChannel(performer.username)).map((s) => s.event)).toContain("room-closed");
    advance(1000);
    expect((await pending).ack).toEqual({ ok: false, label: "badRequest.chat.offline" });
    expect(viewers(performer.username)).toEqual([]);
    // Closed is closed: her status says offline, and the next join is refused at once.
    expect(world.findPerformer(performer.username)?.profile.onlineState).toBe("offline");
    world.dispatch({ type: "chat.settings.set", joinDelayMs: 0 });
    expect((await join(performer)).ack).toEqual({ ok: false, label: "badRequest.chat.offline" });
  });

  it("with bots on, the performer greets a newcomer by nickname; a kicked client cannot rejoin", async () => {
    const performer = performerIn("free");
    const guest = await join(performer);
    advance(1200);
    const greeting = sent.find((s) => s.event === "message")?.payload as { message: string; messageType: string };
    const nickname = viewers(performer.username)[0]!.nickname;
    expect(greeting.messageType).toBe("host");
    expect(greeting.message).toContain(nickname);
    world.dispatch({ type: "chat.room.kicked", performer: performer.username, clientId: guest.clientId! });
    expect((await join(performer, null, guest.joinToken)).ack).toEqual({ ok: false, label: "forbidden.chat.kicked" });
  });

  it("the performer's player-error and stop-camback reach the room's clients and keep them in the room", async () => {
    const performer = performerIn("free");
    const { clientId } = await join(performer);
    sent = [];
    world.dispatch({ type: "chat.room.signalled", performer: performer.username, signal: "stop-camback" });
    world.dispatch({ type: "chat.room.signalled", performer: performer.username, signal: "player-error" });
    expect(sent.map((s) => [s.channel, s.event])).toEqual([
      [roomChannel(performer.username), "stop-camback"],
      [roomChannel(performer.username), "player-error"],
    ]);
    expect(world.getState().rooms[roomKey(performer.username)]!.viewers.map((v) => v.clientId)).toEqual([clientId]);
  });
});

