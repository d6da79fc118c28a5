import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { ChatJoinParameters, ChatJoinResult } from "../domain/chat.schema";
import { encodeTokenPayload } from "../domain/token";
import { controllable, settle } from "../testing/machine-model";
import { connectChatSession } from "./chat-session.connect";
import { LANE_MAX_MESSAGES } from "./lane";
import { chatSessionMachine, type RoomJoin, type RoomLeave, type RoomSend } from "./chat-session.machine";
import type { ChatSessionEvent } from "./chat-session.schema";
import type { ChatMode } from "../domain/chat.schema";
import { CHAT_JOIN_LABELS } from "../platform/chat-endpoints";
import { PlatformHttpError } from "../platform/platform-error";
import type { ChatJoinAnswer } from "../realtime/chat-socket.schema";

type Step =
  | { kind: "write"; text: string }
  | { kind: "drop" }
  | { kind: "reconnect" }
  | { kind: "accept" }
  | { kind: "refuse" }
  | { kind: "retry" }
  | { kind: "echo" }
  | { kind: "room"; n: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("write" as const), text: fc.constantFrom("hi", "  hello ", "", "x".repeat(300), "hey :)") }) },
  fc.constant({ kind: "drop" as const }),
  { weight: 2, arbitrary: fc.constant({ kind: "reconnect" as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: "accept" as const }) },
  fc.constant({ kind: "refuse" as const }),
  fc.constant({ kind: "retry" as const }),
  { weight: 2, arbitrary: fc.constant({ kind: "echo" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("room" as const), n: fc.integer({ min: 0, max: 700 }) }) },
);

const joined = { auth: encodeTokenPayload({ meta: { type: "chat" }, clientId: "me" }), cybertoyActive: false };

