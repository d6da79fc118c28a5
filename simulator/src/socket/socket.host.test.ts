import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connectClient, type Socket } from "socket.io-client";
import { callJson, startNodeHost, type NodeTestHost } from "../testing/node-host";
import { MEMBER_NAMESPACE, MEMBER_SOCKET_REFUSED } from "./member-socket";
import { SOCKET_PATH } from "./socket.host";
import { CHAT_NAMESPACE } from "../room/chat-engine";

let node: NodeTestHost;
let base = "";
const clients: Socket[] = [];

beforeAll(async () => {
  node = await startNodeHost();
  ({ base } = node);
});

afterAll(async () => {
  for (const client of clients) client.close();
  await node.close();
});

const call = (method: string, path: string, options: { body?: unknown; token?: string } = {}) => callJson(base, method, path, options);

const signUp = async (email: string) => {
  expect((await call("POST", "/api/member/member", { body: { email, password: "secret12", meta: {} } })).status).toBe(200);
  const login = await call("POST", "/api/member/login", { body: { username: email, password: "secret12" } });
  expect(login.status).toBe(200);
  return login.body.token as string;
};

const connect = (auth: unknown) => {
  const client = connectClient(`${base}${MEMBER_NAMESPACE}`, { path: SOCKET_PATH, auth: auth as Record<string, unknown>, transports: ["websocket"], reconnection: false });
  clients.push(client);
  return client;
};

/** The next `event` on the client (or fails after `ms`, 3 s). */
const next = <T = unknown>(client: Socket, event: string, ms = 3000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    client.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe("member socket on the Node host", () => {
  it("relays credits and favourites to every socket of the member, and only to them", async () => {
    const token = await signUp("socket@example.com");
    const otherToken = await signUp("other@example.com");
    const first = connect({ token });
    const second = connect({ token });
    const other = connect({ token: otherToken });
    const otherEvents: string[] = [];
    other.onAny((event: string) => otherEvents.push(event));
    expect(await Promise.all([next(first, "setCredits"), next(second, "setCredits"), next(other, "setCredits")])).toEqual([
      { credits: 0 }, { credits: 0 }, { credits: 0 },
    ]);

    const outbox = (await call("GET", "/simulator/api/outbox")).body as { to: string; kind: string; link: string }[];
    const mail = outbox.find((m) => m.to === "socket@example.com" && m.kind === "verification")!;
    const credited = Promise.all([next(first, "updated-credits"), next(second, "updated-credits")]);
    const key = new URL(mail.link).searchParams.get("key");
    expect((await call("POST", "/api/member/activate", { body: { key, fingerprint: "fp" } })).status).toBe(200);
    expect(await credited).toEqual([{ credits: 120 }, { credits: 120 }]);

    const added = Promise.all([next(first, "favourite-add"), next(second, "favourite-add")]);
    expect((await call("POST", "/api/member/favourite", { token, body: { performerId: 2001 } })).status).toBe(200);
    expect(await added).toEqual([{ performerId: 2001 }, { performerId: 2001 }]);

    const removed = next(first, "favourite-remove");
    expect((await call("DELETE", "/api/member/favourite?performerId=2001", { token })).status).toBe(200);
    expect(await removed).toEqual({ performerId: 2001 });
    expect(otherEvents).toEqual(["setCredits"]);

    const members = (await call("GET", "/simulator/api/members")).body as Record<string, unknown>[];
    const member = members.find((m) => m.email === "socket@example.com");
    expect(member).toEqual({ id: member!.id, email: "socket@example.com", username: "socket@example.com", verified: true, credits: 120, deleted: false, favourites: [] });
    expect(JSON.stringify(members)).not.toMatch(/salt|hash|resetCode/i);
  });

  it("refuses a missing, forged or deleted member's token with connect_error forbidden.token.invalid", async () => {
    const token = await signUp("refused@example.com");
    const [h, p] = token.split(".");
    for (const auth of [{}, { token: "nope" }, { token: `${h}.${p}.forged` }]) {
      const error = await next<Error>(connect(auth), "connect_error");
      expect(error.message).toBe(MEMBER_SOCKET_REFUSED);
    }
    const live = connect({ token });
    await next(live, "setCredits");
    const gone = next<string>(live, "disconnect");
    expect((await call("DELETE", "/api/member/member", { token })).status).toBe(200);
    expect(await gone).toBe("io server disconnect");
    expect((await next<Error>(connect({ token }), "connect_error")).message).toBe(MEMBER_SOCKET_REFUSED);
  });

  it("drops the sockets during an outage and refuses them until it ends; the clients then reconnect by themselves (issue 14)", async () => {
    const token = await signUp("outage@example.com");
    // As the site's clients: reconnecting by themselves (here quickly), each on its own connection.
    const reconnecting = { path: SOCKET_PATH, transports: ["websocket"], forceNew: true, reconnection: true, reconnectionDelay: 20, reconnectionDelayMax: 100 };
    const member = connectClient(`${base}${MEMBER_NAMESPACE}`, { ...reconnecting, auth: { token } });
    const chat = connectClient(`${base}${CHAT_NAMESPACE}`, reconnecting);
    clients.push(member, chat);
    await Promise.all([next(member, "setCredits"), next(chat, "connect")]);

    const dropped = Promise.all([next<string>(member, "disconnect", 10_000), next<string>(chat, "disconnect", 10_000)]);
    const refused = Promise.all([next<Error & { type?: string }>(member, "connect_error", 10_000), next<Error & { type?: string }>(chat, "connect_error", 10_000)]);
    expect((await call("POST", "/simulator/api/outage", { body: { seconds: 60 } })).status).toBe(200);
    expect(await dropped).toEqual(["transport close", "transport close"]);
    // A refused handshake is a transport error, not the namespace's refusal: the clients keep trying.
    for (const error of await refused) {
      expect(error.type).toBe("TransportError");
      expect(error.message).not.toBe(MEMBER_SOCKET_REFUSED);
    }
    await next(member, "connect_error", 10_000);
    expect([member.connected, member.active, chat.connected, chat.active]).toEqual([false, true, false, true]);

    const back = Promise.all([next(member, "setCredits", 10_000), next(chat, "connect", 10_000)]);
    expect((await call("DELETE", "/simulator/api/outage")).status).toBe(200);
    expect(await back).toEqual([{ credits: 0 }, undefined]);
    expect([member.connected, chat.connected]).toEqual([true, true]);
  });
});
