import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { setupServer } from "msw/node";
import { paymentApi } from "@camstage/core";
import { createWorld } from "../simulated-world";
import type { World } from "../world/world";
import { createHandlers } from "../simulated-handlers";
import { nodeMemberCrypto } from "../members/member-crypto-node";
import { createMemberSocket, type MemberSocketEventName } from "../socket/member-socket";
import { addMember, callEndpoint as call, creditsOf, loginTokenFor, TEST_ORIGIN } from "../testing/call-endpoint";
import { SEED_BUNDLES } from "./payment.catalogue";
import { sessionCredits } from "./payment.reducer";
import { FAIL_REASONS, type PaymentStatusName } from "./payment.schema";
import { settlePayment, type SettleRequest } from "./payment.settle";

const crypto = nodeMemberCrypto("test-secret");
// Each run gets a fresh world behind the same handlers (a shared one would carry every run's recording).
let current = createWorld(1);
const world: World = {
  seed: 1,
  dispatch: (event) => current.dispatch(event),
  getState: () => current.getState(),
  subscribe: (listener) => current.subscribe(listener),
  events: () => current.events(),
  recording: () => current.recording(),
  findPerformer: (key) => current.findPerformer(key),
  epoch: () => current.epoch(),
};
const server = setupServer(...createHandlers(world, { crypto }));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const outcome: fc.Arbitrary<SettleRequest> = fc.oneof(
  fc.constant({ outcome: "success" } as const),
  fc.constantFrom(...FAIL_REASONS).map((reason) => ({ outcome: "failed", reason }) as const),
);
/** Requests in any order: start (possibly repeating a key), settle from the page or QA, a late raw repeat of a settle, a replay. */
const op = fc.oneof(
  fc.record({ kind: fc.constant("start" as const), member: fc.constantFrom(1, 2), bundle: fc.constantFrom(...SEED_BUNDLES.map((b) => b.id)), key: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant("settle" as const), index: fc.nat(), outcome }),
  fc.record({ kind: fc.constant("repeat" as const), index: fc.nat(), outcome }),
  fc.record({ kind: fc.constant("replay" as const) }),
);

describe("payment settlement (property)", () => {
  it("credits each session at most once, as its first settlement says, and never makes a balance negative", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 30 }), async (ops) => {
        current = createWorld(1);
        const tokens = new Map([[1, await addMember(world, crypto, 1)], [2, await addMember(world, crypto, 2)]]);
        // What a connected client receives; a replay resets the world, which drops the sockets, so counts restart.
        let bought = new Map<string, number>();
        const socket = createMemberSocket(world, async () => undefined, {
          emitTo: (_room, event: MemberSocketEventName, payload) => {
            if (event !== "bundle-bought") return;
            const { session } = payload as { session: string };
            bought.set(session, (bought.get(session) ?? 0) + 1);
          },
          disconnectRoom: () => {},
        });
        const firstSettlement = new Map<string, PaymentStatusName>();
        try {
          for (const step of ops) {
            const payments = world.getState().payments;
            if (step.kind === "start") {
              const reply = await call(paymentApi.paymentSession, {
                token: tokens.get(step.member)!,
                body: {
                  returnUrl: `${TEST_ORIGIN}/`, paymentMethod: "creditcard", fingerprint: "fp", bundle: step.bundle, device: "mobile", idempotencyKey: `k${step.key}`,
                  member: { email: "e", username: "u", isVerified: true, credits: 0, favourites: [], showChangeUsername: false },
                },
              });
              expect([200, 409]).toContain(reply.status);
            } else if (step.kind === "settle" && payments.length > 0) {
              const target = payments[step.index % payments.length]!;
              const result = settlePayment(world, target.id, step.outcome);
              expect(result.ok).toBe(!firstSettlement.has(target.id));
              if (result.ok) firstSettlement.set(target.id, result.session.status);
            } else if (step.kind === "repeat" && payments.length > 0) {
              const target = payments[step.index % payments.length]!;
              world.dispatch({ type: "payment.session.settled", id: target.id, ...step.outcome });
              if (!firstSettlement.has(target.id)) firstSettlement.set(target.id, step.outcome.outcome);
            } else if (step.kind === "replay") {
              // As POST /simulator/api/replay does: back to the seed, then every recorded event again.
              const before = world.getState();
              const recording = world.recording();
              world.dispatch({ type: "world.reset" });
              for (const record of recording.events) world.dispatch(record.event);
              expect(world.getState().payments).toEqual(before.payments);
              expect(world.getState().members).toEqual(before.members);
              bought = new Map();
              // A replay starts with a world reset, which revokes every token (ARCHITECTURE §7): the members log in again.
              for (const id of [1, 2]) tokens.set(id, await loginTokenFor(world, crypto, id));
            }

            const state = world.getState();
            expect(new Set(state.payments.map((p) => p.id)).size).toBe(state.payments.length);
            expect(new Set(state.payments.map((p) => `${p.member}/${p.idempotencyKey}`)).size).toBe(state.payments.length);
            for (const p of state.payments) expect(p.status).toBe(firstSettlement.get(p.id) ?? "pending");
            for (const id of [1, 2]) {
              const expected = state.payments.filter((p) => p.member === id && p.status === "success").reduce((sum, p) => sum + sessionCredits(p), 0);
              expect(creditsOf(world, id)).toBe(expected);
              expect(creditsOf(world, id)).toBeGreaterThanOrEqual(0);
            }
            for (const count of bought.values()) expect(count).toBe(1);
            for (const id of bought.keys()) expect(firstSettlement.get(id)).toBe("success");
          }
        } finally {
          socket.dispose();
        }
      }),
      { numRuns: 60 },
    );
  });
});
