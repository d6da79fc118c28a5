import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import type { Message } from "../domain/messaging.schema";
import { INBOX_LABELS, type SendMessageRequest } from "../platform/inbox-endpoints";
import { PlatformHttpError } from "../platform/platform-error";
import { controllable, settle } from "../testing/machine-model";
import { conversationsMachine } from "./conversations.machine";
import { connectConversations } from "./messenger.connect";

const ME = 7;
const anna = { user: 11, username: "Anna", snapshot: "", nonude: "" };
const refused = (label: string) => new PlatformHttpError({ method: "POST", path: "/inbox/:id" }, 400, label, { label });
const at = "2026-11-26T10:00:00.000Z";

type Step =
  | { kind: "send"; key: number; balance: number }
  | { kind: "photo"; key: number; balance: number }
  | { kind: "retry"; key: number }
  | { kind: "accept" }
  | { kind: "fail"; noCredits: boolean };

const key = fc.integer({ min: 0, max: 6 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("send" as const), key, balance: fc.constantFrom(600, 60, 59) }) },
  fc.record({ kind: fc.constant("photo" as const), key, balance: fc.constantFrom(600, 59) }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("retry" as const), key }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("accept" as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("fail" as const), noCredits: fc.boolean() }) },
);

describe("the member's sends (§9 60 credits a message, ARCHITECTURE §7 idempotency)", () => {
  it("under any interleaving of sends, double sends, answers, failures and retries no message is charged twice, and each charged one shows once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const platform = controllable<Message, { conversation: number | null; body: SendMessageRequest }>();
        const actor = createActor(conversationsMachine.provide({ actors: { sendMessage: platform.logic } }), { clock: new SimulatedClock() }).start();
        const view = () => connectConversations(actor.getSnapshot(), actor.send);
        view().start(ME, null, { widthPx: 1280, remPx: 16 });
        view().open(anna, 5);
        // A platform that charges every call it accepts, idempotency key or not: what the member pays at most.
        const charged: string[] = [];
        let serverId = 1000;
        let answered = 0;
        for (const s of steps) {
          if (s.kind === "send") {
            view().type("Anna", `text ${s.key}`);
            view().send("Anna", s.balance, `k${s.key}`, at);
          } else if (s.kind === "photo") view().sendPhoto("Anna", "data:image/jpeg;base64,/9j/4AAA", s.balance, `k${s.key}`, at);
          else if (s.kind === "retry") view().retry("Anna", `k${s.key}`);
          else if (platform.isPending) {
            const call = platform.calls.at(-1)!;
            answered += 1;
            if (s.kind === "accept") {
              charged.push(call.body.idempotencyKey);
              platform.resolve({ id: serverId++, createdAt: at, read: false, text: call.body.message, receiver: anna.user, conversation: 5 });
            } else platform.reject(refused(s.noCredits ? INBOX_LABELS.noCredits : "internalServerError"));
          }
          await settle();
          // §4 the sending flag: one send on its way at a time.
          expect(platform.calls.length - answered).toBeLessThanOrEqual(1);
        }
        // Each key the platform accepted is never sent again …
        expect(new Set(charged).size).toBe(charged.length);
        // … and each accepted message shows once in the lane, in its place (no pending or failed copy of it).
        const messages = view().chat("Anna", at, "en")!.items.flatMap((item) => (item.kind === "message" ? [item] : []));
        const ids = messages.map((m) => String(m.message.id));
        expect(new Set(ids).size).toBe(ids.length);
        expect(messages.filter((m) => typeof m.message.id === "number")).toHaveLength(charged.length);
        for (const key of charged) expect(ids).not.toContain(key);
        actor.stop();
      }),
      { numRuns: 150 },
    );
  });
});
