import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callJson, startNodeHost, type NodeTestHost } from "../testing/node-host";

// ARCHITECTURE §7 rate limits on the Node host: the client is the connection's address, QA's clock and reset move them.
let node: NodeTestHost;
beforeAll(async () => {
  node = await startNodeHost();
});
afterAll(async () => {
  await node.close();
});

const login = (password: string, headers: Record<string, string> = {}) =>
  fetch(`${node.base}/api/member/login`, {
    method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify({ username: "anna@example.com", password }),
  });
const signUp = async () =>
  expect((await callJson(node.base, "POST", "/api/member/member", { body: { email: "anna@example.com", password: "secret12", meta: {} } })).status).toBe(200);
const failFiveTimes = async () => {
  for (let i = 0; i < 5; i++) expect((await login("wrong123")).status).toBe(400);
};

describe("rate limits on the Node host", () => {
  it("answer 429 with Retry-After in seconds; a client cannot name itself another client", async () => {
    await signUp();
    await failFiveTimes();
    const limited = await login("secret12");
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({ label: "tooManyRequests", retryAfter });
    expect((await login("secret12", { "x-simulator-client-address": "203.0.113.7" })).status).toBe(429);
  });

  it("lift when QA moves the world clock on, and are cleared by a QA reset", async () => {
    expect((await callJson(node.base, "POST", "/simulator/api/clock", { body: { advance: 60_000 } })).status).toBe(200);
    expect((await login("secret12")).status).toBe(200);
    await failFiveTimes();
    expect((await login("secret12")).status).toBe(429);
    expect((await callJson(node.base, "POST", "/simulator/api/reset", { body: {} })).status).toBe(200);
    await signUp();
    expect((await login("secret12")).status).toBe(200);
  });
});
