import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, fromPromise } from "xstate";
import type { ConnectionEvent } from "./connection.schema";
import { CONNECTION_GRACE_MS, connectionMachine } from "./connection.machine";
import { connectConnection } from "./connection.connect";

const event = fc.constantFrom<ConnectionEvent>(
  { type: "platform.reachable" },
  { type: "platform.unreachable" },
  { type: "socket.member.connected" },
  { type: "socket.member.disconnected", reason: "transport close" },
  { type: "socket.member.disconnected", reason: "io client disconnect" },
  { type: "socket.member.error", message: "websocket error" },
  { type: "connection.socketClosed" },
);
const step = fc.oneof(event.map((e) => ({ event: e })), fc.integer({ min: 1, max: 20_000 }).map((ms) => ({ ms })));

describe("connection properties (issue 14)", () => {
  it("says 'reconnecting' only after being down a whole grace, never while up, and 'connected again' once per outage said", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 60 }), fc.boolean(), async (steps, probeAnswers) => {
        const clock = new SimulatedClock();
        const actor = createActor(
          connectionMachine.provide({
            actors: {
              probe: fromPromise<unknown, void>(async () => {
                if (!probeAnswers) throw new Error("Failed to fetch");
                return null;
              }),
            },
          }),
          { clock },
        ).start();
        let restored = 0;
        actor.on("connection.restored", () => restored++);
        let saidReconnecting = 0;
        let downSince: number | null = null;
        let wasReconnecting = false;
        for (const s of steps) {
          if ("event" in s) actor.send(s.event);
          else clock.increment(s.ms);
          for (let i = 0; i < 5; i++) await Promise.resolve();
          const view = connectConnection(actor.getSnapshot());
          if (view.isDown && downSince === null) downSince = clock.now();
          if (!view.isDown) downSince = null;
          if (view.notice === "reconnecting") {
            expect(view.isDown).toBe(true);
            expect(downSince).not.toBeNull();
            expect(clock.now() - downSince!).toBeGreaterThanOrEqual(CONNECTION_GRACE_MS);
            if (!wasReconnecting) saidReconnecting++;
          }
          wasReconnecting = view.notice === "reconnecting";
          if (view.notice === "restored") expect(view.isDown).toBe(false);
        }
        expect(restored).toBeLessThanOrEqual(saidReconnecting);
        expect(restored).toBeGreaterThanOrEqual(saidReconnecting - (wasReconnecting ? 1 : 0));
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
