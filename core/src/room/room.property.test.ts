import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { CHAT_TIPS, MEMBER_TIPS, TOY_TIPS, VIP_MIN_CREDITS } from "../constants";
import { CHAT_ACTION_LABELS } from "../platform/chat-endpoints";
import { PlatformHttpError } from "../platform/platform-error";
import { settle } from "../testing/machine-model";
import { connectTips, connectVip } from "./room.connect";
import { tipsMachine, type TipSend } from "./tips.machine";
import { vipMachine, type VipRequest } from "./vip.machine";

type Step =
  | { kind: "tip"; flag: string; amount: number; twice: boolean }
  | { kind: "custom"; amount: string }
  | { kind: "toy"; active: boolean }
  | { kind: "spentElsewhere"; amount: number }
  | { kind: "vip" }
  | { kind: "vipAnswer"; answer: "accept" | "decline" | "stop" }
  | { kind: "wait" };

const listed = [...CHAT_TIPS.map((t) => ({ flag: t.name as string, amount: t.amount as number })), ...MEMBER_TIPS.map((t) => ({ flag: t.kind as string, amount: t.amount as number }))];
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("tip" as const), flag: fc.constantFrom(...listed.map((t) => t.flag)), amount: fc.constantFrom(...listed.map((t) => t.amount)), twice: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("tip" as const), flag: fc.constant("toy"), amount: fc.constantFrom(...TOY_TIPS.map((t) => t.amount), 7), twice: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("custom" as const), amount: fc.oneof(fc.integer({ min: 0, max: 200_000 }).map(String), fc.constantFrom("", "abc", "1e3", "99.5")) }) },
  fc.record({ kind: fc.constant("toy" as const), active: fc.boolean() }),
  fc.record({ kind: fc.constant("spentElsewhere" as const), amount: fc.integer({ min: 0, max: 2000 }) }),
  fc.constant({ kind: "vip" as const }),
  fc.record({ kind: fc.constant("vipAnswer" as const), answer: fc.constantFrom("accept" as const, "decline" as const, "stop" as const) }),
  { weight: 3, arbitrary: fc.constant({ kind: "wait" as const }) },
);

const refused = (label: string) => new PlatformHttpError({ method: "POST", path: "/chat/action" }, 400, label, { label });

describe("tips and VIP properties (ARCHITECTURE §7)", () => {
  it("no sequence of tips, VIP and socket events sends a key twice, sends what the balance cannot cover, or overdraws", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5000 }), fc.array(step, { maxLength: 40 }), async (start, steps) => {
        // The platform's ledger: it charges each key once and never below zero (the simulator's rule).
        let balance = start;
        const charged = new Set<string>();
        const sentKeys: string[] = [];
        const overdrawn: string[] = [];
        let inFlight = 0;
        const charge = (key: string, amount: number) => {
          if (charged.has(key)) return true;
          if (amount > balance) throw refused(CHAT_ACTION_LABELS.noCredits);
          charged.add(key);
          balance -= amount;
          return true;
        };
        const tips = createActor(
          tipsMachine.provide({
            actors: {
              sendTip: fromPromise<unknown, TipSend>(async ({ input }) => {
                // Runs as the flow sends: the balance here is the one the visitor's choice was weighed against.
                sentKeys.push(input.idempotencyKey);
                if (input.tip.amount > balance) overdrawn.push(`tip of ${input.tip.amount} sent with ${balance}`);
                if (++inFlight > 1) overdrawn.push("two tips on their way at once");
                await Promise.resolve();
                inFlight--;
                return charge(input.idempotencyKey, input.tip.amount);
              }),
            },
          }),
        ).start();
        const vip = createActor(
          vipMachine.provide({
            actors: {
              requestVip: fromPromise<unknown, VipRequest>(async ({ input }) => {
                sentKeys.push(input.idempotencyKey);
                if (balance < VIP_MIN_CREDITS) overdrawn.push(`VIP asked with ${balance}`);
                return true;
              }),
              stopVip: fromPromise<unknown, { auth: string }>(async () => true),
            },
          }),
        ).start();
        tips.send({ type: "tips.room.opened", performer: "Anna", auth: "a", guest: false, cybertoyActive: false, menu: [], goal: null });
        vip.send({ type: "vip.room.opened", performer: "Anna", auth: "a", clientId: "me", guest: false, vip: false, price: 50 });
        const t = () => connectTips(tips.getSnapshot(), tips.send);
        const v = () => connectVip(vip.getSnapshot(), vip.send);
        let keys = 0;
        for (const s of steps) {
          if (s.kind === "tip") {
            const key = `k${keys++}`;
            t().tip({ flag: s.flag as never, amount: s.amount }, balance, key);
            if (s.twice) t().tip({ flag: s.flag as never, amount: s.amount }, balance, `k${keys++}`);
          } else if (s.kind === "custom") {
            t().changeCustom({ amount: s.amount });
            t().submitCustom(balance, `k${keys++}`);
          } else if (s.kind === "toy") tips.send({ type: "socket.chat.cybertoy", active: s.active });
          else if (s.kind === "spentElsewhere") balance = Math.max(0, balance - s.amount);
          else if (s.kind === "vip") v().request(balance, `k${keys++}`);
          else if (s.kind === "vipAnswer") {
            vip.send(s.answer === "accept" ? { type: "socket.chat.vipAccepted" } : s.answer === "decline" ? { type: "socket.chat.vipDeclined" } : { type: "socket.chat.vipStopped" });
          } else await settle();
          expect(balance).toBeGreaterThanOrEqual(0);
        }
        await settle();
        expect(new Set(sentKeys).size).toBe(sentKeys.length);
        expect(overdrawn).toEqual([]);
        expect(balance).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });
});
