import { beforeEach, describe, expect, it } from "vitest";
import { INBOX_LABELS, inboxApi, MESSAGE_PRICE_CREDITS, type Conversation, type InboxSuggestion, type Message } from "@camstage/core";
import { mswWorld } from "../testing/msw-world";
import { addMember, callEndpoint as call, creditsOf, TEST_ORIGIN } from "../testing/call-endpoint";
import { TOKEN_LABELS } from "../members/member-route";
import { performerMessage } from "./inbox-send";
import { attachmentUrl } from "./inbox-attachment";

const { world, crypto } = mswWorld();
const performers = world.getState().performers.map((p) => p.profile);
const online = performers.filter((p) => p.onlineState !== "offline");
const offline = performers.filter((p) => p.onlineState === "offline");
const [ann, bea] = online as [typeof performers[number], typeof performers[number]];
const cleo = offline[0]!;

/** A small jpeg's data URL (its base64 starts /9j/, the jpeg's first bytes), and one of `bytes` decoded bytes. */
const JPEG = "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==";
const jpegOf = (bytes: number) => `data:image/jpeg;base64,/9j/${"A".repeat((bytes / 3) * 4 - 4)}`;

let token = "";
beforeEach(async () => {
  token = await addMember(world, crypto, 1);
  world.dispatch({ type: "member.credited", id: 1, amount: 1000, reason: "qa" });
});

const send = (id: string | number, body: Record<string, unknown>, as = token) =>
  call(inboxApi.send, { params: { id }, body: { target: ann.id, idempotencyKey: `k-${Math.random()}`, ...body }, token: as });
const writes = (performer: number, text: string, member = 1) => world.dispatch(performerMessage(world.getState(), member, performer, text, world.getState().clock));
const list = async (query: Record<string, string | number> = {}) => {
  const reply = await call(inboxApi.list, { query, token });
  expect(reply.status).toBe(200);
  return reply.body as Conversation[];
};
const names = (conversations: readonly Conversation[]) => conversations.map((c) => c.participant.username);

