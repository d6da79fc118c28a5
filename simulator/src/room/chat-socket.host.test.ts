import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connectClient, type Socket } from "socket.io-client";
import { CHAT_JOIN_EVENT, type ChatJoinAck, type ChatMessagePayload } from "@camstage/core";
import { callJson, startNodeHost, type NodeTestHost } from "../testing/node-host";
import { SOCKET_PATH } from "../socket/socket.host";
import { CHAT_NAMESPACE } from "./chat-engine";
import { hasToy } from "./room-defaults";

let node: NodeTestHost;
let base = "";
const clients: Socket[] = [];

beforeAll(async () => {
  node = await startNodeHost();
  ({ base } = node);
  await call("POST", "/simulator/api/chat/settings", { body: { bots: false } });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await node.close();
});

const call = (method: string, path: string, options: { body?: unknown; token?: string } = {}) => callJson(base, method, path, options);
const performerIn = (status: string) => node.host.world.getState().performers.find((p) => p.profile.onlineState === status)!.profile;

const connect = () => {
  const client = connectClient(`${base}${CHAT_NAMESPACE}`, { path: SOCKET_PATH, transports: ["websocket"], reconnectionDelay: 50, reconnectionDelayMax: 100 });
  clients.push(client);
  return client;
};
const join = (client: Socket, joinToken: string, nickname: string | null = null) =>
  client.timeout(3000).emitWithAck(CHAT_JOIN_EVENT, { joinToken, nickname }) as Promise<ChatJoinAck>;
const joinToken = async (performerId: number, token?: string) => {
  const answer = await call("POST", "/api/member/chat/join", { body: { performer: performerId, session: "s1" }, ...(token ? { token } : {}) });
  expect(answer.status).toBe(200);
  return answer.body.joinToken as string;
};
/** Messages the client hears, in order. */
const heard = (client: Socket) => {
  const messages: ChatMessagePayload[] = [];
  client.on("message", (message: ChatMessagePayload) => messages.push(message));
  return messages;
};
const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!check()) throw new Error(`never: ${what}`);
};

describe("the chat engine on the Node host's /chat namespace", () => {
  it("joins a guest with a join token, echoes a message once with its client id, relays QA's say, and kicks", async () => {
    const performer = performerIn("free");
    const client = connect();
    const messages = heard(client);
    const ack = await join(client, await joinToken(performer.id));
    if (!ack.ok) throw new Error(ack.label);
    expect(ack.answer.stream).toBe(`/simulator/media/live/${encodeURIComponent(performer.username)}/index.m3u8`);
    const { auth } = ack.answer;

    const action = { action: "message", auth, message: " hello **there** ", clientMessageId: "cm-1" };
    expect((await call("POST", "/api/chat/chat/action", { body: action })).status).toBe(200);
    expect((await call("POST", "/api/chat/chat/action", { body: action })).status).toBe(200);
    await call("POST", `/simulator/api/chat/${performer.username}/say`, { body: { text: "hi all" } });
    await until(() => messages.length === 2, "the echo and the say");
    expect(messages.map((m) => [m.message, m.clientMessageId])).toEqual([["hello **there**", "cm-1"], ["hi all", undefined]]);

    const room = (await call("GET", `/simulator/api/chat/${performer.username}`)).body as unknown as { viewers: { nickname: string }[]; messages: { text: string }[] };
    expect(room.messages.map((m) => m.text)).toEqual(["hello **there**", "hi all"]);
    const kicked = new Promise((resolve) => client.once("kick", resolve));
    await call("POST", `/simulator/api/chat/${performer.username}/kick`, { body: { nickname: room.viewers[0]!.nickname } });
    expect(await kicked).toEqual({ clientId: expect.any(String) });
    expect((await call("POST", "/api/chat/chat/action", { body: { ...action, clientMessageId: "cm-2" } })).body).toEqual({ label: "forbidden.chat.kicked" });
  });

  it("refuses a join token that is not the world's, and an offline performer's room", async () => {
    const client = connect();
    expect(await join(client, "a.b.c")).toEqual({ ok: false, label: "forbidden.chat.joinToken" });
    expect((await call("POST", "/api/member/chat/join", { body: { performer: performerIn("offline").id, session: "s" } })).body).toEqual({ label: "badRequest.chat.offline" });
  });

  it("after a dropped connection the client rejoins as the same viewer and gets what it missed", async () => {
    const performer = performerIn("online");
    await call("POST", `/simulator/api/performers/${performer.username}/status`, { body: { status: "free" } });
    const client = connect();
    const token = await joinToken(performer.id);
    const first = await join(client, token);
    if (!first.ok) throw new Error(first.label);
    const reconnected = new Promise((resolve) => client.io.once("reconnect", resolve));
    expect((await call("POST", "/simulator/api/sockets/drop", { body: { performer: performer.username } })).body).toEqual({ dropped: 1 });
    await call("POST", `/simulator/api/chat/${performer.username}/say`, { body: { text: "while you were away" } });
    await reconnected;
    const again = await join(client, token);
    if (!again.ok) throw new Error(again.label);
    expect(again.answer.messages?.map((m) => m.message)).toEqual(["while you were away"]);
    const room = (await call("GET", `/simulator/api/chat/${performer.username}`)).body as unknown as { viewers: unknown[] };
    expect(room.viewers).toHaveLength(1);
  });

  it("takes a member's tip once per key and answers its VIP request through QA: the member's client hears both", async () => {
    const registered = await call("POST", "/api/member/member", { body: { email: "tipper@example.com", password: "secret12", meta: {} } });
    const token = registered.body.token as string;
    const member = node.host.world.getState().members.at(-1)!.id;
    await call("POST", `/simulator/api/members/${member}/credits`, { body: { credits: 1000 } });
    const performer = node.host.world.getState().performers.find((p) => p.profile.onlineState === "free" && !hasToy(p.profile.cybertoy))!.profile;
    const client = connect();
    const tips: unknown[] = [];
    client.on("tip", (tip: unknown) => tips.push(tip));
    const ack = await join(client, await joinToken(performer.id, token));
    if (!ack.ok) throw new Error(ack.label);
    const { auth } = ack.answer;
    expect(ack.answer).toMatchObject({ cybertoyActive: false, vipPrice: 50, goal: { title: expect.any(String) } });

    const tip = { action: "tip", auth, tip: { username: performer.username, amount: 150, message: "", flag: "kiss" }, idempotencyKey: "tip-1" };
    expect((await call("POST", "/api/chat/chat/action", { body: tip })).status).toBe(200);
    expect((await call("POST", "/api/chat/chat/action", { body: tip })).status).toBe(200);
    await until(() => tips.length === 1, "the tip");
    const credits = async () => ((await call("GET", "/simulator/api/members")).body as unknown as { id: number; credits: number }[]).find((m) => m.id === member)!.credits;
    expect(await credits()).toBe(850);

    expect((await call("POST", "/api/chat/chat/action", { body: { action: "requestVip", auth, idempotencyKey: "vip-1" } })).status).toBe(200);
    const accepted = new Promise<{ price: number }>((resolve) => client.once("accept-vip", resolve));
    expect((await call("POST", `/simulator/api/chat/${performer.username}/vip`, { body: { decision: "accept" } })).body).toEqual({ decision: "accept", vip: { state: "accepted", member } });
    expect(await accepted).toMatchObject({ price: 50 });
    const stopped = new Promise((resolve) => client.once("stop-vip", resolve));
    expect((await call("POST", "/api/chat/chat/action", { body: { action: "stopVip", auth } })).status).toBe(200);
    await stopped;
    expect(await credits()).toBe(850 - 250);
  });
});
