import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { Conversation, Message } from "../domain/messaging.schema";
import { INBOX_LABELS, type SendMessageRequest } from "../platform/inbox-endpoints";
import { PlatformHttpError } from "../platform/platform-error";
import { settle } from "../testing/machine-model";
import { conversationsMachine, type ConversationsEmitted } from "./conversations.machine";
import { connectConversations } from "./messenger.connect";
import type { PopupSet } from "./popups";

const ME = 7;
const anna = { user: 11, username: "Anna", snapshot: "/anna.jpg", nonude: "/anna-nn.jpg" };
const party = (id: number, username: string) => ({ id, userid: id, avatar: null, username });
const message = (id: number, createdAt: string, over: Partial<Message> = {}): Message => ({ id, createdAt, read: false, text: `m${id}`, ...over });
const conversation = (id: number, messages: Message[], over: Partial<Conversation> = {}): Conversation => ({
  id, createdAt: "2026-11-01T10:00:00.000Z", updatedAt: "2026-11-01T10:00:00.000Z", participant: party(ME, "bob"), owner: party(anna.user, "Anna"),
  isBubble: false, unread: 0, archived: false, deleted: false, favorite: false, messages, nextPage: null, ...over,
});
const desktop = { widthPx: 1920, remPx: 16 };
const refused = (label: string) => new PlatformHttpError({ method: "POST", path: "/inbox/:id" }, 400, label, { label });

const start = (options: { send?: (body: SendMessageRequest) => Promise<Message>; pages?: Record<string, Conversation> } = {}) => {
  const calls: string[] = [];
  const emitted: ConversationsEmitted[] = [];
  const stored: PopupSet[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    conversationsMachine.provide({
      actors: {
        loadConversation: fromPromise<Conversation, { conversation: number; page: number; limit: number }>(async ({ input }) => {
          calls.push(`load ${input.conversation}:${input.page}`);
          const page = options.pages?.[`${input.conversation}:${input.page}`];
          if (page === undefined) throw new Error("no such page");
          return page;
        }),
        sendMessage: fromPromise<Message, { conversation: number | null; body: SendMessageRequest }>(async ({ input }) => {
          calls.push(`send ${input.conversation ?? "new"} ${input.body.idempotencyKey} ${input.body.message}${input.body.attachment ? " +photo" : ""}`);
          return (options.send ?? (async (body) => message(100, "2026-11-26T10:00:00.000Z", { text: body.message, conversation: 5, receiver: anna.user })))(input.body);
        }),
      },
      actions: { storePopups: (_, { popups }) => void stored.push(popups) },
    }),
    { clock },
  ).start();
  actor.on("*", (event) => emitted.push(event as ConversationsEmitted));
  actor.send({ type: "chats.start", memberId: ME, stored: null, viewport: desktop });
  return { actor, calls, emitted, stored, clock, view: () => connectConversations(actor.getSnapshot(), actor.send) };
};

const chat = (t: ReturnType<typeof start>) => t.view().chat("Anna", "2026-11-26T12:00:00.000Z", "en")!;