describe("POST /inbox/{id} (§7 send)", () => {
  it("starts a conversation with `new`, charges 60 credits once per idempotency key and answers the message", async () => {
    const first = await send("new", { message: "  Hello there  ", idempotencyKey: "k1" });
    expect(first.status).toBe(200);
    const message = first.body as Message;
    expect(message).toEqual({
      id: 1, createdAt: new Date(world.getState().clock).toISOString(), read: false, text: "Hello there", content: "Hello there", attachment: null,
      owner: "self", receiver: ann.id, conversation: 1, status: "sent",
    });
    expect(creditsOf(world, 1)).toBe(1000 - MESSAGE_PRICE_CREDITS);

    // A double click: the first message again, nothing charged or stored twice.
    expect(await send("new", { message: "Hello there", idempotencyKey: "k1" })).toMatchObject({ status: 200, body: message });
    expect(creditsOf(world, 1)).toBe(1000 - MESSAGE_PRICE_CREDITS);

    // The conversation's id, or `new` again for the same performer: the same conversation.
    expect((await send(1, { message: "Second" })).body).toMatchObject({ id: 2, conversation: 1 });
    expect((await send("new", { message: "Third" })).body).toMatchObject({ id: 3, conversation: 1 });
    expect((await send("new", { message: "Hi Bea", target: bea.id })).body).toMatchObject({ id: 4, conversation: 2, receiver: bea.id });
    expect(creditsOf(world, 1)).toBe(1000 - 4 * MESSAGE_PRICE_CREDITS);
  });

  it("answers a balance below the price with the deduct label and sends nothing", async () => {
    world.dispatch({ type: "member.credited", id: 1, amount: -(1000 - MESSAGE_PRICE_CREDITS + 1), reason: "qa" });
    const reply = await send("new", { message: "Hello" });
    expect(reply).toMatchObject({ status: 400, label: INBOX_LABELS.noCredits });
    expect(world.getState().inbox.conversations).toEqual([]);
    expect(creditsOf(world, 1)).toBe(MESSAGE_PRICE_CREDITS - 1);
  });

  it("refuses text and images the §5 rules refuse, each with its label, charging nothing", async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ message: "x".repeat(256) }, INBOX_LABELS.tooLong],
      [{ message: "   " }, INBOX_LABELS.empty],
      [{ message: "", attachment: null }, INBOX_LABELS.empty],
      [{ message: "", attachment: "data:image/png;base64,iVBORw0KGgo=" }, INBOX_LABELS.imageNotAllowed],
      // A png's bytes called jpeg.
      [{ message: "", attachment: "data:image/jpeg;base64,iVBORw0KGgo=" }, INBOX_LABELS.imageNotAllowed],
      [{ message: "", attachment: "https://example.com/a.jpg" }, INBOX_LABELS.imageNotAllowed],
      [{ message: "", attachment: jpegOf(5_242_881) }, INBOX_LABELS.imageTooBig],
    ];
    for (const [body, label] of refusals) expect(await send("new", body), label).toMatchObject({ status: 400, label });
    expect(creditsOf(world, 1)).toBe(1000);
    expect((await send("new", { message: "x".repeat(255) })).status).toBe(200);
  });

  it("stores a jpeg under 5 MB and answers it as a URL the simulator serves", async () => {
    const reply = await send("new", { message: "", attachment: JPEG });
    expect(reply.body).toMatchObject({ id: 1, text: "", attachment: attachmentUrl(1) });
    const image = await fetch(`${TEST_ORIGIN}${attachmentUrl(1)}`);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect([...new Uint8Array(await image.arrayBuffer())].slice(0, 3)).toEqual([0xff, 0xd8, 0xff]);
    expect((await fetch(`${TEST_ORIGIN}${attachmentUrl(2)}`)).status).toBe(404);
    expect((await send("new", { message: "", attachment: jpegOf(5_242_878) })).status).toBe(200);
  });

  it("refuses an unknown or foreign conversation, an unknown performer, a bad body and a missing token", async () => {
    const other = await addMember(world, crypto, 2);
    world.dispatch({ type: "member.credited", id: 2, amount: 1000, reason: "qa" });
    expect((await send("new", { message: "Mine" }, other)).status).toBe(200);
    for (const [id, target] of [[1, ann.id], [99, ann.id], ["abc", ann.id], ["new", 1]] as const) {
      expect(await send(id, { message: "Hello", target }), `${id} ${target}`).toMatchObject({ status: 404, label: INBOX_LABELS.notFound });
    }
    expect((await send("new", { message: "Hello" })).status).toBe(200);
    expect(await send(2, { message: "Hello", target: bea.id })).toMatchObject({ status: 404, label: INBOX_LABELS.notFound });
    expect(await call(inboxApi.send, { params: { id: "new" }, body: { message: "Hi", target: ann.id }, token })).toMatchObject({ status: 400, label: "badRequest.invalid.body" });
    expect(await call(inboxApi.send, { params: { id: "new" }, body: { message: "Hi", target: ann.id, idempotencyKey: "k" } })).toMatchObject({ status: 403, label: TOKEN_LABELS.missing });
  });
});

