import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import type { ChatJoinParameters, ChatJoinResult } from "../domain/chat.schema";
import { encodeTokenPayload } from "../domain/token";
import { validateNickname } from "../rules/username.rules";
import { CHAT_JOIN_LABELS } from "../platform/chat-endpoints";
import { PlatformHttpError } from "../platform/platform-error";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { connectChatSession, type ChatSessionSnapshot } from "./chat-session.connect";
import { cameraError } from "./camback";
import { chatSessionMachine, type ChatSessionContext, type RoomError, type RoomJoin, type RoomLeave, type RoomSend } from "./chat-session.machine";

const joinedAs = { auth: encodeTokenPayload({ meta: { type: "chat" }, clientId: "me" }), cybertoyActive: true };
const start = { type: "chat.start", performerId: 7, performer: "Anna", session: "s", guest: true, nickname: null };
/** Issue 27: the platform refuses a join into a room that closed. */
const closedRoom = new PlatformHttpError({ method: "SOCKET", path: "join" }, 400, CHAT_JOIN_LABELS.offline, { label: CHAT_JOIN_LABELS.offline });
const msg = { id: "1", messageType: "member", sender: "bob", message: "hi", at: 1 };
const samples = {
  "chat.start": [{ ...start, dialInSession: false }, { ...start, dialInSession: true }, { ...start, guest: false, dialInSession: false }],
  "chat.nickname.input": [{ type: "chat.nickname.input", value: "Alice" }, { type: "chat.nickname.input", value: "Al" }],
  "chat.nickname.submit": [{ type: "chat.nickname.submit" }],
  "chat.send": [
    { type: "chat.send", text: "hello", clientMessageId: "c-1" },
    { type: "chat.send", text: "again", clientMessageId: "c-2" },
  ],
  "chat.retry": [{ type: "chat.retry", clientMessageId: "c-1" }],
  "chat.seen": [{ type: "chat.seen" }],
  "chat.leave": [{ type: "chat.leave", reason: "default" }],
  "chat.pageClose": [{ type: "chat.pageClose" }],
  "chat.player.error": [{ type: "chat.player.error", reason: "manifestLoadError" }],
  "chat.camback.start": [{ type: "chat.camback.start" }],
  "chat.camback.stop": [{ type: "chat.camback.stop" }],
  "socket.chat.cambackStop": [{ type: "socket.chat.cambackStop" }],
  "socket.chat.cambackStopped": [{ type: "socket.chat.cambackStopped" }],
  "xstate.done.actor.startCamback": [{ type: "xstate.done.actor.startCamback", output: true }],
  "xstate.error.actor.startCamback": [
    { type: "xstate.error.actor.startCamback", error: cameraError("noCamera") },
    { type: "xstate.error.actor.startCamback", error: cameraError("denied") },
  ],
  "xstate.done.actor.stopCamback": [{ type: "xstate.done.actor.stopCamback", output: true }],
  "xstate.error.actor.stopCamback": [{ type: "xstate.error.actor.stopCamback", error: "500" }],
  "socket.chat.message": [{ type: "socket.chat.message", message: { ...msg, clientMessageId: "c-1" } }],
  "socket.chat.vipAccepted": [{ type: "socket.chat.vipAccepted" }],
  "socket.chat.tip": [{ type: "socket.chat.tip", tip: { id: "t1", sender: "bob", amount: 150, tipType: "kiss", message: "", isPublic: true, at: 2 } }],
  "socket.chat.toyTip": [{ type: "socket.chat.toyTip", tip: { sender: "bob", amount: 300, intensity: "medium", duration: 6, at: 3 } }],
  "socket.chat.switched": [{ type: "socket.chat.switched", mode: "free" }],
  "socket.chat.cybertoy": [{ type: "socket.chat.cybertoy", active: false }],
  "socket.chat.media": [{ type: "socket.chat.media", media: "audio", available: false }],
  "socket.chat.playerError": [{ type: "socket.chat.playerError", message: "decode" }],
  "socket.chat.kicked": [{ type: "socket.chat.kicked", clientId: "me" }],
  "socket.chat.vipDisconnected": [{ type: "socket.chat.vipDisconnected", clientId: "me" }],
  "socket.chat.stopped": [{ type: "socket.chat.stopped", reason: "guest_expired" }],
  "socket.chat.roomClosed": [{ type: "socket.chat.roomClosed" }],
  "socket.chat.hostDisconnected": [{ type: "socket.chat.hostDisconnected" }],
  "socket.chat.memberDisconnected": [
    { type: "socket.chat.memberDisconnected", clientId: "me", reason: "chat-closed" },
    { type: "socket.chat.memberDisconnected", clientId: "me", reason: "idle" },
  ],
  "socket.chat.disconnected": [{ type: "socket.chat.disconnected", reason: "transport close" }],
  "socket.chat.reconnected": [{ type: "socket.chat.reconnected" }],
  "socket.chat.connected": [{ type: "socket.chat.connected" }],
  "xstate.done.actor.fetchJoinToken": [{ type: "xstate.done.actor.fetchJoinToken", output: { joinToken: "j" } }],
  "xstate.error.actor.fetchJoinToken": [{ type: "xstate.error.actor.fetchJoinToken", error: "403" }],
  "xstate.done.actor.joinRoom": [{ type: "xstate.done.actor.joinRoom", output: joinedAs }],
  "xstate.error.actor.joinRoom": [{ type: "xstate.error.actor.joinRoom", error: "500" }, { type: "xstate.error.actor.joinRoom", error: closedRoom }],
  "xstate.done.actor.rejoinRoom": [{ type: "xstate.done.actor.rejoinRoom", output: joinedAs }],
  "xstate.error.actor.rejoinRoom": [{ type: "xstate.error.actor.rejoinRoom", error: "500" }, { type: "xstate.error.actor.rejoinRoom", error: closedRoom }],
  "xstate.done.actor.sendMessage": [{ type: "xstate.done.actor.sendMessage", output: true }],
  "xstate.error.actor.sendMessage": [{ type: "xstate.error.actor.sendMessage", error: "500" }],
  "xstate.done.actor.leaveRoom": [{ type: "xstate.done.actor.leaveRoom", output: true }],
  "xstate.error.actor.leaveRoom": [{ type: "xstate.error.actor.leaveRoom", error: "500" }],
};

