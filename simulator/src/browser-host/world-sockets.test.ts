import { afterAll, afterEach, describe, expect, it } from "vitest";
import { CHAT_JOIN_EVENT, type ChatJoinAck, type ChatMessagePayload } from "@camstage/core";
import type { Socket } from "socket.io-client";
import { createWorld } from "../simulated-world";
import { webMemberCrypto } from "../members/member-crypto-web";
import { loginTokenFor } from "../testing/call-endpoint";
import { MEMBER_NAMESPACE, MEMBER_SOCKET_REFUSED } from "../socket/member-socket";
import { CHAT_NAMESPACE, issueJoinToken } from "../room/chat-engine";
import { generationOf } from "../room/chat-tokens";
import { roomKey } from "../room/chat-room";
import { bindBrowserWorldSockets } from "./world-sockets";
import { clientsForTests, interceptSockets, next, nextOnManager, SOCKET_ORIGIN } from "./intercepted.fixture";

const crypto = webMemberCrypto("test-secret");
const world = createWorld(1);
const now = () => world.getState().clock;
const sockets = bindBrowserWorldSockets(world, { crypto, now, url: SOCKET_ORIGIN });
interceptSockets(sockets.handler);
const connect = clientsForTests();
afterEach(() => world.dispatch({ type: "world.reset" }));
afterAll(() => sockets.dispose());

const register = (credits = 0) => {
  const id = world.getState().members.length + 1;
  world.dispatch({ type: "member.registered", id, email: `m${id}@example.com`, username: `member${id}`, salt: "s", passwordHash: "h" });
  if (credits > 0) world.dispatch({ type: "member.credited", id, amount: credits, reason: "qa" });
  return id;
};
const performers = (status: string) => world.getState().performers.filter((p) => p.profile.onlineState === status).map((p) => p.profile);
const joinToken = (performer: { id: number; username: string }, member: number | null = null) =>
  issueJoinToken(crypto, { performer: performer.username, performerId: performer.id, member, gen: generationOf(world.getState().members, member), epoch: world.epoch() }, now());
/** The chat flow's join: socket.io-client's acknowledgement, with the site's timeout (10 s). */
const join = (client: Socket, token: string) => client.timeout(10_000).emitWithAck(CHAT_JOIN_EVENT, { joinToken: token, nickname: null }) as Promise<ChatJoinAck>;
const answerOf = (ack: ChatJoinAck) => {
  if (!ack.ok) throw new Error(ack.label);
  return ack.answer;
};
const say = (performer: string, text: string) =>
  world.dispatch({ type: "chat.room.said", performer, id: `t-${text}`, messageType: "host", sender: performer, text, clientId: null, clientMessageId: null, at: now() });
const heard = (client: Socket) => {
  const messages: string[] = [];
  client.on("message", (message: ChatMessagePayload) => messages.push(message.message));
  return messages;
};
const viewers = (performer: string) => world.getState().rooms[roomKey(performer)]?.viewers ?? [];

