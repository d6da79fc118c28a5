import type { SnapshotFrom } from "xstate";
import type { InboxFilter } from "../domain/messaging.schema";
import type { PerformerSummary } from "../domain/performer.schema";
import type { InboxSort } from "../platform/inbox-endpoints";
import { MESSAGE_PRICE_CREDITS } from "../constants/constants";
import type { DateInput, DateLabelLocale } from "./date-labels";
import { canLoadOlder, laneItems } from "./conversation-lane";
import { isBlinking, type PopupViewport } from "./popups";
import { nextInboxPage, unreadBadge, visibleConversations } from "./inbox-list";
import type { InboxEvent, inboxMachine } from "./inbox.machine";
import type { ConversationsEvent, conversationsMachine } from "./conversations.machine";
import { chatKey, chatOf } from "./conversations.context";

export type InboxSnapshot = SnapshotFrom<typeof inboxMachine>;
export type ConversationsSnapshot = SnapshotFrom<typeof conversationsMachine>;

const listStatus = (snapshot: InboxSnapshot): "loading" | "ready" | "error" =>
  snapshot.matches({ open: { list: "failed" } }) ? "error" : snapshot.matches({ open: { list: "loading" } }) ? "loading" : snapshot.matches("closed") ? "loading" : "ready";

/** The conversation list as views show it (§2.6). */
export function connectInbox(snapshot: InboxSnapshot, send: (event: InboxEvent) => void) {
  const { context } = snapshot;
  const memberId = context.memberId ?? 0;
  return {
    memberId,
    status: listStatus(snapshot),
    /** The list as filtered and ordered now (the typed search applies at once). */
    conversations: visibleConversations(context.list, { filter: context.filter, sort: context.sort, search: context.search, memberId, isOnline: () => true }),
    filter: context.filter,
    sort: context.sort,
    search: context.search,
    suggestions: context.suggestions,
    hasMore: nextInboxPage(context.list) !== null,
    loadingMore: snapshot.matches({ open: { list: "loadingMore" } }),
    /** The header's counter (§2.3) and its text (99+). */
    unread: context.unread,
    unreadBadge: unreadBadge(context.unread),
    deleting: context.deleting,
    isDeleting: snapshot.matches({ open: { deletion: "deleting" } }),
    /** The conversation id of the performer's conversation in the list, if any. */
    conversationWith: (username: string) =>
      context.list.conversations.find((c) => [c.participant.username, c.owner.username, c.other?.username].some((name) => name?.toLowerCase() === username.toLowerCase()))?.id ?? null,
    open: (id: number) => send({ type: "inbox.open", memberId: id }),
    setFilter: (filter: InboxFilter) => send({ type: "inbox.filter", filter }),
    setSort: (sort: InboxSort) => send({ type: "inbox.sort", sort }),
    setSearch: (text: string) => send({ type: "inbox.search", text }),
    loadMore: () => send({ type: "inbox.loadMore" }),
    retry: () => send({ type: "inbox.retry" }),
    read: (conversation: number) => send({ type: "inbox.read", conversation }),
    remove: (conversation: number) => send({ type: "inbox.delete", conversation }),
    confirmRemove: () => send({ type: "inbox.delete.confirm" }),
    cancelRemove: () => send({ type: "inbox.delete.cancel" }),
  };
}
export type InboxConnect = ReturnType<typeof connectInbox>;

/** The member's open conversations and pop-ups as views show them (§2.6). */
export function connectConversations(snapshot: ConversationsSnapshot, send: (event: ConversationsEvent) => void) {
  const { context } = snapshot;
  const sending = (performer: string) => context.outbox.some((o) => o.performer.toLowerCase() === performer.toLowerCase());
  const chat = (performer: string, now: DateInput, locale: DateLabelLocale) => {
    const entry = chatOf(context, performer);
    if (entry === undefined) return null;
    return {
      performer: entry.performer,
      conversation: entry.lane.conversationId,
      status: entry.status,
      items: laneItems(entry.lane, now, locale),
      canLoadOlder: canLoadOlder(entry.lane),
      loadingOlder: entry.loadingOlder,
      text: entry.text,
      error: entry.error,
      /** §2.6 the crop or camera dialog, when open. */
      photo: entry.photo,
      /** §4 the sending flag disables the field. */
      sending: sending(performer),
      price: MESSAGE_PRICE_CREDITS,
    };
  };
  return {
    isOpen: snapshot.matches("open"),
    chat,
    // The pop-up of the conversation the messenger page shows steps aside meanwhile.
    popups: context.popups.popups.filter((popup) => chatKey(popup.username) !== context.viewing).map((popup) => {
      const last = chatOf(context, popup.username)?.lane.messages.at(-1);
      return { popup, focused: context.popups.focused === popup.user, blinking: isBlinking(popup, last === undefined ? null : { owner: last.owner, read: last.read }) };
    }),
    start: (memberId: number, stored: unknown, viewport: PopupViewport) => send({ type: "chats.start", memberId, stored, viewport }),
    open: (performer: PerformerSummary, conversation: number | null, popup = false) => send({ type: "chats.open", performer, conversation, popup }),
    leave: (performer: string) => send({ type: "chats.leave", performer }),
    closePopup: (user: number) => send({ type: "chats.popup.close", user }),
    minimise: (user: number) => send({ type: "chats.popup.minimise", user }),
    focus: (user: number) => send({ type: "chats.popup.focus", user }),
    resize: (viewport: PopupViewport) => send({ type: "chats.viewport", viewport }),
    type: (performer: string, text: string) => send({ type: "chats.text", performer, text }),
    send: (performer: string, balance: number, key: string, at: string) => send({ type: "chats.send", performer, balance, key, at }),
    retry: (performer: string, key: string) => send({ type: "chats.retry", performer, key }),
    pickPhoto: (performer: string, file: { size: number; type: string }) => send({ type: "chats.photo.pick", performer, size: file.size, mimeType: file.type }),
    openCamera: (performer: string) => send({ type: "chats.photo.camera", performer }),
    cancelPhoto: (performer: string) => send({ type: "chats.photo.cancel", performer }),
    sendPhoto: (performer: string, image: string, balance: number, key: string, at: string) => send({ type: "chats.photo.send", performer, image, balance, key, at }),
    loadOlder: (performer: string) => send({ type: "chats.loadOlder", performer }),
  };
}
export type ConversationsConnect = ReturnType<typeof connectConversations>;
