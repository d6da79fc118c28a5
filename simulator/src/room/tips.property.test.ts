import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createWorld } from "../simulated-world";
import { roomIn } from "./chat-room";
import { hasToy } from "./room-defaults";
import { tipAction } from "./chat-actions";

const world = createWorld(1);
const performer = world.getState().performers.find((p) => p.profile.onlineState === "free" && !hasToy(p.profile.cybertoy))!.profile.username;
/** Tips the room takes (a listed tip, a custom amount) and two it refuses (too low; a toy tip with the toy off). */
const TIPS = [
  { flag: "rose", amount: 50, taken: true }, { flag: "kiss", amount: 150, taken: true }, { flag: "custom", amount: 1000, taken: true },
  { flag: "diamond", amount: 2500, taken: true }, { flag: "custom", amount: 99, taken: false }, { flag: "toy", amount: 300, taken: false },
] as const;

describe("tips (property)", () => {
  it("any sequence of tips, keys repeated, charges each key at most once, what the balance covers, and never below zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.array(fc.record({ key: fc.integer({ min: 0, max: 5 }), tip: fc.constantFrom(...TIPS) }), { maxLength: 40 }), (start, sends) => {
        world.dispatch({ type: "world.reset" });
        world.dispatch({ type: "member.registered", id: 1, email: "m1@example.com", username: "member1", salt: "s", passwordHash: "h" });
        world.dispatch({ type: "member.credited", id: 1, amount: start, reason: "qa" });
        world.dispatch({ type: "chat.room.joined", performer, clientId: "c1", member: 1, nickname: "member1", at: 0 });
        let expected = start;
        const paid = new Set<number>();
        sends.forEach(({ key, tip: { taken, ...tip } }, i) => {
          const state = world.getState();
          const viewer = roomIn(state, performer).viewers[0]!;
          const action = { action: "tip" as const, auth: "a", tip: { username: performer, message: "", ...tip }, idempotencyKey: `k${key}` };
          const outcome = tipAction(state, { performer, member: 1, viewer }, action, `t${i}`, i);
          if (outcome.ok) for (const event of outcome.events) world.dispatch(event);
          if (!paid.has(key) && taken && expected >= tip.amount) {
            expected -= tip.amount;
            paid.add(key);
          }
          expect(world.getState().members[0]!.credits).toBeGreaterThanOrEqual(0);
        });
        expect(world.getState().members[0]!.credits).toBe(expected);
        expect(roomIn(world.getState(), performer).tips).toHaveLength(paid.size);
      }),
    );
  });
});
