import { describe, expect, it } from "vitest";
import { Result } from "effect";
import { memberApi, memberIdFromToken, paymentApi, readTokenPayload } from "@camstage/core";
import { outboxNewestFirst } from "../console/qa-api";
import { callEndpoint as call, TEST_ORIGIN } from "../testing/call-endpoint";
import { mswWorld } from "../testing/msw-world";
import { authenticateToken } from "./member-auth";

// ARCHITECTURE §7: a reset link carries a short-lived, single-use reset token that cannot log in.
const { world, crypto } = mswWorld();

const PASSWORD = "secret12";
const signUp = async (email: string) => {
  const reply = await call(memberApi.register, { body: { email, password: PASSWORD, meta: {} } });
  expect(reply.status).toBe(200);
  return (reply.body as { token: string }).token;
};
/** Asks for a reset mail and answers the link's token and one-time code. */
const resetLink = async (email: string) => {
  expect((await call(memberApi.forgotPassword, { body: { email } })).status).toBe(200);
  const mail = outboxNewestFirst(world).find((m) => m.kind === "reset-password" && m.to === email)!;
  const query = new URL(mail.link).searchParams;
  return { link: mail.link, token: query.get("token")!, code: query.get("password")! };
};
const resetWith = (token: string, password: string, newPassword = "fresh123", memberId = 1) =>
  call(memberApi.updateMember, { token, body: { memberId, data: { password, newPassword, repeatNewPassword: newPassword } } });
const login = (username: string, password: string) => call(memberApi.login, { body: { username, password } });
const advanceSeconds = (s: number) => world.dispatch({ type: "world.clock.advance", ms: s * 1000 });

describe("reset link (POST /forgot-password)", () => {
  it("carries a reset token of one hour, not a login token", async () => {
    await signUp("anna@example.com");
    const { link, token } = await resetLink("anna@example.com");
    expect(link.startsWith(`${TEST_ORIGIN}/?action=resetpassword&token=`)).toBe(true);
    expect(memberIdFromToken(token)).toBe(1);
    const payload = readTokenPayload(token) as { exp: number; use: string };
    expect(payload.use).toBe("reset");
    expect(payload.exp).toBe(Math.floor(world.getState().clock / 1000) + 3600);
  });

  it("cannot log in: the member calls, payments and the member socket refuse it", async () => {
    await signUp("anna@example.com");
    const { token } = await resetLink("anna@example.com");
    for (const endpoint of [memberApi.credits, memberApi.favourites]) {
      expect(await call(endpoint, { token })).toMatchObject({ status: 403, label: "forbidden.token.invalid" });
    }
    expect(await call(memberApi.changeUsername, { token, body: { username: "anna_99" } })).toMatchObject({ status: 403 });
    expect(await call(memberApi.deleteAccount, { token })).toMatchObject({ status: 403 });
    expect(await call(memberApi.updateMember, { token, body: { memberId: 1, data: { email: "x@example.com", repeatEmail: "x@example.com" } } })).toMatchObject({
      status: 403,
    });
    const session = await call(paymentApi.paymentSession, {
      token,
      body: {
        returnUrl: `${TEST_ORIGIN}/nl`, paymentMethod: "ideal:INGBNL2A", fingerprint: "fp", bundle: 103, device: "desktop", idempotencyKey: "k",
        member: { email: "anna@example.com", username: "anna@example.com", isVerified: false, credits: 0, favourites: [], showChangeUsername: true },
      },
    });
    expect(session.status).toBe(403);
    expect(Result.isFailure(await authenticateToken(world, crypto, token))).toBe(true);
    expect(world.getState().members[0]).toMatchObject({ username: "anna@example.com", deleted: false, email: "anna@example.com" });
  });

  it("is no login token: GET /basic-info refuses it as it does every member call (ARCHITECTURE §7)", async () => {
    await signUp("anna@example.com");
    const { token } = await resetLink("anna@example.com");
    expect((await call(memberApi.basicInfo, { token })).status).toBe(403);
  });

  it("resets the password once: the same link again is refused", async () => {
    await signUp("anna@example.com");
    const { token, code } = await resetLink("anna@example.com");
    expect(await resetWith(token, code)).toMatchObject({ status: 200, body: true });
    expect((await login("anna@example.com", "fresh123")).status).toBe(200);
    expect((await resetWith(token, code, "other123")).status).toBe(403);
    expect((await call(memberApi.basicInfo, { token })).status).toBe(403);
    expect((await login("anna@example.com", "other123")).status).toBe(400);
  });

  it("needs the link's own code, and the code works only with its reset token", async () => {
    const loginToken = await signUp("anna@example.com");
    const { token, code } = await resetLink("anna@example.com");
    expect(await resetWith(token, "wrongcode1")).toMatchObject({ status: 400, label: "badRequest.incorrectPassword" });
    expect(await resetWith(loginToken, code)).toMatchObject({ status: 400, label: "badRequest.incorrectPassword" });
    expect(await resetWith(token, code, "fresh123", 2)).toMatchObject({ status: 403, label: "forbidden.member.mismatch" });
    expect((await login("anna@example.com", PASSWORD)).status).toBe(200);
  });

  it("expires after an hour", async () => {
    await signUp("anna@example.com");
    const { token, code } = await resetLink("anna@example.com");
    advanceSeconds(3600);
    expect(await resetWith(token, code)).toMatchObject({ status: 403, label: "forbidden.token.expired" });
    expect((await login("anna@example.com", PASSWORD)).status).toBe(200);
  });

  it("a newer reset mail spends the older link", async () => {
    await signUp("anna@example.com");
    const first = await resetLink("anna@example.com");
    const second = await resetLink("anna@example.com");
    expect((await resetWith(first.token, first.code)).status).toBe(400);
    expect((await resetWith(second.token, second.code)).status).toBe(200);
  });
});
