import { Result, Schema } from "effect";
import { CHAT_CREDITS_PER_MINUTE, CHAT_JOIN_LABELS, ChatJoinRequest, validateNickname } from "@camstage/core";
import type { World } from "../world/world";
import type { WorldState } from "../world/world.schema";
import type { MemberCrypto } from "../members/member-crypto";
import { roomIn, roomKey } from "./chat-room";
import type { ChatRoom, ChatViewer } from "./chat.schema";
import { CHAT_TOKEN_TTL_S, ChatJoinClaims, signChatToken, verifyChatToken } from "./chat-tokens";
import { liveStreamUrl } from "./live-stream";
import { modeOf, type RoomMode } from "./chat-mode";
import { vipTick } from "./vip-show";
import { clientChannel, DISCONNECT_GRACE_MS, JOIN_BACKLOG, roomChannel } from "./chat-channels";
import type { ChatEngine, ChatEngineOptions, ChatEngineServer } from "./chat-engine.types";
import { GREETINGS, guestNickname, messagePayload } from "./chat-lines";
import { chatRelay } from "./chat-relay";

export { CHAT_NAMESPACE, clientChannel, DISCONNECT_GRACE_MS, JOIN_BACKLOG, roomChannel, TICK_MS } from "./chat-channels";
export type { ChatConnection, ChatEngine, ChatEngineOptions, ChatEngineServer } from "./chat-engine.types";
export { messagePayload } from "./chat-lines";

const decodeJoin = Schema.decodeUnknownResult(ChatJoinRequest);

/**
 * The chat engine (issue 11), written once against a small server port like the member socket: a join is checked
 * (the join token is the world's, the room is open, the client was not kicked), a member's other client in the same
 * room is stopped (duplicate_session), and every change is a world event relayed to the sockets — what is said,
 * kicks, the performer's status (chat-switch, room-closed, paused), the room's signals. Its clock lets a guest's free
 * time run out (guest_expired) and charges a member 60 credits a minute in paid chat, never below zero (no_credits).
 * Tips, the toy, the tip menu and goal and the VIP answers reach the sockets through `show-relay.ts` (issue 12); a VIP
 * show is metered at its own price instead of the chat's (`vip-show.ts`). With bots on, the performer greets newcomers
 * and answers now and then.
 */
