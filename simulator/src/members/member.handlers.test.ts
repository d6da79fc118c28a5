import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupServer } from "msw/node";
import { Schema } from "effect";
import {
  decodeTokenPayload, LoginTokenPayload, memberApi, memberIdFromToken, SIMULATOR_BASES, stringifyQuery, WELCOME_CREDITS,
  type AnyEndpoint, type QueryRecord,
} from "@camstage/core";
import { createWorld, replayWorld } from "../simulated-world";
import { createHandlers } from "../simulated-handlers";
import { outboxNewestFirst } from "../console/qa-api";
import { nodeMemberCrypto } from "./member-crypto-node";
import { ACTIVATION_KEY_TTL_S, LOGIN_TOKEN_TTL_S } from "./member-token";

const ORIGIN = "http://sim.test";
const world = createWorld(1);
const server = setupServer(...createHandlers(world, { crypto: nodeMemberCrypto("test-secret") }));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  world.dispatch({ type: "world.reset" });
});
afterAll(() => server.close());

interface Reply {
  readonly status: number;
  readonly body: unknown;
  readonly label: string | undefined;
}

/** Calls a member endpoint; a 200 must decode with the endpoint's output schema. */
const call = async (
  endpoint: AnyEndpoint,
  { body, query, token }: { body?: unknown; query?: QueryRecord; token?: string } = {},
): Promise<Reply> => {
  const url = `${ORIGIN}${SIMULATOR_BASES[endpoint.api]}${endpoint.path}${query ? `?${stringifyQuery(query)}` : ""}`;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: endpoint.method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const json: unknown = await response.json();
  if (response.status === 200) return { status: 200, body: Schema.decodeUnknownSync(endpoint.output)(json), label: undefined };
  return { status: response.status, body: json, label: (json as { label?: string }).label };
};

const PASSWORD = "secret12";
const register = async (email: string, password = PASSWORD, meta: Record<string, unknown> = {}) => {
  const reply = await call(memberApi.register, { body: { email, password, meta } });
  expect(reply.status).toBe(200);
  return (reply.body as { token: string }).token;
};
const login = async (username: string, password = PASSWORD) => call(memberApi.login, { body: { username, password } });
const tokenOf = (reply: Reply) => {
  expect(reply.status).toBe(200);
  return (reply.body as { token: string }).token;
};
const info = async (token: string) => {
  const reply = await call(memberApi.basicInfo, { token });
  expect(reply.status).toBe(200);
  return reply.body as { email: string; username: string; isVerified: boolean; credits: number; showChangeUsername: boolean; favourites: { performerId: number }[] };
};
const outbox = () => outboxNewestFirst(world);
const linkQuery = (link: string) => new URL(link).searchParams;
const latestKey = () => linkQuery(outbox()[0]!.link).get("key")!;
const advanceSeconds = (s: number) => world.dispatch({ type: "world.clock.advance", ms: s * 1000 });

