import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import type { ChatJoinParameters, ChatJoinResult } from "../domain/chat.schema";
import { encodeTokenPayload } from "../domain/token";
import { PlatformHttpError } from "../platform/platform-error";
import { controllable, settle } from "../testing/machine-model";
import { connectChatSession } from "./chat-session.connect";
import { cameraError } from "./camback";
import { chatSessionMachine, type RoomError, type RoomJoin, type RoomLeave, type RoomSend } from "./chat-session.machine";
import type { ChatSessionEmitted } from "./chat-session.schema";

const auth = (clientId: string, type = "chat") => encodeTokenPayload({ meta: { type }, clientId });
const message = (id: string, at: number, extra: Record<string, unknown> = {}) => ({ id, at, messageType: "member" as const, sender: "bob", message: `m${id}`, ...extra });
const guestStart = { performerId: 7, performer: "Anna", session: "s-1", guest: true, dialInSession: false, nickname: null };

function start() {
  const token = controllable<{ joinToken: string }, ChatJoinParameters>();
  const join = controllable<ChatJoinResult, RoomJoin>();
  const sendMessage = controllable<unknown, RoomSend>();
  const leave = controllable<unknown, RoomLeave>();
  const startCamback = controllable<unknown, { auth: string }>();
  const stopCamback = controllable<unknown, { auth: string }>();
  const reportError = controllable<unknown, RoomError>();
  const setLobby = controllable<unknown, { auth: string; lobby: boolean }>();
  const releaseCamera = vi.fn();
  const sendLeaveBeacon = vi.fn();
  const logError = vi.fn();
  const actor = createActor(
    chatSessionMachine.provide({
      actors: {
        fetchJoinToken: token.logic, joinRoom: join.logic, sendMessage: sendMessage.logic, leaveRoom: leave.logic, startCamback: startCamback.logic,
        stopCamback: stopCamback.logic, reportError: reportError.logic, setLobby: setLobby.logic,
      },
      actions: { logError: (_, { message: text }) => logError(text), releaseCamera, sendLeaveBeacon: (_, body) => sendLeaveBeacon(body) },
    }),
  );
  const emitted: ChatSessionEmitted[] = [];
  actor.on("chat.redirect", (e) => void emitted.push(e));
  actor.on("chat.left", (e) => void emitted.push(e));
  const room: ChatSessionEmitted[] = [];
  actor.on("chat.joined", (e) => void room.push(e));
  actor.on("chat.closed", (e) => void room.push(e));
  actor.start();
  const view = () => connectChatSession(actor.getSnapshot(), actor.send);
  /** Starts and joins as client `me`. */
  const joinAs = async (clientId = "me", type = "chat", guest = true) => {
    view().start({ ...guestStart, guest });
    token.resolve({ joinToken: "join-1" });
    await settle();
    join.resolve({ auth: auth(clientId, type), cybertoyActive: true });
    await settle();
  };
  return { actor, view, token, join, sendMessage, leave, setLobby, startCamback, stopCamback, reportError, releaseCamera, sendLeaveBeacon, logError, emitted, room, joinAs };
}

