import { assign, emit, enqueueActions, fromPromise, raise, setup } from "xstate";
import { TIMINGS_MS } from "../constants";
import { decodePrivateMessage } from "./messenger-socket";
import type { Conversation, InboxFilter } from "../domain/messaging.schema";
import { INBOX_PAGE_SIZE, MEMBER_SUGGESTION_PAGE_SIZE } from "../constants/constants";
import type { InboxSort, InboxSuggestion, PrivateMessageEvent } from "../platform/inbox-endpoints";
import { conversationOther } from "../domain/messaging.schema";
import {
  EMPTY_INBOX, applyInboxPage, deleteConversation, markConversationRead, nextInboxPage, receiveInboxMessage, shouldAskServer, type InboxList,
} from "./inbox-list";

/** What the list asks the platform for (§7 GET /inbox/list). */
export interface InboxQuery {
  readonly filter: InboxFilter;
  readonly sort: InboxSort;
  /** The search, sent only above 2 characters (§2.6 server autocomplete). */
  readonly username?: string;
  readonly page: number;
  readonly limit: number;
}

export type InboxEvent =
  /** The member's messenger opens (§4 login: load conversations and the unread count). */
  | { type: "inbox.open"; memberId: number }
  | { type: "inbox.filter"; filter: InboxFilter }
  | { type: "inbox.sort"; sort: InboxSort }
  | { type: "inbox.search"; text: string }
  | { type: "inbox.loadMore" }
  | { type: "inbox.retry" }
  /** The member read a conversation (opened it, or focused its blinking pop-up): the platform hears it, its unread clears. */
  | { type: "inbox.read"; conversation: number }
  /** The list changed elsewhere (a first message started a conversation): reload it and the count. */
  | { type: "inbox.refresh" }
  /** Ask the platform's unread count again (after a conversation was marked read). */
  | { type: "inbox.recount" }
  /** The member socket (re)connected: a list already shown loads again (messages may have come meanwhile). */
  | { type: "inbox.resync" }
  /** §2.6 delete asks first (DeleteChatModal); `inbox.delete.confirm` deletes, `inbox.delete.cancel` keeps it. */
  | { type: "inbox.delete"; conversation: number }
  | { type: "inbox.delete.confirm" }
  | { type: "inbox.delete.cancel" }
  /** §4 a private message for the member (routing table, decoded and after §9's 100 ms). */
  | { type: "inbox.message"; message: PrivateMessageEvent }
  /** The token is gone. */
  | { type: "inbox.reset" }
  /** §4 the member socket's private-message, as it came (routing table). */
  | { type: "socket.member.privateMessage"; message: unknown };

export type InboxEmitted =
  | { type: "inbox.confirmDelete" }
  /** The delete modal's question is answered (deleted, or §8 failed: the modal closes anyway). */
  | { type: "inbox.deleteSettled" }
  /** A conversation is gone: its pop-up and lane go, and a page showing it leaves for /messenger (§4). */
  | { type: "inbox.deleted"; conversation: number; username: string };

export interface InboxFlowContext {
  readonly memberId: number | null;
  readonly list: InboxList;
  readonly filter: InboxFilter;
  readonly sort: InboxSort;
  readonly search: string;
  readonly suggestions: readonly InboxSuggestion[];
  /** The header's counter (§2.3): the platform's count, raised by each incoming message until it is counted again. */
  readonly unread: number;
  /** The conversation the delete modal asks about. */
  readonly deleting: { readonly conversation: number; readonly username: string } | null;
  readonly error: string | null;
  /** Conversations read whose §7 PUT is still to go, one at a time; after each the platform's count is asked again. */
  readonly reads: readonly number[];
}

const fresh: InboxFlowContext = {
  memberId: null, list: EMPTY_INBOX, filter: "all", sort: "last", search: "", suggestions: [], unread: 0, deleting: null, error: null, reads: [],
};

/** §2.6 the models and favourites filters show suggestions. */
export const SUGGESTION_FILTERS: readonly InboxFilter[] = ["models", "favourites"];

const queryOf = (context: InboxFlowContext, page: number): InboxQuery => ({
  filter: context.filter,
  sort: context.sort,
  ...(shouldAskServer(context.search) ? { username: context.search.trim() } : {}),
  page,
  limit: INBOX_PAGE_SIZE,
});

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/**
 * §2.6/§4 the conversation list: filters (all, unanswered, answered, favourites, models — the last two with
 * suggestions), two orders, the username search (typed text filters at once; the platform is asked above 2
 * characters), pages of §9's 20; incoming messages move their conversation to the top and raise its unread (an
 * unknown one reloads the list); delete after the DeleteChatModal (§8: a failed delete is logged and the modal closes
 * anyway); the header's unread count.
 */