describe("GET /inbox/list (§7, §2.6 filters)", () => {
  beforeEach(async () => {
    // Ann: the member wrote last (answered); Bea: she wrote last (unanswered, 2 unread); Cleo, offline, a favourite.
    writes(bea.id, "Hi there");
    await send("new", { message: "Hi Ann" });
    writes(cleo.id, "Miss you");
    await send("new", { message: "Hi Cleo", target: cleo.id });
    writes(bea.id, "Are you there?");
    world.dispatch({ type: "favourite.added", memberId: 1, performerId: cleo.id });
  });

  it("lists the member's conversations by last interaction with the §3 fields", async () => {
    const conversations = await list();
    expect(names(conversations)).toEqual([bea.username, cleo.username, ann.username]);
    expect(conversations[0]).toMatchObject({
      id: 1, participant: { id: bea.id, userid: bea.id, username: bea.username, avatar: `/simulator/media/performer/${bea.id}/avatar.svg` },
      owner: { id: 1, userid: 1, username: "member1", avatar: null }, other: { messagingId: bea.id }, unread: 2, isBubble: false, archived: false,
      deleted: false, favorite: false, message: { id: 5, text: "Are you there?", owner: "other", receiver: 1 },
    });
    expect(conversations[1]).toMatchObject({ favorite: true, unread: 1 });
    const covered = (await call(inboxApi.list, { query: { nonude: 1 }, token })).body as Conversation[];
    expect(covered[0]!.participant.avatar).toBe(`/simulator/media/performer/${bea.id}/avatar-nonude.svg`);
  });

  it("filters unanswered, answered, favourites and models (online now), and sorts favourites first", async () => {
    expect(names(await list({ filter: "unanswered" }))).toEqual([bea.username]);
    expect(names(await list({ filter: "answered" }))).toEqual([cleo.username, ann.username]);
    expect(names(await list({ filter: "favourites" }))).toEqual([cleo.username]);
    expect(names(await list({ filter: "models" }))).toEqual([bea.username, ann.username]);
    expect(names(await list({ sort: "favourited" }))).toEqual([cleo.username, bea.username, ann.username]);
    expect((await call(inboxApi.list, { query: { filter: "nope" }, token })).status).toBe(400);
  });

  it("searches by a case-insensitive username prefix and pages, leaving deleted conversations out", async () => {
    expect(names(await list({ username: ann.username.slice(0, 3).toUpperCase() }))).toContain(ann.username);
    expect(names(await list({ username: ann.username.slice(1) }))).not.toContain(ann.username);
    expect(names(await list({ limit: 2 }))).toEqual([bea.username, cleo.username]);
    expect(names(await list({ limit: 2, page: 1 }))).toEqual([ann.username]);
    expect(await list({ page: 2, limit: 2 })).toEqual([]);
    expect((await call(inboxApi.list, { query: { limit: 0 }, token })).status).toBe(400);
    world.dispatch({ type: "inbox.conversation.deleted", conversation: 1 });
    expect(names(await list())).toEqual([cleo.username, ann.username]);
  });
});

describe("GET /inbox/{id} (§7 pages of 20)", () => {
  it("answers page 0 with the newest 20 messages, oldest first, and older pages until nextPage is null", async () => {
    for (let i = 1; i <= 45; i++) writes(ann.id, `line ${i}`);
    const page = async (n?: number) => {
      const reply = await call(inboxApi.conversation, { params: { id: 1 }, ...(n === undefined ? {} : { query: { page: n } }), token });
      expect(reply.status).toBe(200);
      const { messages, nextPage } = reply.body as Conversation;
      return { ids: (messages ?? []).map((m) => m.id), nextPage };
    };
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect(await page()).toEqual({ ids: range(26, 45), nextPage: 1 });
    expect(await page(1)).toEqual({ ids: range(6, 25), nextPage: 2 });
    expect(await page(2)).toEqual({ ids: range(1, 5), nextPage: null });
    expect(await page(3)).toEqual({ ids: [], nextPage: null });
    expect((await call(inboxApi.conversation, { params: { id: 1 }, query: { page: -1 }, token })).status).toBe(400);
  });

  it("delivers the performer's messages to the member who fetched them, once", async () => {
    writes(ann.id, "Hello");
    const reply = await call(inboxApi.conversation, { params: { id: 1 }, token });
    expect((reply.body as Conversation).messages).toMatchObject([{ status: "delivered", read: false }]);
    const events = world.events().length;
    await call(inboxApi.conversation, { params: { id: 1 }, token });
    expect(world.events()).toHaveLength(events);
  });

  it("is 404 for `new`, another member's and a deleted conversation", async () => {
    await addMember(world, crypto, 2);
    writes(ann.id, "For member 2", 2);
    writes(bea.id, "Mine");
    world.dispatch({ type: "inbox.conversation.deleted", conversation: 2 });
    for (const id of ["new", 1, 2, 3]) expect(await call(inboxApi.conversation, { params: { id }, token }), String(id)).toMatchObject({ status: 404, label: INBOX_LABELS.notFound });
  });
});

