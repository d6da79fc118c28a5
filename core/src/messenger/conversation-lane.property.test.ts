import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Conversation, Message, MessageId } from "../domain/messaging.schema";
import {
  addLanePage, addPendingSend, confirmSend, createLane, discardSend, failSend, markRead, receiveLaneMessage, type ConversationLane,
} from "./conversation-lane";

// Member 10 owns conversation 1 with performer 20/200. Server message n is the performer's when odd; minutes repeat,
// so ties are ordered by id. Ids are not in time order. The platform may send an id as text ("7" is message 7).
const MEMBER = 10;
const minute = (m: number): string => new Date(Date.UTC(2025, 0, 15, 12, m)).toISOString();
const server = (n: number, asText = false): Message => ({
  id: asText ? String(n) : n, createdAt: minute((n * 7) % 12), read: false, receiver: n % 2 === 1 ? 10 : 200, status: "sent",
});
const header = (messages: readonly Message[], nextPage: number | null): Conversation => ({
  id: 1, createdAt: minute(0), updatedAt: minute(0), participant: { userid: 20, id: 200, avatar: null, username: "Lola" },
  owner: { userid: 10, id: 100, avatar: null, username: "jan" }, isBubble: false, unread: 0, archived: false, deleted: false, favorite: false,
  messages, nextPage,
});

type Step =
  | { kind: "page"; page: number; ns: number[]; nextPage: number | null }
  | { kind: "socket"; n: number; asText: boolean }
  | { kind: "send"; k: number; m: number }
  | { kind: "answer"; k: number; n: number }
  | { kind: "fail"; k: number }
  | { kind: "discard"; k: number }
  | { kind: "read"; side: "self" | "other" };

const n = fc.integer({ min: 1, max: 40 });
const k = fc.integer({ min: 0, max: 5 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("page" as const), page: fc.integer({ min: 0, max: 3 }), ns: fc.array(n, { maxLength: 20 }), nextPage: fc.option(fc.integer({ min: 0, max: 4 })) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("socket" as const), n, asText: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("send" as const), k, m: fc.integer({ min: 0, max: 12 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("answer" as const), k, n }) },
  fc.record({ kind: fc.constant("fail" as const), k }),
  fc.record({ kind: fc.constant("discard" as const), k }),
  fc.record({ kind: fc.constant("read" as const), side: fc.constantFrom("self" as const, "other" as const) }),
);

type SendState = "pending" | "failed" | "answered" | "discarded";

/** The order the lane promises, written out independently: time, then numeric ids, then local ids as text. */
const before = (a: { createdAt: string; id: MessageId }, b: { createdAt: string; id: MessageId }): boolean => {
  const ta = Date.parse(a.createdAt);
  const tb = Date.parse(b.createdAt);
  if (ta !== tb) return ta < tb;
  if (typeof a.id !== typeof b.id) return typeof a.id === "number";
  return a.id < b.id;
};

const apply = (lane: ConversationLane, s: Step, sends: Map<number, SendState>, seen: Set<string>): ConversationLane => {
  const state = "k" in s ? sends.get(s.k) : undefined;
  switch (s.kind) {
    case "page":
      s.ns.forEach((i) => seen.add(String(i)));
      return addLanePage(lane, s.page, header(s.ns.map((i) => server(i)), s.nextPage));
    case "socket":
      seen.add(String(s.n));
      return receiveLaneMessage(lane, server(s.n, s.asText));
    case "send":
      if (state !== undefined && state !== "failed") return lane;
      sends.set(s.k, "pending");
      return addPendingSend(lane, { clientId: `c${s.k}`, createdAt: minute(s.m), text: "hi" });
    case "answer":
      if (state !== "pending") return lane;
      sends.set(s.k, "answered");
      seen.add(String(s.n));
      return confirmSend(lane, `c${s.k}`, { ...server(s.n), receiver: 200 });
    case "fail":
      if (state !== "pending") return lane;
      sends.set(s.k, "failed");
      return failSend(lane, `c${s.k}`);
    case "discard":
      if (state !== "pending" && state !== "failed") return lane;
      sends.set(s.k, "discarded");
      return discardSend(lane, `c${s.k}`);
    case "read":
      return markRead(lane, s.side);
  }
};

describe("conversation lane properties", () => {
  it("under any interleaving of pages, socket messages, sends and answers: unique, ordered, nothing lost, a send shown once until answered and never after, read stays read", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let lane = createLane(MEMBER, 1);
        const sends = new Map<number, SendState>();
        const seen = new Set<string>();
        const read = new Set<string>();
        for (const s of steps) {
          lane = apply(lane, s, sends, seen);
          const keys = lane.messages.map((m) => String(m.id));
          expect(new Set(keys).size).toBe(keys.length);
          for (let i = 1; i < lane.messages.length; i++) expect(before(lane.messages[i - 1]!, lane.messages[i]!)).toBe(true);
          // Every server message that arrived is there (well within the lane's bound), with its owner by the §3 rule.
          const local = [...sends].filter(([, state]) => state === "pending" || state === "failed");
          expect(lane.messages).toHaveLength(seen.size + local.length);
          for (const m of lane.messages) {
            if (typeof m.id === "string" && m.id.startsWith("c")) expect(m.owner).toBe("self");
            else expect(m.owner, `message ${m.id}`).toBe(m.receiver === 10 ? "other" : "self");
          }
          for (const [i, state] of sends) {
            const shown = lane.messages.filter((m) => m.id === `c${i}`);
            if (state === "pending" || state === "failed") expect(shown.map((m) => m.send)).toEqual([state]);
            else expect(shown).toEqual([]);
          }
          for (const m of lane.messages) {
            if (read.has(String(m.id))) expect(m.read).toBe(true);
            if (m.read) read.add(String(m.id));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