describe("register (POST /member)", () => {
  it("creates an unverified member named by the e-mail, logs in and sends a verification mail", async () => {
    const token = await register("anna@example.com");
    const id = memberIdFromToken(token);
    expect(id).toBe(1);
    expect(await info(token)).toMatchObject({ email: "anna@example.com", username: "anna@example.com", isVerified: false, credits: 0, showChangeUsername: true });
    const [mail] = outbox();
    expect(mail).toMatchObject({ to: "anna@example.com", kind: "verification", subject: "Confirm your e-mail address" });
    expect(mail!.link.startsWith(`${ORIGIN}/?action=validate&key=`)).toBe(true);
    expect(mail!.sentAt).toBe(new Date(world.getState().clock).toISOString());
  });

  it("keeps e-mail and username unique (case-insensitively)", async () => {
    await register("anna@example.com", PASSWORD, { username: "anna_x" });
    const sameEmail = await call(memberApi.register, { body: { email: "ANNA@example.com", password: PASSWORD, meta: {} } });
    expect(sameEmail).toMatchObject({ status: 400, label: "badRequest.register.emailExists" });
    const sameUsername = await call(memberApi.register, { body: { email: "bob@example.com", password: PASSWORD, meta: { username: "Anna_X" } } });
    expect(sameUsername).toMatchObject({ status: 400, label: "badRequest.register.usernameExists" });
    expect(world.getState().members).toHaveLength(1);
  });

  it("applies the §5 register rules", async () => {
    const weak = await call(memberApi.register, { body: { email: "not-an-email", password: "short", meta: {} } });
    expect(weak.status).toBe(400);
    expect(weak.label).toBe("badRequest.register.invalid");
    expect((weak.body as { errors: string[] }).errors).toEqual(expect.arrayContaining(["email.invalid", "password.tooShort", "password.noDigit"]));
    const badName = await call(memberApi.register, { body: { email: "c@example.com", password: PASSWORD, meta: { username: "admin" } } });
    expect(badName).toMatchObject({ status: 400, label: "badRequest.register.invalid" });
    const malformed = await call(memberApi.register, { body: { email: "c@example.com" } });
    expect(malformed).toMatchObject({ status: 400, label: "badRequest.invalid.body" });
  });

  it("stores salted hashes, never the password", async () => {
    await register("a1@example.com");
    await register("a2@example.com");
    const [a, b] = world.getState().members;
    expect(a!.salt).not.toBe(b!.salt);
    expect(a!.passwordHash).not.toBe(b!.passwordHash);
    expect(a!.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(world.recording())).not.toContain(PASSWORD);
  });
});

describe("login (POST /login)", () => {
  it("answers a signed token carrying the member id and an expiry", async () => {
    await register("anna@example.com");
    const token = tokenOf(await login("Anna@Example.com"));
    const payload = decodeTokenPayload(LoginTokenPayload, token);
    expect(payload).toEqual({ id: 1, exp: Math.floor(world.getState().clock / 1000) + LOGIN_TOKEN_TTL_S });
    expect(token.split(".")[2]).not.toBe("");
  });

  it("labels every failure as §8's generic invalid login, telling no one who has an account (distinct labels: login-labels.test.ts)", async () => {
    await register("anna@example.com");
    expect(await login("anna")).toMatchObject({ status: 400, label: "badRequest.invalid.login" });
    expect(await login("anna@example.com", "")).toMatchObject({ status: 400, label: "badRequest.invalid.login" });
    expect(await login("nobody@example.com")).toMatchObject({ status: 400, label: "badRequest.invalid.login" });
    expect(await login("anna@example.com", "wrong123")).toMatchObject({ status: 400, label: "badRequest.invalid.login" });
  });
});

describe("tokens", () => {
  it("are refused when missing, tampered with, of the wrong use, or expired", async () => {
    const token = await register("anna@example.com");
    expect(await call(memberApi.credits)).toMatchObject({ status: 403, label: "forbidden.token.missing" });
    const [h, p] = token.split(".");
    const forged = `${h}.${Buffer.from(JSON.stringify({ id: 1, exp: 9e9, use: "login" })).toString("base64url")}.${token.split(".")[2]}`;
    expect(await call(memberApi.credits, { token: forged })).toMatchObject({ status: 403, label: "forbidden.token.invalid" });
    expect(await call(memberApi.credits, { token: `${h}.${p}.` })).toMatchObject({ status: 403, label: "forbidden.token.invalid" });
    expect(await call(memberApi.credits, { token: latestKey() })).toMatchObject({ status: 403, label: "forbidden.token.invalid" });
    expect((await call(memberApi.credits, { token })).body).toEqual({ credits: 0 });
    advanceSeconds(LOGIN_TOKEN_TTL_S - 1);
    expect((await call(memberApi.credits, { token })).status).toBe(200);
    advanceSeconds(1);
    expect(await call(memberApi.credits, { token })).toMatchObject({ status: 403, label: "forbidden.token.expired" });
  });

  it("from another secret are invalid", async () => {
    const other = createWorld(1);
    const foreign = setupServer(...createHandlers(other, { crypto: nodeMemberCrypto("other-secret") }));
    const token = await register("anna@example.com");
    server.close();
    foreign.listen({ onUnhandledRequest: "error" });
    try {
      await call(memberApi.register, { body: { email: "anna@example.com", password: PASSWORD, meta: {} } });
      expect(await call(memberApi.credits, { token })).toMatchObject({ status: 403, label: "forbidden.token.invalid" });
    } finally {
      foreign.close();
      server.listen({ onUnhandledRequest: "error" });
    }
  });
});