describe("chat session properties", () => {
  it("what is written goes out in order, each message once at a time; the lane stays unique, ordered and ≤ 500", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 60 }), async (steps) => {
        const token = controllable<{ joinToken: string }, ChatJoinParameters>();
        const join = controllable<ChatJoinResult, RoomJoin>();
        const send = controllable<unknown, RoomSend>();
        const leave = controllable<unknown, RoomLeave>();
        const actor = createActor(
          chatSessionMachine.provide({ actors: { fetchJoinToken: token.logic, joinRoom: join.logic, sendMessage: send.logic, leaveRoom: leave.logic } }),
        ).start();
        const view = () => connectChatSession(actor.getSnapshot(), actor.send);
        view().start({ performerId: 1, performer: "Anna", session: "s", guest: false, dialInSession: false, nickname: null });
        token.resolve({ joinToken: "j" });
        await settle();
        join.resolve(joined);
        await settle();

        const written: string[] = [];
        const echoed = new Set<string>();
        let ids = 0;
        let down = false;
        const apply = async (s: Step) => {
          if (s.kind === "write") {
            const id = `c-${ids++}`;
            const trimmed = s.text.trim();
            view().send(s.text, id);
            if (trimmed !== "" && trimmed.length <= 255) written.push(id);
          } else if (s.kind === "drop") {
            actor.send({ type: "socket.chat.disconnected", reason: "x" });
            down = true;
          } else if (s.kind === "reconnect" && down) {
            actor.send({ type: "socket.chat.reconnected" });
            if (join.isPending) join.resolve(joined);
            down = false;
          } else if (s.kind === "accept" && send.isPending) send.resolve(true);
          else if (s.kind === "refuse" && send.isPending) send.reject(new Error("500"));
          else if (s.kind === "retry") {
            const failed = view().outgoing.find((m) => m.status === "failed");
            if (failed) view().retry(failed.clientMessageId);
          } else if (s.kind === "echo") {
            const sent = view().outgoing.find((m) => m.status === "sent");
            if (sent) {
              echoed.add(sent.clientMessageId);
              actor.send({ type: "socket.chat.message", message: { id: `e-${sent.clientMessageId}`, messageType: "member", sender: "me", message: sent.text, at: 10_000 + echoed.size, clientMessageId: sent.clientMessageId } });
            }
          } else if (s.kind === "room") {
            actor.send({ type: "socket.chat.message", message: { id: `r-${s.n}`, messageType: "room", sender: "x", message: "y", at: s.n } });
          }
          await settle();
        };
        for (const s of steps) {
          await apply(s);
          const c = actor.getSnapshot().context;
          const outIds = c.outbox.map((m) => m.clientMessageId);
          expect(new Set(outIds).size).toBe(outIds.length);
          expect(outIds.every((id) => written.includes(id))).toBe(true);
          const laneIds = c.lane.messages.map((m) => m.id);
          expect(new Set(laneIds).size).toBe(laneIds.length);
          expect(laneIds.length).toBeLessThanOrEqual(LANE_MAX_MESSAGES);
          expect(c.lane.messages.every((m, i) => i === 0 || c.lane.messages[i - 1]!.at <= m.at)).toBe(true);
        }
        // Drain: reconnected, every send accepted, every failure retried.
        await apply({ kind: "reconnect" });
        for (let guard = 0; guard < 200 && view().outgoing.some((m) => m.status !== "sent"); guard++) {
          if (send.isPending) send.resolve(true);
          else await apply({ kind: "retry" });
          await settle();
        }
        // Every written message was sent, and their first sends came in the order written.
        const firstSends = [...new Set(send.calls.map((call) => call.clientMessageId))];
        expect(firstSends).toEqual(written);
        actor.stop();
      }),
      { numRuns: 150 },
    );
  });

  it("issue 27: any interleaving of the join, the room's switches and close, and drops ends in the state the platform holds", async () => {
    type RoomStep = { kind: "switch"; mode: ChatMode } | { kind: "close" } | { kind: "drop" } | { kind: "reconnect" } | { kind: "answer" };
    const roomStep: fc.Arbitrary<RoomStep> = fc.oneof(
      { weight: 4, arbitrary: fc.record({ kind: fc.constant("switch" as const), mode: fc.constantFrom<ChatMode>("free", "chat") }) },
      fc.constant({ kind: "close" as const }),
      { weight: 2, arbitrary: fc.constant({ kind: "drop" as const }) },
      { weight: 2, arbitrary: fc.constant({ kind: "reconnect" as const }) },
      { weight: 3, arbitrary: fc.constant({ kind: "answer" as const }) },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<ChatMode>("free", "chat"), fc.array(roomStep, { maxLength: 40 }), async (initial, steps) => {
        const token = controllable<{ joinToken: string }, ChatJoinParameters>();
        const join = controllable<ChatJoinAnswer, RoomJoin>();
        const actor = createActor(chatSessionMachine.provide({ actors: { fetchJoinToken: token.logic, joinRoom: join.logic } })).start();
        const view = () => connectChatSession(actor.getSnapshot(), actor.send);
        view().start({ performerId: 1, performer: "Anna", session: "s", guest: true, dialInSession: false, nickname: null });
        token.resolve({ joinToken: "j" });
        await settle();
        // The platform: the room's mode (null once closed); the socket hears it only while connected.
        let platform: ChatMode | null = initial;
        let connected = true;
        const tell = (event: ChatSessionEvent) => {
          if (connected) actor.send(event);
        };
        const answer = async () => {
          if (!join.isPending) return;
          if (platform === null) join.reject(new PlatformHttpError({ method: "SOCKET", path: "join" }, 400, CHAT_JOIN_LABELS.offline, { label: CHAT_JOIN_LABELS.offline }));
          else join.resolve({ ...joined, mode: platform });
          await settle();
        };
        for (const s of steps) {
          if (s.kind === "switch" && platform !== null && platform !== s.mode) {
            platform = s.mode;
            tell({ type: "socket.chat.switched", mode: s.mode });
          } else if (s.kind === "close" && platform !== null) {
            platform = null;
            tell({ type: "socket.chat.roomClosed" });
          } else if (s.kind === "drop" && connected) {
            actor.send({ type: "socket.chat.disconnected", reason: "transport close" });
            connected = false;
          } else if (s.kind === "reconnect" && !connected) {
            connected = true;
            actor.send({ type: "socket.chat.reconnected" });
          } else if (s.kind === "answer") await answer();
          await settle();
        }
        // Settled: connected again, every join answered.
        if (!connected) {
          connected = true;
          actor.send({ type: "socket.chat.reconnected" });
          await settle();
        }
        for (let turn = 0; turn < 5 && join.isPending; turn++) await answer();
        if (platform === null) expect(view()).toMatchObject({ status: "ended", end: "offline" });
        else expect(view()).toMatchObject({ status: "joined", mode: platform, end: null });
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });
});