describe("chat session (§4 chat join, events, leave)", () => {
  it("fetches the join token, joins with it and keeps the auth, the client id and the toy flag", async () => {
    const t = start();
    t.view().start(guestStart);
    expect(t.view().status).toBe("joining");
    expect(t.token.calls).toEqual([{ performer: 7, session: "s-1" }]);
    t.token.resolve({ joinToken: "join-1" });
    await settle();
    expect(t.join.calls).toEqual([{ joinToken: "join-1", nickname: null }]);
    t.join.resolve({ auth: auth("me", "vip"), cybertoyActive: true });
    await settle();
    expect(t.view()).toMatchObject({ status: "joined", canSend: true, isVip: true, cybertoyActive: true, isReconnecting: false });
    expect(t.actor.getSnapshot().context.clientId).toBe("me");
  });

  it("a guest paying by phone without a nickname is asked for one (§5 4–14) before joining", async () => {
    const t = start();
    t.view().start({ ...guestStart, dialInSession: true });
    t.token.resolve({ joinToken: "join-1" });
    await settle();
    expect(t.view()).toMatchObject({ status: "nickname", askNickname: true });
    t.view().inputNickname("Al");
    t.view().submitNickname();
    expect(t.view().nicknameErrors).toEqual(["nickname.tooShort"]);
    t.view().inputNickname(" Alice ");
    expect(t.view().nicknameErrors).toEqual([]);
    t.view().submitNickname();
    expect(t.join.calls).toEqual([{ joinToken: "join-1", nickname: "Alice" }]);
  });

  it("§4 a dial-in guest who chose a nickname leaves the lobby once joined; anyone else never calls set-lobby", async () => {
    const t = start();
    t.view().start({ ...guestStart, dialInSession: true });
    t.token.resolve({ joinToken: "join-1" });
    await settle();
    t.view().inputNickname("Alice");
    t.view().submitNickname();
    t.join.resolve({ auth: auth("me"), cybertoyActive: false });
    await settle();
    expect(t.setLobby.calls).toEqual([{ auth: auth("me"), lobby: false }]);
    const other = start();
    await other.joinAs();
    expect(other.setLobby.calls).toEqual([]);
  });

  it("a join-token failure stores the body's label and aborts (§8)", async () => {
    const t = start();
    t.view().start(guestStart);
    t.token.reject(new PlatformHttpError({ method: "POST", path: "/chat/join" }, 403, "forbidden.chat.offline", {}));
    await settle();
    expect(t.view()).toMatchObject({ status: "failed", error: "forbidden.chat.offline" });
    expect(t.logError).toHaveBeenCalledWith("Unable to get a chat join token");
  });

  it("messages fill the lane once each; the echo of a written message replaces its pending bubble", async () => {
    const t = await (async () => {
      const s = start();
      await s.joinAs();
      return s;
    })();
    t.actor.send({ type: "socket.chat.message", message: message("1", 1) });
    t.actor.send({ type: "socket.chat.message", message: message("1", 1) });
    t.actor.send({ type: "socket.chat.message", message: { ...message("n", 2), messageType: "notice" } });
    expect(t.view().messages.map((m) => m.id)).toEqual(["1"]);
    expect(t.view().hasNewMessages).toBe(true);
    t.view().seen();
    expect(t.view().hasNewMessages).toBe(false);

    t.view().send("  hello  ", "c-1");
    t.view().send("   ", "c-2");
    expect(t.view().outgoing).toEqual([{ clientMessageId: "c-1", text: "hello", status: "pending" }]);
    expect(t.sendMessage.calls).toEqual([{ auth: auth("me"), text: "hello", clientMessageId: "c-1" }]);
    t.sendMessage.resolve(true);
    await settle();
    expect(t.view().outgoing).toEqual([{ clientMessageId: "c-1", text: "hello", status: "sent" }]);
    t.actor.send({ type: "socket.chat.message", message: message("2", 3, { clientMessageId: "c-1", message: "hello" }) });
    expect(t.view().outgoing).toEqual([]);
    expect(t.view().messages.map((m) => m.id)).toEqual(["1", "2"]);
    expect(t.view().messages[1]).not.toHaveProperty("clientMessageId");
  });

  it("another viewer's message with this visitor's pending id leaves her bubble; her own echo takes it (issue 27)", async () => {
    const t = start();
    await t.joinAs();
    t.view().send("hello", "c-1");
    t.actor.send({ type: "socket.chat.message", message: message("2", 2, { clientMessageId: "c-1", clientId: "eve" }) });
    expect(t.view().outgoing).toEqual([{ clientMessageId: "c-1", text: "hello", status: "pending" }]);
    t.actor.send({ type: "socket.chat.message", message: message("3", 3, { clientMessageId: "c-1", clientId: "me", message: "hello" }) });
    expect(t.view().outgoing).toEqual([]);
    expect(t.view().messages.map((m) => m.id)).toEqual(["2", "3"]);
    expect(t.view().messages[1]).not.toHaveProperty("clientId");
  });

  it("writing while the socket is down waits; on reconnect the room is rejoined and each message sent once, in order", async () => {
    const t = start();
    await t.joinAs();
    t.actor.send({ type: "socket.chat.disconnected", reason: "transport close" });
    expect(t.view().isReconnecting).toBe(true);
    t.view().send("one", "c-1");
    t.view().send("two", "c-2");
    t.view().send("two", "c-2");
    expect(t.sendMessage.calls).toEqual([]);
    t.actor.send({ type: "socket.chat.reconnected" });
    expect(t.join.calls).toHaveLength(2);
    t.join.resolve({ auth: auth("me2"), cybertoyActive: false });
    await settle();
    expect(t.view().isReconnecting).toBe(false);
    expect(t.sendMessage.calls.map((c) => [c.text, c.auth])).toEqual([["one", auth("me2")]]);
    t.sendMessage.resolve(true);
    await settle();
    expect(t.sendMessage.calls.map((c) => c.text)).toEqual(["one", "two"]);
    t.sendMessage.reject(new Error("500"));
    await settle();
    expect(t.view().outgoing.map((m) => m.status)).toEqual(["sent", "failed"]);
    t.view().retry("c-2");
    expect(t.sendMessage.calls.map((c) => c.text)).toEqual(["one", "two", "two"]);
  });

  it.each([
    [{ type: "socket.chat.kicked", clientId: "me" } as const, "kicked"],
    [{ type: "socket.chat.vipDisconnected", clientId: "me" } as const, "vipDisconnected"],
    [{ type: "socket.chat.stopped", reason: "guest_expired" } as const, "guest_expired"],
    [{ type: "socket.chat.stopped", reason: "duplicate_session" } as const, "duplicate_session"],
    [{ type: "socket.chat.roomClosed" } as const, "offline"],
    [{ type: "socket.chat.memberDisconnected", clientId: "me", reason: "ping-unauthorized" } as const, "redirect"],
  ])("%o ends the chat as %s (§4)", async (event, end) => {
    const t = start();
    await t.joinAs();
    t.actor.send(event);
    expect(t.view()).toMatchObject({ status: "ended", end, canSend: false });
    expect(t.actor.getSnapshot().context.auth).toBeNull();
  });

  it("events for another client change nothing; host-disconnected and another member-disconnected reason leave (§4)", async () => {
    const t = start();
    await t.joinAs();
    t.actor.send({ type: "socket.chat.kicked", clientId: "other" });
    t.actor.send({ type: "socket.chat.memberDisconnected", clientId: "other", reason: "chat-closed" });
    expect(t.view().status).toBe("joined");
    t.actor.send({ type: "socket.chat.memberDisconnected", clientId: "me", reason: "idle" });
    expect(t.view().status).toBe("left");
    expect(t.emitted).toEqual([{ type: "chat.left", reason: "member-disconnected" }]);
    const u = start();
    await u.joinAs();
    u.actor.send({ type: "socket.chat.hostDisconnected" });
    expect(u.view().status).toBe("left");
  });

  it("chat-stopped and a redirecting disconnect tell the routing table to go to the profile (§4)", async () => {
    const t = start();
    await t.joinAs();
    t.actor.send({ type: "socket.chat.stopped", reason: "default" });
    expect(t.emitted).toEqual([{ type: "chat.redirect", performer: "Anna" }]);
  });

  it("follows the room: mode switches, the toy, media, the player error, and accept-vip's message", async () => {
    const t = start();
    await t.joinAs();
    t.actor.send({ type: "socket.chat.switched", mode: "free" });
    t.actor.send({ type: "socket.chat.cybertoy", active: false });
    t.actor.send({ type: "socket.chat.media", media: "video", available: false });
    t.actor.send({ type: "socket.chat.playerError", message: "decode" });
    t.actor.send({ type: "socket.chat.vipAccepted", message: { ...message("v", 9), messageType: "system" } });
    expect(t.view()).toMatchObject({ mode: "free", cybertoyActive: false, media: { audio: null, video: false }, playerError: "decode" });
    expect(t.view().messages.map((m) => m.id)).toEqual(["v"]);
  });

  it("leave puts chat/leave with its reason, then the chat is left; a failed leave is logged and left all the same", async () => {
    const t = start();
    await t.joinAs();
    t.view().leave("page-close");
    expect(t.view().status).toBe("leaving");
    expect(t.leave.calls).toEqual([{ auth: auth("me"), reason: "page-close" }]);
    t.leave.reject(new Error("offline"));
    await settle();
    expect(t.view().status).toBe("left");
    expect(t.logError).toHaveBeenCalledWith("Unable to leave the chat");
  });

  it("a new start begins afresh", async () => {
    const t = start();
    await t.joinAs();
    t.actor.send({ type: "socket.chat.message", message: message("1", 1) });
    t.actor.send({ type: "socket.chat.roomClosed" });
    t.view().start({ ...guestStart, performer: "Bea", performerId: 8 });
    expect(t.view()).toMatchObject({ status: "joining", messages: [], end: null });
  });

  describe("camback (§2.6: the member's webcam into the room)", () => {
    it("a member starts it with the room's auth, sees it on, and stops it", async () => {
      const t = start();
      await t.joinAs("me", "chat", false);
      expect(t.view()).toMatchObject({ canCamback: true, camback: "off" });
      t.view().startCamback();
      expect(t.view().camback).toBe("starting");
      expect(t.startCamback.calls).toEqual([{ auth: auth("me") }]);
      t.startCamback.resolve(true);
      await settle();
      expect(t.view().camback).toBe("on");
      t.view().stopCamback();
      expect(t.stopCamback.calls).toEqual([{ auth: auth("me") }]);
      t.stopCamback.resolve(true);
      await settle();
      expect(t.view().camback).toBe("off");
    });

    it("is not offered to a guest, and a guest's start does nothing", async () => {
      const t = start();
      await t.joinAs();
      expect(t.view().canCamback).toBe(false);
      t.view().startCamback();
      expect(t.view().camback).toBe("off");
      expect(t.startCamback.calls).toEqual([]);
    });

    it("the performer stops it (stop-camback), and the platform's camback-stopped switches the camera off", async () => {
      const t = start();
      await t.joinAs("me", "chat", false);
      t.view().startCamback();
      t.startCamback.resolve(true);
      await settle();
      t.actor.send({ type: "socket.chat.cambackStop" });
      expect(t.view().camback).toBe("stopping");
      expect(t.stopCamback.calls).toHaveLength(1);
      t.stopCamback.resolve(true);
      await settle();
      t.view().startCamback();
      t.startCamback.resolve(true);
      await settle();
      t.releaseCamera.mockClear();
      t.actor.send({ type: "socket.chat.cambackStopped" });
      expect(t.view().camback).toBe("off");
      expect(t.releaseCamera).toHaveBeenCalledTimes(1);
    });

    it("a stop-camback while the camera is starting stops it as soon as it is on", async () => {
      const t = start();
      await t.joinAs("me", "chat", false);
      t.view().startCamback();
      t.actor.send({ type: "socket.chat.cambackStop" });
      expect(t.view().camback).toBe("starting");
      t.startCamback.resolve(true);
      await settle();
      expect(t.view().camback).toBe("stopping");
      expect(t.stopCamback.calls).toEqual([{ auth: auth("me") }]);
    });

    it("§8 no webcam: the reason is kept and the option disabled; a refused camera can be tried again", async () => {
      const t = start();
      await t.joinAs("me", "chat", false);
      t.view().startCamback();
      t.startCamback.reject(cameraError("denied"));
      await settle();
      expect(t.view()).toMatchObject({ camback: "off", cambackError: "denied", cambackDisabled: false });
      t.view().startCamback();
      expect(t.view()).toMatchObject({ camback: "starting", cambackError: null });
      t.startCamback.reject(cameraError("noCamera"));
      await settle();
      expect(t.view()).toMatchObject({ camback: "off", cambackError: "noCamera", cambackDisabled: true });
      t.view().startCamback();
      expect(t.startCamback.calls).toHaveLength(2);
      expect(t.logError).toHaveBeenCalledWith("Unable to start the camback");
    });

    it("a refused camback start (platform label) reads as refused", async () => {
      const t = start();
      await t.joinAs("me", "chat", false);
      t.view().startCamback();
      t.startCamback.reject(new PlatformHttpError({ method: "POST", path: "/chat/camback/start" }, 403, "forbidden.chat.auth", {}));
      await settle();
      expect(t.view().cambackError).toBe("refused");
    });

    it("whatever ends the room switches the camera off", async () => {
      const t = start();
      await t.joinAs("me", "chat", false);
      t.view().startCamback();
      t.startCamback.resolve(true);
      await settle();
      t.releaseCamera.mockClear();
      t.actor.send({ type: "socket.chat.kicked", clientId: "me" });
      expect(t.view()).toMatchObject({ status: "ended", camback: "off" });
      expect(t.releaseCamera).toHaveBeenCalled();
    });
  });

  it("§4 the page closing while in the room sends the leave by beacon, with no call to wait for", async () => {
    const t = start();
    await t.joinAs();
    t.view().pageClose();
    expect(t.sendLeaveBeacon).toHaveBeenCalledWith({ auth: auth("me"), reason: "page-close" });
    expect(t.leave.calls).toEqual([]);
    expect(t.view().status).toBe("left");
  });

  it("the page closing before the room was joined sends nothing", () => {
    const t = start();
    t.view().start(guestStart);
    t.view().pageClose();
    expect(t.sendLeaveBeacon).not.toHaveBeenCalled();
  });

  it("a player failure is shown (§8 suggest a refresh) and reported to the platform (§7 chat/error)", async () => {
    const t = start();
    await t.joinAs();
    t.view().playerFailed("manifestLoadError");
    expect(t.view().playerError).toBe("manifestLoadError");
    expect(t.reportError.calls).toEqual([{ auth: auth("me"), error: "player: manifestLoadError" }]);
  });

  it("tells the room to the tips and VIP once joined, and that it closed (routing table)", async () => {
    const t = start();
    await t.joinAs("me", "vip", false);
    expect(t.room).toEqual([
      { type: "chat.joined", performer: "Anna", auth: auth("me", "vip"), clientId: "me", guest: false, vip: true, cybertoyActive: true, menu: [], goal: null },
    ]);
    t.actor.send({ type: "socket.chat.roomClosed" });
    expect(t.room.at(-1)).toEqual({ type: "chat.closed" });
  });

  it("shows tips and the toy's reactions in the lane (§3 Tip, §4 ft-tip), each once", async () => {
    const t = start();
    await t.joinAs();
    const tip = { id: "t1", sender: "bob", amount: 150, tipType: "menu", message: "for you", isPublic: true, at: 5, item: "Dance" };
    t.actor.send({ type: "socket.chat.tip", tip });
    t.actor.send({ type: "socket.chat.tip", tip });
    t.actor.send({ type: "socket.chat.toyTip", tip: { sender: "bob", amount: 500, intensity: "hard", duration: 10, at: 6 } });
    expect(t.view().messages).toEqual([
      { id: "tip-t1", messageType: "room", sender: "bob", message: "for you", at: 5, tip: { amount: 150, kind: "menu", isPublic: true, item: "Dance" } },
      { id: "toy-6-bob-500", messageType: "room", sender: "bob", message: "", at: 6, tip: { amount: 500, kind: "toy", isPublic: true, toy: { intensity: "hard", duration: 10 } } },
    ]);
  });
});