describe("activation (POST /activate, /resend-activation)", () => {
  it("verifies with the mailed key and grants 120 welcome credits exactly once", async () => {
    const token = await register("anna@example.com");
    const key = latestKey();
    const activated = tokenOf(await call(memberApi.activate, { body: { key, fingerprint: "fp" } }));
    expect(memberIdFromToken(activated)).toBe(1);
    expect(await info(activated)).toMatchObject({ isVerified: true, credits: WELCOME_CREDITS });
    expect(WELCOME_CREDITS).toBe(120);
    expect(await call(memberApi.activate, { body: { key, fingerprint: "fp" } })).toMatchObject({ status: 400, label: "badRequest.activation.verified" });
    expect(await call(memberApi.resendActivation, { token })).toMatchObject({ status: 400, label: "badRequest.activation.verified" });
    expect((await call(memberApi.credits, { token })).body).toEqual({ credits: 120 });
    // Even a direct second welcome event changes nothing.
    world.dispatch({ type: "member.credited", id: 1, amount: 120, reason: "welcome" });
    expect(world.getState().members[0]!.credits).toBe(120);
  });

  it("resends a new verification mail; any mailed key works once", async () => {
    const token = await register("anna@example.com");
    const first = latestKey();
    advanceSeconds(60);
    expect(await call(memberApi.resendActivation, { token })).toMatchObject({ status: 200, body: true });
    const mails = outbox();
    expect(mails.map((m) => m.kind)).toEqual(["verification", "verification"]);
    expect(Date.parse(mails[0]!.sentAt) - Date.parse(mails[1]!.sentAt)).toBe(60_000);
    expect(latestKey()).not.toBe(first);
    expect((await call(memberApi.activate, { body: { key: first, fingerprint: "fp" } })).status).toBe(200);
    expect(await call(memberApi.activate, { body: { key: latestKey(), fingerprint: "fp" } })).toMatchObject({ label: "badRequest.activation.verified" });
    expect(world.getState().members[0]!.credits).toBe(120);
  });

  it("answers expired for an old key and invalid for a forged one", async () => {
    await register("anna@example.com");
    const key = latestKey();
    expect(await call(memberApi.activate, { body: { key: `${key}x`, fingerprint: "fp" } })).toMatchObject({ status: 400, label: "badRequest.activation.invalid" });
    const loginToken = tokenOf(await login("anna@example.com"));
    expect(await call(memberApi.activate, { body: { key: loginToken, fingerprint: "fp" } })).toMatchObject({ label: "badRequest.activation.invalid" });
    advanceSeconds(ACTIVATION_KEY_TTL_S);
    expect(await call(memberApi.activate, { body: { key, fingerprint: "fp" } })).toMatchObject({ status: 400, label: "badRequest.activation.expired" });
    expect(world.getState().members[0]).toMatchObject({ verified: false, credits: 0 });
  });
});