export const inboxMachine = setup({
  types: { context: {} as InboxFlowContext, events: {} as InboxEvent, emitted: {} as InboxEmitted },
  actors: {
    loadInbox: fromPromise<readonly Conversation[], InboxQuery>(async () => {
      throw new Error("loadInbox is provided by the app");
    }),
    countUnread: fromPromise<number, void>(async () => {
      throw new Error("countUnread is provided by the app");
    }),
    loadSuggestions: fromPromise<readonly InboxSuggestion[], { type: "models" | "favourites"; username?: string; limit: number }>(async () => {
      throw new Error("loadSuggestions is provided by the app");
    }),
    removeConversation: fromPromise<unknown, { conversation: number }>(async () => {
      throw new Error("removeConversation is provided by the app");
    }),
    markRead: fromPromise<unknown, { conversation: number }>(async () => {
      throw new Error("markRead is provided by the app");
    }),
  },
  actions: {
    logError: (_, _params: { message: string; error: unknown }) => {},
    open: assign(({ event }) => (event.type === "inbox.open" ? { ...fresh, memberId: event.memberId } : {})),
    reset: assign(() => fresh),
    setFilter: assign(({ context, event }) => (event.type === "inbox.filter" ? { filter: event.filter, suggestions: SUGGESTION_FILTERS.includes(event.filter) ? context.suggestions : [] } : {})),
    setSort: assign(({ event }) => (event.type === "inbox.sort" ? { sort: event.sort } : {})),
    setSearch: assign(({ event }) => (event.type === "inbox.search" ? { search: event.text } : {})),
    firstPage: assign(({ context, event }) => ({ list: applyInboxPage(context.list, 0, outputOf<readonly Conversation[]>(event)), error: null })),
    nextPage: assign(({ context, event }) => ({ list: applyInboxPage(context.list, nextInboxPage(context.list) ?? 0, outputOf<readonly Conversation[]>(event)) })),
    failed: assign({ error: () => "inbox.load" }),
    counted: assign({ unread: ({ event }) => Math.max(0, outputOf<number>(event)) }),
    suggested: assign({ suggestions: ({ event }) => outputOf<readonly InboxSuggestion[]>(event) }),
    read: assign(({ context, event }) => {
      if (event.type !== "inbox.read") return {};
      const before = context.list.conversations.find((c) => c.id === event.conversation)?.unread ?? 0;
      return {
        list: markConversationRead(context.list, event.conversation),
        unread: Math.max(0, context.unread - before),
        reads: context.reads.includes(event.conversation) ? context.reads : [...context.reads, event.conversation],
      };
    }),
    readSent: assign({ reads: ({ context }) => context.reads.slice(1) }),
    receive: assign(({ context, event }) => {
      if (event.type !== "inbox.message") return {};
      const next = receiveInboxMessage(context.list, event.message);
      return { list: next === "unknown" ? context.list : next, unread: next === context.list ? context.unread : context.unread + 1 };
    }),
    askDelete: assign(({ context, event }) => {
      if (event.type !== "inbox.delete" || context.memberId === null) return {};
      const found = context.list.conversations.find((c) => c.id === event.conversation);
      return { deleting: found ? { conversation: found.id, username: conversationOther(found, context.memberId).username } : null };
    }),
    confirmDelete: emit({ type: "inbox.confirmDelete" as const }),
    forget: assign(({ context }) => ({ list: context.deleting === null ? context.list : deleteConversation(context.list, context.deleting.conversation) })),
    announceDeleted: emit(({ context }) => ({ type: "inbox.deleted" as const, conversation: context.deleting?.conversation ?? 0, username: context.deleting?.username ?? "" })),
    clearDeleting: assign({ deleting: () => null }),
    settleDelete: emit({ type: "inbox.deleteSettled" as const }),
    reload: raise({ type: "inbox.refresh" as const }),
    // §4/§9 a private message is handled after 100 ms.
    hear: enqueueActions(({ event, enqueue }) => {
      const message = event.type === "socket.member.privateMessage" ? decodePrivateMessage(event.message) : null;
      if (message !== null) enqueue.raise({ type: "inbox.message", message }, { delay: TIMINGS_MS.privateMessage });
    }),
  },
  guards: {
    unknownConversation: ({ context, event }) => event.type === "inbox.message" && receiveInboxMessage(context.list, event.message) === "unknown",
    hasMore: ({ context }) => nextInboxPage(context.list) !== null,
    hasReads: ({ context }) => context.reads.length > 0,
    deletable: ({ context, event }) => event.type === "inbox.delete" && context.list.conversations.some((c) => c.id === event.conversation),
    readablePrivateMessage: ({ event }) => event.type === "socket.member.privateMessage" && decodePrivateMessage(event.message) !== null,
    withSuggestions: ({ context }) => SUGGESTION_FILTERS.includes(context.filter),
  },
}).createMachine({
  id: "inbox",
  context: fresh,
  initial: "closed",
  states: {
    closed: { on: { "inbox.open": { target: "open", actions: "open" } } },
    open: {
      type: "parallel",
      on: {
        "inbox.reset": { target: "closed", actions: "reset" },
        "inbox.open": { target: "open", actions: "open", reenter: true },
        "inbox.read": { actions: "read" },
        // An unknown conversation's message reloads the list (and the count); a known one moves to the top.
        "inbox.message": [{ guard: "unknownConversation", actions: "reload" }, { actions: "receive" }],
        // §8 a malformed socket event is reported and never applied.
        "socket.member.privateMessage": [
          { guard: "readablePrivateMessage", actions: "hear" },
          { actions: { type: "logError", params: ({ event }) => ({ message: "Ignored a malformed private message", error: event.message }) } },
        ],
      },
      states: {
        list: {
          initial: "loading",
          on: {
            "inbox.filter": { target: ".loading", actions: "setFilter" },
            "inbox.sort": { target: ".loading", actions: "setSort" },
            "inbox.search": { target: ".loading", actions: "setSearch" },
            "inbox.refresh": ".loading",
          },
          states: {
            loading: {
              invoke: {
                id: "loadInbox",
                src: "loadInbox",
                input: ({ context }) => queryOf(context, 0),
                onDone: { target: "ready", actions: "firstPage" },
                // §8 conversation list load: logged (and shown with a retry).
                onError: { target: "failed", actions: ["failed", { type: "logError", params: ({ event }) => ({ message: "Unable to load the conversations", error: event.error }) }] },
              },
            },
            ready: {
              on: { "inbox.loadMore": { guard: "hasMore", target: "loadingMore" }, "inbox.resync": { actions: "reload" } },
            },
            loadingMore: {
              invoke: {
                id: "loadMoreInbox",
                src: "loadInbox",
                input: ({ context }) => queryOf(context, nextInboxPage(context.list) ?? 0),
                onDone: { target: "ready", actions: "nextPage" },
                onError: { target: "ready", actions: { type: "logError", params: ({ event }) => ({ message: "Unable to load the conversations", error: event.error }) } },
              },
            },
            failed: { on: { "inbox.retry": "loading", "inbox.resync": { actions: "reload" } } },
          },
        },
        // §7 PUT inbox/message/read/{id} for each conversation read; then the platform's count again, as the list's
        // own count of that conversation may be older than a message that came meanwhile.
        reading: {
          initial: "idle",
          states: {
            idle: { always: { guard: "hasReads", target: "marking" } },
            marking: {
              invoke: {
                id: "markRead",
                src: "markRead",
                input: ({ context }) => ({ conversation: context.reads[0] ?? 0 }),
                onDone: { target: "idle", actions: ["readSent", raise({ type: "inbox.recount" as const })] },
                onError: { target: "idle", actions: ["readSent", { type: "logError", params: ({ event }) => ({ message: "Unable to mark the conversation read", error: event.error }) }] },
              },
            },
          },
        },
        unread: {
          initial: "counting",
          on: { "inbox.refresh": ".counting", "inbox.recount": ".counting" },
          states: {
            counting: {
              invoke: {
                id: "countUnread",
                src: "countUnread",
                onDone: { target: "counted", actions: "counted" },
                onError: { target: "counted", actions: { type: "logError", params: ({ event }) => ({ message: "Unable to count the unread messages", error: event.error }) } },
              },
            },
            counted: {},
          },
        },
        suggestions: {
          initial: "deciding",
          on: { "inbox.filter": ".deciding", "inbox.search": ".deciding" },
          states: {
            deciding: { always: [{ guard: "withSuggestions", target: "loading" }, { target: "none" }] },
            loading: {
              invoke: {
                id: "loadSuggestions",
                src: "loadSuggestions",
                input: ({ context }) => ({
                  type: context.filter === "favourites" ? ("favourites" as const) : ("models" as const),
                  ...(shouldAskServer(context.search) ? { username: context.search.trim() } : {}),
                  limit: MEMBER_SUGGESTION_PAGE_SIZE,
                }),
                onDone: { target: "shown", actions: "suggested" },
                onError: { target: "none", actions: { type: "logError", params: ({ event }) => ({ message: "Unable to load the member suggestions", error: event.error }) } },
              },
            },
            shown: {},
            none: {},
          },
        },
        deletion: {
          initial: "idle",
          states: {
            idle: { on: { "inbox.delete": { guard: "deletable", target: "confirming", actions: ["askDelete", "confirmDelete"] } } },
            confirming: {
              on: {
                "inbox.delete.confirm": "deleting",
                "inbox.delete.cancel": { target: "idle", actions: "clearDeleting" },
              },
            },
            deleting: {
              invoke: {
                id: "removeConversation",
                src: "removeConversation",
                input: ({ context }) => ({ conversation: context.deleting?.conversation ?? 0 }),
                // §4 deleting removes it and refreshes the unread count.
                onDone: { target: "idle", actions: ["forget", "announceDeleted", "clearDeleting", "settleDelete", "reload"] },
                // §8 delete conversation failure: logged, the modal closes anyway.
                onError: {
                  target: "idle",
                  actions: ["clearDeleting", "settleDelete", { type: "logError", params: ({ event }) => ({ message: "Unable to delete conversation", error: event.error }) }],
                },
              },
            },
          },
        },
      },
    },
  },
});
export type InboxMachine = typeof inboxMachine;
