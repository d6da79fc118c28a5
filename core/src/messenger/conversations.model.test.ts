import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import type { Conversation, Message } from "../domain/messaging.schema";
import { INBOX_LABELS, type SendMessageRequest } from "../platform/inbox-endpoints";
import { PlatformHttpError } from "../platform/platform-error";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { conversationsMachine } from "./conversations.machine";
import type { ConversationsContext } from "./conversations.context";
import { connectConversations, type ConversationsSnapshot } from "./messenger.connect";

const ME = 7;
const anna = { user: 11, username: "Anna", snapshot: "/anna.jpg", nonude: "/anna-nn.jpg" };
const party = (id: number, username: string) => ({ id, userid: id, avatar: null, username });
const message = (id: number, over: Partial<Message> = {}): Message => ({ id, createdAt: "2026-11-26T10:00:00.000Z", read: false, text: `m${id}`, ...over });
const page: Conversation = {
  id: 5, createdAt: "2026-11-01T10:00:00.000Z", updatedAt: "2026-11-01T10:00:00.000Z", participant: party(ME, "bob"), owner: party(anna.user, "Anna"),
  isBubble: false, unread: 1, archived: false, deleted: false, favorite: false, messages: [message(1, { receiver: ME })], nextPage: 1,
};
const refused = (label: string) => new PlatformHttpError({ method: "POST", path: "/inbox/:id" }, 400, label, { label });
const incoming = { conversation: 5, message: message(200, { receiver: ME }), sender: anna };
const jpeg = "data:image/jpeg;base64,/9j/4AAA";

const samples = {
  "chats.start": [{ type: "chats.start", memberId: ME, stored: null, viewport: { widthPx: 1280, remPx: 16 } }],
  "chats.open": [
    { type: "chats.open", performer: anna, conversation: 5, popup: false },
    { type: "chats.open", performer: anna, conversation: null, popup: true },
  ],
  "chats.leave": [{ type: "chats.leave", performer: "Anna" }],
  "chats.popup.close": [{ type: "chats.popup.close", user: anna.user }],
  "chats.popup.minimise": [{ type: "chats.popup.minimise", user: anna.user }],
  "chats.popup.focus": [{ type: "chats.popup.focus", user: anna.user }],
  "chats.viewport": [{ type: "chats.viewport", viewport: { widthPx: 390, remPx: 16 } }],
  "chats.text": [{ type: "chats.text", performer: "Anna", text: "Hi" }],
  "chats.send": [
    { type: "chats.send", performer: "Anna", balance: 600, key: "k1", at: "2026-11-26T10:01:00.000Z" },
    { type: "chats.send", performer: "Anna", balance: 59, key: "k2", at: "2026-11-26T10:01:00.000Z" },
  ],
  "chats.retry": [{ type: "chats.retry", performer: "Anna", key: "k1" }],
  "chats.resend": [{ type: "chats.resend" }],
  "chats.photo.pick": [
    { type: "chats.photo.pick", performer: "Anna", size: 1000, mimeType: "image/jpeg" },
    { type: "chats.photo.pick", performer: "Anna", size: 1000, mimeType: "image/png" },
  ],
  "chats.photo.camera": [{ type: "chats.photo.camera", performer: "Anna" }],
  "chats.photo.cancel": [{ type: "chats.photo.cancel", performer: "Anna" }],
  "chats.photo.send": [{ type: "chats.photo.send", performer: "Anna", image: jpeg, balance: 600, key: "p1", at: "2026-11-26T10:01:00.000Z" }],
  "chats.loadOlder": [{ type: "chats.loadOlder", performer: "Anna" }],
  "chats.message": [{ type: "chats.message", message: incoming }],
  "chats.read": [{ type: "chats.read", read: { conversation: 5, until: "2026-11-26T10:05:00.000Z" } }],
  "chats.forget": [{ type: "chats.forget", conversation: 5 }],
  "chats.reset": [{ type: "chats.reset" }],
  "socket.member.privateMessage": [
    { type: "socket.member.privateMessage", message: incoming },
    { type: "socket.member.privateMessage", message: { conversation: "five" } },
  ],
  "socket.member.messageRead": [
    { type: "socket.member.messageRead", message: { conversation: 5, until: "2026-11-26T10:05:00.000Z" } },
    { type: "socket.member.messageRead", message: null },
  ],
  "xstate.done.actor.sendMessage": [{ type: "xstate.done.actor.sendMessage", output: message(300, { receiver: anna.user, conversation: 5 }) }],
  "xstate.error.actor.sendMessage": [
    { type: "xstate.error.actor.sendMessage", error: refused(INBOX_LABELS.noCredits) },
    { type: "xstate.error.actor.sendMessage", error: refused("internalServerError") },
    // Issue 14: the platform could not be reached; the send goes out again when it is back.
    { type: "xstate.error.actor.sendMessage", error: new PlatformHttpError({ method: "POST", path: "/inbox/:id" }, 503, "server.unavailable", null) },
  ],
  "xstate.done.actor.loadConversation": [{ type: "xstate.done.actor.loadConversation", output: page }],
  "xstate.error.actor.loadConversation": [{ type: "xstate.error.actor.loadConversation", error: new Error("500") }],
};

// Enough of the context to tell the states apart without counting every message (the graph stays small).
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as ConversationsContext;
  return JSON.stringify([s.value, c.memberId, Object.keys(c.entries).length, Math.min(c.outbox.length, 2), Math.min(c.loads.length, 2), c.early.length > 0]);
};

const view = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as ConversationsContext;
  const chats = connectConversations(snapshot as ConversationsSnapshot, () => {});
  const shown = Object.values(context.entries).map((entry) => chats.chat(entry.performer.username, "2026-11-26T12:00:00.000Z", "en")!);
  return { chats, context, shown };
};

describeModel("the member's conversations", {
  machine: conversationsMachine,
  samples,
  serializeState,
  effects: () => ({
    sendMessage: controllable<Message, { conversation: number | null; body: SendMessageRequest }>(),
    loadConversation: controllable<Conversation, { conversation: number; page: number; limit: number }>(),
  }),
  expose: view,
  states: {
    // Nothing shows before the member's messenger starts.
    closed: ({ chats, shown }) => {
      expect(chats.isOpen).toBe(false);
      expect(chats.popups).toEqual([]);
      expect(shown).toEqual([]);
    },
    // §4 the sending flag: no editor waits while nothing is on its way …
    "open.outbox.idle": ({ chats, shown }) => {
      expect(chats.isOpen).toBe(true);
      expect(shown.filter((chat) => chat.sending)).toEqual([]);
    },
    // … and the one whose message is on its way does (its field disabled).
    "open.outbox.sending": ({ context, chats }) => {
      const head = context.outbox[0]!;
      expect(chats.chat(head.performer, "2026-11-26T12:00:00.000Z", "en")?.sending ?? true).toBe(true);
    },
    // No conversation says it is loading while nothing loads.
    "open.loader.idle": ({ shown }) => expect(shown.filter((chat) => chat.status === "loading" || chat.loadingOlder)).toEqual([]),
    "open.loader.loading": ({ context }) => expect(context.loads.length).toBeGreaterThan(0),
  },
});