describe("password (PUT /member, POST /forgot-password)", () => {
  it("changes the password after checking the old one and the §5 rules", async () => {
    const token = await register("anna@example.com");
    const change = (password: string, newPassword: string, repeatNewPassword = newPassword, memberId = 1) =>
      call(memberApi.updateMember, { token, body: { memberId, data: { password, newPassword, repeatNewPassword } } });
    expect(await change("wrong123", "better34")).toMatchObject({ status: 400, label: "badRequest.incorrectPassword" });
    expect(await change(PASSWORD, "better34", "better35")).toMatchObject({ status: 400, label: "badRequest.invalid.password" });
    expect(await change(PASSWORD, "nodigits")).toMatchObject({ status: 400, label: "badRequest.invalid.password" });
    expect(await change(PASSWORD, "better34", "better34", 2)).toMatchObject({ status: 403, label: "forbidden.member.mismatch" });
    expect(await change(PASSWORD, "better34")).toMatchObject({ status: 200, body: true });
    expect(await login("anna@example.com")).toMatchObject({ label: "badRequest.invalid.login" });
    expect((await login("anna@example.com", "better34")).status).toBe(200);
  });

  it("mails a reset link whose token and one-time password change the password once", async () => {
    await register("anna@example.com", PASSWORD, { username: "anna_x" });
    expect(await call(memberApi.forgotPassword, { body: { username: "anna_x" } })).toMatchObject({ status: 200, body: true });
    const [mail] = outbox();
    expect(mail).toMatchObject({ to: "anna@example.com", kind: "reset-password", subject: "Reset your password" });
    expect(mail!.link).toMatch(/^http:\/\/sim\.test\/\?action=resetpassword&token=[^&]+&password=[^&]+$/);
    const query = linkQuery(mail!.link);
    const token = query.get("token")!;
    const code = query.get("password")!;
    expect(memberIdFromToken(token)).toBe(1);
    const reset = () => call(memberApi.updateMember, { token, body: { memberId: 1, data: { password: code, newPassword: "fresh123", repeatNewPassword: "fresh123" } } });
    expect(await reset()).toMatchObject({ status: 200, body: true });
    expect((await login("anna@example.com", "fresh123")).status).toBe(200);
    // The change revoked the link's token (ARCHITECTURE §7): the link works once.
    expect(await reset()).toMatchObject({ status: 403, label: "forbidden.token.revoked" });
  });

  it("finds the member by e-mail too, and answers unknown and deleted accounts alike without a mail", async () => {
    const token = await register("anna@example.com");
    expect((await call(memberApi.forgotPassword, { body: { email: "ANNA@example.com" } })).status).toBe(200);
    expect(outbox()[0]!.kind).toBe("reset-password");
    expect(await call(memberApi.forgotPassword, { body: { email: "x@example.com" } })).toMatchObject({ status: 200, body: true });
    await call(memberApi.deleteAccount, { token });
    expect(await call(memberApi.forgotPassword, { body: { email: "anna@example.com" } })).toMatchObject({ status: 200, body: true });
    expect(outbox().filter((m) => m.kind === "reset-password")).toHaveLength(1);
  });
});

