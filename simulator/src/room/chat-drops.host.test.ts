import { createConnection, createServer, type Server, type Socket as TcpSocket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import {
  CHAT_SOCKET_NAMESPACE, SIMULATOR_BASES, SOCKET_CONNECT_TIMEOUT_MS, chatSocketOptions, connectChatSession, createFlowSystem, createPlatformClient, sequentialIds, siteFlows,
  siteRoutes, systemClock, type Api, type FlowSystem, type SiteFlows,
} from "@camstage/core";
import { fakeSitePorts } from "@camstage/core/site/site-ports.fixture";
import { callJson, startNodeHost, type NodeTestHost } from "../testing/node-host";

// ARCHITECTURE §6 "nothing lost, duplicated or reordered across a forced reconnect", at full size: the site's own chat flow
// (core's chat session, its outbox and lane, on socket.io-client) against the Node host's real socket.io server.
// specs/stream.e2e.ts keeps a short browser sample of the same journey.

const DROPS = 100;

let node: NodeTestHost;
let base = "";
let system: FlowSystem<SiteFlows> | null = null;
const sockets: Socket[] = [];

beforeAll(async () => {
  node = await startNodeHost();
  ({ base } = node);
  // No greetings; a guest's free time that outlasts a slow machine (the spec's default room otherwise).
  expect((await call("POST", "/simulator/api/chat/settings", { body: { bots: false, guestSeconds: 24 * 60 * 60 } })).status).toBe(200);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  system?.stop();
  await node.close();
});

const call = (method: string, path: string, options: { body?: unknown } = {}) => callJson(base, method, path, options);

/** Checks every 20 ms until `check` holds (or fails after a minute: a hang, not a speed limit). */
const until = async (check: () => boolean | Promise<boolean>, what: string, tries = 3000) => {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never: ${what}`);
};

/** The site's flows on the Node host: the real platform client and the app's socket options (reconnecting sooner). */
const siteOnHost = (socketBase = base) => {
  const bases = Object.fromEntries(Object.entries(SIMULATOR_BASES).map(([api, path]) => [api, `${base}${path}`])) as Record<Api, string>;
  const platform = createPlatformClient({ bases, apiKey: "camstage-web", lang: "en", noNude: false, getToken: () => undefined, fetch: (url, init) => fetch(url, init) });
  const chatSocket = async () => {
    const socket = io(`${socketBase}${CHAT_SOCKET_NAMESPACE}`, { ...chatSocketOptions(), reconnectionDelay: 20, reconnectionDelayMax: 50 });
    sockets.push(socket);
    return socket;
  };
  return createFlowSystem(siteFlows({ ...fakeSitePorts(), platform, chatSocket }), { clock: systemClock, ids: sequentialIds("cm"), routes: siteRoutes });
};

describe("the chat lane across forced drops (Node host, real socket.io)", () => {
  it(`${DROPS} forced drops while both sides write: the lane holds every message once, in order`, { timeout: 300_000 }, async () => {
    const performer = node.host.world.getState().performers.map((p) => p.profile).filter((p) => p.onlineState === "free")[1]!;
    system = siteOnHost();
    const site = system;
    site.send("chatSession", { type: "chat.start", performerId: performer.id, performer: performer.username, session: "drops", guest: true, dialInSession: false, nickname: null });
    await site.settled();
    const chat = () => connectChatSession(site.snapshot("chatSession"), () => {});
    // The "Reconnecting…" the editor shows: counted each time it comes.
    let reconnects = 0;
    let reconnecting = false;
    site.actor("chatSession").subscribe((snapshot) => {
      const now = connectChatSession(snapshot, () => {}).isReconnecting;
      if (now && !reconnecting) reconnects++;
      reconnecting = now;
    });
    await until(() => chat().status === "joined" && !chat().isReconnecting, "joined");

    const socket = sockets[0]!;
    const say = async (text: string) =>
      expect((await call("POST", `/simulator/api/chat/${encodeURIComponent(performer.username)}/say`, { body: { text } })).status).toBe(200);
    const write = (text: string) => site.send("chatSession", { type: "chat.send", text, clientMessageId: site.env.ids() });
    let written = 0;
    for (let drop = 0; drop < DROPS; drop++) {
      // Every other drop the socket stays down until both sides have written: the performer's line can only come
      // with the rejoin, the visitor's waits in the outbox and is sent once. At the others both write at once while
      // the socket comes back by itself (before or after it noticed the drop).
      const held = drop % 2 === 0;
      if (held) socket.io.reconnection(false);
      expect((await call("POST", "/simulator/api/sockets/drop", { body: { performer: performer.username } })).body).toEqual({ dropped: 1 });
      if (held) {
        await until(() => reconnects === drop + 1, `reconnecting after drop ${drop + 1}`);
        await say(`p${written}`);
        write(`v${written}`);
        expect(chat().outgoing.at(-1)).toMatchObject({ text: `v${written}`, status: "pending" });
        socket.io.reconnection(true);
        socket.connect();
      } else {
        await say(`p${written}`);
        write(`v${written}`);
      }
      written++;
      await until(() => reconnects === drop + 1, `reconnecting after drop ${drop + 1}`);
      await until(() => !chat().isReconnecting, `rejoined after drop ${drop + 1}`);
      expect(chat().status).toBe("joined");
    }

    const expected = (prefix: string) => Array.from({ length: written }, (_, i) => `${prefix}${i}`);
    const lines = () => chat().messages.map((m) => m.message).filter((text) => /^[pv]\d+$/.test(text));
    await until(() => lines().length === 2 * written && chat().outgoing.length === 0, "every line in the lane");
    const all = lines();
    expect(all.filter((line) => line.startsWith("p"))).toEqual(expected("p"));
    expect(all.filter((line) => line.startsWith("v"))).toEqual(expected("v"));
    // Nothing on its way or failed ("Sending…", "Message failed to send").
    expect(chat().outgoing).toEqual([]);
    expect(new Set(chat().messages.map((m) => m.id)).size).toBe(chat().messages.length);
    const room = ((await call("GET", `/simulator/api/chat/${encodeURIComponent(performer.username)}`)).body as unknown as { messages: { text: string }[] }).messages.map((m) => m.text);
    expect(room.filter((text) => text.startsWith("v"))).toEqual(expected("v"));
    // The lane's order is the room's.
    expect(all).toEqual(room.filter((text) => /^[pv]\d+$/.test(text)));
  });

  it("a reconnect whose handshake the network swallows is given up and retried, and the room is rejoined", { timeout: 120_000 }, async () => {
    // The network between the site and the host: passes bytes on, or (swallowing) takes a connection and its handshake
    // and never answers, as a page that went offline mid-handshake sees it.
    let swallowing = false;
    let swallowed = 0;
    const open = new Set<TcpSocket>();
    const target = new URL(base);
    const proxy: Server = createServer((client) => {
      open.add(client);
      client.on("close", () => open.delete(client));
      client.on("error", () => {});
      if (swallowing) {
        swallowed++;
        client.resume();
        return;
      }
      const upstream = createConnection(Number(target.port), target.hostname);
      upstream.on("error", () => client.destroy());
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const address = proxy.address();
    if (address === null || typeof address === "string") throw new Error("the proxy has no port");
    const site = siteOnHost(`http://127.0.0.1:${address.port}`);
    try {
      const performer = node.host.world.getState().performers.map((p) => p.profile).filter((p) => p.onlineState === "free")[2]!;
      site.send("chatSession", { type: "chat.start", performerId: performer.id, performer: performer.username, session: "swallowed", guest: true, dialInSession: false, nickname: null });
      await site.settled();
      const chat = () => connectChatSession(site.snapshot("chatSession"), () => {});
      await until(() => chat().status === "joined" && !chat().isReconnecting, "joined");
      const socket = sockets.at(-1)!;
      expect(socket.io.timeout()).toBe(SOCKET_CONNECT_TIMEOUT_MS);
      const errors: string[] = [];
      socket.io.on("reconnect_error", (error) => errors.push(error.message));

      // The connection breaks and the next handshake goes nowhere.
      swallowing = true;
      for (const connection of open) connection.destroy();
      await until(() => chat().isReconnecting, "reconnecting");
      await until(() => swallowed === 1, "a handshake swallowed");
      swallowing = false;
      // The network is back; the swallowed attempt is given up (socket.io's "timeout") and the next one rejoins.
      await until(() => chat().status === "joined" && !chat().isReconnecting, "rejoined");
      expect(errors).toEqual(["timeout"]);
      site.send("chatSession", { type: "chat.send", text: "back", clientMessageId: site.env.ids() });
      await until(() => chat().messages.some((m) => m.message === "back") && chat().outgoing.length === 0, "a message after the rejoin");
    } finally {
      site.stop();
      for (const connection of open) connection.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
