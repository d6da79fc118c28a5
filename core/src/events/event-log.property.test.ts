import fc from "fast-check";
import { Result } from "effect";
import { SimulatedClock } from "xstate";
import { describe, expect, it } from "vitest";
import type { FlowEvent } from "./event-log.schema";
import { importLog } from "./event-log";
import { createSession, replay, sequentialIds, type ReplayStep } from "./flow-system";
import { sampleRegistry } from "./sample-flows.fixture";

type Step = { readonly kind: "advance"; readonly ms: number } | { readonly kind: "send"; readonly flow: string; readonly event: FlowEvent };

const counterEvent = fc.oneof(
  fc.integer({ min: 0, max: 5 }).map((by): FlowEvent => ({ type: "counter.inc", by })),
  fc.constantFrom<FlowEvent>({ type: "counter.arm" }, { type: "counter.disarm" }, { type: "counter.reset" }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.integer({ min: 0, max: 1_500 }).map((ms): Step => ({ kind: "advance", ms })),
  fc.tuple(fc.constantFrom("left", "right"), counterEvent).map(([flow, event]): Step => ({ kind: "send", flow, event })),
  fc.constantFrom<FlowEvent>({ type: "poller.start" }, { type: "poller.stop" }).map((event): Step => ({ kind: "send", flow: "poller", event })),
);

describe("event log replay (ARCHITECTURE §3)", () => {
  it("replaying an exported and imported log reproduces every snapshot exactly", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1e12 }), fc.array(step, { maxLength: 40 }), async (start, steps) => {
        const clock = new SimulatedClock();
        clock.set(start);
        const { log, system } = createSession(sampleRegistry, { clock, ids: sequentialIds("k") });
        const live: ReplayStep[] = [];
        for (const s of steps) {
          if (s.kind === "advance") clock.increment(s.ms);
          else {
            system.send(s.flow, s.event);
            live.push({ seq: log.entries().at(-1)!.seq, flow: s.flow, snapshot: system.persisted(s.flow) });
          }
        }

        const imported = importLog(log.export());
        if (Result.isFailure(imported)) throw imported.failure;
        const replayed = await replay(imported.success, sampleRegistry, { clock: new SimulatedClock(), ids: sequentialIds("k") });
        if (Result.isFailure(replayed)) throw replayed.failure;

        expect(replayed.success.steps).toEqual(live);
        for (const flow of system.flows) expect(replayed.success.snapshots[flow]).toEqual(system.persisted(flow));
        system.stop();
        replayed.success.system.stop();
      }),
      { numRuns: 200 },
    );
  });
});