describe("unread, read, delete and bubble (§7)", () => {
  it("counts the unread messages of the member's conversations and marks them read", async () => {
    writes(ann.id, "One");
    writes(ann.id, "Two");
    writes(bea.id, "Three");
    const count = async () => ((await call(inboxApi.countUnread, { token })).body as { count: number }).count;
    expect(await count()).toBe(3);
    expect((await call(inboxApi.markRead, { params: { id: 1 }, token })).body).toBe(true);
    expect(await count()).toBe(1);
    expect(world.getState().inbox.conversations[0]!.messages.every((m) => m.read && m.delivered)).toBe(true);
    const events = world.events().length;
    await call(inboxApi.markRead, { params: { id: 1 }, token });
    expect(world.events()).toHaveLength(events);

    expect((await call(inboxApi.setState, { params: { state: "bubble" }, body: { id: 2 }, token })).body).toBe(true);
    expect(world.getState().inbox.conversations[1]!.bubble).toBe(true);
    expect((await call(inboxApi.setState, { params: { state: "delete" }, body: { id: 2 }, token })).body).toBe(true);
    expect(await count()).toBe(0);
    // Deleting again is fine; reading a deleted one is not.
    expect((await call(inboxApi.setState, { params: { state: "delete" }, body: { id: 2 }, token })).status).toBe(200);
    expect((await call(inboxApi.setState, { params: { state: "read" }, body: { id: 2 }, token })).status).toBe(404);
    writes(bea.id, "Back again");
    expect(await count()).toBe(2);
    expect((await call(inboxApi.setState, { params: { state: "read" }, body: { id: 2 }, token })).body).toBe(true);
    expect(await count()).toBe(0);
    expect((await call(inboxApi.setState, { params: { state: "archive" }, body: { id: 2 }, token })).status).toBe(400);
    expect((await call(inboxApi.markRead, { params: { id: 7 }, token })).status).toBe(404);
  });
});

describe("GET /inbox/suggestion-list/{type} (§7, §9 pages of 10)", () => {
  const suggest = async (type: "models" | "favourites", query: Record<string, string | number> = {}) => {
    const reply = await call(inboxApi.suggestions, { params: { type }, query, token });
    expect(reply.status).toBe(200);
    return reply.body as InboxSuggestion[];
  };

  it("suggests the performers online now, ten a page, by username prefix", async () => {
    expect((await suggest("models")).map((s) => s.user)).toEqual(online.slice(0, 10).map((p) => p.id));
    expect((await suggest("models", { page: 1, limit: 5 })).map((s) => s.user)).toEqual(online.slice(5, 10).map((p) => p.id));
    const prefix = ann.username.slice(0, 2).toLowerCase();
    const matching = online.filter((p) => p.username.toLowerCase().startsWith(prefix)).slice(0, 10);
    expect(await suggest("models", { username: prefix })).toEqual(matching.map((p) => ({ user: p.id, username: p.username, snapshot: p.snapshot, nonude: p.nonude, online: true })));
  });

  it("suggests the member's favourite performers in the order she chose them", async () => {
    for (const p of [cleo, ann]) world.dispatch({ type: "favourite.added", memberId: 1, performerId: p.id });
    expect(await suggest("favourites")).toMatchObject([{ user: cleo.id, online: false }, { user: ann.id, online: true }]);
    expect(await suggest("favourites", { username: cleo.username.toUpperCase() })).toMatchObject([{ user: cleo.id }]);
    expect((await call(inboxApi.suggestions, { params: { type: "friends" }, token })).status).toBe(400);
  });
});
