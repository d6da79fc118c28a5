import { describe, expect, it } from "vitest";
import { Result } from "effect";
import { chatApi, memberApi } from "@camstage/core";
import { outboxNewestFirst } from "../console/qa-api";
import { callEndpoint as call } from "../testing/call-endpoint";
import { mswWorld } from "../testing/msw-world";
import { authenticateToken } from "./member-auth";
import { createMemberSocket, memberRoom } from "../socket/member-socket";
import { clientChannel, createChatEngine } from "../room/chat-engine";

// ARCHITECTURE §7: a password change, reset or deletion revokes every earlier token; a world reset revokes them all.
const { world, crypto } = mswWorld();

const PASSWORD = "secret12";
const tokenOf = (reply: { status: number; body: unknown }) => {
  expect(reply.status).toBe(200);
  return (reply.body as { token: string }).token;
};
const signUp = async (email: string) => tokenOf(await call(memberApi.register, { body: { email, password: PASSWORD, meta: {} } }));
const login = async (username: string, password = PASSWORD) => tokenOf(await call(memberApi.login, { body: { username, password } }));
const works = async (token: string) => (await call(memberApi.credits, { token })).status === 200;
const socketAccepts = async (token: string) => Result.isSuccess(await authenticateToken(world, crypto, token));
const changePassword = (token: string, password: string, newPassword: string, memberId = 1) =>
  call(memberApi.updateMember, { token, body: { memberId, data: { password, newPassword, repeatNewPassword: newPassword } } });