describe("e-mail change (PUT /member with {email, repeatEmail})", () => {
  const changeEmail = (token: string, email: string, repeatEmail = email, memberId = 1) =>
    call(memberApi.updateMember, { token, body: { memberId, data: { email, repeatEmail } } });

  it("changes the e-mail of an unverified member, keeps it unverified and mails a verification link to the new address", async () => {
    const token = await register("anna@example.com");
    expect(await changeEmail(token, "  Anna.New@example.com ")).toMatchObject({ status: 200, body: true });
    expect(await info(token)).toMatchObject({ email: "Anna.New@example.com", username: "Anna.New@example.com", isVerified: false, credits: 0 });
    const [mail, registration] = outbox();
    expect(registration!.to).toBe("anna@example.com");
    expect(mail).toMatchObject({ to: "Anna.New@example.com", kind: "verification", subject: "Confirm your e-mail address" });
    expect(mail!.link.startsWith(`${ORIGIN}/?action=validate&key=`)).toBe(true);
    expect((await login("anna.new@example.com")).status).toBe(200);
    expect(await login("anna@example.com")).toMatchObject({ status: 400, label: "badRequest.invalid.login" });
    const activated = tokenOf(await call(memberApi.activate, { body: { key: latestKey(), fingerprint: "fp" } }));
    expect(await info(activated)).toMatchObject({ isVerified: true, credits: WELCOME_CREDITS });
  });

  it("keeps a verified member verified with the welcome credits granted once, and a chosen username", async () => {
    const token = await register("anna@example.com", PASSWORD, { username: "anna_x" });
    tokenOf(await call(memberApi.activate, { body: { key: latestKey(), fingerprint: "fp" } }));
    expect(await changeEmail(token, "anna2@example.com")).toMatchObject({ status: 200, body: true });
    expect(await info(token)).toMatchObject({ email: "anna2@example.com", username: "anna_x", isVerified: true, credits: WELCOME_CREDITS });
    expect(outbox()[0]).toMatchObject({ to: "anna2@example.com", kind: "verification" });
    expect(await call(memberApi.activate, { body: { key: latestKey(), fingerprint: "fp" } })).toMatchObject({ status: 400, label: "badRequest.activation.verified" });
    expect(world.getState().members[0]).toMatchObject({ verified: true, credits: WELCOME_CREDITS });
  });

  it("answers badRequest.email.invalid with the §5 rule errors and changes nothing", async () => {
    const token = await register("anna@example.com");
    const cases: [string, string, string[]][] = [
      ["ANNA@example.com", "anna@example.com", ["email.sameAsCurrent"]],
      ["new@example.com", "other@example.com", ["repeatEmail.mismatch"]],
      ["", "", ["email.required", "repeatEmail.required"]],
      ["nope", "nope", ["email.invalid"]],
    ];
    for (const [email, repeat, errors] of cases) {
      const reply = await changeEmail(token, email, repeat);
      expect(reply).toMatchObject({ status: 400, label: "badRequest.email.invalid" });
      expect((reply.body as { errors: string[] }).errors).toEqual(errors);
    }
    expect(world.getState().members[0]!.email).toBe("anna@example.com");
    expect(outbox()).toHaveLength(1);
  });

  it("answers badRequest.email.exists for another live member's e-mail, but a deleted member's e-mail is free", async () => {
    const token = await register("anna@example.com");
    await register("bob@example.com");
    const carol = await register("carol@example.com");
    expect(await changeEmail(token, "BOB@example.com")).toMatchObject({ status: 400, label: "badRequest.email.exists" });
    expect(world.getState().members[0]!.email).toBe("anna@example.com");
    await call(memberApi.deleteAccount, { token: carol });
    expect(await changeEmail(token, "carol@example.com")).toMatchObject({ status: 200, body: true });
    // The live owner of the address is the one that logs in.
    expect(memberIdFromToken(tokenOf(await login("carol@example.com")))).toBe(1);
  });

  it("refuses another member's id and a missing token", async () => {
    const token = await register("anna@example.com");
    await register("bob@example.com");
    expect(await changeEmail(token, "new@example.com", "new@example.com", 2)).toMatchObject({ status: 403, label: "forbidden.member.mismatch" });
    expect(await call(memberApi.updateMember, { body: { memberId: 1, data: { email: "new@example.com", repeatEmail: "new@example.com" } } })).toMatchObject({
      status: 403, label: "forbidden.token.missing",
    });
    expect(world.getState().members.map((m) => m.email)).toEqual(["anna@example.com", "bob@example.com"]);
  });
});

describe("DELETE /member", () => {
  it("deletes the account: its tokens stop working, login says deleted, the e-mail stays taken", async () => {
    const token = await register("anna@example.com");
    expect(await call(memberApi.deleteAccount, { token })).toMatchObject({ status: 200, body: true });
    expect(await call(memberApi.basicInfo, { token })).toMatchObject({ status: 403, label: "badRequest.login.deleted" });
    expect(await login("anna@example.com")).toMatchObject({ status: 400, label: "badRequest.invalid.login" });
    expect(await call(memberApi.register, { body: { email: "anna@example.com", password: PASSWORD, meta: {} } })).toMatchObject({
      label: "badRequest.register.emailExists",
    });
    expect(await call(memberApi.activate, { body: { key: latestKey(), fingerprint: "fp" } })).toMatchObject({ label: "badRequest.login.deleted" });
  });
});

