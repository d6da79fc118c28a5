import { and, assign, emit, enqueueActions, fromPromise, raise, setup, spawnChild, stateIn } from "xstate";
import { ChatAuthTokenPayload, isVipSession, type ChatJoinParameters, type ChatMode } from "../domain/chat.schema";
import { decodeTokenPayload } from "../domain/token";
import { errorLabel } from "../platform/platform-error";
import { CHAT_JOIN_LABELS } from "../platform/chat-endpoints";
import { memberDisconnectedOutcome, type ChatJoinAnswer, type ChatSocketEvent, type ChatTipPayload, type ToyTipPayload } from "../realtime/chat-socket.schema";
import { validateMessage } from "../rules/message.rules";
import { validateNickname, type NicknameErrorKey } from "../rules/username.rules";
import { ruleErrors } from "../rules/rule-result";
import { cambackErrorOf, type CambackError } from "./camback";
import { EMPTY_LANE, receiveMessages, seeLane, type Lane, type LaneMessage } from "./lane";
import type { ChatEnd, ChatSessionEmitted, ChatSessionEvent, OutgoingChatMessage } from "./chat-session.schema";

export interface ChatSessionContext {
  readonly performerId: number | null;
  readonly performer: string | null;
  readonly session: string | null;
  readonly guest: boolean;
  readonly dialInSession: boolean;
  readonly nickname: string | null;
  readonly nicknameDraft: string;
  readonly nicknameErrors: readonly NicknameErrorKey[];
  readonly joinToken: string | null;
  readonly auth: string | null;
  /** This tab's client in the room (from the auth token): kicks and disconnects name it (§4). */
  readonly clientId: string | null;
  /** §3 the auth token's `meta.type` 'vip'. */
  readonly vip: boolean;
  readonly cybertoyActive: boolean;
  /** The room's stream (an HLS playlist URL) from the join; null until joined. */
  readonly stream: string | null;
  readonly mode: ChatMode | null;
  readonly lane: Lane;
  /** Sent, not yet echoed by the room: shown as pending bubbles, sent in order, each once. */
  readonly outbox: readonly OutgoingChatMessage[];
  readonly media: { readonly audio: boolean | null; readonly video: boolean | null };
  /** §4 player-error, forwarded to the player (§8 suggest a refresh). */
  readonly playerError: string | null;
  readonly end: ChatEnd | null;
  /** §8 join-token failure: the body's label when there is one. */
  readonly error: string | null;
  /** §2.6 why the member's camera could not go into the room (§8 no webcam: the option is then disabled). */
  readonly cambackError: CambackError | null;
  /** §4 stop-camback came while the camera was starting: it stops once started. */
  readonly cambackStopAsked: boolean;
  /**
   * Issue 27: the room's events that came on the socket before the join's answer, applied in their order after it
   * (the room closing, a switch, a message sent meanwhile are not lost).
   */
  readonly held: readonly ChatSocketEvent[];
}

export interface RoomJoin {
  readonly joinToken: string;
  readonly nickname: string | null;
}
export interface RoomSend {
  readonly auth: string;
  readonly text: string;
  readonly clientMessageId: string;
}
export interface RoomLeave {
  readonly auth: string;
  readonly reason: string;
}
export interface RoomError {
  readonly auth: string | null;
  readonly error: string;
}

const noMedia = { audio: null, video: null } as const;
const fresh: ChatSessionContext = {
  performerId: null,
  performer: null,
  session: null,
  guest: true,
  dialInSession: false,
  nickname: null,
  nicknameDraft: "",
  nicknameErrors: [],
  joinToken: null,
  auth: null,
  clientId: null,
  vip: false,
  cybertoyActive: false,
  stream: null,
  mode: null,
  lane: EMPTY_LANE,
  outbox: [],
  media: noMedia,
  playerError: null,
  end: null,
  error: null,
  cambackError: null,
  cambackStopAsked: false,
  held: [],
};

