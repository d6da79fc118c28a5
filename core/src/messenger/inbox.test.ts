import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { Conversation, Message } from "../domain/messaging.schema";
import type { InboxSuggestion } from "../platform/inbox-endpoints";
import { settle } from "../testing/machine-model";
import { inboxMachine, type InboxEmitted, type InboxQuery } from "./inbox.machine";
import { connectInbox } from "./messenger.connect";

const ME = 7;
const party = (id: number, username: string) => ({ id, userid: id, avatar: null, username });
const message = (id: number, createdAt: string, receiver: number): Message => ({ id, createdAt, read: false, text: `m${id}`, receiver });
const conversation = (id: number, username: string, unread: number, at: string): Conversation => ({
  id, createdAt: at, updatedAt: at, participant: party(ME, "bob"), owner: party(100 + id, username), isBubble: false, unread, archived: false, deleted: false,
  favorite: false, message: message(id * 10, at, ME),
});
const LIST = [conversation(1, "Anna", 2, "2026-11-26T09:00:00.000Z"), conversation(2, "Bella", 0, "2026-11-25T09:00:00.000Z")];
const suggestion: InboxSuggestion = { user: 300, username: "Carla", snapshot: "", nonude: "", online: true };

const start = (options: { list?: (query: InboxQuery) => Promise<readonly Conversation[]>; remove?: () => Promise<unknown>; unread?: number | (() => number) } = {}) => {
  const calls: string[] = [];
  const emitted: InboxEmitted[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    inboxMachine.provide({
      actors: {
        loadInbox: fromPromise<readonly Conversation[], InboxQuery>(async ({ input }) => {
          calls.push(`list ${input.filter} ${input.sort} ${input.username ?? "-"} ${input.page}`);
          return (options.list ?? (async () => LIST))(input);
        }),
        countUnread: fromPromise<number, void>(async () => {
          calls.push("count");
          return typeof options.unread === "function" ? options.unread() : (options.unread ?? 2);
        }),
        loadSuggestions: fromPromise<readonly InboxSuggestion[], { type: "models" | "favourites"; username?: string; limit: number }>(async ({ input }) => {
          calls.push(`suggestions ${input.type}`);
          return [suggestion];
        }),
        markRead: fromPromise<unknown, { conversation: number }>(async ({ input }) => {
          calls.push(`read ${input.conversation}`);
          return true;
        }),
        removeConversation: fromPromise<unknown, { conversation: number }>(async ({ input }) => {
          calls.push(`delete ${input.conversation}`);
          return (options.remove ?? (async () => true))();
        }),
      },
    }),
    { clock },
  ).start();
  actor.on("*", (event) => emitted.push(event as InboxEmitted));
  actor.send({ type: "inbox.open", memberId: ME });
  return { actor, calls, emitted, clock, view: () => connectInbox(actor.getSnapshot(), actor.send) };
};