describe("a world's sockets on MSW's WebSocket interception (issue 30), with the real socket.io-client", () => {
  it("connects a member with a good token: setCredits, then what the world relays to the member's room only", async () => {
    world.dispatch({ type: "chat.settings.set", bots: false });
    const [first, second] = [register(40), register(0)];
    const member = connect(MEMBER_NAMESPACE, { auth: { token: await loginTokenFor(world, crypto, first) } });
    const other = connect(MEMBER_NAMESPACE, { auth: { token: await loginTokenFor(world, crypto, second) } });
    const otherEvents: string[] = [];
    other.onAny((event: string) => otherEvents.push(event));
    expect(await Promise.all([next(member, "setCredits"), next(other, "setCredits")])).toEqual([{ credits: 40 }, { credits: 0 }]);

    const credited = next(member, "updated-credits");
    world.dispatch({ type: "member.credited", id: first, amount: 60, reason: "qa" });
    expect(await credited).toEqual({ credits: 100 });
    const added = next(member, "favourite-add");
    world.dispatch({ type: "favourite.added", memberId: first, performerId: 2001 });
    expect(await added).toEqual({ performerId: 2001 });
    expect(otherEvents).toEqual(["setCredits"]);
  });

  it("refuses a missing, forged or revoked token with connect_error forbidden.token.invalid; a deleted member is disconnected", async () => {
    const id = register();
    const token = await loginTokenFor(world, crypto, id);
    const [h, p] = token.split(".");
    for (const auth of [{}, { token: "nope" }, { token: `${h}.${p}.forged` }]) {
      const refused = connect(MEMBER_NAMESPACE, { auth });
      expect((await next<Error>(refused, "connect_error")).message).toBe(MEMBER_SOCKET_REFUSED);
      // A refusal by the namespace is final: socket.io-client does not retry it.
      expect(refused.active).toBe(false);
    }
    const live = connect(MEMBER_NAMESPACE, { auth: { token } });
    await next(live, "setCredits");
    const gone = next<string>(live, "disconnect");
    world.dispatch({ type: "member.deleted", id });
    expect(await gone).toBe("io server disconnect");
    expect((await next<Error>(connect(MEMBER_NAMESPACE, { auth: { token } }), "connect_error")).message).toBe(MEMBER_SOCKET_REFUSED);
  });

  it("answers the chat join through timeout().emitWithAck, and a room hears only its own messages", async () => {
    world.dispatch({ type: "chat.settings.set", bots: false });
    const [a, b] = performers("free");
    const [inA, inB] = [connect(CHAT_NAMESPACE), connect(CHAT_NAMESPACE)];
    const [heardA, heardB] = [heard(inA), heard(inB)];
    const ackA = answerOf(await join(inA, await joinToken(a!)));
    expect(ackA.stream).toBe(`/simulator/media/live/${encodeURIComponent(a!.username)}/index.m3u8`);
    answerOf(await join(inB, await joinToken(b!)));
    expect(await join(inB, "a.b.c")).toEqual({ ok: false, label: "forbidden.chat.joinToken" });

    const toA = next(inA, "message");
    say(a!.username, "for room a");
    await toA;
    const toB = next(inB, "message");
    say(b!.username, "for room b");
    await toB;
    expect([heardA, heardB]).toEqual([["for room a"], ["for room b"]]);
    expect([viewers(a!.username).length, viewers(b!.username).length]).toEqual([1, 1]);
  });

  it("after a server-side drop the chat client reconnects by itself, rejoins as the same viewer and gets what it missed", async () => {
    world.dispatch({ type: "chat.settings.set", bots: false });
    const performer = performers("free")[0]!;
    const client = connect(CHAT_NAMESPACE);
    const token = await joinToken(performer);
    answerOf(await join(client, token));
    const dropped = next<string>(client, "disconnect");
    const reconnected = nextOnManager(client, "reconnect");
    expect(sockets.chat.drop({ performer: performer.username })).toBe(1);
    expect(await dropped).toBe("transport close");
    say(performer.username, "while you were away");
    await reconnected;
    const again = answerOf(await join(client, token));
    expect(again.messages?.map((m) => m.message)).toEqual(["while you were away"]);
    expect(viewers(performer.username)).toHaveLength(1);
  });

  it("drops a member's sockets and every socket (an outage): each reconnects by itself and is welcomed again", async () => {
    const id = register(5);
    const member = connect(MEMBER_NAMESPACE, { auth: { token: await loginTokenFor(world, crypto, id) } });
    const chat = connect(CHAT_NAMESPACE);
    await Promise.all([next(member, "setCredits"), next(chat, "connect")]);

    const again = next(member, "setCredits");
    sockets.dropMember(id);
    expect(await again).toEqual({ credits: 5 });

    const dropped = Promise.all([next<string>(member, "disconnect"), next<string>(chat, "disconnect")]);
    const back = Promise.all([next(member, "setCredits"), next(chat, "connect")]);
    sockets.dropAll();
    expect(await dropped).toEqual(["transport close", "transport close"]);
    await back;
    expect([member.connected, chat.connected]).toEqual([true, true]);
  });
});
