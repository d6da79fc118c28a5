import { beforeEach, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { MESSAGE_PRICE_CREDITS, MessageReadEvent, PrivateMessageEvent } from "@camstage/core";
import { createWorld } from "../simulated-world";
import type { World } from "../world/world";
import { createMemberSocket, type MemberSocketEventName } from "../socket/member-socket";
import { performerMessage } from "./inbox-send";

type Sent = { to: string; event: MemberSocketEventName; payload: unknown };

let world: World;
let sent: Sent[];
const performer = () => world.getState().performers[0]!.profile;

beforeEach(() => {
  world = createWorld(1);
  world.dispatch({ type: "member.registered", id: 1, email: "m1@example.com", username: "member1", salt: "s", passwordHash: "h" });
  world.dispatch({ type: "member.credited", id: 1, amount: 2 * MESSAGE_PRICE_CREDITS, reason: "qa" });
  sent = [];
  createMemberSocket(world, async () => undefined, {
    emitTo: (to, event, payload) => void sent.push({ to, event, payload }),
    disconnectRoom: () => {},
  });
});

const performerWrites = (text: string) => world.dispatch(performerMessage(world.getState(), 1, performer().id, text, world.getState().clock));
const memberWrites = (text: string, key: string) => {
  const { conversation, id } = performerMessage(world.getState(), 1, performer().id, text, world.getState().clock);
  world.dispatch({ type: "inbox.message.sent", conversation, member: 1, performer: performer().id, id, sender: "member", text, image: null, key, price: MESSAGE_PRICE_CREDITS, at: world.getState().clock });
};

describe("the member socket's inbox events (§4)", () => {
  it("sends private-message to the member when a performer writes, with the conversation, the message and who wrote it", () => {
    performerWrites("Hello you");
    expect(sent).toHaveLength(1);
    const { to, event, payload } = sent[0]!;
    expect({ to, event }).toEqual({ to: "member:1", event: "private-message" });
    const { profile } = world.getState().performers[0]!;
    expect(Schema.decodeUnknownSync(PrivateMessageEvent)(payload)).toEqual({
      conversation: 1,
      message: {
        id: 1, createdAt: new Date(world.getState().clock).toISOString(), read: false, text: "Hello you", content: "Hello you", attachment: null, owner: "other",
        receiver: 1, conversation: 1, status: "sent",
      },
      sender: { user: profile.id, username: profile.username, snapshot: profile.snapshot, nonude: profile.nonude },
    });
  });

  it("tells the member only her new balance when she writes, and message-read when the performer reads up to her newest message", () => {
    memberWrites("One", "k1");
    expect(sent.map((s) => s.event)).toEqual(["updated-credits"]);
    world.dispatch({ type: "world.clock.advance", ms: 5000 });
    memberWrites("Two", "k2");
    sent.length = 0;
    world.dispatch({ type: "inbox.read", conversation: 1, reader: "performer" });
    expect(sent.map(({ to, event }) => ({ to, event }))).toEqual([{ to: "member:1", event: "message-read" }]);
    expect(Schema.decodeUnknownSync(MessageReadEvent)(sent[0]!.payload)).toEqual({ conversation: 1, until: new Date(world.getState().clock).toISOString() });
    // Reading again, or the member reading the performer's side, tells her nothing.
    sent.length = 0;
    world.dispatch({ type: "inbox.read", conversation: 1, reader: "performer" });
    performerWrites("Hi");
    sent.length = 0;
    world.dispatch({ type: "inbox.read", conversation: 1, reader: "member" });
    expect(sent).toEqual([]);
  });
});
