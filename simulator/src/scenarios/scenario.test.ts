import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Schema } from "effect";
import { createWorld } from "../simulated-world";
import { performerEvening, runScenario, Scenario } from "./scenario";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("scenarios", () => {
  it("apply their events after their delays, in order", () => {
    const world = createWorld(1);
    const username = world.getState().performers.find((p) => p.profile.onlineState === "offline")!.profile.username;
    const done = vi.fn();
    runScenario(world, performerEvening(username, 1000), { onDone: done });
    const status = () => world.findPerformer(username)!.profile.onlineState;
    expect(status()).toBe("offline");
    vi.advanceTimersByTime(999);
    expect(status()).toBe("offline");
    vi.advanceTimersByTime(1);
    expect(status()).toBe("online");
    vi.advanceTimersByTime(2000);
    expect(status()).toBe("vip");
    vi.advanceTimersByTime(3000);
    expect(status()).toBe("offline");
    expect(done).toHaveBeenCalledOnce();
    expect(world.events()).toHaveLength(6);
  });

  it("stop when cancelled and decode from JSON", () => {
    const world = createWorld(1);
    const username = world.getState().performers[0]!.profile.username;
    const scenario = Schema.decodeUnknownSync(Scenario)(JSON.parse(JSON.stringify(performerEvening(username, 100))));
    const cancel = runScenario(world, scenario);
    vi.advanceTimersByTime(250);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(world.events()).toHaveLength(2);
  });
});
