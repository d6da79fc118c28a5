import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import express from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createWorld, replayWorld } from "../simulated-world";
import { createQaRouter, QA_API_BASE } from "../console/qa-api";
import { ROOM_MESSAGE_LIMIT } from "./chat.schema";

const world = createWorld(1);
const live = world.getState().performers.find((p) => p.profile.onlineState === "free")!.profile.username;
const said = (id: string, clientMessageId: string | null = null, clientId = "c1") =>
  world.dispatch({ type: "chat.room.said", performer: live, id, messageType: "member", sender: clientId === "c1" ? "bob" : "eve", text: `t${id}`, clientId, clientMessageId, at: 1 });

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
beforeEach(() => void world.dispatch({ type: "world.reset" }));

const json = (path: string, body?: unknown) =>
  fetch(`${base}${path}`, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
  }));

describe("chat rooms in the world (issue 11)", () => {
  it("joins, leaves and kicks viewers; says each message once per id and per client message id; keeps the newest 500", () => {
    world.dispatch({ type: "chat.room.joined", performer: live, clientId: "c1", member: 3, nickname: "bob", at: 1 });
    world.dispatch({ type: "chat.room.joined", performer: live, clientId: "c1", member: 3, nickname: "bob", at: 1 });
    world.dispatch({ type: "chat.room.joined", performer: live, clientId: "c2", member: null, nickname: "guest-1", at: 1 });
    said("1", "m-1");
    said("2", "m-1");
    said("1");
    world.dispatch({ type: "chat.room.kicked", performer: live, clientId: "c2" });
    world.dispatch({ type: "chat.room.left", performer: live, clientId: "c1", reason: "page-close" });
    const room = world.getState().rooms[live.toLowerCase()]!;
    expect(room.viewers).toEqual([{ clientId: "c2", member: null, nickname: "guest-1", kicked: true, joinedAt: 1, paidUntil: null, camback: false }]);
    expect(room.messages.map((m) => m.id)).toEqual(["1"]);
    for (let i = 0; i < ROOM_MESSAGE_LIMIT + 5; i++) said(`n${i}`);
    expect(world.getState().rooms[live.toLowerCase()]!.messages).toHaveLength(ROOM_MESSAGE_LIMIT);
  });

  it("another viewer who sends the next client message id in someone's sequence swallows nothing (issue 27)", () => {
    said("1", "cm-1");
    // Eve heard cm-1 and guesses Bob's next id before Bob sends it.
    said("2", "cm-2", "c2");
    said("3", "cm-2");
    // Bob's retry of cm-2 is still one message.
    said("4", "cm-2");
    const room = world.getState().rooms[live.toLowerCase()]!;
    expect(room.messages.map((m) => [m.id, m.sender])).toEqual([["1", "bob"], ["2", "eve"], ["3", "bob"]]);
  });

  it("a recording replays its rooms", () => {
    world.dispatch({ type: "chat.room.joined", performer: live, clientId: "c1", member: null, nickname: "ann", at: 1 });
    said("1");
    expect(replayWorld(world.recording()).getState().rooms).toEqual(world.getState().rooms);
  });

  it("QA reads a room, has the performer say something and kicks a viewer by nickname or member", async () => {
    world.dispatch({ type: "chat.room.joined", performer: live, clientId: "c1", member: 3, nickname: "bob", at: 1 });
    const say = await json(`/chat/${live}/say`, { text: "Hello room" });
    expect(say.status).toBe(200);
    expect((await json(`/chat/${live}/kick`, { member: 3 })).body).toEqual({ kicked: 1 });
    const room = await json(`/chat/${live}`);
    expect(room.body).toMatchObject({
      performer: live,
      mode: "free",
      viewers: [{ nickname: "bob", member: 3, kicked: true }],
      messages: [{ id: say.body.id, sender: live, text: "Hello room" }],
      camback: [],
    });
  });

  it("answers unknown performers, viewers and bad bodies with a 4xx that names the problem", async () => {
    expect((await json("/chat/nobody-here")).status).toBe(404);
    expect((await json(`/chat/${live}/say`, { text: "" })).status).toBe(400);
    expect((await json(`/chat/${live}/kick`, { nickname: "ghost" })).status).toBe(404);
    expect((await json("/chat/settings", { guestSeconds: -1 })).status).toBe(400);
    expect((await json("/chat/settings", { guestSeconds: 30, bots: false })).body).toEqual({ guestSeconds: 30, bots: false, joinDelayMs: 0 });
  });
});
