import { Result } from "effect";
import { SimulatedClock } from "xstate";
import { describe, expect, it } from "vitest";
import { createEventLog, importLog, type LogSpill } from "./event-log";
import type { EventLogEntry } from "./event-log.schema";
import { CLOCK_FLOW, createSession, replay, sequentialIds } from "./flow-system";
import { sampleRegistry } from "./sample-flows.fixture";

describe("event log (ARCHITECTURE §3)", () => {
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

/** A spill in a map, as IndexedDB keeps it in the site; `failing` refuses every write. */
const mapSpill = (failing = false) => {
  const stored = new Map<number, readonly EventLogEntry[]>();
  const spill: LogSpill = {
    write: async (index, batch) => {
      if (failing) throw new Error("quota");
      stored.set(index, JSON.parse(JSON.stringify(batch)) as EventLogEntry[]);
    },
    read: async (indexes) => indexes.map((index) => stored.get(index)),
  };
  return { spill, stored };
};
/** The spill's writes, each in a task of its own (after the append that filled its batch), have all landed. */
const settleWrites = async () => {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe("a long session's log goes to a spill (issue 11: the page's memory stays flat)", () => {
  it("writes a full batch in a later task, not in the one whose append filled it (ARCHITECTURE §6: a room's message frame)", async () => {
    const { spill, stored } = mapSpill();
    const log = createEventLog({ now: () => 0, spill, batchSize: 10 });
    for (let i = 0; i < 10; i++) log.append({ flow: "chat", event: { type: "socket.chat.message", id: i } });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(stored.size).toBe(0);
    await settleWrites();
    expect(stored.size).toBe(1);
    expect(log.entries()).toEqual([]);
  });

  it("keeps less than a batch in memory; the export holds every entry in order, its secrets replaced alike", async () => {
    const { spill, stored } = mapSpill();
    let t = 0;
    const log = createEventLog({ now: () => t, spill, batchSize: 10 });
    log.append({ flow: "session", event: { type: "session.login", username: "ann", password: "secret12" } });
    for (let i = 0; i < 44; i++) {
      log.append({ flow: "chat", event: { type: "socket.chat.message", id: i } });
      t += 5;
    }
    log.append({ flow: "session", event: { type: "session.login", username: "ann", password: "secret12" } });
    await settleWrites();
    expect(stored.size).toBe(4);
    expect(log.entries().map((e) => e.seq)).toEqual([41, 42, 43, 44, 45, 46]);
    expect(log.size()).toBe(46);
    // Nothing secret rests in the spill.
    expect(JSON.stringify([...stored.values()])).not.toContain("secret12");
    const exported = await log.exportRedacted({ location: "/en", queries: {} });
    expect(exported.entries.map((e) => e.seq)).toEqual(Array.from({ length: 46 }, (_, i) => i + 1));
    expect(exported.site).toEqual({ location: "/en", queries: {} });
    const passwords = exported.entries.flatMap((e) => (e.event.type === "session.login" ? [e.event["password"]] : []));
    // The same secret, spilled or not, has the same placeholder of the same shape.
    expect(passwords).toHaveLength(2);
    expect(passwords[0]).toBe(passwords[1]);
    expect(passwords[0]).not.toBe("secret12");
    expect(String(passwords[0])).toMatch(/^[a-z]{6}[0-9]{2}$/);
    expect(Result.isSuccess(importLog(JSON.stringify(exported)))).toBe(true);
  });

  it("a spill that refuses a write loses nothing: the batch stays in memory", async () => {
    const { spill } = mapSpill(true);
    const log = createEventLog({ now: () => 0, spill, batchSize: 5 });
    for (let i = 0; i < 12; i++) log.append({ flow: "chat", event: { type: "socket.chat.message", id: i } });
    await settleWrites();
    expect(log.entries()).toHaveLength(12);
    expect((await log.exportRedacted()).entries.map((e) => e.event["id"])).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it("without a spill everything stays in memory", () => {
    const log = createEventLog({ now: () => 0, batchSize: 2 });
    for (let i = 0; i < 5; i++) log.append({ flow: "a", event: { type: "a.b" } });
    expect(log.entries()).toHaveLength(5);
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

  it("a session whose log went to a spill exports it whole, and the export replays to the same snapshots", async () => {
    const { spill, stored } = mapSpill();
    const clock = new SimulatedClock();
    const { log, system } = createSession(sampleRegistry, { clock, ids: sequentialIds(), spill });
    for (let i = 0; i < 600; i++) {
      system.send("left", { type: "counter.inc", by: 1 });
      clock.increment(10);
    }
    await settleWrites();
    expect(stored.size).toBe(2);
    expect(log.entries().length).toBeLessThan(250);
    const exported = importLog(JSON.stringify(await log.exportRedacted()));
    expect(Result.isSuccess(exported) && exported.success.entries).toHaveLength(600);
    if (Result.isFailure(exported)) return;
    const replayed = await replay(exported.success, sampleRegistry, { clock: new SimulatedClock(), ids: sequentialIds() });
    expect(Result.isSuccess(replayed) && replayed.success.snapshots.left).toEqual(system.persisted("left"));
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