const outputOf = <T>(event: object): T => (event as { output: T }).output;
const errorOf = (event: object): unknown => (event as { error?: unknown }).error;

const joinedWith = (result: ChatJoinAnswer) => {
  const payload = decodeTokenPayload(ChatAuthTokenPayload, result.auth);
  return {
    auth: result.auth, clientId: payload?.clientId ?? null, vip: payload ? isVipSession(payload) : false, cybertoyActive: result.cybertoyActive,
    stream: result.stream ?? null,
  };
};

/** §3 a tip in the lane: a room message from the tipper carrying the tip. */
const tipMessage = (tip: ChatTipPayload): LaneMessage => ({
  id: `tip-${tip.id}`, messageType: "room", sender: tip.sender, message: tip.message, at: tip.at,
  tip: { amount: tip.amount, kind: tip.tipType, isPublic: tip.isPublic, ...(tip.item === undefined ? {} : { item: tip.item }) },
});

/** §4 ft-tip: the toy reacting to a toy tip, as a line in the lane. */
const toyTipMessage = (tip: ToyTipPayload): LaneMessage => ({
  id: `toy-${tip.at}-${tip.sender}-${tip.amount}`, messageType: "room", sender: tip.sender, message: "", at: tip.at,
  tip: { amount: tip.amount, kind: "toy", isPublic: true, toy: { intensity: tip.intensity, duration: tip.duration } },
});

/** A lane message from the room's payload (the echo's client id is the sender's business, not the lane's). */
const laneMessage = ({ clientMessageId: _, clientId: __, ...message }: RoomMessage): LaneMessage => message;
type RoomMessage = LaneMessage & { readonly clientMessageId?: string; readonly clientId?: string };

/**
 * Room messages into the lane (§3): each once, in order. One that echoes what this visitor wrote (its client message
 * id) takes the place of the pending bubble.
 */
const receiveRoomMessages = (
  context: ChatSessionContext, incoming: readonly RoomMessage[],
): Pick<ChatSessionContext, "lane" | "outbox"> => {
  const own = (message: RoomMessage) => message.clientId === undefined || message.clientId === context.clientId;
  const echoed = new Set(incoming.flatMap((message) => (message.clientMessageId !== undefined && own(message) ? [message.clientMessageId] : [])));
  return {
    lane: receiveMessages(context.lane, incoming.map(laneMessage)),
    outbox: echoed.size === 0 ? context.outbox : context.outbox.filter((message) => !echoed.has(message.clientMessageId)),
  };
};

/**
 * §4 chat session: fetch the join token (POST /chat/join) and store it; a guest with a dial-in session but no
 * nickname is asked for one (§5 4–14); join the room on the chat socket → the auth token (its client id, and
 * `meta.type` 'vip' for a VIP session) and whether the toy is active. Joined, the room's events move the flow
 * (§4 transitions): messages fill the lane (§3), kick and vip-disconnect for this client end it, chat-stopped
 * ends it with its reason, room-closed shows the performer offline, host-disconnected leaves, member-disconnected
 * for this client redirects or leaves; a dropped socket waits for the reconnect and rejoins. What the visitor
 * writes waits in the outbox and is sent in order, once, while connected; the room's echo (same client message id)
 * replaces it. Leaving puts chat/leave with its reason. Issue 27: the join's answer sets the room's mode; the room's
 * events that come before it are held and applied after it, in order; a join or rejoin refused because the room has
 * closed shows the performer offline. Effects are the app's (`fetchJoinToken`, `joinRoom`,
 * `sendMessage`, `leaveRoom`).
 */
