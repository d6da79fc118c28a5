import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Conversation } from "../domain/messaging.schema";
import { EMPTY_INBOX, applyInboxPage, deleteConversation, markConversationRead, receiveInboxMessage, unreadTotal, type InboxList } from "./inbox-list";

const party = (id: number) => ({ userid: id, id, avatar: null, username: `u${id}` });
const conversation = (id: number, unread: number): Conversation => ({
  id, createdAt: "2025-01-15T12:00:00Z", updatedAt: "2025-01-15T12:00:00Z", participant: party(1000 + id), owner: party(10), isBubble: false, unread,
  archived: false, deleted: false, favorite: false, message: null,
});

type Step =
  | { kind: "page"; page: 0 | 1; rows: { id: number; unread: number }[] }
  | { kind: "message"; id: number; messageId: number }
  | { kind: "read"; id: number }
  | { kind: "delete"; id: number };
const id = fc.integer({ min: 1, max: 12 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("page" as const), page: fc.constantFrom(0 as const, 1 as const), rows: fc.array(fc.record({ id, unread: fc.integer({ min: 0, max: 60 }) }), { maxLength: 12 }) }),
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("message" as const), id, messageId: fc.integer({ min: 1, max: 6 }) }) },
  fc.record({ kind: fc.constant("read" as const), id }),
  fc.record({ kind: fc.constant("delete" as const), id }),
);

describe("inbox list properties", () => {
  it("the unread total is the sum of the list's unreads, as counted message by message (a replay once); a new message leads the list", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 50 }), (steps) => {
        let list: InboxList = EMPTY_INBOX;
        // The model: each listed conversation's unread and last message.
        let model = new Map<number, { unread: number; last: number | null }>();
        for (const s of steps) {
          if (s.kind === "page") {
            if (s.page === 0 || list.page === null) model = new Map();
            list = applyInboxPage(list, s.page, s.rows.map((r) => conversation(r.id, r.unread)));
            for (const r of s.rows) if (!model.has(r.id)) model.set(r.id, { unread: r.unread, last: null });
          } else if (s.kind === "message") {
            const result = receiveInboxMessage(list, { conversation: s.id, message: { id: s.messageId, createdAt: "2025-01-15T13:00:00Z", read: false }, sender: { user: 1, username: "x", snapshot: "", nonude: "" } });
            const entry = model.get(s.id);
            if (entry === undefined) {
              expect(result).toBe("unknown");
              continue;
            }
            if (result === "unknown") throw new Error(`conversation ${s.id} is listed`);
            list = result;
            // A replay of the conversation's last message changes nothing; a new one leads the list.
            if (entry.last !== s.messageId) {
              model.set(s.id, { unread: entry.unread + 1, last: s.messageId });
              expect(list.conversations[0]!.id).toBe(s.id);
            }
          } else if (s.kind === "read") {
            list = markConversationRead(list, s.id);
            const entry = model.get(s.id);
            if (entry) model.set(s.id, { ...entry, unread: 0 });
          } else {
            list = deleteConversation(list, s.id);
            model.delete(s.id);
          }
          expect(list.conversations.map((c) => c.id).sort((a, b) => a - b)).toEqual([...model.keys()].sort((a, b) => a - b));
          const sum = [...model.values()].reduce((total, entry) => total + entry.unread, 0);
          expect(unreadTotal(list)).toBe(sum);
          expect(list.conversations.reduce((total, c) => total + c.unread, 0)).toBe(sum);
        }
      }),
      { numRuns: 300 },
    );
  });
});