describe("the conversation list (§2.6, §4)", () => {
  it("loads the list and the unread count; the counter reads 99+ above 99", async () => {
    const t = start({ unread: 120 });
    expect(t.view().status).toBe("loading");
    await settle();
    expect(t.calls).toEqual(["list all last - 0", "count"]);
    expect(t.view()).toMatchObject({ status: "ready", unread: 120, unreadBadge: "99+" });
    expect(t.view().conversations.map((c) => c.id)).toEqual([1, 2]);
    expect(t.view().conversationWith("anna")).toBe(1);
  });

  it("filters and sorts on the platform, searches at once and asks the platform only above 2 characters; models show suggestions", async () => {
    const t = start();
    await settle();
    t.view().setSearch("be");
    expect(t.view().conversations.map((c) => c.id)).toEqual([2]);
    await settle();
    t.view().setSearch("bel");
    await settle();
    t.view().setFilter("models");
    await settle();
    expect(t.calls.filter((c) => c.startsWith("list") || c.startsWith("suggestions"))).toEqual([
      "list all last - 0", "list all last - 0", "list all last bel 0", "list models last bel 0", "suggestions models",
    ]);
    expect(t.view().suggestions).toEqual([suggestion]);
    t.view().setFilter("all");
    expect(t.view().suggestions).toEqual([]);
  });

  it("§4 an incoming message (after 100 ms) moves its conversation to the top and counts; an unknown one reloads", async () => {
    const t = start();
    await settle();
    const sender = { user: 102, username: "Bella", snapshot: "", nonude: "" };
    t.actor.send({ type: "socket.member.privateMessage", message: { conversation: 2, message: message(99, "2026-11-26T11:00:00.000Z", ME), sender } });
    expect(t.view().unread).toBe(2);
    t.clock.increment(100);
    expect(t.view().conversations.map((c) => [c.id, c.unread])).toEqual([[2, 1], [1, 2]]);
    expect(t.view().unread).toBe(3);
    t.actor.send({ type: "socket.member.privateMessage", message: { conversation: 8, message: message(98, "2026-11-26T11:01:00.000Z", ME), sender } });
    t.clock.increment(100);
    await settle();
    expect(t.calls.filter((c) => c === "list all last - 0" || c === "count")).toEqual(["list all last - 0", "count", "list all last - 0", "count"]);
  });

  it("reading a conversation tells the platform, clears its unread from the counter at once, then takes the platform's count", async () => {
    // The platform's count: 2 until the read reached it; a message that came meanwhile counts on.
    let platform = 2;
    const t = start({ unread: () => platform });
    await settle();
    expect(t.view().unread).toBe(2);
    platform = 1;
    t.view().read(1);
    expect(t.view()).toMatchObject({ unread: 0 });
    expect(t.view().conversations.find((c) => c.id === 1)?.unread).toBe(0);
    await settle();
    expect(t.calls.slice(-2)).toEqual(["read 1", "count"]);
    expect(t.view().unread).toBe(1);
  });

  it("§2.6 delete asks first; confirmed, the conversation goes and the others hear it; §8 a failed delete closes the modal anyway", async () => {
    const t = start();
    await settle();
    t.view().remove(1);
    expect(t.emitted).toEqual([{ type: "inbox.confirmDelete" }]);
    expect(t.view().deleting).toEqual({ conversation: 1, username: "Anna" });
    t.view().confirmRemove();
    expect(t.view().isDeleting).toBe(true);
    await settle();
    expect(t.calls).toContain("delete 1");
    expect(t.emitted.slice(1)).toEqual([{ type: "inbox.deleted", conversation: 1, username: "Anna" }, { type: "inbox.deleteSettled" }]);
    expect(t.view().deleting).toBeNull();

    const failing = start({ remove: () => Promise.reject(new Error("down")) });
    await settle();
    failing.view().remove(2);
    failing.view().confirmRemove();
    await settle();
    expect(failing.emitted).toEqual([{ type: "inbox.confirmDelete" }, { type: "inbox.deleteSettled" }]);
    expect(failing.view().conversations.map((c) => c.id)).toEqual([1, 2]);
  });

  it("a reconnected member socket reloads a list already shown, and counts again", async () => {
    const t = start();
    t.actor.send({ type: "inbox.resync" });
    await settle();
    expect(t.calls).toEqual(["list all last - 0", "count"]);
    t.actor.send({ type: "inbox.resync" });
    await settle();
    expect(t.calls.slice(2)).toEqual(["list all last - 0", "count"]);
  });

  it("a failed load offers a retry; a reset empties it", async () => {
    let fail = true;
    const t = start({ list: async () => (fail ? Promise.reject(new Error("down")) : LIST) });
    await settle();
    expect(t.view().status).toBe("error");
    fail = false;
    t.view().retry();
    await settle();
    expect(t.view().status).toBe("ready");
    t.actor.send({ type: "inbox.reset" });
    expect(t.view()).toMatchObject({ conversations: [], unread: 0 });
  });
});
