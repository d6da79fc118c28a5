import fc from "fast-check";
import { Result } from "effect";
import { SimulatedClock } from "xstate";
import { describe, expect, it } from "vitest";
import type { ChatSessionContext } from "../room/chat-session.machine";
import type { LaneMessage } from "../room/lane";
import { encodeTokenPayload } from "../domain/token";
import { importLog } from "../events/event-log";
import type { FlowEvent } from "../events/event-log.schema";
import { createSession, replay, sequentialIds } from "../events/flow-system";
import { createRedactor, redactLog } from "../events/redact";
import { fakeChatSocket, fakeSitePorts, settleSystem } from "./site-ports.fixture";
import { siteFlows } from "./site-flows";
import { siteRoutes } from "./site-routes";

type Step =
  | { readonly kind: "room"; readonly at: number }
  | { readonly kind: "write" }
  | { readonly kind: "echo" }
  | { readonly kind: "drop" }
  | { readonly kind: "reconnect"; readonly catchUp: number }
  | { readonly kind: "advance"; readonly ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 60 }).map((at): Step => ({ kind: "room", at })) },
  { weight: 3, arbitrary: fc.constant<Step>({ kind: "write" }) },
  { weight: 3, arbitrary: fc.constant<Step>({ kind: "echo" }) },
  fc.constant<Step>({ kind: "drop" }),
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 8 }).map((catchUp): Step => ({ kind: "reconnect", catchUp })) },
  fc.integer({ min: 0, max: 3_000 }).map((ms): Step => ({ kind: "advance", ms })),
);

const CLIENT = "client-me";
/** A signed-looking chat auth token: the export keeps its claims, never its signature. */
const auth = `${encodeTokenPayload({ meta: { type: "chat" }, clientId: CLIENT }).slice(0, -1)}.c2lnbmF0dXJl`;

/** The room's context in a persisted snapshot (the flow system keeps snapshots untyped). */
const room = (snapshot: unknown): ChatSessionContext => (snapshot as { context: ChatSessionContext }).context;

const inOrder = (messages: readonly LaneMessage[]) => messages.every((message, i) => i === 0 || messages[i - 1]!.at <= message.at);

describe("the live room's lane on replay (issue 27)", () => {
  it("a room with drops, catch-ups on rejoin, echoes and the member's writes replays to the same lane, in its order rule", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const clock = new SimulatedClock();
        clock.set(1_700_000_000_000);
        // The platform's side: every message the room holds, oldest first; a rejoin's answer carries its newest few.
        const held: Array<FlowEvent & { message: Record<string, unknown> }> = [];
        let catchUp = 0;
        const joinAnswer = () => ({ auth, cybertoyActive: false, mode: "free", messages: held.slice(held.length - catchUp).map((event) => event.message) });
        const ports = fakeSitePorts({ chatSocket: () => fakeChatSocket(joinAnswer) });
        const { log, system } = createSession(siteFlows(ports), { clock, ids: sequentialIds("s"), routes: siteRoutes });
        system.send("chatSession", { type: "chat.start", performerId: 1, performer: "Anna", session: "s", guest: false, dialInSession: false, nickname: null });
        await settleSystem(system);

        let written = 0;
        const echoed = new Set<string>();
        let connected = true;
        const hear = (event: FlowEvent & { message: Record<string, unknown> }) => {
          held.push(event);
          if (connected) system.input(event);
        };
        for (const s of steps) {
          const outbox = () => room(system.persisted("chatSession")).outbox;
          if (s.kind === "advance") clock.increment(s.ms);
          else if (s.kind === "room") hear({ type: "socket.chat.message", message: { id: `r-${held.length}`, messageType: "room", sender: "x", message: "y", at: s.at } });
          else if (s.kind === "write") system.send("chatSession", { type: "chat.send", text: `mine ${written}`, clientMessageId: `c-${written++}` });
          else if (s.kind === "echo") {
            const sent = outbox().find((message) => message.status === "sent" && !echoed.has(message.clientMessageId));
            if (sent) {
              echoed.add(sent.clientMessageId);
              hear({
                type: "socket.chat.message",
                message: { id: `e-${sent.clientMessageId}`, messageType: "member", sender: "ann", message: sent.text, at: 100 + echoed.size, clientMessageId: sent.clientMessageId, clientId: CLIENT },
              });
            }
          } else if (s.kind === "drop" && connected) {
            connected = false;
            system.input({ type: "socket.chat.disconnected", reason: "transport close" });
          } else if (s.kind === "reconnect" && !connected) {
            connected = true;
            catchUp = s.catchUp;
            system.input({ type: "socket.chat.reconnected" });
          }
          await settleSystem(system);
        }

        const lane = room(system.persisted("chatSession")).lane.messages;
        expect(inOrder(lane)).toBe(true);
        expect(new Set(lane.map((message) => message.id)).size).toBe(lane.length);

        const redactor = createRedactor();
        const exported = JSON.stringify(redactLog(log.data(), redactor));
        expect(exported).not.toContain(auth);
        const imported = importLog(exported);
        if (Result.isFailure(imported)) throw imported.failure;
        const replayPorts = fakeSitePorts({ platformCalls: "forbidden" });
        const replayed = await replay(imported.success, siteFlows(replayPorts), { clock: new SimulatedClock(), ids: sequentialIds("s"), routes: siteRoutes });
        if (Result.isFailure(replayed)) throw replayed.failure;
        expect(replayPorts.calls.filter((call) => call.startsWith("platform") || call === "chatSocket")).toEqual([]);
        const again = replayed.success.snapshots["chatSession"];
        expect(again).toEqual(redactor.redactKnown(system.persisted("chatSession")));
        expect(room(again).lane.messages.map((message) => message.id)).toEqual(lane.map((message) => message.id));
        system.stop();
        replayed.success.system.stop();
      }),
      { numRuns: 60 },
    );
  });
});
