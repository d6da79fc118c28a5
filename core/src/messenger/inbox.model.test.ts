import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import type { Conversation, Message } from "../domain/messaging.schema";
import type { InboxSuggestion } from "../platform/inbox-endpoints";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { inboxMachine, type InboxFlowContext, type InboxQuery } from "./inbox.machine";
import { connectInbox, type InboxSnapshot } from "./messenger.connect";

const ME = 7;
const party = (id: number, username: string) => ({ id, userid: id, avatar: null, username });
const message = (id: number): Message => ({ id, createdAt: "2026-11-26T09:00:00.000Z", read: false, text: `m${id}`, receiver: ME });
const conversation = (id: number, username: string): Conversation => ({
  id, createdAt: "2026-11-26T09:00:00.000Z", updatedAt: "2026-11-26T09:00:00.000Z", participant: party(ME, "bob"), owner: party(100 + id, username),
  isBubble: false, unread: 1, archived: false, deleted: false, favorite: false, message: message(id * 10),
});
// A full first page (more may follow) and a short one (the end).
const fullPage = Array.from({ length: 20 }, (_, i) => conversation(i + 1, `P${i + 1}`));
const suggestion: InboxSuggestion = { user: 300, username: "Carla", snapshot: "", nonude: "", online: true };
const incoming = (conversationId: number) => ({ conversation: conversationId, message: message(500 + conversationId), sender: { user: 101, username: "P1", snapshot: "", nonude: "" } });

const samples = {
  "inbox.open": [{ type: "inbox.open", memberId: ME }],
  "inbox.filter": [{ type: "inbox.filter", filter: "models" }, { type: "inbox.filter", filter: "unanswered" }],
  "inbox.sort": [{ type: "inbox.sort", sort: "favourited" }],
  "inbox.search": [{ type: "inbox.search", text: "ann" }],
  "inbox.loadMore": [{ type: "inbox.loadMore" }],
  "inbox.retry": [{ type: "inbox.retry" }],
  "inbox.read": [{ type: "inbox.read", conversation: 1 }],
  "inbox.refresh": [{ type: "inbox.refresh" }],
  "inbox.recount": [{ type: "inbox.recount" }],
  "inbox.resync": [{ type: "inbox.resync" }],
  "inbox.delete": [{ type: "inbox.delete", conversation: 1 }, { type: "inbox.delete", conversation: 999 }],
  "inbox.delete.confirm": [{ type: "inbox.delete.confirm" }],
  "inbox.delete.cancel": [{ type: "inbox.delete.cancel" }],
  "inbox.message": [{ type: "inbox.message", message: incoming(1) }, { type: "inbox.message", message: incoming(77) }],
  "inbox.reset": [{ type: "inbox.reset" }],
  "socket.member.privateMessage": [
    { type: "socket.member.privateMessage", message: incoming(1) },
    { type: "socket.member.privateMessage", message: { conversation: "x" } },
  ],
  "xstate.done.actor.loadInbox": [{ type: "xstate.done.actor.loadInbox", output: fullPage }],
  "xstate.error.actor.loadInbox": [{ type: "xstate.error.actor.loadInbox", error: new Error("500") }],
  "xstate.done.actor.loadMoreInbox": [{ type: "xstate.done.actor.loadMoreInbox", output: [conversation(21, "P21")] }],
  "xstate.error.actor.loadMoreInbox": [{ type: "xstate.error.actor.loadMoreInbox", error: new Error("500") }],
  "xstate.done.actor.countUnread": [{ type: "xstate.done.actor.countUnread", output: 120 }],
  "xstate.error.actor.countUnread": [{ type: "xstate.error.actor.countUnread", error: new Error("500") }],
  "xstate.done.actor.loadSuggestions": [{ type: "xstate.done.actor.loadSuggestions", output: [suggestion] }],
  "xstate.error.actor.loadSuggestions": [{ type: "xstate.error.actor.loadSuggestions", error: new Error("500") }],
  "xstate.done.actor.markRead": [{ type: "xstate.done.actor.markRead", output: true }],
  "xstate.error.actor.markRead": [{ type: "xstate.error.actor.markRead", error: new Error("500") }],
  "xstate.done.actor.removeConversation": [{ type: "xstate.done.actor.removeConversation", output: true }],
  "xstate.error.actor.removeConversation": [{ type: "xstate.error.actor.removeConversation", error: new Error("500") }],
};

const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as InboxFlowContext;
  // The filter decides the suggestions; the sort and the search change only the query, not the states.
  return JSON.stringify([s.value, c.filter === "models", c.list.conversations.length > 0, c.deleting !== null, c.reads.length > 0]);
};

describeModel("the conversation list", {
  machine: inboxMachine,
  samples,
  serializeState,
  effects: () => {
    const loadInbox = controllable<readonly Conversation[], InboxQuery>();
    return {
      loadInbox,
      loadMoreInbox: loadInbox,
      countUnread: controllable<number, void>(),
      loadSuggestions: controllable<readonly InboxSuggestion[], unknown>(),
      removeConversation: controllable<unknown, { conversation: number }>(),
      markRead: controllable<unknown, { conversation: number }>(),
    };
  },
  expose: (snapshot) => connectInbox(snapshot as InboxSnapshot, () => {}),
  states: {
    closed: (view) => expect(view).toMatchObject({ status: "loading", conversations: [], unread: 0 }),
    "open.list.loading": (view) => expect(view.status).toBe("loading"),
    "open.list.ready": (view) => expect(view).toMatchObject({ status: "ready", loadingMore: false }),
    // Older conversations load only while more exist (§2.6 infinite scroll).
    "open.list.loadingMore": (view) => expect(view).toMatchObject({ status: "ready", loadingMore: true, hasMore: true }),
    "open.list.failed": (view) => expect(view.status).toBe("error"),
    // §2.3 the counter: 99+ above 99.
    "open.unread": (view) => expect(view.unreadBadge).toBe(view.unread > 99 ? "99+" : view.unread > 0 ? String(view.unread) : null),
    // §2.6 suggestions only for the models and favourites filters.
    "open.suggestions.loading": (view) => expect(["models", "favourites"]).toContain(view.filter),
    "open.suggestions.shown": (view) => {
      expect(["models", "favourites"]).toContain(view.filter);
      expect(view.suggestions).toEqual([suggestion]);
    },
    "open.suggestions.none": () => {},
    "open.reading.idle": (_view, snapshot) => expect((snapshot.context as InboxFlowContext).reads).toEqual([]),
    // §7 the read goes to the platform for the conversation read.
    "open.reading.marking": (_view, snapshot) => expect((snapshot.context as InboxFlowContext).reads[0]).toBe(1),
    "open.deletion.idle": (view) => expect(view).toMatchObject({ deleting: null, isDeleting: false }),
    // The modal asks about one conversation of the list.
    "open.deletion.confirming": (view) => expect(view.deleting).toMatchObject({ conversation: 1, username: "P1" }),
    "open.deletion.deleting": (view) => expect(view).toMatchObject({ isDeleting: true, deleting: { conversation: 1 } }),
  },
});
