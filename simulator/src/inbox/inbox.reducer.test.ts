import { beforeEach, describe, expect, it } from "vitest";
import { createWorld, redactRecording, replayWorld } from "../simulated-world";
import type { World } from "../world/world";
import { REDACTED } from "../world/world.redact";
import type { InboxMessageSent } from "./inbox.schema";

const PERFORMER = 2001;
const JPEG = "data:image/jpeg;base64,/9j/4AAQ";

let world: World;
beforeEach(() => {
  world = createWorld(1);
  world.dispatch({ type: "member.registered", id: 1, email: "m1@example.com", username: "member1", salt: "s", passwordHash: "h" });
  world.dispatch({ type: "member.credited", id: 1, amount: 100, reason: "qa" });
});

const sent = (fields: Partial<InboxMessageSent> & Pick<InboxMessageSent, "id">): InboxMessageSent => ({
  type: "inbox.message.sent", conversation: 1, member: 1, performer: PERFORMER, sender: "member", text: `m${fields.id}`, image: null,
  key: `k${fields.id}`, price: 60, at: world.getState().clock, ...fields,
});
const inbox = () => world.getState().inbox;
const credits = () => world.getState().members[0]!.credits;
const messages = () => inbox().conversations[0]?.messages ?? [];

describe("the inbox in the world (issue 13)", () => {
  it("makes the conversation with its first message and takes a paid message's price in the same event", () => {
    world.dispatch(sent({ id: 1 }));
    expect(inbox().conversations).toEqual([
      {
        id: 1, member: 1, performer: PERFORMER, createdAt: world.getState().clock, deleted: false, bubble: false,
        messages: [{ id: 1, sender: "member", text: "m1", image: null, key: "k1", at: world.getState().clock, delivered: false, read: false }],
      },
    ]);
    expect(inbox().keys).toEqual({ "1:k1": 1 });
    expect(inbox().messageCount).toBe(1);
    expect(credits()).toBe(40);
  });

  it("stores nothing and charges nothing for a repeated key or id, a balance that does not cover the price, or a stranger's conversation", () => {
    world.dispatch(sent({ id: 1 }));
    const before = world.getState();
    world.dispatch(sent({ id: 2, key: "k1" }));
    world.dispatch(sent({ id: 1, key: "other" }));
    world.dispatch(sent({ id: 3 }));
    world.dispatch(sent({ id: 4, performer: PERFORMER + 1, price: 0, key: null }));
    world.dispatch(sent({ id: 5, member: 2, price: 0, key: null }));
    expect(world.getState()).toBe(before);
    // A performer's message is free, whatever the balance.
    world.dispatch(sent({ id: 6, sender: "performer", price: 0, key: null }));
    expect(messages().map((m) => m.id)).toEqual([1, 6]);
    expect(credits()).toBe(40);
  });

  it("marks the other side's messages delivered, then read, for the side that reads", () => {
    world.dispatch(sent({ id: 1 }));
    world.dispatch(sent({ id: 2, sender: "performer", price: 0, key: null }));
    world.dispatch({ type: "inbox.delivered", conversation: 1, reader: "member" });
    expect(messages().map(({ delivered, read }) => ({ delivered, read }))).toEqual([{ delivered: false, read: false }, { delivered: true, read: false }]);
    world.dispatch({ type: "inbox.read", conversation: 1, reader: "performer" });
    expect(messages().map(({ delivered, read }) => ({ delivered, read }))).toEqual([{ delivered: true, read: true }, { delivered: true, read: false }]);
    const before = world.getState();
    world.dispatch({ type: "inbox.read", conversation: 1, reader: "performer" });
    world.dispatch({ type: "inbox.read", conversation: 9, reader: "member" });
    expect(world.getState()).toBe(before);
  });

  it("deletes and bubbles a conversation; a new message brings a deleted one back", () => {
    world.dispatch(sent({ id: 1, price: 0 }));
    world.dispatch({ type: "inbox.conversation.bubbled", conversation: 1 });
    world.dispatch({ type: "inbox.conversation.deleted", conversation: 1 });
    expect(inbox().conversations[0]).toMatchObject({ deleted: true, bubble: true });
    world.dispatch(sent({ id: 2, sender: "performer", price: 0, key: null }));
    expect(inbox().conversations[0]).toMatchObject({ deleted: false, bubble: true });
  });

  it("switches the reply bot, and a reset puts the inbox back to its empty seed", () => {
    expect(inbox().replies).toBe(true);
    world.dispatch({ type: "inbox.replies.set", active: false });
    expect(inbox().replies).toBe(false);
    world.dispatch(sent({ id: 1 }));
    world.dispatch({ type: "world.reset" });
    expect(inbox()).toEqual({ conversations: [], messageCount: 0, keys: {}, replies: true });
  });

  it("replays to the same inbox; the exported recording leaves a member's photo out", () => {
    world.dispatch(sent({ id: 1, image: JPEG }));
    world.dispatch({ type: "inbox.read", conversation: 1, reader: "performer" });
    expect(replayWorld(world.recording()).getState().inbox).toEqual(inbox());
    const exported = redactRecording(world.recording()).events.map((r) => r.event).find((e) => e.type === "inbox.message.sent");
    expect(exported).toMatchObject({ image: REDACTED, text: "m1" });
  });
});
