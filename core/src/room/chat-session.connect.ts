import type { SnapshotFrom } from "xstate";
import type { ChatSessionEvent } from "./chat-session.schema";
import type { chatSessionMachine } from "./chat-session.machine";

export type ChatSessionSnapshot = SnapshotFrom<typeof chatSessionMachine>;
export type ChatSessionStatus = "idle" | "joining" | "nickname" | "joined" | "leaving" | "ended" | "left" | "failed";
export type CambackStatus = "off" | "starting" | "on" | "stopping";

type Start = Omit<Extract<ChatSessionEvent, { type: "chat.start" }>, "type">;

/** What the stream page reads of the chat session, and what it can ask of it (ARCHITECTURE §5). */
export function connectChatSession(snapshot: ChatSessionSnapshot, send: (event: ChatSessionEvent) => void) {
  const c = snapshot.context;
  const status: ChatSessionStatus = snapshot.matches("fetchingToken") || snapshot.matches("joining")
    ? "joining"
    : (["idle", "nickname", "joined", "leaving", "ended", "left", "failed"] as const).find((s) => snapshot.matches(s)) ?? "idle";
  const joined = status === "joined";
  const camback: CambackStatus = joined
    ? (["starting", "on", "stopping"] as const).find((state) => snapshot.matches({ joined: { camback: state } })) ?? "off"
    : "off";
  return {
    status,
    /** The performer whose room this is (null before a start): a status display reads the room only for its own. */
    performer: c.performer,
    /** §4 the socket dropped: the lane stays, what is written waits, the room is rejoined on reconnect. */
    isReconnecting: joined && !snapshot.matches({ joined: { connection: "connected" } }),
    messages: c.lane.messages,
    /** Written, not yet in the lane: shown after it as on its way, or failed with a retry. */
    outgoing: c.outbox,
    hasNewMessages: c.lane.hasNew,
    canSend: joined,
    /** §4 a guest paying by phone picks a nickname before joining (§5 4–14 characters). */
    askNickname: status === "nickname",
    nicknameDraft: c.nicknameDraft,
    nicknameErrors: c.nicknameErrors,
    mode: c.mode,
    isVip: c.vip,
    cybertoyActive: c.cybertoyActive,
    /** The room's stream (HLS playlist) once joined. */
    stream: c.stream,
    media: c.media,
    playerError: c.playerError,
    end: c.end,
    error: c.error,
    /** §2.6 the member's webcam in the room: offered to members in a joined room while a webcam exists (§8). */
    camback,
    canCamback: joined && !c.guest,
    cambackError: c.cambackError,
    cambackDisabled: c.cambackError === "noCamera",
    start: (start: Start) => send({ type: "chat.start", ...start }),
    inputNickname: (value: string) => send({ type: "chat.nickname.input", value }),
    submitNickname: () => send({ type: "chat.nickname.submit" }),
    send: (text: string, clientMessageId: string) => send({ type: "chat.send", text, clientMessageId }),
    retry: (clientMessageId: string) => send({ type: "chat.retry", clientMessageId }),
    seen: () => send({ type: "chat.seen" }),
    leave: (reason: string) => send({ type: "chat.leave", reason }),
    pageClose: () => send({ type: "chat.pageClose" }),
    playerFailed: (reason: string) => send({ type: "chat.player.error", reason }),
    startCamback: () => send({ type: "chat.camback.start" }),
    stopCamback: () => send({ type: "chat.camback.stop" }),
  };
}
export type ChatSessionConnect = ReturnType<typeof connectChatSession>;
