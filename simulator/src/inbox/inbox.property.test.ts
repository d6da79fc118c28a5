import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { INBOX_LABELS, inboxApi, MESSAGE_PRICE_CREDITS, type Message } from "@camstage/core";
import { createWorld } from "../simulated-world";
import { mswWorld } from "../testing/msw-world";
import { addMember, callEndpoint as call, creditsOf } from "../testing/call-endpoint";
import { conversationWith } from "./inbox-list";
import type { InboxMessageSent } from "./inbox.schema";

const { world, crypto } = mswWorld();
const [ann, bea] = world.getState().performers.map((p) => p.profile.id) as [number, number];

/** A send: its idempotency key (few, so they repeat), its performer, and whether it names the conversation once there is one. */
const sendArb = fc.record({ key: fc.integer({ min: 0, max: 5 }), target: fc.constantFrom(ann, bea), byId: fc.boolean() });

describe("paid messages (property, ARCHITECTURE §7)", () => {
  it("charge each idempotency key once and never take a balance below zero, however the sends interleave", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 8 * MESSAGE_PRICE_CREDITS }), fc.array(fc.array(sendArb, { minLength: 1, maxLength: 4 }), { maxLength: 6 }), async (credits, batches) => {
        world.dispatch({ type: "world.reset" });
        const token = await addMember(world, crypto, 1);
        world.dispatch({ type: "member.credited", id: 1, amount: credits, reason: "qa" });
        const balances: number[] = [];
        const stop = world.subscribe((state) => void balances.push(state.members[0]?.credits ?? 0));
        // The message each key was answered with.
        const answered = new Map<number, Message["id"]>();
        try {
          for (const batch of batches) {
            // One batch is sent at once: its requests interleave in the handlers.
            const replies = await Promise.all(batch.map((send) => {
              const id = send.byId ? (conversationWith(world.getState(), 1, send.target)?.id ?? "new") : "new";
              return call(inboxApi.send, { params: { id }, body: { message: `key ${send.key}`, target: send.target, idempotencyKey: `k${send.key}` }, token });
            }));
            replies.forEach((reply, i) => {
              const key = batch[i]!.key;
              if (reply.status !== 200) {
                expect(reply.label).toBe(INBOX_LABELS.noCredits);
                expect(answered.has(key)).toBe(false);
                return;
              }
              const id = (reply.body as Message).id;
              expect(answered.get(key) ?? id).toBe(id);
              answered.set(key, id);
            });
          }
        } finally {
          stop();
        }
        const messages = world.getState().inbox.conversations.flatMap((c) => c.messages);
        expect(messages).toHaveLength(answered.size);
        expect(new Set(messages.map((m) => m.key)).size).toBe(messages.length);
        expect(creditsOf(world, 1)).toBe(credits - answered.size * MESSAGE_PRICE_CREDITS);
        expect(balances.every((b) => b >= 0)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it("regression: two sends at once with the price of one: one message, the other the deduct label", async () => {
    const token = await addMember(world, crypto, 1);
    world.dispatch({ type: "member.credited", id: 1, amount: MESSAGE_PRICE_CREDITS, reason: "qa" });
    const replies = await Promise.all(["k0", "k1"].map((idempotencyKey) => call(inboxApi.send, { params: { id: "new" }, body: { message: "Hi", target: ann, idempotencyKey }, token })));
    expect(replies.map((r) => r.status)).toEqual([200, 400]);
    expect(replies[1]!.label).toBe(INBOX_LABELS.noCredits);
    expect(creditsOf(world, 1)).toBe(0);
  });

  it("folded in any order, the message events store each id and each member's key once and charge exactly what they store", () => {
    const eventArb = fc.record({
      id: fc.integer({ min: 1, max: 12 }),
      member: fc.constantFrom(1, 2),
      conversation: fc.integer({ min: 1, max: 3 }),
      key: fc.option(fc.constantFrom("a", "b", "c"), { nil: null }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.array(eventArb, { maxLength: 25 }), (credits, events) => {
        const w = createWorld(1, { performers: 2 });
        for (const id of [1, 2]) {
          w.dispatch({ type: "member.registered", id, email: `m${id}@example.com`, username: `m${id}`, salt: "s", passwordHash: "h" });
          w.dispatch({ type: "member.credited", id, amount: credits, reason: "qa" });
        }
        for (const e of events) {
          const event: InboxMessageSent = { type: "inbox.message.sent", performer: ann, sender: "member", text: "t", image: null, price: MESSAGE_PRICE_CREDITS, at: 0, ...e };
          w.dispatch(event);
        }
        const state = w.getState();
        const messages = state.inbox.conversations.flatMap((c) => c.messages.map((m) => ({ ...m, member: c.member })));
        expect(new Set(messages.map((m) => m.id)).size).toBe(messages.length);
        const keyed = messages.filter((m) => m.key !== null).map((m) => `${m.member}:${m.key}`);
        expect(new Set(keyed).size).toBe(keyed.length);
        for (const member of state.members) {
          expect(member.credits).toBeGreaterThanOrEqual(0);
          // Each stored message was paid in full, and nothing else was taken.
          expect(credits - member.credits).toBe(messages.filter((m) => m.member === member.id).length * MESSAGE_PRICE_CREDITS);
        }
      }),
    );
  });
});