export const createChatEngine = (world: World, server: ChatEngineServer, options: ChatEngineOptions): ChatEngine => {
  const { crypto, now } = options;
  const later = options.later ?? ((task, ms) => {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  });
  const pending = new Set<() => void>();
  const schedule = (task: () => void, ms: number) => {
    const cancel = later(() => {
      pending.delete(cancel);
      task();
    }, ms);
    pending.add(cancel);
    return cancel;
  };
  /** Open sockets per client, and the grace timers of clients that have none. */
  const sockets = new Map<string, number>();
  const graces = new Map<string, () => void>();

  const roomOf = (performer: string): ChatRoom | undefined => world.getState().rooms[roomKey(performer)];
  const say = (performer: string, messageType: "host" | "system", text: string) =>
    world.dispatch({ type: "chat.room.said", performer, id: `h-${world.events().length + 1}`, messageType, sender: performer, text, clientId: null, clientMessageId: null, at: now() });

  const bot = (performer: string, lines: readonly string[], pick: number, member: string, ms: number) => {
    if (!world.getState().chatSettings.bots) return;
    schedule(() => {
      if (world.getState().chatSettings.bots && modeOf(world.findPerformer(performer)?.profile.onlineState) !== null) {
        say(performer, "host", lines[pick % lines.length]!.replace("{member}", member));
      }
    }, ms);
  };

  const leave = (performer: string, viewer: ChatViewer, reason: string) =>
    world.dispatch({ type: "chat.room.left", performer, clientId: viewer.clientId, reason });

  /** §9 a paid minute for a member whose paid time is over; no_credits when the balance cannot pay it. */
  const meter = (state: WorldState, performer: string, mode: RoomMode, viewer: ChatViewer, at: number) => {
    if (viewer.member === null || mode !== "chat" || viewer.kicked) return;
    if (viewer.paidUntil !== null && at < viewer.paidUntil) return;
    const member = state.members.find((m) => m.id === viewer.member);
    if (member === undefined || member.credits < CHAT_CREDITS_PER_MINUTE) {
      leave(performer, viewer, "no_credits");
      return;
    }
    const from = viewer.paidUntil === null ? at : Math.max(at, viewer.paidUntil);
    world.dispatch({ type: "chat.room.charged", performer, clientId: viewer.clientId, member: member.id, credits: CHAT_CREDITS_PER_MINUTE, until: from + 60_000 });
  };

  const tick = () => {
    const at = now();
    const state = world.getState();
    for (const room of Object.values(state.rooms)) {
      if (room.viewers.length === 0 && room.vip === null) continue;
      const mode = modeOf(world.findPerformer(room.performer)?.profile.onlineState);
      for (const viewer of room.viewers) {
        // The room closed (offline or paused): everyone has left it.
        if (mode === null) leave(room.performer, viewer, "room-closed");
        else if (viewer.member === null && !viewer.kicked && at - viewer.joinedAt >= state.chatSettings.guestSeconds * 1000) leave(room.performer, viewer, "guest_expired");
        else meter(world.getState(), room.performer, mode, viewer, at);
      }
      // §4/§9 a VIP show: its minutes at the VIP price, its end when the member left or the performer moved on.
      for (const event of vipTick(world.getState(), room.performer, at)) world.dispatch(event);
    }
  };

  /** What a change in the world means for the sockets (§4 chat events). */
  const unsubscribe = world.subscribe(chatRelay({ world, server, sockets, bot, leave, roomOf }));

  const refuse = (label: string) => ({ ack: { ok: false as const, label } });

  return {
    join: async (request, connection) => {
      const decoded = decodeJoin(request);
      if (Result.isFailure(decoded)) return refuse(CHAT_JOIN_LABELS.malformed);
      const at = now();
      const claims = await verifyChatToken(crypto, ChatJoinClaims, decoded.success.joinToken, at, { epoch: world.epoch(), members: world.getState().members });
      if (claims === undefined) return refuse(CHAT_JOIN_LABELS.token);
      const profile = world.findPerformer(claims.performerId)?.profile;
      const mode = modeOf(profile?.onlineState);
      if (profile === undefined || mode === null) return refuse(CHAT_JOIN_LABELS.offline);
      const performer = profile.username;
      const state = world.getState();
      // §3 a VIP show's member rejoins it (after a drop) with a VIP auth; anyone else finds the room private.
      const show = roomIn(state, performer).vip;
      const inShow = show?.state === "accepted" && show.clientId === claims.clientId;
      if (mode === "vip" && !inShow) return refuse(CHAT_JOIN_LABELS.private);
      const room = roomOf(performer);
      const was = room?.viewers.find((v) => v.clientId === claims.clientId);
      if (was?.kicked) return refuse(CHAT_JOIN_LABELS.kicked);
      const member = claims.member === null ? null : state.members.find((m) => m.id === claims.member && !m.deleted);
      if (member === undefined) return refuse(CHAT_JOIN_LABELS.member);
      // §4 a duplicate session in another tab kicks the earlier one.
      for (const other of room?.viewers ?? []) {
        if (member !== null && other.member === member.id && other.clientId !== claims.clientId) leave(performer, other, "duplicate_session");
      }
      const chosen = decoded.success.nickname?.trim() ?? "";
      const nickname = member?.username ?? (was?.nickname ?? (validateNickname(chosen).ok ? chosen : guestNickname(claims.clientId)));
      connection.join(roomChannel(performer));
      connection.join(clientChannel(claims.clientId));
      sockets.set(claims.clientId, (sockets.get(claims.clientId) ?? 0) + 1);
      graces.get(claims.clientId)?.();
      graces.delete(claims.clientId);
      world.dispatch({ type: "chat.room.joined", performer, clientId: claims.clientId, member: member?.id ?? null, nickname, at });
      // QA's slow platform (issue 27): the client is in the room and hears it while its answer waits.
      const delay = world.getState().chatSettings.joinDelayMs;
      if (delay > 0) await new Promise<void>((resolve) => schedule(resolve, delay));
      // The room's state when the answer goes out is the answer's: a room that closed meanwhile refuses the join.
      const modeNow = modeOf(world.findPerformer(performer)?.profile.onlineState);
      if (modeNow === null) {
        const viewer = roomOf(performer)?.viewers.find((v) => v.clientId === claims.clientId);
        if (viewer) leave(performer, viewer, "room-closed");
        return refuse(CHAT_JOIN_LABELS.offline);
      }
      if (was === undefined) bot(performer, GREETINGS, world.events().length, nickname, 1200);
      const auth = await signChatToken(crypto, {
        use: "chatAuth", meta: { type: inShow ? "vip" : "chat" }, performer, member: member?.id ?? null, gen: claims.gen, clientId: claims.clientId,
        exp: Math.floor(at / 1000) + CHAT_TOKEN_TTL_S, epoch: world.epoch(),
      });
      // The first paid minute is charged once the client has its answer (so it hears a no_credits stop).
      schedule(() => {
        const viewer = roomOf(performer)?.viewers.find((v) => v.clientId === claims.clientId);
        if (viewer) meter(world.getState(), performer, modeNow, viewer, now());
      }, 0);
      const joined = roomIn(world.getState(), performer);
      const messages = joined.messages.slice(-JOIN_BACKLOG).map(messagePayload);
      // §4 the toy flag; the performer's tip menu, goal and VIP price (§9) for the room's tabs.
      // Issue 27: the room's mode as it is now, over whatever the client believed before.
      const answer = { auth, cybertoyActive: joined.toy.active, stream: liveStreamUrl(performer, claims.nonude === true), messages, menu: joined.menu, goal: joined.goal, vipPrice: joined.vipPrice, mode: modeNow };
      return { ack: { ok: true, answer }, clientId: claims.clientId };
    },
    socketClosed: (clientId) => {
      const open = (sockets.get(clientId) ?? 1) - 1;
      if (open > 0) {
        sockets.set(clientId, open);
        return;
      }
      sockets.delete(clientId);
      graces.get(clientId)?.();
      graces.set(clientId, schedule(() => {
        graces.delete(clientId);
        if (sockets.has(clientId)) return;
        for (const room of Object.values(world.getState().rooms)) {
          const viewer = room.viewers.find((v) => v.clientId === clientId);
          if (viewer) leave(room.performer, viewer, "ping-auth-expired");
        }
      }, DISCONNECT_GRACE_MS));
    },
    drop: (filter) => {
      let dropped = 0;
      for (const room of Object.values(world.getState().rooms)) {
        if (filter.performer !== undefined && roomKey(filter.performer) !== roomKey(room.performer)) continue;
        for (const viewer of room.viewers) {
          if (filter.member !== undefined && viewer.member !== filter.member) continue;
          server.drop(clientChannel(viewer.clientId));
          dropped++;
        }
      }
      return dropped;
    },
    tick,
    dispose: () => {
      unsubscribe();
      for (const cancel of pending) cancel();
      pending.clear();
    },
  };
};

/** A join token for a client of a performer's room (§7 POST /chat/join): a new client id each time. */
export const issueJoinToken = (crypto: MemberCrypto, claims: Omit<ChatJoinClaims, "use" | "exp" | "clientId">, at: number) =>
  signChatToken(crypto, { use: "chatJoin", ...claims, clientId: `c-${crypto.code()}`, exp: Math.floor(at / 1000) + CHAT_TOKEN_TTL_S });
