import { describe, expect, it } from "vitest";
import { memberApi } from "@camstage/core";
import { outboxNewestFirst } from "../console/qa-api";
import { callEndpoint as call, type Reply } from "../testing/call-endpoint";
import { mswWorld } from "../testing/msw-world";

// ARCHITECTURE §7: login and forgot-password are rate limited (429 with Retry-After), on the world clock.
const { world } = mswWorld();

/** The address the Node host hands the handlers (it overwrites whatever a client sends). */
const CLIENT = "x-simulator-client-address";
const PASSWORD = "secret12";
const signUp = async (email: string) => expect((await call(memberApi.register, { body: { email, password: PASSWORD, meta: {} } })).status).toBe(200);
const login = (username: string, password: string, client = "10.0.0.1") => call(memberApi.login, { body: { username, password }, headers: { [CLIENT]: client } });
const forgot = (email: string, client = "10.0.0.1") => call(memberApi.forgotPassword, { body: { email }, headers: { [CLIENT]: client } });
const advanceSeconds = (s: number) => world.dispatch({ type: "world.clock.advance", ms: s * 1000 });
const expectLimited = (reply: Reply, retryAfter: number) => {
  expect(reply).toMatchObject({ status: 429, label: "tooManyRequests", body: { retryAfter } });
  expect(reply.headers.get("retry-after")).toBe(String(retryAfter));
};

describe("login rate limit", () => {
  it("answers 429 with Retry-After after 5 failures a minute for an account from one client, even to the right password", async () => {
    await signUp("anna@example.com");
    for (let i = 0; i < 5; i++) expect((await login("anna@example.com", `wrong${i}00`)).status).toBe(400);
    expectLimited(await login("anna@example.com", PASSWORD), 60);
    advanceSeconds(20);
    expectLimited(await login("ANNA@example.com", PASSWORD), 40);
    // The member's own device (another client) still logs in.
    expect((await login("anna@example.com", PASSWORD, "10.0.0.2")).status).toBe(200);
    advanceSeconds(40);
    expect((await login("anna@example.com", PASSWORD)).status).toBe(200);
  });

  it("counts failures, not successes", async () => {
    await signUp("anna@example.com");
    for (let i = 0; i < 10; i++) expect((await login("anna@example.com", PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login("anna@example.com", "wrong123")).status).toBe(400);
    expect((await login("anna@example.com", PASSWORD)).status).toBe(200);
    expect((await login("anna@example.com", "wrong123")).status).toBe(400);
    expect((await login("anna@example.com", PASSWORD)).status).toBe(429);
  });

  it("limits one client trying many accounts to 20 failures a minute", async () => {
    for (let i = 0; i < 20; i++) expect((await login(`nobody${i}@example.com`, PASSWORD)).status).toBe(400);
    expectLimited(await login("someone@example.com", PASSWORD), 60);
    expect((await login("someone@example.com", PASSWORD, "10.0.0.9")).status).toBe(400);
  });

  it("lets concurrent guesses past the limit no more than sequential ones", async () => {
    await signUp("anna@example.com");
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => login("anna@example.com", `wrong${i}00`)));
    expect(replies.filter((r) => r.status === 400)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it("is cleared by a world reset", async () => {
    await signUp("anna@example.com");
    for (let i = 0; i < 5; i++) await login("anna@example.com", "wrong123");
    expect((await login("anna@example.com", PASSWORD)).status).toBe(429);
    world.dispatch({ type: "world.reset" });
    await signUp("anna@example.com");
    expect((await login("anna@example.com", PASSWORD)).status).toBe(200);
  });
});

describe("forgot-password rate limit", () => {
  it("mails an account at most 5 times a minute, whichever client asks", async () => {
    await signUp("anna@example.com");
    for (let i = 0; i < 5; i++) expect((await forgot("anna@example.com", `10.0.1.${i}`)).status).toBe(200);
    expectLimited(await forgot("anna@example.com", "10.0.2.1"), 60);
    expect(outboxNewestFirst(world).filter((m) => m.kind === "reset-password")).toHaveLength(5);
    advanceSeconds(60);
    expect((await forgot("anna@example.com")).status).toBe(200);
  });

  it("limits one client to 20 requests a minute", async () => {
    for (let i = 0; i < 20; i++) expect((await forgot(`nobody${i}@example.com`)).status).toBe(200);
    expectLimited(await forgot("someone@example.com"), 60);
    expect((await forgot("someone@example.com", "10.0.0.9")).status).toBe(200);
  });
});
