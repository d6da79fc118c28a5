import { useCallback, useLayoutEffect, useRef } from "react";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectChatSession, type ChatSessionSnapshot, type chatSessionMachine } from "@camstage/core";
import type { ChatEditorProps, NicknamePromptProps } from "./chat-editor";
import { ChatLane, type ChatLaneProps } from "./chat-lane";
import { CHAT_BATCH_MS, useBatchedSnapshot } from "./use-batched-snapshot";

/** What only the room's messages move: shown in batches. */
const LANE_FIELDS: ReadonlySet<string> = new Set(["messages", "hasNewMessages"]);
const ignore = () => {};

/**
 * Anything but the lane changed (the state, the outbox with the visitor's own bubbles, an end, the nickname being
 * typed…): shown at once, with the lane as it is by then. Compared on what the flow's connect() gives the views.
 */
export function chatChangeIsUrgent(shown: ChatSessionSnapshot, next: ChatSessionSnapshot): boolean {
  if (shown.status !== next.status) return true;
  const before: Record<string, unknown> = connectChatSession(shown, ignore);
  const after: Record<string, unknown> = connectChatSession(next, ignore);
  return Object.keys(after).some((key) => !LANE_FIELDS.has(key) && typeof after[key] !== "function" && !Object.is(before[key], after[key]));
}

/** The lane shows the visitor's own bubbles (pending, failed, echoed) at once, the room's messages in batches. */
const laneChangeIsUrgent = (shown: ChatSessionSnapshot, next: ChatSessionSnapshot): boolean => shown.context.outbox !== next.context.outbox;

/** The room's part that is not the lane: it renders for those changes only, at once (ARCHITECTURE §6). */
const sameOutsideLane = (shown: ChatSessionSnapshot, next: ChatSessionSnapshot): boolean => !chatChangeIsUrgent(shown, next);

// The actor itself, not the flow's `connect` result: the lane subscribes to it to batch the room's messages (ARCHITECTURE §6).
export type ChatRoomLaneProps = Omit<ChatLaneProps, "messages" | "outgoing"> & { actorRef: ActorRefFrom<typeof chatSessionMachine> };

/**
 * The room's lane bound to the chat session: the only part of the page a room's message renders. ARCHITECTURE §6 the room
 * may write 50 messages a second: they reach the lane in batches, at most every 100 ms (one render however many came,
 * the last always shown); the visitor's own bubbles show at once.
 */
export function ChatRoomLane({ actorRef, ...props }: ChatRoomLaneProps) {
  const snapshot = useBatchedSnapshot<ChatSessionSnapshot>(actorRef, CHAT_BATCH_MS, laneChangeIsUrgent);
  return <ChatLane messages={snapshot.context.lane.messages} outgoing={snapshot.context.outbox} {...props} />;
}

/**
 * Binds the chat views to the chat-session actor. `newId` is the session's id source (ARCHITECTURE §3: replayable), for the
 * client message id of each message written. The page renders for changes outside the lane (the state, an end, the
 * nickname being typed…), at once; the lane (`laneProps` for {@link ChatRoomLane}) follows the room's messages by
 * itself, so a busy room re-renders the lane only.
 * The actor, not the `connect` result: the page reads only its changes outside the lane, the lane reads it in batches.
 */
export function useChatSession(actorRef: ActorRefFrom<typeof chatSessionMachine>, names: { performer: string; member?: string; ownName?: string }, newId: () => string) {
  const snapshot = useSelector(actorRef, (s) => s, sameOutsideLane);
  const api = connectChatSession(snapshot, actorRef.send);
  // The lane keeps its props from one render to the next (it is memoised): a retry that stays the same function.
  const retry = useRef(api.retry);
  useLayoutEffect(() => {
    retry.current = api.retry;
  });
  const onRetry = useCallback((clientMessageId: string) => retry.current(clientMessageId), []);
  const laneProps: ChatRoomLaneProps = { actorRef, ...names, onRetry };
  const editorProps: ChatEditorProps = { canSend: api.canSend, isReconnecting: api.isReconnecting, onSend: (text) => api.send(text, newId()) };
  const nicknameProps: NicknamePromptProps = { value: api.nicknameDraft, errors: api.nicknameErrors, onChange: api.inputNickname, onSubmit: api.submitNickname };
  return { ...api, laneProps, editorProps, nicknameProps };
}