// The graph keeps what guards read: the outbox's statuses and how many wait (one, or more), whether a nickname is asked and valid, the client id.
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as ChatSessionContext;
  const statuses = [...new Set(c.outbox.map((m) => m.status))].sort();
  const pending = Math.min(2, c.outbox.filter((m) => m.status === "pending").length);
  return JSON.stringify([
    s.value, statuses, pending, c.dialInSession && c.nickname === null, validateNickname(c.nicknameDraft.trim()).ok, c.clientId !== null, c.guest,
    c.cambackError === "noCamera", c.cambackStopAsked,
  ]);
};

describeModel("chat session", {
  machine: chatSessionMachine,
  samples,
  serializeState,
  effects: () => {
    // The rejoin invokes the join's effect under its own id.
    const joinRoom = controllable<ChatJoinResult, RoomJoin>();
    return {
      fetchJoinToken: controllable<{ joinToken: string }, ChatJoinParameters>(),
      joinRoom,
      rejoinRoom: joinRoom,
      sendMessage: controllable<unknown, RoomSend>(),
      leaveRoom: controllable<unknown, RoomLeave>(),
      reportError: controllable<unknown, RoomError>(),
      setLobby: controllable<unknown, { auth: string; lobby: boolean }>(),
      startCamback: controllable<unknown, { auth: string }>(),
      stopCamback: controllable<unknown, { auth: string }>(),
    };
  },
  expose: (snapshot) => connectChatSession(snapshot as ChatSessionSnapshot, () => {}),
  states: {
    idle: (view) => expect(view).toMatchObject({ status: "idle", canSend: false }),
    fetchingToken: (view) => expect(view).toMatchObject({ status: "joining", canSend: false, askNickname: false }),
    joining: (view) => expect(view).toMatchObject({ status: "joining", canSend: false }),
    nickname: (view) => expect(view).toMatchObject({ status: "nickname", askNickname: true, canSend: false }),
    "joined.connection.connected": (view) => expect(view).toMatchObject({ status: "joined", canSend: true, isReconnecting: false }),
    // §4 a dropped socket: still in the room for the visitor, writing waits.
    "joined.connection.reconnecting": (view) => expect(view).toMatchObject({ status: "joined", canSend: true, isReconnecting: true }),
    "joined.connection.rejoining": (view) => expect(view).toMatchObject({ status: "joined", isReconnecting: true }),
    "joined.camback.off": (view) => expect(view.camback).toBe("off"),
    "joined.camback.starting": (view) => expect(view).toMatchObject({ camback: "starting", canCamback: true, cambackError: null }),
    "joined.camback.on": (view) => expect(view).toMatchObject({ camback: "on", canCamback: true }),
    "joined.camback.stopping": (view) => expect(view).toMatchObject({ camback: "stopping", canCamback: true }),
    "joined.outbox": (view) => expect(view.outgoing.every((m) => ["pending", "sent", "failed"].includes(m.status))).toBe(true),
    leaving: (view) => expect(view).toMatchObject({ status: "leaving", canSend: false }),
    ended: (view) => {
      expect(view).toMatchObject({ status: "ended", canSend: false });
      expect(view.end).not.toBeNull();
    },
    left: (view) => expect(view).toMatchObject({ status: "left", canSend: false }),
    failed: (view) => expect(view).toMatchObject({ status: "failed", canSend: false }),
  },
});
