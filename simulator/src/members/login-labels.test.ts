import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupServer } from "msw/node";
import { memberApi } from "@camstage/core";
import { createWorld } from "../simulated-world";
import { createHandlers } from "../simulated-handlers";
import { outboxNewestFirst } from "../console/qa-api";
import { callEndpoint as call } from "../testing/call-endpoint";
import { nodeMemberCrypto } from "./member-crypto-node";

// Login and forgot-password do not tell who has an account, unless the host asks for §8's distinct labels.
const crypto = nodeMemberCrypto("test-secret");
const world = createWorld(1);
const server = setupServer(...createHandlers(world, { crypto }));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  world.dispatch({ type: "world.reset" });
});
afterAll(() => server.close());

const PASSWORD = "secret12";
/** Anna (live), Bea (deleted). */
const members = async () => {
  for (const email of ["anna@example.com", "bea@example.com"]) {
    expect((await call(memberApi.register, { body: { email, password: PASSWORD, meta: {} } })).status).toBe(200);
  }
  const bea = await call(memberApi.login, { body: { username: "bea@example.com", password: PASSWORD } });
  expect((await call(memberApi.deleteAccount, { token: (bea.body as { token: string }).token })).status).toBe(200);
};
const login = async (username: string, password = PASSWORD) => {
  const reply = await call(memberApi.login, { body: { username, password } });
  return { status: reply.status, body: reply.body };
};
const forgot = async (email: string) => {
  const reply = await call(memberApi.forgotPassword, { body: { email } });
  return { status: reply.status, body: reply.body };
};
const resetMails = () => outboxNewestFirst(world).filter((m) => m.kind === "reset-password");

describe("login and forgot-password answers", () => {
  it("are the same for no such account, a deleted one and a wrong password by default", async () => {
    await members();
    const invalid = { status: 400, body: { label: "badRequest.invalid.login" } };
    expect(await login("nobody@example.com")).toEqual(invalid);
    expect(await login("bea@example.com")).toEqual(invalid);
    expect(await login("anna@example.com", "wrong123")).toEqual(invalid);
    expect((await login("anna@example.com")).status).toBe(200);
    for (const email of ["nobody@example.com", "bea@example.com", "anna@example.com"]) expect(await forgot(email)).toEqual({ status: 200, body: true });
    expect(resetMails().map((m) => m.to)).toEqual(["anna@example.com"]);
  });

  it("tell them apart (§8) when the host asks for distinct labels", async () => {
    server.use(...createHandlers(world, { crypto, loginLabels: "distinct" }));
    await members();
    expect(await login("nobody@example.com")).toMatchObject({ status: 400, body: { label: "badRequest.login.notExists" } });
    expect(await login("bea@example.com")).toMatchObject({ status: 400, body: { label: "badRequest.login.deleted" } });
    expect(await login("anna@example.com", "wrong123")).toMatchObject({ status: 400, body: { label: "badRequest.incorrectPassword" } });
    expect(await forgot("nobody@example.com")).toMatchObject({ status: 400, body: { label: "badRequest.login.notExists" } });
    expect(await forgot("bea@example.com")).toMatchObject({ status: 400, body: { label: "badRequest.login.deleted" } });
    expect(resetMails()).toEqual([]);
  });
});