describe("token revocation", () => {
  it("a password change revokes every token issued before it, the changing one too", async () => {
    const registered = await signUp("anna@example.com");
    const first = await login("anna@example.com");
    const second = await login("anna@example.com");
    expect(await changePassword(first, PASSWORD, "fresh123")).toMatchObject({ status: 200, body: true });
    for (const token of [registered, first, second]) {
      expect(await call(memberApi.credits, { token })).toMatchObject({ status: 403, label: "forbidden.token.revoked" });
      expect(await socketAccepts(token)).toBe(false);
    }
    const fresh = await login("anna@example.com", "fresh123");
    expect(await works(fresh)).toBe(true);
    expect(await socketAccepts(fresh)).toBe(true);
  });

  it("a reset by the mailed link revokes the member's login tokens", async () => {
    await signUp("anna@example.com");
    const loggedIn = await login("anna@example.com");
    expect((await call(memberApi.forgotPassword, { body: { email: "anna@example.com" } })).status).toBe(200);
    const query = new URL(outboxNewestFirst(world)[0]!.link).searchParams;
    const reset = await changePassword(query.get("token")!, query.get("password")!, "fresh123");
    expect(reset.status).toBe(200);
    expect(await works(loggedIn)).toBe(false);
    expect(await works(await login("anna@example.com", "fresh123"))).toBe(true);
  });

  it("a deletion revokes every token", async () => {
    const token = await signUp("anna@example.com");
    const other = await login("anna@example.com");
    expect((await call(memberApi.deleteAccount, { token })).status).toBe(200);
    expect(await works(token)).toBe(false);
    expect(await works(other)).toBe(false);
    expect(await socketAccepts(other)).toBe(false);
  });

  it("a world reset revokes every token, though member ids are given out again", async () => {
    const annaToken = await signUp("anna@example.com");
    const annaKey = new URL(outboxNewestFirst(world)[0]!.link).searchParams.get("key")!;
    world.dispatch({ type: "world.reset" });
    const bobToken = await signUp("bob@example.com");
    expect(world.getState().members.map((m) => [m.id, m.email])).toEqual([[1, "bob@example.com"]]);
    expect(await call(memberApi.basicInfo, { token: annaToken })).toMatchObject({ status: 403 });
    expect(await socketAccepts(annaToken)).toBe(false);
    // Anna's verification key does not verify Bob.
    expect((await call(memberApi.activate, { body: { key: annaKey, fingerprint: "fp" } })).status).toBe(400);
    expect(world.getState().members[0]).toMatchObject({ verified: false, credits: 0 });
    expect(await works(bobToken)).toBe(true);
  });

  it("a password change disconnects the member's open sockets (opened with tokens it revoked), and only theirs", async () => {
    const token = await signUp("anna@example.com");
    await signUp("bob@example.com");
    const disconnected: string[] = [];
    const socket = createMemberSocket(world, async () => undefined, { emitTo: () => {}, disconnectRoom: (room) => void disconnected.push(room) });
    try {
      expect((await changePassword(token, PASSWORD, "fresh123")).status).toBe(200);
      expect(disconnected).toEqual([memberRoom(1)]);
    } finally {
      socket.dispose();
    }
  });

  describe("a member's chat tokens die with her password or her account (issue 27)", () => {
    /** Anna with 600 credits in a live room: her join token, her chat auth, the performer, and what her sockets were told. */
    const inRoom = async () => {
      const token = await signUp("anna@example.com");
      world.dispatch({ type: "member.credited", id: 1, amount: 600, reason: "qa" });
      const performer = world.getState().performers.find((p) => p.profile.onlineState === "free")!.profile;
      const dropped: string[] = [];
      const engine = createChatEngine(world, { emitTo: () => {}, leave: () => {}, drop: (channel) => void dropped.push(channel) }, { crypto, now: () => world.getState().clock, later: () => () => {} });
      const answer = await call(chatApi.joinToken, { token, body: { performer: performer.id, session: "s1" } });
      expect(answer.status).toBe(200);
      const { joinToken } = answer.body as { joinToken: string };
      const joined = await engine.join({ joinToken, nickname: null }, { join: () => {} });
      if (!joined.ack.ok) throw new Error(joined.ack.label);
      const tip = (auth: string, key: string) =>
        call(chatApi.action, { body: { action: "tip", auth, tip: { username: performer.username, amount: 150, message: "", flag: "kiss" }, idempotencyKey: key } });
      return { token, performer, engine, joinToken, auth: joined.ack.answer.auth, clientId: joined.clientId!, dropped, tip };
    };
    const credits = () => world.getState().members[0]!.credits;

    it.each([
      ["a password change", async (token: string) => expect((await changePassword(token, PASSWORD, "fresh123")).status).toBe(200)],
      [
        "a reset by the mailed link",
        async () => {
          expect((await call(memberApi.forgotPassword, { body: { email: "anna@example.com" } })).status).toBe(200);
          const query = new URL(outboxNewestFirst(world)[0]!.link).searchParams;
          expect((await changePassword(query.get("token")!, query.get("password")!, "fresh123")).status).toBe(200);
        },
      ],
      ["a deletion", async (token: string) => expect((await call(memberApi.deleteAccount, { token })).status).toBe(200)],
    ])("%s: her chat auth no longer tips, her join token no longer joins, and her chat sockets are closed", async (_, revoke) => {
      const room = await inRoom();
      try {
        expect(await room.tip(room.auth, "before")).toMatchObject({ status: 200 });
        const before = credits();
        await revoke(room.token);
        expect(room.dropped).toEqual([clientChannel(room.clientId)]);
        expect(await room.tip(room.auth, "after")).toMatchObject({ status: 403, label: "forbidden.chat.auth" });
        // A fresh socket with the six-hour join token is refused too.
        const rejoin = await room.engine.join({ joinToken: room.joinToken, nickname: null }, { join: () => {} });
        expect(rejoin.ack).toEqual({ ok: false, label: "forbidden.chat.joinToken" });
        expect(credits()).toBe(before);
      } finally {
        room.engine.dispose();
      }
    });

    it("only hers: a guest in the same room and another member's password change are untouched", async () => {
      const room = await inRoom();
      try {
        const guestJoin = await call(chatApi.joinToken, { body: { performer: room.performer.id, session: "s2" } });
        const guest = await room.engine.join({ joinToken: (guestJoin.body as { joinToken: string }).joinToken, nickname: null }, { join: () => {} });
        if (!guest.ack.ok) throw new Error(guest.ack.label);
        const bob = await signUp("bob@example.com");
        expect((await changePassword(bob, PASSWORD, "fresh123", 2)).status).toBe(200);
        expect(room.dropped).toEqual([]);
        expect((await room.tip(room.auth, "still")).status).toBe(200);
        expect((await changePassword(room.token, PASSWORD, "fresh123")).status).toBe(200);
        expect(room.dropped).toEqual([clientChannel(room.clientId)]);
        const said = await call(chatApi.action, { body: { action: "message", auth: guest.ack.answer.auth, message: "still here", clientMessageId: "g-1" } });
        expect(said.status).toBe(200);
      } finally {
        room.engine.dispose();
      }
    });
  });
});
