import { afterAll, beforeAll, describe, expect, it } from "vitest";
import express from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { io as connectClient, type Socket } from "socket.io-client";
import { mountSimulator, type SimulatorHost } from "../host/mount-simulator";
import { MEMBER_NAMESPACE, MEMBER_SOCKET_REFUSED } from "./member-socket";
import { SOCKET_PATH } from "./socket.host";

let server: Server;
let host: SimulatorHost;
let base = "";
const clients: Socket[] = [];

beforeAll(async () => {
  const app = express();
  server = createServer(app);
  host = mountSimulator(app, server, { clock: "fixed", log: () => {} });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const client of clients) client.close();
  await host.close();
  if (server.listening) await new Promise((resolve) => server.close(resolve));
});

const call = async (method: string, path: string, { body, token }: { body?: unknown; token?: string } = {}) => {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  return { status: response.status, body: (await response.json()) as unknown };
};

const signUp = async (email: string) => {
  expect((await call("POST", "/api/member/member", { body: { email, password: "secret12", meta: {} } })).status).toBe(200);
  const login = await call("POST", "/api/member/login", { body: { username: email, password: "secret12" } });
  expect(login.status).toBe(200);
  return (login.body as { token: string }).token;
};

const connect = (auth: unknown) => {
  const client = connectClient(`${base}${MEMBER_NAMESPACE}`, { path: SOCKET_PATH, auth: auth as Record<string, unknown>, transports: ["websocket"], reconnection: false });
  clients.push(client);
  return client;
};

/** The next `event` on the client (or fails after 3 s). */
const next = <T = unknown>(client: Socket, event: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 3 s`)), 3000);
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
});
