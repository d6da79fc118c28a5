import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createOutage, type OutageState } from "./outage";

const T0 = Date.UTC(2025, 0, 1, 12);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a platform outage (issue 14)", () => {
  it("lasts its seconds, then ends by itself and says so", () => {
    const outage = createOutage();
    const heard: OutageState[] = [];
    outage.onChange((state) => heard.push(state));
    expect([outage.active(), outage.until()]).toEqual([false, null]);

    expect(outage.start(10)).toBe(T0 + 10_000);
    expect([outage.active(), outage.until()]).toEqual([true, T0 + 10_000]);
    vi.advanceTimersByTime(9_999);
    expect(outage.active()).toBe(true);
    vi.advanceTimersByTime(1);
    expect([outage.active(), outage.until()]).toEqual([false, null]);
    expect(heard).toEqual([{ active: true, until: T0 + 10_000 }, { active: false, until: null }]);
  });

  it("a new start replaces the old end, sooner or later", () => {
    const outage = createOutage();
    outage.start(10);
    vi.advanceTimersByTime(4_000);
    expect(outage.start(2)).toBe(T0 + 6_000);
    vi.advanceTimersByTime(2_000);
    expect(outage.active()).toBe(false);

    outage.start(2);
    outage.start(30);
    vi.advanceTimersByTime(29_000);
    expect(outage.until()).toBe(T0 + 36_000);
    vi.advanceTimersByTime(1_000);
    expect(outage.active()).toBe(false);
  });

  it("ends when told, once, and its timer no longer fires", () => {
    const outage = createOutage();
    const heard: OutageState[] = [];
    outage.onChange((state) => heard.push(state));
    outage.start(5);
    outage.end();
    outage.end();
    expect(outage.active()).toBe(false);
    expect(heard).toEqual([{ active: true, until: T0 + 5_000 }, { active: false, until: null }]);
    expect(vi.getTimerCount()).toBe(0);
    outage.start(5);
    vi.advanceTimersByTime(3_000);
    outage.start(1);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("stops telling a listener that unsubscribed", () => {
    const outage = createOutage();
    const kept: boolean[] = [];
    const dropped: boolean[] = [];
    outage.onChange((state) => kept.push(state.active));
    const unsubscribe = outage.onChange((state) => dropped.push(state.active));
    outage.start(1);
    unsubscribe();
    vi.advanceTimersByTime(1_000);
    expect(kept).toEqual([true, false]);
    expect(dropped).toEqual([true]);
  });

  it("runs on the clock and timers it is given", () => {
    const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
    const outage = createOutage({
      now: () => 5_000,
      setTimeout: (run, ms) => timers.push({ run, ms, cleared: false }) - 1,
      clearTimeout: (handle) => {
        if (typeof handle === "number") timers[handle]!.cleared = true;
      },
    });
    expect(outage.start(3)).toBe(8_000);
    expect(outage.start(1)).toBe(6_000);
    expect(timers.map(({ ms, cleared }) => [ms, cleared])).toEqual([[3_000, true], [1_000, false]]);
    timers[1]!.run();
    expect(outage.active()).toBe(false);
  });

  it("refuses a length that is not more than 0 seconds", () => {
    const outage = createOutage();
    for (const seconds of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => outage.start(seconds)).toThrow(RangeError);
    expect(outage.active()).toBe(false);
  });
});
