import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as SocketIoClient from "socket.io-client";
import {
  CHAT_JOIN_EVENT, CHAT_JOIN_TIMEOUT_MS, CHAT_SOCKET_NAMESPACE, chatSocketOptions, MEMBER_SOCKET_NAMESPACE, memberSocketOptions, type ChatJoinAck,
} from "@camstage/core";
import { createWorld } from "../simulated-world";
import { webMemberCrypto } from "../members/member-crypto-web";
import { loginTokenFor } from "../testing/call-endpoint";
import { MEMBER_SOCKET_REFUSED } from "../socket/member-socket";
import { issueJoinToken } from "../room/chat-engine";
import { bindBrowserWorldSockets } from "./world-sockets";
import { interceptSockets, next, nextOnManager, SOCKET_ORIGIN } from "./intercepted.fixture";

const crypto = webMemberCrypto("test-secret");
const world = createWorld(1);
const now = () => world.getState().clock;
const sockets = bindBrowserWorldSockets(world, { crypto, now, url: SOCKET_ORIGIN });
interceptSockets(sockets.handler);

/**
 * socket.io-client's browser bundle, loaded as the site loads it (lazily, with its first socket): after MSW patched the
 * global WebSocket, which its `websocket` transport reads as it loads. Its own browser code throughout (the transport,
 * its timers), with the site's own options.
 */
let io: typeof SocketIoClient.io;
const clients: SocketIoClient.Socket[] = [];
beforeAll(async () => {
  const bundle = "socket.io-client/dist/socket.io.js";
  ({ default: io } = (await import(/* @vite-ignore */ bundle)) as { default: typeof SocketIoClient.io });
  world.dispatch({ type: "chat.settings.set", bots: false });
});
afterAll(() => {
  clients.forEach((client) => client.close());
  sockets.dispose();
});
const open = (namespace: string, options: Partial<SocketIoClient.ManagerOptions & SocketIoClient.SocketOptions>) => {
  const client = io(`${SOCKET_ORIGIN}${namespace}`, options);
  clients.push(client);
  return client;
};

describe("the site's socket.io-client browser bundle, unchanged, against the browser binding", () => {
  it("opens the member socket with the site's options: refused with a bad token, welcomed with a good one, back after a drop", async () => {
    world.dispatch({ type: "member.registered", id: 1, email: "m1@example.com", username: "member1", salt: "s", passwordHash: "h" });
    expect((await next<Error>(open(MEMBER_SOCKET_NAMESPACE, memberSocketOptions("nope")), "connect_error")).message).toBe(MEMBER_SOCKET_REFUSED);

    const member = open(MEMBER_SOCKET_NAMESPACE, memberSocketOptions(await loginTokenFor(world, crypto, 1)));
    expect(await next(member, "setCredits")).toEqual({ credits: 0 });
    const again = next(member, "setCredits");
    sockets.dropMember(1);
    expect(await again).toEqual({ credits: 0 });
    const gone = next<string>(member, "disconnect");
    world.dispatch({ type: "member.deleted", id: 1 });
    expect(await gone).toBe("io server disconnect");
  });

  it("joins a room with the chat flow's emitWithAck, and rejoins by itself after a drop", async () => {
    const performer = world.getState().performers.find((p) => p.profile.onlineState === "free")!.profile;
    const joinToken = await issueJoinToken(crypto, { performer: performer.username, performerId: performer.id, member: null, gen: null, epoch: world.epoch() }, now());
    const chat = open(CHAT_SOCKET_NAMESPACE, chatSocketOptions());
    const join = () => chat.timeout(CHAT_JOIN_TIMEOUT_MS).emitWithAck(CHAT_JOIN_EVENT, { joinToken, nickname: null }) as Promise<ChatJoinAck>;
    expect(await join()).toMatchObject({ ok: true, answer: { stream: `/simulator/media/live/${encodeURIComponent(performer.username)}/index.m3u8` } });

    const reconnected = nextOnManager(chat, "reconnect");
    expect(sockets.chat.drop({ performer: performer.username })).toBe(1);
    await reconnected;
    expect(await join()).toMatchObject({ ok: true });
  });
});