export const chatSessionMachine = setup({
  types: { context: {} as ChatSessionContext, events: {} as ChatSessionEvent, emitted: {} as ChatSessionEmitted },
  actors: {
    fetchJoinToken: fromPromise<{ joinToken: string }, ChatJoinParameters>(async () => {
      throw new Error("fetchJoinToken is provided by the app");
    }),
    joinRoom: fromPromise<ChatJoinAnswer, RoomJoin>(async () => {
      throw new Error("joinRoom is provided by the app");
    }),
    sendMessage: fromPromise<unknown, RoomSend>(async () => {
      throw new Error("sendMessage is provided by the app");
    }),
    leaveRoom: fromPromise<unknown, RoomLeave>(async () => {
      throw new Error("leaveRoom is provided by the app");
    }),
    /** §4/§7 PUT chat/set-lobby: a dial-in guest who picked a nickname leaves the lobby. */
    setLobby: fromPromise<unknown, { auth: string; lobby: boolean }>(async () => {
      throw new Error("setLobby is provided by the app");
    }),
    /** §7 POST chat/error: what went wrong in the room, for the platform's log. */
    reportError: fromPromise<unknown, RoomError>(async () => {
      throw new Error("reportError is provided by the app");
    }),
    /** The member's camera on, then §7 camback start (the camera off again when the platform refuses). */
    startCamback: fromPromise<unknown, { auth: string }>(async () => {
      throw new Error("startCamback is provided by the app");
    }),
    /** The member's camera off, then §7 camback stop. */
    stopCamback: fromPromise<unknown, { auth: string }>(async () => {
      throw new Error("stopCamback is provided by the app");
    }),
  },
  guards: {
    needsNickname: ({ context }) => context.guest && context.dialInSession && context.nickname === null,
    nicknameValid: ({ context }) => validateNickname(context.nicknameDraft.trim()).ok,
    /** The platform refused the join because the room is closed (offline or paused). */
    refusedClosed: ({ event }) => errorLabel(errorOf(event)) === CHAT_JOIN_LABELS.offline,
    sendable: ({ event }) => event.type === "chat.send" && validateMessage({ text: event.text, hasAttachment: false, credits: 0 }, { price: 0 }).ok,
    ownClient: ({ context, event }) => "clientId" in event && context.clientId !== null && event.clientId === context.clientId,
    redirects: ({ context, event }) => event.type === "socket.chat.memberDisconnected" && memberDisconnectedOutcome(event, context.clientId) === "redirect",
    leaves: ({ context, event }) => event.type === "socket.chat.memberDisconnected" && memberDisconnectedOutcome(event, context.clientId) === "leave",
    hasOutgoing: ({ context }) => context.outbox.some((message) => message.status === "pending"),
    /** Another written message waits behind the one just sent (or refused). */
    morePending: ({ context }) => context.outbox.filter((message) => message.status === "pending").length > 1,
    connected: stateIn({ joined: { connection: "connected" } }),
    /** §2.6 camback is the members' (a guest has no camera in the room), and not after a missing webcam (§8). */
    mayCamback: ({ context }) => !context.guest && context.cambackError !== "noCamera",
    cambackStopAsked: ({ context }) => context.cambackStopAsked,
    /** §4 the nickname was asked for (a dial-in guest) and chosen. */
    nicknameChosen: ({ context }) => context.guest && context.dialInSession && context.nickname !== null,
  },
  actions: {
    logError: (_: unknown, _params: { message: string; error: unknown }) => {},
    /** The room's socket closes: the chat ended, was left or failed, or another room starts. */
    closeRoom: () => {},
    /** The member's camera is switched off (the room ended, or the platform stopped the camback). */
    releaseCamera: () => {},
    /** §4 a beacon sends the leave when the page closes while the chat is started. */
    sendLeaveBeacon: (_, _params: RoomLeave) => {},
    begin: assign(({ event }) => {
      if (event.type !== "chat.start") return {};
      const { performerId, performer, session, guest, dialInSession, nickname } = event;
      return { ...fresh, performerId, performer, session, guest, dialInSession, nickname };
    }),
    storeJoinToken: assign({ joinToken: ({ event }) => outputOf<{ joinToken: string }>(event).joinToken }),
    /** Joined (or rejoined after a drop): the auth, and the room's recent messages fill what the lane missed. */
    storeJoin: assign(({ context, event }) => {
      const answer = outputOf<ChatJoinAnswer>(event);
      return { ...joinedWith(answer), ...receiveRoomMessages(context, answer.messages ?? []), mode: answer.mode ?? context.mode };
    }),
    /** An event of the room before the join's answer: kept for after it. */
    hold: assign({ held: ({ context, event }) => [...context.held, event as ChatSocketEvent] }),
    /** Joined: what the room said meanwhile, in its order, on top of the answer's state. */
    // Typed by hand: inferring the machine's own actions here would be circular.
    applyHeld: enqueueActions<ChatSessionContext, ChatSessionEvent, undefined, ChatSessionEvent, never, never, never, never, never>(({ context, enqueue }) => {
      for (const event of context.held) enqueue(raise(event));
    }),
    clearHeld: assign({ held: () => [] }),
    fail: assign({ error: ({ event }) => errorLabel(errorOf(event)) }),
    inputNickname: assign({ nicknameDraft: ({ event }) => (event.type === "chat.nickname.input" ? event.value : ""), nicknameErrors: () => [] }),
    showNicknameErrors: assign({ nicknameErrors: ({ context }) => ruleErrors(validateNickname(context.nicknameDraft.trim())) }),
    acceptNickname: assign({ nickname: ({ context }) => context.nicknameDraft.trim(), nicknameErrors: () => [] }),
    receive: assign(({ context, event }) => (event.type === "socket.chat.message" ? receiveRoomMessages(context, [event.message]) : {})),
    /** §3 tips and §4 ft-tip show in the lane. */
    receiveTip: assign({
      lane: ({ context, event }) =>
        event.type === "socket.chat.tip"
          ? receiveMessages(context.lane, [tipMessage(event.tip)])
          : event.type === "socket.chat.toyTip"
            ? receiveMessages(context.lane, [toyTipMessage(event.tip)])
            : context.lane,
    }),
    /** §4 accept-vip adds its message to the lane. */
    receiveVipMessage: assign({
      lane: ({ context, event }) => (event.type === "socket.chat.vipAccepted" && event.message ? receiveMessages(context.lane, [laneMessage(event.message)]) : context.lane),
    }),
    see: assign({ lane: ({ context }) => seeLane(context.lane) }),
    queue: assign({
      outbox: ({ context, event }) =>
        event.type === "chat.send" && !context.outbox.some((m) => m.clientMessageId === event.clientMessageId)
          ? [...context.outbox, { clientMessageId: event.clientMessageId, text: event.text.trim(), status: "pending" as const }]
          : context.outbox,
    }),
    retry: assign({
      outbox: ({ context, event }) =>
        context.outbox.map((m) => (event.type === "chat.retry" && m.clientMessageId === event.clientMessageId ? { ...m, status: "pending" as const } : m)),
    }),
    /** The message on its way was taken (its echo then removes it; until then it shows as on its way) or refused. */
    settleHead: assign({
      outbox: ({ context }, params: { status: "sent" | "failed" }) => {
        const head = context.outbox.find((m) => m.status === "pending");
        return context.outbox.map((m) => (m === head ? { ...m, status: params.status } : m));
      },
    }),
    switchMode: assign({ mode: ({ context, event }) => (event.type === "socket.chat.switched" ? event.mode : context.mode) }),
    setToy: assign({ cybertoyActive: ({ context, event }) => (event.type === "socket.chat.cybertoy" ? event.active : context.cybertoyActive) }),
    setMedia: assign({
      media: ({ context, event }) => (event.type === "socket.chat.media" ? { ...context.media, [event.media]: event.available } : context.media),
    }),
    setPlayerError: assign({
      playerError: ({ event }) =>
        event.type === "socket.chat.playerError" ? event.message || "player" : event.type === "chat.player.error" ? event.reason || "player" : null,
    }),
    /** §4 setting a nickname: … set lobby session off (once joined, with the room's auth). */
    leaveLobby: spawnChild("setLobby", { input: ({ event }) => ({ auth: outputOf<ChatJoinAnswer>(event).auth, lobby: false }) }),
    reportPlayerError: spawnChild("reportError", {
      input: ({ context, event }) => ({ auth: context.auth, error: `player: ${event.type === "chat.player.error" ? event.reason : "unknown"}` }),
    }),
    failCamback: assign({ cambackError: ({ event }) => cambackErrorOf(errorOf(event)) }),
    clearCambackError: assign({ cambackError: () => null, cambackStopAsked: () => false }),
    askCambackStop: assign({ cambackStopAsked: () => true }),
    endWith: assign({ end: (_, params: { end: ChatEnd }) => params.end }),
    endStopped: assign({ end: ({ event }) => (event.type === "socket.chat.stopped" ? event.reason : "default") }),
    /** §4 leaving clears the auth (the keep-alive and the player go with the joined state). */
    clearAuth: assign({ auth: () => null, clientId: () => null }),
    redirect: emit(({ context }) => ({ type: "chat.redirect" as const, performer: context.performer ?? "" })),
    /** The room is joined (or rejoined with a new auth): tips and VIP act in it (routing table). */
    announceJoined: emit(({ context, event }) => {
      const answer = outputOf<ChatJoinAnswer>(event);
      return {
        type: "chat.joined" as const,
        performer: context.performer ?? "",
        auth: context.auth ?? "",
        clientId: context.clientId,
        guest: context.guest,
        vip: context.vip,
        cybertoyActive: context.cybertoyActive,
        menu: answer.menu ?? [],
        goal: answer.goal ?? null,
        ...(answer.vipPrice === undefined ? {} : { vipPrice: answer.vipPrice }),
      };
    }),
    /** The room is gone (ended, left or failed): nothing more is tipped or asked in it. */
    announceClosed: emit({ type: "chat.closed" as const }),
    announceLeft: emit((_, params: { reason: string }) => ({ type: "chat.left" as const, reason: params.reason })),
  },
}).createMachine({
  id: "chatSession",
  context: fresh,
  initial: "idle",
  on: {
    "chat.start": { target: ".fetchingToken", actions: ["closeRoom", "begin"] },
    // Left before the room was joined (the page closed while joining): nothing to leave on the platform.
    "chat.leave": { target: ".left", actions: "clearAuth" },
  },
  states: {
    idle: {},
    fetchingToken: {
      invoke: {
        id: "fetchJoinToken",
        src: "fetchJoinToken",
        input: ({ context }) => ({ performer: context.performerId ?? 0, session: context.session ?? "" }),
        onDone: [
          { guard: "needsNickname", target: "nickname", actions: "storeJoinToken" },
          { target: "joining", actions: "storeJoinToken" },
        ],
        // §8 join-token failure: store the error (the body's label) and abort.
        onError: { target: "failed", actions: ["fail", { type: "logError", params: ({ event }) => ({ message: "Unable to get a chat join token", error: event.error }) }] },
      },
    },
    nickname: {
      on: {
        "chat.nickname.input": { actions: "inputNickname" },
        "chat.nickname.submit": [{ guard: "nicknameValid", target: "joining", actions: "acceptNickname" }, { actions: "showNicknameErrors" }],
      },
    },
    joining: {
      invoke: {
        id: "joinRoom",
        src: "joinRoom",
        input: ({ context }) => ({ joinToken: context.joinToken ?? "", nickname: context.nickname }),
        onDone: [
          { guard: "nicknameChosen", target: "joined", actions: ["storeJoin", "announceJoined", "leaveLobby", "applyHeld", "clearHeld"] },
          { target: "joined", actions: ["storeJoin", "announceJoined", "applyHeld", "clearHeld"] },
        ],
        onError: [
          // Issue 27: the room closed before the join was answered: the performer is offline, not a failure.
          { guard: "refusedClosed", target: "ended", actions: [{ type: "endWith", params: { end: "offline" } }, "clearAuth"] },
          { target: "failed", actions: ["fail", { type: "logError", params: ({ event }) => ({ message: "Unable to join the chat", error: event.error }) }] },
        ],
      },
      on: { "socket.chat.*": { actions: "hold" } },
    },
    joined: {
      type: "parallel",
      on: {
        "socket.chat.message": { actions: "receive" },
        "socket.chat.vipAccepted": { actions: "receiveVipMessage" },
        "socket.chat.tip": { actions: "receiveTip" },
        "socket.chat.toyTip": { actions: "receiveTip" },
        "socket.chat.switched": { actions: "switchMode" },
        "socket.chat.cybertoy": { actions: "setToy" },
        "socket.chat.media": { actions: "setMedia" },
        "socket.chat.playerError": { actions: "setPlayerError" },
        "chat.player.error": { actions: ["setPlayerError", "reportPlayerError"] },
        "chat.seen": { actions: "see" },
        // §4 the page closes while the chat is started: the leave goes by beacon (nothing waits for an answer).
        "chat.pageClose": {
          target: "left",
          actions: [{ type: "sendLeaveBeacon", params: ({ context }) => ({ auth: context.auth ?? "", reason: "page-close" }) }, "clearAuth"],
        },
        "socket.chat.kicked": { guard: "ownClient", target: "ended", actions: [{ type: "endWith", params: { end: "kicked" } }, "clearAuth"] },
        "socket.chat.vipDisconnected": { guard: "ownClient", target: "ended", actions: [{ type: "endWith", params: { end: "vipDisconnected" } }, "clearAuth"] },
        // §4 chat-stopped redirects: the end's text shows, the routing table may take the visitor to the profile.
        "socket.chat.stopped": { target: "ended", actions: ["endStopped", "clearAuth", "redirect"] },
        "socket.chat.roomClosed": { target: "ended", actions: [{ type: "endWith", params: { end: "offline" } }, "clearAuth"] },
        "socket.chat.hostDisconnected": { target: "left", actions: ["clearAuth", { type: "announceLeft", params: { reason: "host-disconnected" } }] },
        "socket.chat.memberDisconnected": [
          { guard: "redirects", target: "ended", actions: [{ type: "endWith", params: { end: "redirect" } }, "clearAuth", "redirect"] },
          { guard: "leaves", target: "left", actions: ["clearAuth", { type: "announceLeft", params: { reason: "member-disconnected" } }] },
        ],
        "chat.leave": { target: "leaving" },
      },
      // Whatever ends the room switches the member's camera off.
      exit: "releaseCamera",
      states: {
        connection: {
          initial: "connected",
          states: {
            connected: { on: { "socket.chat.disconnected": "reconnecting" } },
            reconnecting: { on: { "socket.chat.reconnected": "rejoining", "socket.chat.connected": "rejoining" } },
            // §4 socket reconnect rejoins.
            rejoining: {
              invoke: {
                id: "rejoinRoom",
                src: "joinRoom",
                input: ({ context }) => ({ joinToken: context.joinToken ?? "", nickname: context.nickname }),
                onDone: [
                  // Rejoined after a drop: what waited goes out, with the new auth.
                  { guard: "hasOutgoing", target: ["connected", "#chatSession.joined.outbox.sending"], actions: ["storeJoin", "announceJoined"] },
                  { target: "connected", actions: ["storeJoin", "announceJoined"] },
                ],
                onError: [
                  { guard: "refusedClosed", target: "#chatSession.ended", actions: [{ type: "endWith", params: { end: "offline" } }, "clearAuth"] },
                  { target: "#chatSession.failed", actions: ["fail", { type: "logError", params: ({ event }) => ({ message: "Unable to rejoin the chat", error: event.error }) }] },
                ],
              },
              on: { "socket.chat.disconnected": "reconnecting" },
            },
          },
        },
        // §2.6 camback: the member's webcam into the room; the performer may stop it (§4 stop-camback, camback-stopped).
        camback: {
          initial: "off",
          states: {
            off: { on: { "chat.camback.start": { guard: "mayCamback", target: "starting", actions: "clearCambackError" } } },
            starting: {
              invoke: {
                id: "startCamback",
                src: "startCamback",
                input: ({ context }) => ({ auth: context.auth ?? "" }),
                // The performer asked to stop while the camera was starting: it stops as soon as it is on.
                onDone: [{ guard: "cambackStopAsked", target: "stopping" }, { target: "on" }],
                onError: {
                  target: "off",
                  actions: ["failCamback", "releaseCamera", { type: "logError", params: ({ event }) => ({ message: "Unable to start the camback", error: event.error }) }],
                },
              },
              on: { "socket.chat.cambackStop": { actions: "askCambackStop" } },
            },
            on: {
              on: {
                "chat.camback.stop": "stopping",
                "socket.chat.cambackStop": "stopping",
                "socket.chat.cambackStopped": { target: "off", actions: "releaseCamera" },
              },
            },
            stopping: {
              invoke: {
                id: "stopCamback",
                src: "stopCamback",
                input: ({ context }) => ({ auth: context.auth ?? "" }),
                onDone: "off",
                onError: { target: "off", actions: { type: "logError", params: ({ event }) => ({ message: "Unable to stop the camback", error: event.error }) } },
              },
            },
          },
        },
        // One message on its way at a time, in the order written, and only while connected.
        outbox: {
          initial: "idle",
          states: {
            idle: {
              on: {
                "chat.send": [{ guard: and(["sendable", "connected"]), target: "sending", actions: "queue" }, { guard: "sendable", actions: "queue" }],
                "chat.retry": [{ guard: "connected", target: "sending", actions: "retry" }, { actions: "retry" }],
              },
            },
            sending: {
              on: {
                "chat.send": { guard: "sendable", actions: "queue" },
                "chat.retry": { actions: "retry" },
                // A drop while sending: the send is tried again once rejoined (the room ignores a repeated client id).
                "socket.chat.disconnected": { target: "idle" },
              },
              invoke: {
                id: "sendMessage",
                src: "sendMessage",
                input: ({ context }) => {
                  const head = context.outbox.find((m) => m.status === "pending");
                  return { auth: context.auth ?? "", text: head?.text ?? "", clientMessageId: head?.clientMessageId ?? "" };
                },
                onDone: [
                  { guard: "morePending", target: "sending", reenter: true, actions: { type: "settleHead", params: { status: "sent" } } },
                  { target: "idle", actions: { type: "settleHead", params: { status: "sent" } } },
                ],
                onError: [
                  {
                    guard: "morePending",
                    target: "sending",
                    reenter: true,
                    actions: [{ type: "settleHead", params: { status: "failed" } }, { type: "logError", params: ({ event }) => ({ message: "Message failed to send", error: event.error }) }],
                  },
                  { target: "idle", actions: [{ type: "settleHead", params: { status: "failed" } }, { type: "logError", params: ({ event }) => ({ message: "Message failed to send", error: event.error }) }] },
                ],
              },
            },
          },
        },
      },
    },
    leaving: {
      invoke: {
        id: "leaveRoom",
        src: "leaveRoom",
        input: ({ context, event }) => ({ auth: context.auth ?? "", reason: event.type === "chat.leave" ? event.reason : "default" }),
        onDone: { target: "left", actions: ["clearAuth", { type: "announceLeft", params: { reason: "left" } }] },
        onError: { target: "left", actions: ["clearAuth", { type: "logError", params: ({ event }) => ({ message: "Unable to leave the chat", error: event.error }) }] },
      },
    },
    ended: { entry: ["closeRoom", "announceClosed"] },
    left: { entry: ["closeRoom", "announceClosed"] },
    failed: { entry: ["closeRoom", "announceClosed"] },
  },
});
export type ChatSessionMachine = typeof chatSessionMachine;