describe("usernames (POST /change-username, GET /username/suggestions)", () => {
  it("changes the username to a valid free one and answers a new token", async () => {
    const token = await register("anna@example.com");
    await register("bob@example.com", PASSWORD, { username: "bobby" });
    expect(await call(memberApi.changeUsername, { token, body: { username: "ab" } })).toMatchObject({ status: 400, label: "badRequest.username.invalid" });
    expect(await call(memberApi.changeUsername, { token, body: { username: "support" } })).toMatchObject({ label: "badRequest.username.invalid" });
    expect(await call(memberApi.changeUsername, { token, body: { username: "BOBBY" } })).toMatchObject({ status: 400, label: "badRequest.username.exists" });
    expect(await call(memberApi.changeUsername, { token, body: { username: "bob@example.com" } })).toMatchObject({ status: 400 });
    const next = tokenOf(await call(memberApi.changeUsername, { token, body: { username: "anna_99" } }));
    expect(memberIdFromToken(next)).toBe(1);
    expect(await info(next)).toMatchObject({ username: "anna_99", showChangeUsername: false });
  });

  it("suggests valid, free usernames within the limits", async () => {
    await register("anna@example.com", PASSWORD, { username: "anna" });
    const reply = await call(memberApi.usernameSuggestions, { query: { username: "anna!", limit: 5, maxLength: 6 } });
    const { suggestions } = reply.body as { suggestions: string[] };
    expect(suggestions).toHaveLength(5);
    expect(suggestions).not.toContain("anna");
    expect(new Set(suggestions.map((s) => s.toLowerCase())).size).toBe(5);
    for (const s of suggestions) {
      expect(s.length).toBeLessThanOrEqual(6);
      expect(s).toMatch(/^[A-Za-z0-9_-]{4,}$/);
    }
    const bad = await call(memberApi.usernameSuggestions, { query: { username: "x", limit: "many", maxLength: 6 } });
    expect(bad).toMatchObject({ status: 400, label: "badRequest.invalid.query" });
  });
});

describe("favourites (GET/POST/DELETE /favourite)", () => {
  it("adds once, lists, removes, and refuses unknown performers", async () => {
    const token = await register("anna@example.com");
    const performerId = world.getState().performers[0]!.profile.id;
    expect((await call(memberApi.addFavourite, { token, body: { performerId } })).body).toEqual([{ performerId }]);
    expect((await call(memberApi.addFavourite, { token, body: { performerId } })).body).toEqual([{ performerId }]);
    expect((await call(memberApi.favourites, { token })).body).toEqual([{ performerId }]);
    expect((await info(token)).favourites).toEqual([{ performerId }]);
    expect(await call(memberApi.addFavourite, { token, body: { performerId: 999_999 } })).toMatchObject({ status: 404, label: "notFound.profile" });
    expect((await call(memberApi.removeFavourite, { token, query: { performerId } })).body).toEqual([]);
    expect(await call(memberApi.favourites)).toMatchObject({ status: 403 });
  });
});

describe("member world events", () => {
  it("replay to the same members and outbox", async () => {
    const token = await register("anna@example.com");
    await call(memberApi.activate, { body: { key: latestKey(), fingerprint: "fp" } });
    await call(memberApi.addFavourite, { token, body: { performerId: world.getState().performers[3]!.profile.id } });
    await call(memberApi.forgotPassword, { body: { email: "anna@example.com" } });
    const replayed = replayWorld(world.recording()).getState();
    expect(replayed.members).toEqual(world.getState().members);
    expect(replayed.outbox).toEqual(world.getState().outbox);
    const types = world.events().map((r) => r.event.type);
    expect(types.slice(types.lastIndexOf("world.reset") + 1)).toEqual([
      "member.registered", "mail.sent", "member.verified", "member.credited", "favourite.added", "member.reset.requested", "mail.sent",
    ]);
  });

  it("are cleared by a world reset", async () => {
    await register("anna@example.com");
    world.dispatch({ type: "world.reset" });
    expect(world.getState().members).toEqual([]);
    expect(outbox()).toEqual([]);
  });
});
