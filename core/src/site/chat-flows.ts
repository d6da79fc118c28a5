import { Result, Schema } from "effect";
import { fromPromise } from "xstate";
import type { ChatJoinParameters } from "../domain/chat.schema";
import { chatSessionMachine, type RoomError, type RoomJoin, type RoomLeave, type RoomSend } from "../room/chat-session.machine";
import type { FlowEnv } from "../events/flow-registry";
import { chatApi } from "../platform/chat-endpoints";
import { PlatformHttpError } from "../platform/platform-error";
import { bindChatSocket } from "../realtime/chat-socket";
import { CHAT_JOIN_TIMEOUT_MS, type ChatSocketPort } from "../realtime/chat-socket.port";
import { CHAT_JOIN_EVENT, ChatJoinAck } from "../realtime/chat-socket.schema";
import { tipsMachine, type TipSend } from "../room/tips.machine";
import { vipMachine, type VipRequest } from "../room/vip.machine";
import type { SitePorts } from "./site-ports";

const decodeAck = Schema.decodeUnknownResult(ChatJoinAck);

/** A refused join as a labelled failure, like a platform call's (§8: the flow stores the label). */
const joinRefused = (label: string) => new PlatformHttpError({ method: "SOCKET", path: CHAT_JOIN_EVENT }, 400, label, { label });

/**
 * §4/§7 the chat session on the site's ports: the join token from the member API, the room joined on the chat
 * engine's socket (one socket per room: its decoded events are the session's input, which the routing table hands
 * to this flow), messages and leave through the chat calls. Loads with the stream page.
 */
export const chatFlow = (ports: SitePorts) => (env: FlowEnv) => {
  const { platform, log } = ports;
  let room: { socket: ChatSocketPort; unbind: () => void } | null = null;
  const close = () => {
    room?.unbind();
    room?.socket.disconnect();
    room = null;
  };
  const socket = async () => {
    if (room !== null) return room.socket;
    const opened = await ports.chatSocket();
    const unbind = bindChatSocket(opened, {
      onEvent: env.input,
      // §8 a bad socket event is reported and never applied.
      onInvalid: (wire, reason) => log(`Ignored a malformed ${wire} chat event`, reason),
    });
    room = { socket: opened, unbind };
    return opened;
  };
  return chatSessionMachine.provide({
    actors: {
      fetchJoinToken: fromPromise(({ input }: { input: ChatJoinParameters }) => platform.call(chatApi.joinToken, { body: input })),
      joinRoom: fromPromise(async ({ input }: { input: RoomJoin }) => {
        const ack = decodeAck(await (await socket()).timeout(CHAT_JOIN_TIMEOUT_MS).emitWithAck(CHAT_JOIN_EVENT, { joinToken: input.joinToken, nickname: input.nickname }));
        if (Result.isFailure(ack)) throw joinRefused("badResponse.chat.join");
        if (!ack.success.ok) throw joinRefused(ack.success.label);
        return ack.success.answer;
      }),
      sendMessage: fromPromise<unknown, RoomSend>(({ input }) =>
        platform.call(chatApi.action, { body: { action: "message", auth: input.auth, message: input.text, clientMessageId: input.clientMessageId } }),
      ),
      leaveRoom: fromPromise<unknown, RoomLeave>(({ input }) => platform.call(chatApi.leave, { body: input })),
      setLobby: fromPromise<unknown, { auth: string; lobby: boolean }>(({ input }) =>
        platform.call(chatApi.setLobby, { body: input }).catch((error: unknown) => log("Unable to leave the chat lobby", error)),
      ),
      reportError: fromPromise<unknown, RoomError>(({ input }) =>
        platform.call(chatApi.error, { body: { ...(input.auth === null ? {} : { auth: input.auth }), error: input.error } }).catch((error: unknown) => log("Unable to report a chat error", error)),
      ),
      startCamback: fromPromise<unknown, { auth: string }>(async ({ input }) => {
        await ports.camera.start();
        try {
          return await platform.call(chatApi.cambackStart, { body: input });
        } catch (error) {
          ports.camera.stop();
          throw error;
        }
      }),
      stopCamback: fromPromise<unknown, { auth: string }>(({ input }) => {
        ports.camera.stop();
        return platform.call(chatApi.cambackStop, { body: input });
      }),
    },
    actions: {
      closeRoom: close,
      releaseCamera: () => ports.camera.stop(),
      sendLeaveBeacon: (_, body) => ports.beacon(platform.url(chatApi.leaveBeacon, { query: { apiKey: platform.apiKey }, body }), body),
      logError: (_, { message, error }) => log(message, error),
    },
  });
};

/** §3/§7 tips in the live room: POST chat/action tip, under the tip's idempotency key. Loads with the stream page. */
export const tipsFlow = (ports: SitePorts) =>
  tipsMachine.provide({
    actors: {
      sendTip: fromPromise<unknown, TipSend>(({ input }) => ports.platform.call(chatApi.action, { body: { action: "tip", ...input } })),
    },
    actions: { logError: (_, { message, error }) => ports.log(message, error) },
  });

/** §4/§7 a VIP show: POST chat/action requestVip (under its idempotency key) and stopVip. Loads with the stream page. */
export const vipFlow = (ports: SitePorts) =>
  vipMachine.provide({
    actors: {
      requestVip: fromPromise<unknown, VipRequest>(({ input }) => ports.platform.call(chatApi.action, { body: { action: "requestVip", ...input } })),
      stopVip: fromPromise<unknown, { auth: string }>(({ input }) => ports.platform.call(chatApi.action, { body: { action: "stopVip", auth: input.auth } })),
    },
    actions: { logError: (_, { message, error }) => ports.log(message, error) },
  });
