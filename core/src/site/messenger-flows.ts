import { fromPromise } from "xstate";
import type { Conversation, Message } from "../domain/messaging.schema";
import { conversationsMachine } from "../messenger/conversations.machine";
import { inboxMachine, type InboxQuery } from "../messenger/inbox.machine";
import { encodePopups, popupsStorageKey, type PopupSet } from "../messenger/popups";
import { inboxApi, NEW_CONVERSATION, type InboxSuggestion, type SendMessageRequest } from "../platform/inbox-endpoints";
import type { SitePorts } from "./site-ports";

/** §7 the conversation list, the unread count, suggestions and delete on the site's ports. Loads with the member. */
export const inboxFlow = (ports: SitePorts) => {
  const { platform, log } = ports;
  return inboxMachine.provide({
    actors: {
      loadInbox: fromPromise<readonly Conversation[], InboxQuery>(({ input }) => platform.call(inboxApi.list, { query: input })),
      countUnread: fromPromise<number, void>(async () => (await platform.call(inboxApi.countUnread, {})).count),
      loadSuggestions: fromPromise<readonly InboxSuggestion[], { type: "models" | "favourites"; username?: string; limit: number }>(({ input }) =>
        platform.call(inboxApi.suggestions, { params: { type: input.type }, query: { ...(input.username === undefined ? {} : { username: input.username }), limit: input.limit } }),
      ),
      removeConversation: fromPromise<unknown, { conversation: number }>(({ input }) => platform.call(inboxApi.setState, { params: { state: "delete" }, body: { id: input.conversation } })),
      markRead: fromPromise<unknown, { conversation: number }>(({ input }) =>
        platform.call(inboxApi.markRead, { params: { id: String(input.conversation) } }).catch((error: unknown) => log("Unable to mark the conversation read", error)),
      ),
    },
    actions: { logError: (_, { message, error }) => log(message, error) },
  });
};

/**
 * §7 the member's conversations and pop-ups on the site's ports: pages, sends (POST /inbox/{id}, `new` before the
 * first message), read marks; the pop-ups kept in local storage under the member's id (§4).
 */
export const conversationsFlow = (ports: SitePorts) => {
  const { platform, log } = ports;
  let memberKey: string | null = null;
  return conversationsMachine.provide({
    actors: {
      loadConversation: fromPromise<Conversation, { conversation: number; page: number; limit: number }>(({ input }) =>
        platform.call(inboxApi.conversation, { params: { id: String(input.conversation) }, query: { page: input.page, limit: input.limit } }),
      ),
      sendMessage: fromPromise<Message, { conversation: number | null; body: SendMessageRequest }>(({ input }) =>
        platform.call(inboxApi.send, { params: { id: input.conversation === null ? NEW_CONVERSATION : String(input.conversation) }, body: input.body }),
      ),
    },
    actions: {
      logError: (_, { message, error }) => log(message, error),
      storePopups: ({ context }, { popups }: { popups: PopupSet }) => {
        memberKey = context.memberId === null ? memberKey : popupsStorageKey(String(context.memberId));
        if (memberKey !== null) ports.localStorage.setItem(memberKey, encodePopups(popups));
      },
    },
  });
};
