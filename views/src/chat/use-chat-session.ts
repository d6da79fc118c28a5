import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectChatSession, type chatSessionMachine } from "@camstage/core";
import type { ChatEditorProps, NicknamePromptProps } from "./chat-editor";
import type { ChatLaneProps } from "./chat-lane";

/**
 * Binds the chat views to the chat-session actor. `newId` is the session's id source (DESIGN §3: replayable), for the
 * client message id of each message written.
 */
export function useChatSession(actorRef: ActorRefFrom<typeof chatSessionMachine>, names: { performer: string; member?: string; ownName?: string }, newId: () => string) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectChatSession(snapshot, actorRef.send);
  const laneProps: ChatLaneProps = { messages: api.messages, outgoing: api.outgoing, ...names, onRetry: api.retry };
  const editorProps: ChatEditorProps = { canSend: api.canSend, isReconnecting: api.isReconnecting, onSend: (text) => api.send(text, newId()) };
  const nicknameProps: NicknamePromptProps = { value: api.nicknameDraft, errors: api.nicknameErrors, onChange: api.inputNickname, onSubmit: api.submitNickname };
  return { ...api, laneProps, editorProps, nicknameProps };
}
