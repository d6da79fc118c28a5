import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connectClient, type Socket } from "socket.io-client";
import { callJson, startNodeHost, type NodeTestHost } from "../testing/node-host";
import { MEMBER_NAMESPACE } from "../socket/member-socket";
import { SOCKET_PATH } from "../socket/socket.host";
import { WORLD_COOKIE, WORLD_HEADER } from "./worlds";

// Issue 25: one Node host, many isolated worlds, chosen per request by header or cookie, per socket at the handshake.
let node: NodeTestHost;
const clients: Socket[] = [];
beforeAll(async () => {
  node = await startNodeHost({ worldLimits: { max: 4, idleMs: 60_000 } });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await node.close();
});

const inWorld = (world: string | undefined) => (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  callJson(node.base, method, path, { ...(body === undefined ? {} : { body }), headers: { ...(world ? { [WORLD_HEADER]: world } : {}), ...headers } });
const newWorld = async (body: unknown = {}) => {
  const made = await callJson(node.base, "POST", "/simulator/api/worlds", { body });
  expect(made.status).toBe(201);
  return made.body.id as unknown as string;
};
const dropWorld = async (id: string) => expect((await callJson(node.base, "DELETE", `/simulator/api/worlds/${id}`)).status).toBe(200);
const signUp = async (call: ReturnType<typeof inWorld>, email: string) => {
  expect((await call("POST", "/api/member/member", { email, password: "secret12", meta: {} })).status).toBe(200);
  const login = await call("POST", "/api/member/login", { username: email, password: "secret12" });
  expect(login.status).toBe(200);
  return login.body.token as unknown as string;
};
const membersOf = async (call: ReturnType<typeof inWorld>) => ((await call("GET", "/simulator/api/members")).body as unknown as { email: string; credits: number }[]);
const statusOf = async (call: ReturnType<typeof inWorld>, username: string) =>
  ((await call("GET", `/simulator/api/performers?q=${username}`)).body as unknown as { username: string; status: string }[]).find((p) => p.username === username)?.status;
const freePerformer = async (call: ReturnType<typeof inWorld>) => ((await call("GET", "/simulator/api/performers?status=free")).body as unknown as { username: string }[])[0]!.username;

const connectMember = (token: string, world?: string) => {
  const client = connectClient(`${node.base}${MEMBER_NAMESPACE}`, {
    path: SOCKET_PATH, auth: { token }, transports: ["websocket"], reconnection: false, ...(world ? { extraHeaders: { [WORLD_HEADER]: world } } : {}),
  });
  clients.push(client);
  return client;
};
const nextEvent = <T>(client: Socket, event: string) =>
  new Promise<T>((resolve, reject) => {
    client.once(event, resolve);
    client.once("connect_error", (error) => reject(error));
  });

describe("worlds on the Node host", () => {
  it("keep members, credits, performer status, rooms and the clock apart; a reset touches one world only", async () => {
    const [a, b] = [await newWorld(), await newWorld()];
    const inA = inWorld(a);
    const inB = inWorld(b);
    const inDefault = inWorld(undefined);
    await signUp(inA, "anna@example.com");
    expect(await membersOf(inA)).toMatchObject([{ email: "anna@example.com" }]);
    expect(await membersOf(inB)).toEqual([]);
    expect(await membersOf(inDefault)).toEqual([]);
    // The same address is free in another world.
    await signUp(inB, "anna@example.com");
    const [memberA] = (await inA("GET", "/simulator/api/members")).body as unknown as { id: number }[];
    expect((await inA("POST", `/simulator/api/members/${memberA!.id}/credits`, { credits: 500 })).status).toBe(200);
    expect((await membersOf(inA))[0]!.credits).toBe(500);
    expect((await membersOf(inB))[0]!.credits).toBe(0);

    const performer = await freePerformer(inA);
    expect((await inA("POST", `/simulator/api/performers/${performer}/status`, { status: "offline" })).status).toBe(200);
    expect(await statusOf(inA, performer)).toBe("offline");
    expect(await statusOf(inB, performer)).toBe("free");
    expect(await statusOf(inDefault, performer)).toBe("free");
    const profile = await inB("GET", `/api/performer/profile/${performer}`);
    expect(profile.status).toBe(200);

    const room = await freePerformer(inB);
    expect((await inB("POST", `/simulator/api/chat/${room}/say`, { text: "only in b" })).status).toBe(200);
    const messages = async (call: ReturnType<typeof inWorld>) => ((await call("GET", `/simulator/api/chat/${room}`)).body as unknown as { messages: { text: string }[] }).messages.map((m) => m.text);
    expect(await messages(inB)).toContain("only in b");
    expect(await messages(inA)).not.toContain("only in b");

    const clockA = node.host.worlds.get(a)!.world.getState().clock;
    const clockB = node.host.worlds.get(b)!.world.getState().clock;
    expect((await inA("POST", "/simulator/api/clock", { advance: 3_600_000 })).body).toEqual({ clock: clockA + 3_600_000 });
    expect(node.host.worlds.get(b)!.world.getState().clock).toBe(clockB);

    expect((await inA("POST", "/simulator/api/reset")).status).toBe(200);
    expect(await membersOf(inA)).toEqual([]);
    expect(await statusOf(inA, performer)).toBe("free");
    expect(await membersOf(inB)).toMatchObject([{ email: "anna@example.com" }]);
    expect(await messages(inB)).toContain("only in b");
    await dropWorld(a);
    await dropWorld(b);
  });

  it("keep rate limits and outages apart", async () => {
    const [a, b] = [await newWorld(), await newWorld()];
    const inA = inWorld(a);
    const inB = inWorld(b);
    await signUp(inA, "rita@example.com");
    await signUp(inB, "rita@example.com");
    for (let i = 0; i < 5; i++) expect((await inA("POST", "/api/member/login", { username: "rita@example.com", password: "wrong123" })).status).toBe(400);
    expect((await inA("POST", "/api/member/login", { username: "rita@example.com", password: "secret12" })).status).toBe(429);
    expect((await inB("POST", "/api/member/login", { username: "rita@example.com", password: "secret12" })).status).toBe(200);

    expect((await inA("POST", "/simulator/api/outage", { seconds: 30 })).status).toBe(200);
    expect(await inA("GET", "/api/performer/profile/1")).toMatchObject({ status: 503, body: { label: "server.unavailable" } });
    expect((await inB("GET", "/simulator/api/outage")).body).toMatchObject({ active: false });
    expect((await inB("GET", "/api/whitelabel/common/configuration.json")).status).toBe(200);
    expect((await inWorld(undefined)("GET", "/api/whitelabel/common/configuration.json")).status).toBe(200);
    await dropWorld(a);
    await dropWorld(b);
  });

  it("take the world from the cookie too; an unknown world answers 404 notFound.world, by header, cookie or socket", async () => {
    const a = await newWorld({ seed: 3, performers: 30 });
    const byCookie = await callJson(node.base, "GET", "/simulator/api/performers", { headers: { cookie: `${WORLD_COOKIE}=${a}` } });
    expect(byCookie.body).toHaveLength(30);
    expect(await inWorld("nope")("GET", "/simulator/api/members")).toMatchObject({ status: 404, body: { label: "notFound.world" } });
    expect(await inWorld("nope")("GET", "/api/whitelabel/common/configuration.json")).toMatchObject({ status: 404, body: { label: "notFound.world" } });
    expect(await callJson(node.base, "GET", "/api/whitelabel/common/configuration.json", { headers: { cookie: `${WORLD_COOKIE}=gone` } })).toMatchObject({ status: 404, body: { label: "notFound.world" } });
    await expect(nextEvent(connectMember("x", "nope"), "connect")).rejects.toThrow("notFound.world");
    await dropWorld(a);
    expect(await inWorld(a)("GET", "/simulator/api/members")).toMatchObject({ status: 404, body: { label: "notFound.world" } });
    expect(await callJson(node.base, "DELETE", `/simulator/api/worlds/${a}`)).toMatchObject({ status: 404, body: { label: "notFound.world" } });
    expect(await callJson(node.base, "DELETE", "/simulator/api/worlds/default")).toMatchObject({ status: 409, body: { label: "conflict.world.default" } });
  });

  it("give each socket its world's events, and refuse a token of another world", async () => {
    const [a, b] = [await newWorld(), await newWorld()];
    const tokenA = await signUp(inWorld(a), "mia@example.com");
    const tokenB = await signUp(inWorld(b), "mia@example.com");
    const clientA = connectMember(tokenA, a);
    const clientB = connectMember(tokenB, b);
    expect(await Promise.all([nextEvent(clientA, "setCredits"), nextEvent(clientB, "setCredits")])).toEqual([{ credits: 0 }, { credits: 0 }]);
    const heardB: string[] = [];
    clientB.onAny((event: string) => heardB.push(event));
    const [member] = (await inWorld(a)("GET", "/simulator/api/members")).body as unknown as { id: number }[];
    const credited = nextEvent(clientA, "updated-credits");
    await inWorld(a)("POST", `/simulator/api/members/${member!.id}/credits`, { credits: 90 });
    expect(await credited).toEqual({ credits: 90 });
    // B's member has the same id in her world: she hears nothing of A's.
    expect((await inWorld(b)("POST", `/simulator/api/members/${member!.id}/credits`, { credits: 5 })).status).toBe(200);
    await expect.poll(() => heardB).toEqual(["updated-credits"]);
    // Each world signs its own tokens: A's token names no one in B (or in the default world).
    await expect(nextEvent(connectMember(tokenA, b), "connect")).rejects.toThrow("forbidden.token.invalid");
    await expect(nextEvent(connectMember(tokenA), "connect")).rejects.toThrow("forbidden.token.invalid");
    expect((await inWorld(b)("GET", "/api/member/credits", undefined, { Authorization: `Bearer ${tokenA}` })).status).toBe(403);
    await dropWorld(a);
    await dropWorld(b);
  });

  it("list themselves, cap how many live, take a seed and a size, and refuse a bad body with a label", async () => {
    const listed = await callJson(node.base, "GET", "/simulator/api/worlds");
    expect(listed.body).toEqual([expect.objectContaining({ id: "default", seed: 1, performers: 320, current: true })]);
    expect(await callJson(node.base, "POST", "/simulator/api/worlds", { body: { performers: 0 } })).toMatchObject({ status: 400, body: { label: "badRequest.world" } });
    expect(await callJson(node.base, "POST", "/simulator/api/worlds", { body: "{" })).toMatchObject({ status: 400, body: { label: expect.any(String) } });
    const made = [await newWorld({ seed: 9, performers: 12 }), await newWorld(), await newWorld()];
    expect(await callJson(node.base, "POST", "/simulator/api/worlds", { body: {} })).toMatchObject({ status: 429, body: { label: "tooManyRequests.worlds" } });
    const mine = await callJson(node.base, "GET", "/simulator/api/worlds", { headers: { [WORLD_HEADER]: made[0]! } });
    expect(mine.body).toContainEqual(expect.objectContaining({ id: made[0], seed: 9, performers: 12, current: true, created: expect.any(Number), lastUsed: expect.any(Number) }));
    for (const id of made) await dropWorld(id);
  });

  it("set the browser's cookie at /simulator/worlds/{id} and go to the site; default clears it", async () => {
    const a = await newWorld();
    const chosen = await fetch(`${node.base}/simulator/worlds/${a}?to=/simulator`, { redirect: "manual" });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe("/simulator");
    expect(chosen.headers.get("set-cookie")).toMatch(new RegExp(`^${WORLD_COOKIE}=${a}; Path=/; HttpOnly; SameSite=Lax`));
    const away = await fetch(`${node.base}/simulator/worlds/${a}?to=//evil.example`, { redirect: "manual" });
    expect(away.headers.get("location")).toBe("/");
    const cleared = await fetch(`${node.base}/simulator/worlds/default`, { redirect: "manual" });
    expect(cleared.headers.get("set-cookie")).toMatch(new RegExp(`^${WORLD_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970`));
    expect((await fetch(`${node.base}/simulator/worlds/unknown`, { redirect: "manual" })).status).toBe(404);
    await dropWorld(a);
  });
});
