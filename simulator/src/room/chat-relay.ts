import type { World, WorldListener } from "../world/world";
import type { ChatRoom, ChatViewer } from "./chat.schema";
import type { ChatEngineServer } from "./chat-engine.types";
import { CLIENT_STOPS, clientChannel, roomChannel } from "./chat-channels";
import { ANSWERS, messagePayload } from "./chat-lines";
import { roomKey } from "./chat-room";
import { modeOf } from "./chat-mode";
import { relayShow } from "./show-relay";
import { VIP_DISCONNECT_LEAVE } from "./vip-show";

/** What the relay needs of the chat engine: its world and server, its open sockets, the bot and leaving. */
export interface ChatRelayParts {
  readonly world: World;
  readonly server: ChatEngineServer;
  readonly sockets: ReadonlyMap<string, number>;
  readonly bot: (performer: string, lines: readonly string[], pick: number, member: string, ms: number) => void;
  readonly leave: (performer: string, viewer: ChatViewer, reason: string) => void;
  readonly roomOf: (performer: string) => ChatRoom | undefined;
}

/** What a change in the world means for the sockets (§4 chat events). */
export const chatRelay = ({ world, server, sockets, bot, leave, roomOf }: ChatRelayParts): WorldListener => (state, record, previous) => {
  const event = record.event;
  switch (event.type) {
    case "chat.room.said": {
      const message = state.rooms[roomKey(event.performer)]?.messages.find((m) => m.id === event.id);
      const before = previous.rooms[roomKey(event.performer)]?.messages.find((m) => m.id === event.id);
      if (message === undefined || before !== undefined) return;
      server.emitTo(roomChannel(event.performer), "message", messagePayload(message));
      // The performer answers people with a socket here, not the QA scenarios' fake viewers (a flood would double).
      const present = event.clientId !== null && sockets.has(event.clientId);
      // About one message in three gets an answer (counted over the world's events: a full room keeps 500 messages).
      const count = world.events().length;
      if (message.messageType === "member" && present && count % 3 === 0) {
        bot(event.performer, ANSWERS, count, message.sender, 1500);
      }
      return;
    }
    case "chat.room.kicked":
      server.emitTo(roomChannel(event.performer), "kick", { clientId: event.clientId });
      return;
    case "member.password.changed":
    case "member.deleted":
      // Issue 27 (ARCHITECTURE §7): her chat tokens died with her password (a change or a reset) or her account. She leaves
      // every room she was in, as an expired auth does, and her chat sockets close: the rejoin they try is refused.
      for (const room of Object.values(state.rooms)) {
        for (const viewer of room.viewers) {
          if (viewer.member !== event.id) continue;
          leave(room.performer, viewer, "ping-auth-expired");
          server.drop(clientChannel(viewer.clientId));
        }
      }
      return;
    case "chat.room.left":
      if (CLIENT_STOPS.has(event.reason)) {
        server.emitTo(clientChannel(event.clientId), "chat-stopped", { reason: event.reason });
        server.leave(clientChannel(event.clientId), roomChannel(event.performer));
      } else if (event.reason === VIP_DISCONNECT_LEAVE) {
        // The performer disconnected it from its VIP show: it heard vip-disconnect, its chat has ended.
        server.leave(clientChannel(event.clientId), roomChannel(event.performer));
      } else if (event.reason === "ping-auth-expired") {
        server.emitTo(roomChannel(event.performer), "member-disconnected", { clientId: event.clientId, reason: event.reason });
      }
      return;
    case "chat.room.signalled":
      if (event.signal === "chat-stopped") server.emitTo(roomChannel(event.performer), "chat-stopped", { reason: "default" });
      else if (event.signal === "player-error") server.emitTo(roomChannel(event.performer), "player-error", { message: "The stream could not be played" });
      else server.emitTo(roomChannel(event.performer), event.signal, {});
      return;
    case "performer.status.set": {
      const performer = world.findPerformer(event.username)?.profile.username;
      if (performer === undefined || roomOf(performer) === undefined) return;
      const was = modeOf(previous.performers.find((p) => p.profile.username === performer)?.profile.onlineState);
      const mode = modeOf(event.status);
      if (was === mode) return;
      if (event.status === "pause") server.emitTo(roomChannel(performer), "chat-stopped", { reason: "paused" });
      else if (mode === null) server.emitTo(roomChannel(performer), "room-closed", {});
      else server.emitTo(roomChannel(performer), "chat-switch", { mode });
      return;
    }
    case "chat.tip.given":
    case "chat.toy.set":
    case "chat.menu.set":
    case "chat.goal.set":
    case "chat.vip.requested":
    case "chat.vip.accepted":
    case "chat.vip.charged":
    case "chat.vip.ended":
      relayShow({ emitTo: server.emitTo, room: roomChannel, client: clientChannel }, state, previous, event);
      return;
    default:
      return;
  }
};
