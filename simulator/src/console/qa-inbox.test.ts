import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import express from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { MESSAGE_PRICE_CREDITS } from "@camstage/core";
import { createWorld } from "../simulated-world";
import { createMemberSocket, type MemberSocketEventName } from "../socket/member-socket";
import { createQaRouter, QA_API_BASE } from "./qa-api";

const world = createWorld(1);
const performer = world.getState().performers[0]!.profile;
const heard: MemberSocketEventName[] = [];
createMemberSocket(world, async () => undefined, { emitTo: (_room, event) => void heard.push(event), disconnectRoom: () => {} });

let server: Server;
let base = "";
beforeAll(async () => {
  const app = express();
  app.use(QA_API_BASE, createQaRouter(world));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${QA_API_BASE}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  world.dispatch({ type: "world.reset" });
  world.dispatch({ type: "member.registered", id: 1, email: "m1@example.com", username: "member1", salt: "s", passwordHash: "h" });
  world.dispatch({ type: "member.credited", id: 1, amount: 1000, reason: "qa" });
  heard.length = 0;
});

const json = (path: string, body?: unknown) =>
  fetch(`${base}${path}`, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as unknown,
  }));
const memberWrites = (text: string) =>
  world.dispatch({
    type: "inbox.message.sent", conversation: 1, member: 1, performer: performer.id, id: world.getState().inbox.messageCount + 1, sender: "member", text,
    image: null, key: text, price: MESSAGE_PRICE_CREDITS, at: world.getState().clock,
  });

describe("QA inbox (issue 13)", () => {
  it("a performer writes to a member: the conversation is made, the member socket hears private-message, QA reads it back", async () => {
    expect((await json("/inbox?member=1")).body).toEqual([]);
    const send = await json("/inbox/send", { from: performer.username, to: 1, text: "  Hello from QA  " });
    expect(send).toEqual({ status: 200, body: { conversation: 1, message: { id: 1, owner: "performer", text: "Hello from QA", attachment: null, status: "sent" } } });
    expect(heard).toEqual(["private-message"]);
    expect((await json("/inbox?member=1")).body).toEqual([
      { id: 1, performer: performer.username, unread: 1, deleted: false, messages: [{ id: 1, owner: "performer", text: "Hello from QA", attachment: null, status: "sent" }] },
    ]);
  });

  it("the performer reads the member's messages: they show read and the member socket hears message-read", async () => {
    memberWrites("One");
    memberWrites("Two");
    heard.length = 0;
    expect(await json("/inbox/read", { performer: performer.username, member: 1 })).toEqual({ status: 200, body: { conversation: 1, read: 2 } });
    expect(heard).toEqual(["message-read"]);
    const [conversation] = (await json("/inbox?member=1")).body as { messages: { owner: string; status: string }[] }[];
    expect(conversation!.messages.map(({ owner, status }) => ({ owner, status }))).toEqual([{ owner: "member", status: "read" }, { owner: "member", status: "read" }]);
    expect((await json("/inbox/read", { performer: performer.username, member: 1 })).body).toEqual({ conversation: 1, read: 0 });
  });

  it("switches the reply bot", async () => {
    expect((await json("/inbox/settings")).body).toEqual({ replies: true });
    expect((await json("/inbox/settings", { replies: false })).body).toEqual({ replies: false });
    expect(world.getState().inbox.replies).toBe(false);
    expect((await json("/inbox/settings")).body).toEqual({ replies: false });
    expect((await json("/inbox/settings", { replies: true })).body).toEqual({ replies: true });
    expect(world.getState().inbox.replies).toBe(true);
  });

  it("answers unknown members, performers and conversations with 404 and bad bodies with 400", async () => {
    expect((await json("/inbox?member=abc")).status).toBe(400);
    expect((await json("/inbox?member=9")).status).toBe(404);
    expect((await json("/inbox/send", { from: "nobody-here", to: 1, text: "Hi" })).status).toBe(404);
    expect((await json("/inbox/send", { from: performer.username, to: 9, text: "Hi" })).status).toBe(404);
    for (const text of ["   ", "x".repeat(256)]) expect((await json("/inbox/send", { from: performer.username, to: 1, text })).status).toBe(400);
    expect((await json("/inbox/send", { from: performer.username, text: "Hi" })).status).toBe(400);
    expect((await json("/inbox/read", { performer: performer.username, member: 1 })).status).toBe(404);
    expect((await json("/inbox/read", { performer: performer.username })).status).toBe(400);
    expect((await json("/inbox/settings", { replies: "yes" })).status).toBe(400);
    expect((await json("/inbox/settings", {})).status).toBe(400);
    expect(world.getState().inbox.conversations).toEqual([]);
  });
});
