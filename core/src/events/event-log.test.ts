import { Result } from "effect";
import { SimulatedClock } from "xstate";
import { describe, expect, it } from "vitest";
import { createEventLog, importLog } from "./event-log";
import { CLOCK_FLOW, createSession, replay, sequentialIds } from "./flow-system";
import { sampleRegistry } from "./sample-flows.fixture";

describe("event log (DESIGN §3)", () => {
  it("assigns seq and at on append and exports JSON", () => {
    let t = 100;
    const log = createEventLog({ now: () => t });
    const seen: number[] = [];
    log.subscribe((entry) => seen.push(entry.seq));
    expect(log.append({ flow: "filters", event: { type: "filters.open" } })).toEqual({ seq: 1, at: 100, flow: "filters", event: { type: "filters.open" } });
    t = 250;
    log.append({ flow: "filters", event: { type: "filters.set", key: "gender", values: ["female"] } });
    expect(seen).toEqual([1, 2]);
    expect(JSON.parse(log.export())).toEqual({
      version: 1,
      startedAt: 100,
      entries: [
        { seq: 1, at: 100, flow: "filters", event: { type: "filters.open" } },
        { seq: 2, at: 250, flow: "filters", event: { type: "filters.set", key: "gender", values: ["female"] } },
      ],
    });
  });

  it("imports what it exported", () => {
    const log = createEventLog({ now: () => 5 });
    log.append({ flow: "a", event: { type: "a.b", n: 1 } });
    const imported = importLog(log.export());
    expect(Result.isSuccess(imported) && imported.success).toEqual(log.data());
  });

  it("refuses bad input with a typed error", () => {
    const reason = (json: string) => {
      const result = importLog(json);
      return Result.isFailure(result) ? [result.failure._tag, result.failure.reason] : null;
    };
    expect(reason("{not json")).toEqual(["EventLogImportError", "json"]);
    expect(reason(JSON.stringify({ version: 2, startedAt: 0, entries: [] }))).toEqual(["EventLogImportError", "schema"]);
    expect(reason(JSON.stringify({ version: 1, startedAt: 0, entries: [{ seq: 1, at: 0, flow: "a", event: { kind: "x" } }] }))).toEqual(["EventLogImportError", "schema"]);
    expect(reason(JSON.stringify({ version: 1, startedAt: 0, entries: [{ seq: 1.5, at: 0, flow: "a", event: { type: "x" } }] }))).toEqual(["EventLogImportError", "schema"]);
    const entry = (seq: number, at: number) => ({ seq, at, flow: "a", event: { type: "x" } });
    expect(reason(JSON.stringify({ version: 1, startedAt: 0, entries: [entry(2, 0), entry(2, 1)] }))).toEqual(["EventLogImportError", "order"]);
    expect(reason(JSON.stringify({ version: 1, startedAt: 0, entries: [entry(1, 5), entry(2, 4)] }))).toEqual(["EventLogImportError", "order"]);
    expect(reason(JSON.stringify({ version: 1, startedAt: 10, entries: [entry(1, 5)] }))).toEqual(["EventLogImportError", "order"]);
  });
});

describe("session and replay", () => {
  it("logs events and timer firings, and replay reaches the same snapshots", async () => {
    const clock = new SimulatedClock();
    clock.set(1_000);
    const { log, system } = createSession(sampleRegistry, { clock, ids: sequentialIds() });
    system.send("left", { type: "counter.inc", by: 2 });
    system.send("left", { type: "counter.arm" });
    clock.increment(300);
    system.send("poller", { type: "poller.start" });
    // SimulatedClock fires due timers at the value it jumps to, so step one interval at a time.
    clock.increment(1_000);
    clock.increment(1_000);
    clock.increment(500);
    expect(system.snapshot("left")).toMatchObject({ value: "fired", context: { count: 2, ids: ["id-1"], stamps: [1_300] } });
    expect(system.snapshot("poller")).toMatchObject({ value: "polling", context: { polls: [2_300, 3_300] } });
    expect(log.entries().filter((entry) => entry.flow === CLOCK_FLOW).map((entry) => entry.at)).toEqual([1_300, 2_300, 3_300]);

    const replayed = await replay(log.data(), sampleRegistry, { clock: new SimulatedClock(), ids: sequentialIds() });
    expect(Result.isSuccess(replayed)).toBe(true);
    if (Result.isSuccess(replayed)) {
      expect(replayed.success.snapshots.left).toEqual(system.persisted("left"));
      expect(replayed.success.snapshots.poller).toEqual(system.persisted("poller"));
      expect(replayed.success.steps.map((step) => step.seq)).toEqual([1, 2, 4]);
    }
  });

  it("refuses a log for a flow it does not know", async () => {
    const result = await replay({ version: 1, startedAt: 0, entries: [{ seq: 1, at: 0, flow: "ghost", event: { type: "x" } }] }, sampleRegistry, { ids: sequentialIds() });
    expect(Result.isFailure(result) && result.failure.reason).toBe("unknownFlow");
  });

  it("refuses a clock that is already past the start", async () => {
    const clock = new SimulatedClock();
    clock.set(50);
    const result = await replay({ version: 1, startedAt: 10, entries: [] }, sampleRegistry, { clock, ids: sequentialIds() });
    expect(Result.isFailure(result) && result.failure.reason).toBe("clock");
  });
});