describe("the member's conversations (§2.6, §4)", () => {
  it("opens a conversation with its newest page, the unread divider and each message's owner and tick", async () => {
    const page = conversation(5, [message(1, "2026-11-26T09:00:00.000Z", { receiver: ME }), message(2, "2026-11-26T09:05:00.000Z", { receiver: anna.user, status: "delivered" })], { unread: 1 });
    const t = start({ pages: { "5:0": page } });
    t.view().open(anna, 5);
    expect(chat(t).status).toBe("loading");
    await settle();
    expect(t.calls).toEqual(["load 5:0"]);
    expect(chat(t).items.map((item) => (item.kind === "message" ? `${item.message.owner} ${item.tick}` : item.kind))).toEqual(["day", "unread", "other none", "self delivered"]);
  });

  it("sends the trimmed text once under its key: a pending bubble, then the answer in its place (a single tick)", async () => {
    const t = start();
    t.view().open(anna, null);
    t.view().type("Anna", "  Hello Anna  ");
    t.view().send("Anna", 600, "k1", "2026-11-26T10:00:00.000Z");
    expect(chat(t)).toMatchObject({ sending: true, text: "" });
    expect(chat(t).items.filter((i) => i.kind === "message").map((i) => i.kind === "message" && i.tick)).toEqual(["pending"]);
    await settle();
    expect(t.calls).toEqual(["send new k1 Hello Anna"]);
    const messages = chat(t).items.filter((i) => i.kind === "message");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ tick: "sent", message: { id: 100, text: "Hello Anna" } });
    // §4 the new conversation got its id from the answer; the list hears of it.
    expect(chat(t).conversation).toBe(5);
    expect(t.emitted).toContainEqual({ type: "chats.started", conversation: 5 });
  });

  it("§5 refuses an empty or too long text and, below 60 credits, opens the no-credits modal — keeping the text", async () => {
    const t = start();
    t.view().open(anna, 5);
    t.view().send("Anna", 600, "k1", "2026-11-26T10:00:00.000Z");
    expect(chat(t).error).toBe("message.empty");
    t.view().type("Anna", "x".repeat(256));
    t.view().send("Anna", 600, "k2", "2026-11-26T10:00:00.000Z");
    expect(chat(t).error).toBe("message.tooLong");
    t.view().type("Anna", "Hi");
    t.view().send("Anna", 59, "k3", "2026-11-26T10:00:00.000Z");
    expect(chat(t)).toMatchObject({ error: "message.noCredits", text: "Hi" });
    expect(t.emitted).toContainEqual({ type: "chats.noCredits" });
    await settle();
    expect(t.calls.filter((c) => c.startsWith("send"))).toEqual([]);
  });

  it("§8 the platform's deduct label: the message leaves, its text is back, the no-credits modal opens; another refusal marks it failed, and a retry sends it under its key", async () => {
    let answer: () => Promise<Message> = () => Promise.reject(refused(INBOX_LABELS.noCredits));
    const t = start({ send: () => answer() });
    t.view().open(anna, 5);
    t.view().type("Anna", "Hi");
    t.view().send("Anna", 600, "k1", "2026-11-26T10:00:00.000Z");
    await settle();
    expect(chat(t)).toMatchObject({ text: "Hi", error: INBOX_LABELS.noCredits, sending: false });
    expect(chat(t).items.filter((i) => i.kind === "message")).toEqual([]);
    expect(t.emitted).toContainEqual({ type: "chats.noCredits" });
    answer = () => Promise.reject(refused("internalServerError"));
    t.view().send("Anna", 600, "k2", "2026-11-26T10:01:00.000Z");
    await settle();
    expect(chat(t).items.filter((i) => i.kind === "message").map((i) => i.kind === "message" && i.tick)).toEqual(["failed"]);
    answer = async () => message(101, "2026-11-26T10:01:00.000Z", { text: "Hi", receiver: anna.user, conversation: 5 });
    t.view().retry("Anna", "k2");
    t.view().retry("Anna", "k2");
    await settle();
    expect(t.calls.filter((c) => c.startsWith("send"))).toEqual(["send 5 k1 Hi", "send 5 k2 Hi", "send 5 k2 Hi"]);
    expect(chat(t).items.filter((i) => i.kind === "message").map((i) => i.kind === "message" && `${i.message.id} ${i.tick}`)).toEqual(["101 sent"]);
  });

  it("issue 14: a send the platform could not take goes out again, once, when it is back; a refused one waits for its retry", async () => {
    const down = new PlatformHttpError({ method: "POST", path: "/inbox/:id" }, 503, "server.unavailable", null);
    let answer: (body: SendMessageRequest) => Promise<Message> = (body) => Promise.reject(body.idempotencyKey === "k2" ? refused("internalServerError") : down);
    const t = start({ send: (body) => answer(body) });
    t.view().open(anna, 5);
    t.view().type("Anna", "While it restarts");
    t.view().send("Anna", 600, "k1", "2026-11-26T10:00:00.000Z");
    await settle();
    t.view().type("Anna", "Refused");
    t.view().send("Anna", 600, "k2", "2026-11-26T10:01:00.000Z");
    await settle();
    expect(chat(t).items.flatMap((i) => (i.kind === "message" ? [i.tick] : []))).toEqual(["failed", "failed"]);
    answer = async (body) => message(body.idempotencyKey === "k1" ? 101 : 102, "2026-11-26T10:02:00.000Z", { text: body.message, receiver: anna.user, conversation: 5 });
    t.actor.send({ type: "chats.resend" });
    t.actor.send({ type: "chats.resend" });
    await settle();
    expect(t.calls.filter((c) => c.startsWith("send"))).toEqual(["send 5 k1 While it restarts", "send 5 k2 Refused", "send 5 k1 While it restarts"]);
    expect(chat(t).items.flatMap((i) => (i.kind === "message" ? [`${i.message.text} ${i.tick}`] : []))).toEqual(["Refused failed", "While it restarts sent"]);
  });

  it("§2.6/§5 a photo: a png or a jpeg of 5 MB is refused with its marker; a jpeg goes to the crop, then out as its own message — the text stays", async () => {
    const jpeg = "data:image/jpeg;base64,/9j/4AAA";
    const t = start({ send: async (body) => message(102, "2026-11-26T10:00:00.000Z", { text: body.message, attachment: "/media/inbox/102.jpg", receiver: anna.user, conversation: 5 }) });
    t.view().open(anna, 5);
    t.view().type("Anna", "a caption to keep");
    t.view().pickPhoto("Anna", { size: 10, type: "image/png" });
    expect(chat(t)).toMatchObject({ photo: null, error: "ImageNotAllowed" });
    t.view().pickPhoto("Anna", { size: 5242880, type: "image/jpeg" });
    expect(chat(t)).toMatchObject({ photo: null, error: "ImageToBig" });
    t.view().pickPhoto("Anna", { size: 5242879, type: "image/jpeg" });
    expect(chat(t)).toMatchObject({ photo: "crop", error: null });
    // A crop that is not a jpeg data URL never leaves.
    t.view().sendPhoto("Anna", "data:image/png;base64,iVBORw0K", 600, "p0", "2026-11-26T10:00:00.000Z");
    expect(chat(t)).toMatchObject({ photo: "crop", error: "ImageNotAllowed", sending: false });
    // Below 60 credits: the no-credits modal over the open crop, nothing sent.
    t.view().sendPhoto("Anna", jpeg, 59, "p1", "2026-11-26T10:00:00.000Z");
    expect(chat(t)).toMatchObject({ photo: "crop", error: "message.noCredits" });
    expect(t.emitted).toContainEqual({ type: "chats.noCredits" });
    t.view().sendPhoto("Anna", jpeg, 600, "p2", "2026-11-26T10:00:00.000Z");
    expect(chat(t)).toMatchObject({ photo: null, sending: true, text: "a caption to keep" });
    const pending = chat(t).items.find((i) => i.kind === "message");
    expect(pending).toMatchObject({ tick: "pending", message: { attachment: jpeg } });
    await settle();
    expect(t.calls.filter((c) => c.startsWith("send"))).toEqual(["send 5 p2  +photo"]);
    expect(chat(t).items.filter((i) => i.kind === "message").map((i) => i.kind === "message" && `${i.message.id} ${i.message.attachment} ${i.tick}`)).toEqual(["102 /media/inbox/102.jpg sent"]);
    // The camera dialog opens and closes as asked.
    t.view().openCamera("Anna");
    expect(chat(t).photo).toBe("camera");
    t.view().cancelPhoto("Anna");
    expect(chat(t).photo).toBeNull();
  });

  it("§8 a photo the platform refuses for credits stays, failed, and its retry sends the same photo under its key", async () => {
    let answer: () => Promise<Message> = () => Promise.reject(refused(INBOX_LABELS.noCredits));
    const t = start({ send: () => answer() });
    t.view().open(anna, 5);
    t.view().openCamera("Anna");
    t.view().sendPhoto("Anna", "data:image/jpeg;base64,/9j/4AAA", 600, "c1", "2026-11-26T10:00:00.000Z");
    await settle();
    expect(t.emitted).toContainEqual({ type: "chats.noCredits" });
    expect(chat(t).items.filter((i) => i.kind === "message").map((i) => i.kind === "message" && i.tick)).toEqual(["failed"]);
    answer = async () => message(103, "2026-11-26T10:00:00.000Z", { text: "", attachment: "/media/inbox/103.jpg", receiver: anna.user, conversation: 5 });
    t.view().retry("Anna", "c1");
    await settle();
    expect(t.calls.filter((c) => c.startsWith("send"))).toEqual(["send 5 c1  +photo", "send 5 c1  +photo"]);
    expect(chat(t).items.filter((i) => i.kind === "message").map((i) => i.kind === "message" && `${i.message.id} ${i.tick}`)).toEqual(["103 sent"]);
  });

  it("§4 a private message after 100 ms: a pop-up opens for her with its history, and message-read turns the member's ticks blue", async () => {
    const page = conversation(5, [message(100, "2026-11-26T10:00:00.000Z", { receiver: anna.user, status: "sent" })]);
    const t = start({ pages: { "5:0": page } });
    const incoming = { conversation: 5, message: message(200, "2026-11-26T10:02:00.000Z", { receiver: ME }), sender: anna };
    t.actor.send({ type: "socket.member.privateMessage", message: incoming });
    expect(t.view().popups).toEqual([]);
    t.clock.increment(100);
    expect(t.view().popups).toMatchObject([{ popup: { user: anna.user, unread: 1, conversation: 5 }, blinking: true }]);
    await settle();
    expect(t.calls).toEqual(["load 5:0"]);
    expect(chat(t).items.filter((i) => i.kind === "message").map((i) => i.kind === "message" && `${i.message.id} ${i.tick}`)).toEqual(["100 sent", "200 none"]);
    t.actor.send({ type: "socket.member.messageRead", message: { conversation: 5, until: "2026-11-26T10:00:00.000Z" } });
    expect(chat(t).items.filter((i) => i.kind === "message").map((i) => i.kind === "message" && i.tick)).toEqual(["read", "none"]);
    // §4 focusing the blinking pop-up reads the conversation.
    t.view().focus(anna.user);
    expect(t.emitted).toContainEqual({ type: "chats.markedRead", conversation: 5 });
    expect(t.view().popups[0]).toMatchObject({ focused: true, blinking: false });
    expect(t.stored.at(-1)?.popups.map((p) => p.user)).toEqual([anna.user]);
  });

  it("a message for the conversation the messenger page shows is read there: no pop-up; after leaving, one opens", async () => {
    const t = start({ pages: { "5:0": conversation(5, []) } });
    t.view().open(anna, 5);
    await settle();
    const incoming = (id: number) => ({ conversation: 5, message: message(id, "2026-11-26T10:02:00.000Z", { receiver: ME }), sender: anna });
    t.actor.send({ type: "chats.message", message: incoming(200) });
    expect(t.view().popups).toEqual([]);
    expect(t.emitted).toContainEqual({ type: "chats.markedRead", conversation: 5 });
    t.view().leave("Anna");
    t.actor.send({ type: "chats.message", message: incoming(201) });
    expect(t.view().popups.map((p) => p.popup.username)).toEqual(["Anna"]);
  });

  it("opening her conversation on the messenger page reads it: her blinking pop-up clears and steps aside meanwhile; the list hears it", async () => {
    const t = start({ pages: { "5:0": conversation(5, [message(1, "2026-11-26T09:00:00.000Z", { receiver: ME })], { unread: 1 }) } });
    t.actor.send({ type: "chats.message", message: { conversation: 5, message: message(2, "2026-11-26T09:01:00.000Z", { receiver: ME }), sender: anna } });
    await settle();
    expect(t.view().popups).toMatchObject([{ popup: { unread: 1 }, blinking: true }]);
    t.view().open(anna, 5);
    await settle();
    expect(t.emitted).toContainEqual({ type: "chats.markedRead", conversation: 5 });
    expect(t.view().popups).toEqual([]);
    expect(chat(t).items.flatMap((i) => (i.kind === "message" ? [i.message.read] : []))).toEqual([true, true]);
    t.view().leave("Anna");
    expect(t.view().popups).toMatchObject([{ popup: { user: anna.user, unread: 0 }, blinking: false }]);
  });

  it("a private message heard before the messenger started (its code loads after the socket) pops up once it starts", () => {
    const actor = createActor(conversationsMachine).start();
    actor.send({ type: "socket.member.privateMessage", message: { conversation: 5, message: message(200, "2026-11-26T10:02:00.000Z", { receiver: ME }), sender: anna } });
    actor.send({ type: "chats.start", memberId: ME, stored: null, viewport: desktop });
    const view = connectConversations(actor.getSnapshot(), actor.send);
    expect(view.popups.map((p) => [p.popup.username, p.popup.unread])).toEqual([["Anna", 1]]);
    expect(actor.getSnapshot().context.early).toEqual([]);
  });

  it("§8 a malformed socket event is logged and changes nothing", () => {
    const logError = vi.fn();
    const actor = createActor(conversationsMachine.provide({ actions: { logError: (_, params) => logError(params.message) } })).start();
    actor.send({ type: "chats.start", memberId: ME, stored: null, viewport: desktop });
    actor.send({ type: "socket.member.privateMessage", message: { conversation: "five" } });
    actor.send({ type: "socket.member.messageRead", message: {} });
    expect(logError.mock.calls).toEqual([["Ignored a malformed private message"], ["Ignored a malformed message-read"]]);
    expect(actor.getSnapshot().context.entries).toEqual({});
  });

  it("§4 keeps at most 4 pop-ups on desktop (the oldest goes) and restores them from storage; a deleted conversation's pop-up closes", () => {
    const t = start();
    const performers = [1, 2, 3, 4, 5].map((n) => ({ user: 20 + n, username: `Model${n}`, snapshot: "", nonude: "" }));
    performers.forEach((p, i) => t.view().open(p, 30 + i, true));
    expect(t.view().popups.map((p) => p.popup.username)).toEqual(["Model2", "Model3", "Model4", "Model5"]);
    const restored = createActor(conversationsMachine).start();
    restored.send({ type: "chats.start", memberId: ME, stored: JSON.stringify(t.stored.at(-1)), viewport: { widthPx: 390, remPx: 16 } });
    // A mobile window keeps one.
    expect(connectConversations(restored.getSnapshot(), restored.send).popups.map((p) => p.popup.username)).toEqual(["Model5"]);
    t.actor.send({ type: "chats.forget", conversation: 34 });
    expect(t.view().popups.map((p) => p.popup.username)).toEqual(["Model2", "Model3", "Model4"]);
  });
});
