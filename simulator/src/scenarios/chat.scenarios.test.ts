import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { validateNickname } from "@camstage/core";
import { createWorld } from "../simulated-world";
import type { World } from "../world/world";
import type { WorldEvent } from "../world/world.schema";
import { roomKey } from "../room/chat-room";
import { BUSY_ROOM_MS, chatBusyRoom, chatFlood, FLOOD_BATCH_MS } from "./chat.scenarios";
import { runTimeline } from "./scenario";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Said = Extract<WorldEvent, { type: "chat.room.said" }>;
const START = 1_000_000;
const freePerformer = (world: World) => world.getState().performers.find((p) => p.profile.onlineState === "free")!.profile.username;
const chatEvents = (world: World) => world.events().map((r) => r.event).filter((e) => e.type.startsWith("chat."));
const saidIn = (world: World) => chatEvents(world).filter((e): e is Said => e.type === "chat.room.said");

describe("the busy room scenario", () => {
  it("is the same script for the same seed and performer, another for another performer", () => {
    const world = createWorld(1);
    const performer = freePerformer(world);
    const other = world.getState().performers.find((p) => p.profile.onlineState === "free" && p.profile.username !== performer)!.profile.username;
    const events = (name: string) => {
      const script = chatBusyRoom(1, { performer: name, start: START, run: "r1" });
      return script.beats.map((beat) => [beat.offsetMs, beat.events(world.getState())]);
    };
    const viewers = (seed: number, name: string) => chatBusyRoom(seed, { performer: name, start: START, run: "r1" }).viewers;
    expect(events(performer)).toEqual(events(performer));
    expect(viewers(1, other)).not.toEqual(viewers(1, performer));
    expect(viewers(2, performer)).not.toEqual(viewers(1, performer));
  });

  it("brings seven guests who talk for a minute with the performer answering now and then, then leave", () => {
    const world = createWorld(1);
    const performer = freePerformer(world);
    const script = chatBusyRoom(world.seed, { performer, start: START, run: "r1" });
    const done = vi.fn();
    runTimeline(world, script, { onDone: done });
    expect(chatEvents(world)).toEqual([]);

    vi.advanceTimersByTime(BUSY_ROOM_MS - 1);
    const room = world.getState().rooms[roomKey(performer)]!;
    expect(room.viewers.map((v) => v.nickname)).toEqual(script.viewers);
    expect(room.viewers.every((v) => v.member === null && validateNickname(v.nickname).ok)).toBe(true);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
    expect(world.getState().rooms[roomKey(performer)]!.viewers).toEqual([]);

    const joined = chatEvents(world).filter((e) => e.type === "chat.room.joined");
    const left = chatEvents(world).filter((e) => e.type === "chat.room.left");
    expect(joined).toHaveLength(7);
    expect(left).toHaveLength(7);
    const said = saidIn(world);
    expect(said).toHaveLength(script.messages);
    expect(said.every((e) => e.performer === performer && e.at >= START && e.at < START + BUSY_ROOM_MS)).toBe(true);
    expect(new Set(said.map((e) => e.id)).size).toBe(said.length);
    const fromViewers = said.filter((e) => e.messageType === "member");
    const fromPerformer = said.filter((e) => e.messageType === "host");
    expect(fromViewers.length).toBeGreaterThan(20);
    expect(fromPerformer.length).toBeGreaterThan(2);
    expect(fromPerformer.every((e) => e.sender === performer && e.clientId === null)).toBe(true);
    expect(fromViewers.every((e) => script.viewers.includes(e.sender) && e.clientId !== null)).toBe(true);
    // Viewers write 0.8 to 2.5 s apart, in time order.
    const gaps = fromViewers.slice(1).map((e, i) => e.at - fromViewers[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(800);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(2500);
  });

  it("keeps a kicked viewer quiet, and writes nothing while the performer is offline", () => {
    const world = createWorld(1);
    const performer = freePerformer(world);
    const script = chatBusyRoom(world.seed, { performer, start: START, run: "r1" });
    runTimeline(world, script);
    vi.advanceTimersByTime(15_000);
    const kicked = world.getState().rooms[roomKey(performer)]!.viewers[0]!;
    world.dispatch({ type: "chat.room.kicked", performer, clientId: kicked.clientId });
    const before = saidIn(world).length;
    vi.advanceTimersByTime(20_000);
    expect(saidIn(world).length).toBeGreaterThan(before);
    expect(saidIn(world).slice(before).some((e) => e.clientId === kicked.clientId)).toBe(false);

    world.dispatch({ type: "performer.status.set", username: performer, status: "offline" });
    const quiet = world.events().length;
    vi.advanceTimersByTime(BUSY_ROOM_MS);
    expect(world.events()).toHaveLength(quiet);
  });
});

describe("the flood scenario", () => {
  it("writes rate messages a second for the seconds asked, each at its own time, in batches every 100 ms", () => {
    const world = createWorld(1);
    const performer = freePerformer(world);
    const script = chatFlood({ performer, start: START, run: "f1" }, 50, 2);
    expect(script.messages).toBe(100);
    expect(script.beats.map((b) => b.offsetMs)).toEqual(Array.from({ length: 20 }, (_, i) => i * FLOOD_BATCH_MS));
    const done = vi.fn();
    runTimeline(world, script, { onDone: done });

    vi.advanceTimersByTime(FLOOD_BATCH_MS - 1);
    expect(saidIn(world)).toHaveLength(5);
    vi.advanceTimersByTime(1);
    expect(saidIn(world)).toHaveLength(10);
    vi.advanceTimersByTime(2000);
    expect(done).toHaveBeenCalledOnce();
    const said = saidIn(world);
    expect(said).toHaveLength(100);
    expect(said.map((e) => e.at - START)).toEqual(Array.from({ length: 100 }, (_, n) => n * 20));
    expect(said.map((e) => e.id)).toEqual(Array.from({ length: 100 }, (_, n) => `f1-${n + 1}`));
    expect(said[0]).toMatchObject({ performer, messageType: "member", clientId: null, clientMessageId: null, text: "flood #1/100 hello" });
    expect(new Set(said.map((e) => e.sender)).size).toBe(4);
    expect(world.getState().rooms[roomKey(performer)]!.messages).toHaveLength(100);
  });

  it("spaces slow floods a message a beat", () => {
    const script = chatFlood({ performer: "x", start: START, run: "f1" }, 3, 2);
    expect(script.beats.map((b) => b.offsetMs)).toEqual([0, 333, 666, 1000, 1333, 1666]);
  });

  it("stops when cancelled", () => {
    const world = createWorld(1);
    const performer = freePerformer(world);
    const cancel = runTimeline(world, chatFlood({ performer, start: START, run: "f1" }, 10, 10));
    vi.advanceTimersByTime(1050);
    cancel();
    vi.advanceTimersByTime(20_000);
    expect(saidIn(world)).toHaveLength(11);
  });
});
