import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGE_PRICE_CREDITS } from "@camstage/core";
import { createWorld } from "../simulated-world";
import type { World } from "../world/world";
import { performerMessage } from "./inbox-send";
import { REPLY_DELAY_MS, REPLY_LINES, startInboxReplies } from "./inbox-replies";

const PERFORMER = 2001;

let world: World;
let stop: () => void;
let sent = 0;

const setUp = (seed = 1) => {
  world = createWorld(seed);
  world.dispatch({ type: "member.registered", id: 1, email: "m1@example.com", username: "member1", salt: "s", passwordHash: "h" });
  world.dispatch({ type: "member.credited", id: 1, amount: 1000, reason: "qa" });
  stop = startInboxReplies(world, { now: () => world.getState().clock });
};
/** The member writes to the performer (as POST /inbox/{id} would). */
const memberWrites = (text = "Hi") => {
  sent += 1;
  const { conversation, id } = performerMessage(world.getState(), 1, PERFORMER, text, world.getState().clock);
  world.dispatch({ type: "inbox.message.sent", conversation, member: 1, performer: PERFORMER, id, sender: "member", text, image: null, key: `k${sent}`, price: MESSAGE_PRICE_CREDITS, at: world.getState().clock });
};
const messages = () => world.getState().inbox.conversations[0]?.messages ?? [];
const replies = () => messages().filter((m) => m.sender === "performer");
/** Runs the next timer; answers how long it waited (ms). */
const nextTimer = () => {
  const before = Date.now();
  vi.advanceTimersToNextTimer();
  return Date.now() - before;
};

beforeEach(() => {
  vi.useFakeTimers();
  sent = 0;
  setUp();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe("the reply bot (issue 13)", () => {
  it("answers a member's message after 2–4 s: reads her messages first, then writes a line", () => {
    memberWrites();
    vi.advanceTimersByTime(REPLY_DELAY_MS.min - 1);
    expect(replies()).toEqual([]);
    vi.advanceTimersByTime(REPLY_DELAY_MS.max - REPLY_DELAY_MS.min + 1);
    expect(replies()).toHaveLength(1);
    expect(REPLY_LINES).toContain(replies()[0]!.text);
    expect(world.events().slice(-2).map((r) => r.event.type)).toEqual(["inbox.read", "inbox.message.sent"]);
    expect(messages()[0]).toMatchObject({ sender: "member", read: true, delivered: true });
  });

  it("answers alike for the same seed, conversation and message", () => {
    const run = () => {
      memberWrites();
      const delay = nextTimer();
      return { delay, line: replies()[0]!.text };
    };
    const first = run();
    stop();
    setUp();
    expect(run()).toEqual(first);
    expect(first.delay).toBeGreaterThanOrEqual(REPLY_DELAY_MS.min);
    expect(first.delay).toBeLessThanOrEqual(REPLY_DELAY_MS.max);
  });

  it("answers several messages sent before she answers once, and each later message again", () => {
    memberWrites("One");
    memberWrites("Two");
    vi.advanceTimersByTime(REPLY_DELAY_MS.max);
    expect(replies()).toHaveLength(1);
    memberWrites("Three");
    vi.advanceTimersByTime(REPLY_DELAY_MS.max);
    expect(replies()).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stays quiet while switched off, when someone answered meanwhile, after a reset and once stopped", () => {
    world.dispatch({ type: "inbox.replies.set", active: false });
    memberWrites();
    expect(vi.getTimerCount()).toBe(0);

    world.dispatch({ type: "inbox.replies.set", active: true });
    memberWrites();
    world.dispatch({ type: "inbox.replies.set", active: false });
    vi.advanceTimersByTime(REPLY_DELAY_MS.max);
    expect(replies()).toHaveLength(0);

    world.dispatch({ type: "inbox.replies.set", active: true });
    memberWrites();
    // QA answers first.
    world.dispatch(performerMessage(world.getState(), 1, PERFORMER, "From QA", world.getState().clock));
    vi.advanceTimersByTime(REPLY_DELAY_MS.max);
    expect(replies().map((m) => m.text)).toEqual(["From QA"]);

    memberWrites();
    world.dispatch({ type: "world.reset" });
    expect(vi.getTimerCount()).toBe(0);

    stop();
    setUp();
    stop();
    memberWrites();
    vi.advanceTimersByTime(REPLY_DELAY_MS.max);
    expect(replies()).toEqual([]);
  });
});
