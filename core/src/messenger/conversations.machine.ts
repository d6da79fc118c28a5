import { assign, enqueueActions, fromPromise, setup } from "xstate";
import { MESSAGE_PAGE_SIZE } from "../constants/constants";
import { TIMINGS_MS } from "../constants";
import { decodeMessageRead, decodePrivateMessage } from "./messenger-socket";
import type { Conversation, Message } from "../domain/messaging.schema";
import type { PerformerSummary } from "../domain/performer.schema";
import { errorLabel, isUnreachable } from "../platform/platform-error";
import { INBOX_LABELS, type MessageReadEvent, type PrivateMessageEvent, type SendMessageRequest } from "../platform/inbox-endpoints";
import { validateMessage } from "../rules/message.rules";
import { dataUrlImage, validateImage } from "../rules/image.rules";
import {
  addLanePage, addPendingSend, confirmSend, createLane, discardSend, failSend, markRead, olderPage, placeUnreadDivider, receiveLaneMessage,
} from "./conversation-lane";
import { chatKey, chatOf, type ChatEntry, type ConversationsContext } from "./conversations.context";
import {
  NO_POPUPS, assignConversation, closePopup, decodePopups, focusPopup, openPopup, readPopup, receivePopupMessage, toggleMinimised, trimPopups,
  type PopupSet, type PopupViewport,
} from "./popups";


export type ConversationsEvent =
  /** The member's messenger starts: who it is (§3 owner rule) and the pop-ups local storage held (§4 restored). */
  | { type: "chats.start"; memberId: number; stored: unknown; viewport: PopupViewport }
  /** Opens a performer's conversation (the messenger page) or her pop-up; `conversation` null for a new one. */
  | { type: "chats.open"; performer: PerformerSummary; conversation: number | null; popup: boolean }
  /** The messenger page no longer shows that conversation. */
  | { type: "chats.leave"; performer: string }
  | { type: "chats.popup.close"; user: number }
  | { type: "chats.popup.minimise"; user: number }
  | { type: "chats.popup.focus"; user: number }
  | { type: "chats.viewport"; viewport: PopupViewport }
  | { type: "chats.text"; performer: string; text: string }
  /** Sends the editor's text; `balance` is the member's credits, `key` the send's idempotency key (ARCHITECTURE §7). */
  | { type: "chats.send"; performer: string; balance: number; key: string; at: string }
  /** Sends a failed message again under its own key (a retry charges once). */
  | { type: "chats.retry"; performer: string; key: string }
  /** Issue 14: the platform is back (routing table): the sends it could not take go out again. */
  | { type: "chats.resend" }
  /** §2.6/§5 the image chooser picked a file: a jpeg under 5 MB goes on to the crop, any other is refused. */
  | { type: "chats.photo.pick"; performer: string; size: number; mimeType: string }
  /** §2.6 the photo banner's Take photo (offered only with a webcam): the camera dialog. */
  | { type: "chats.photo.camera"; performer: string }
  | { type: "chats.photo.cancel"; performer: string }
  /** Sends the cropped (or direct, on mobile) photo or the camera still, a jpeg data URL, as its own message. */
  | { type: "chats.photo.send"; performer: string; image: string; balance: number; key: string; at: string }
  | { type: "chats.loadOlder"; performer: string }
  /** §4 a private message for the member (routing table, decoded, after §9's 100 ms). */
  | { type: "chats.message"; message: PrivateMessageEvent }
  /** §4 message-read: the performer read the member's messages. */
  | { type: "chats.read"; read: MessageReadEvent }
  /** The conversation was deleted (§4): its lane and pop-up go. */
  | { type: "chats.forget"; conversation: number }
  | { type: "chats.reset" }
  /** §4 the member socket's private-message and message-read, as they came (routing table). */
  | { type: "socket.member.privateMessage"; message: unknown }
  | { type: "socket.member.messageRead"; message: unknown };

export type ConversationsEmitted =
  /** §2.6 a send the balance does not cover: the no-credits modal (below 60, or the platform's deduct label). */
  | { type: "chats.noCredits" }
  /** A first message started a conversation: the list shows it. */
  | { type: "chats.started"; conversation: number }
  /** The member read a conversation (§4 focusing a blinking pop-up): the list's unread clears. */
  | { type: "chats.markedRead"; conversation: number };

const DESKTOP: PopupViewport = { widthPx: 1280, remPx: 16 };
const fresh: ConversationsContext = { memberId: null, entries: {}, popups: NO_POPUPS, viewing: null, viewport: DESKTOP, outbox: [], usedKeys: [], unsent: [], loads: [], early: [] };

const withEntry = (context: ConversationsContext, performer: string, change: (entry: ChatEntry) => ChatEntry): Pick<ConversationsContext, "entries"> => {
  const entry = chatOf(context, performer);
  return entry === undefined ? { entries: context.entries } : { entries: { ...context.entries, [chatKey(performer)]: change(entry) } };
};

const entryByConversation = (context: ConversationsContext, conversation: number): ChatEntry | undefined =>
  Object.values(context.entries).find((entry) => entry.lane.conversationId === conversation);

const newEntry = (memberId: number, performer: PerformerSummary, conversation: number | null): ChatEntry => ({
  performer, lane: createLane(memberId, conversation), status: conversation === null ? "ready" : "loading", loadingOlder: false, text: "", error: null, photo: null,
});

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const failureOf = (event: unknown) => errorLabel((event as { error?: unknown }).error);

/**
 * §2.6/§4 the member's conversations: the messenger page's and the pop-ups' (at most 4 on desktop, 1 on mobile, the
 * oldest evicted, trimmed to the window, minimised, stored per member and restored), each a lane of pages of §9's
 * 20 (older ones on scroll up while nextPage > page), the member's sends (trimmed, ≤ 255, 60 credits each, one on its
 * way at a time under its idempotency key, the no-credits modal below 60), the performers' private messages (a
 * pop-up opens when none is open for her) and message-read (blue ticks). Focusing a blinking pop-up marks its
 * conversation read.
 */
export const conversationsMachine = setup({
  types: { context: {} as ConversationsContext, events: {} as ConversationsEvent, emitted: {} as ConversationsEmitted },
  actors: {
    loadConversation: fromPromise<Conversation, { conversation: number; page: number; limit: number }>(async () => {
      throw new Error("loadConversation is provided by the app");
    }),
    sendMessage: fromPromise<Message, { conversation: number | null; body: SendMessageRequest }>(async () => {
      throw new Error("sendMessage is provided by the app");
    }),
  },
  actions: {
    logError: (_, _params: { message: string; error: unknown }) => {},
    /** Writes the pop-ups to local storage (§4 cached per username); provided by the app. */
    storePopups: (_, _params: { popups: PopupSet }) => {},
    start: assign(({ context, event }) => {
      if (event.type !== "chats.start") return {};
      const popups = trimPopups(decodePopups(event.stored), event.viewport);
      const entries = Object.fromEntries(
        popups.popups.map((p) => [chatKey(p.username), newEntry(event.memberId, { user: p.user, username: p.username, snapshot: p.snapshot, nonude: p.nonude }, p.conversation)]),
      );
      const loads = popups.popups.flatMap((p) => (p.conversation === null ? [] : [{ performer: p.username, conversation: p.conversation, page: 0 }]));
      return { ...fresh, memberId: event.memberId, viewport: event.viewport, popups, entries, loads, early: context.early };
    }),
    reset: assign(() => fresh),
    keepEarly: assign(({ context, event }) => {
      const message = event.type === "socket.member.privateMessage" ? decodePrivateMessage(event.message) : null;
      return message === null ? {} : { early: [...context.early, message] };
    }),
    applyEarly: enqueueActions(({ context, enqueue }) => {
      for (const message of context.early) enqueue.raise({ type: "chats.message", message });
      enqueue.assign({ early: [] });
    }),
    open: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "chats.open" || context.memberId === null) return;
      const key = chatKey(event.performer.username);
      const existing = context.entries[key];
      const known = existing?.lane.conversationId ?? null;
      // A conversation whose id arrived later (the list found it) starts over with its history.
      const entry = existing !== undefined && (known !== null || event.conversation === null) ? existing : newEntry(context.memberId, event.performer, event.conversation);
      const load = entry !== existing && event.conversation !== null ? [{ performer: event.performer.username, conversation: event.conversation, page: 0 }] : [];
      if (event.popup) {
        const popups = openPopup(context.popups, { ...event.performer, unread: 0, conversation: entry.lane.conversationId, minimized: false, bubbled: false }, context.viewport);
        enqueue.assign({ entries: { ...context.entries, [key]: entry }, loads: [...context.loads, ...load], popups });
        return;
      }
      // The messenger page shows it: read there (§4), her pop-up included (it steps aside meanwhile).
      enqueue.assign({
        entries: { ...context.entries, [key]: { ...entry, lane: markRead(entry.lane, "other") } },
        loads: [...context.loads, ...load],
        popups: readPopup(context.popups, event.performer.user),
        viewing: key,
      });
      const conversation = entry.lane.conversationId;
      if (conversation !== null) enqueue.emit({ type: "chats.markedRead", conversation });
    }),
    leave: assign(({ context, event }) => (event.type === "chats.leave" && context.viewing === chatKey(event.performer) ? { viewing: null } : {})),
    closePopup: assign({ popups: ({ context, event }) => (event.type === "chats.popup.close" ? closePopup(context.popups, event.user) : context.popups) }),
    minimise: assign({ popups: ({ context, event }) => (event.type === "chats.popup.minimise" ? toggleMinimised(context.popups, event.user) : context.popups) }),
    resize: assign(({ context, event }) => (event.type === "chats.viewport" ? { viewport: event.viewport, popups: trimPopups(context.popups, event.viewport) } : {})),
    focus: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "chats.popup.focus") return;
      const popup = context.popups.popups.find((p) => p.user === event.user);
      const entry = popup === undefined ? undefined : chatOf(context, popup.username);
      const last = entry?.lane.messages.at(-1);
      const { set, mark } = focusPopup(context.popups, event.user, last === undefined ? null : { owner: last.owner, read: last.read });
      enqueue.assign({ popups: set, ...(mark !== null && entry !== undefined ? withEntry(context, entry.performer.username, (e) => ({ ...e, lane: markRead(e.lane, "other") })) : {}) });
      if (mark === null) return;
      // §4 focusing a blinking pop-up marks the conversation read (the list's flow tells the platform).
      enqueue.emit({ type: "chats.markedRead", conversation: mark.conversation });
    }),
    type: assign(({ context, event }) => (event.type === "chats.text" ? withEntry(context, event.performer, (e) => ({ ...e, text: event.text, error: null })) : {})),
    queueSend: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "chats.send" && event.type !== "chats.photo.send") return;
      const entry = chatOf(context, event.performer);
      // The same send again (its key went out already): nothing new is sent or charged.
      if (entry === undefined || context.usedKeys.includes(event.key)) return;
      const image = event.type === "chats.photo.send" ? event.image : null;
      // §5 a photo goes as its own message; the editor's text stays for the next one.
      const checked = validateMessage({ text: image === null ? entry.text : "", hasAttachment: image !== null, credits: event.balance });
      const imageChecked = image === null ? null : validateImage(dataUrlImage(image), { context: "messenger" });
      const imageError = imageChecked === null || imageChecked.ok ? null : (imageChecked.errors[0] ?? null);
      if (!checked.ok || imageError !== null) {
        const error = imageError ?? (checked.ok ? null : checked.errors[0] ?? null);
        enqueue.assign(withEntry(context, event.performer, (e) => ({ ...e, error })));
        if (!checked.ok && checked.errors.includes("message.noCredits")) enqueue.emit({ type: "chats.noCredits" });
        return;
      }
      const text = checked.value.text;
      const lane = addPendingSend(entry.lane, { clientId: event.key, createdAt: event.at, text, attachment: image });
      enqueue.assign({
        ...withEntry(context, event.performer, (e) => ({ ...e, lane, error: null, ...(image === null ? { text: "" } : { photo: null }) })),
        outbox: [...context.outbox, { key: event.key, performer: event.performer, conversation: entry.lane.conversationId, target: entry.performer.user, text, attachment: image }],
        usedKeys: [...context.usedKeys, event.key],
      });
    }),
    pickPhoto: assign(({ context, event }) => {
      if (event.type !== "chats.photo.pick") return {};
      const checked = validateImage({ size: event.size, type: event.mimeType }, { context: "messenger" });
      return withEntry(context, event.performer, (e) => (checked.ok ? { ...e, photo: "crop", error: null } : { ...e, photo: null, error: checked.errors[0] ?? null }));
    }),
    openCamera: assign(({ context, event }) => (event.type === "chats.photo.camera" ? withEntry(context, event.performer, (e) => ({ ...e, photo: "camera", error: null })) : {})),
    cancelPhoto: assign(({ context, event }) => (event.type === "chats.photo.cancel" ? withEntry(context, event.performer, (e) => ({ ...e, photo: null })) : {})),
    retry: assign(({ context, event }) => {
      if (event.type !== "chats.retry") return {};
      const entry = chatOf(context, event.performer);
      const failed = entry?.lane.messages.find((m) => m.send === "failed" && String(m.id) === event.key);
      if (entry === undefined || failed === undefined || context.outbox.some((o) => o.key === event.key)) return {};
      const text = failed.content ?? failed.text ?? "";
      const attachment = failed.attachment ?? null;
      return {
        ...withEntry(context, event.performer, (e) => ({ ...e, lane: addPendingSend(e.lane, { clientId: event.key, createdAt: failed.createdAt, text, attachment }), error: null })),
        outbox: [...context.outbox, { key: event.key, performer: event.performer, conversation: entry.lane.conversationId, target: entry.performer.user, text, attachment }],
        unsent: context.unsent.filter((u) => u.key !== event.key),
      };
    }),
    resend: enqueueActions(({ context, enqueue }) => {
      for (const { performer, key } of context.unsent) enqueue.raise({ type: "chats.retry", performer, key });
    }),
    sent: enqueueActions(({ context, event, enqueue }) => {
      const head = context.outbox[0];
      if (head === undefined) return;
      const answer = outputOf<Message>(event);
      const entry = chatOf(context, head.performer);
      const lane = entry === undefined ? undefined : confirmSend(entry.lane, head.key, answer);
      const started = entry !== undefined && entry.lane.conversationId === null && lane?.conversationId != null ? lane.conversationId : null;
      enqueue.assign({
        outbox: context.outbox.slice(1).map((o) => (o.performer === head.performer && started !== null ? { ...o, conversation: started } : o)),
        ...(lane === undefined ? {} : withEntry(context, head.performer, (e) => ({ ...e, lane }))),
        ...(started === null ? {} : { popups: assignConversation(context.popups, entry!.performer.user, started) }),
      });
      if (started !== null) enqueue.emit({ type: "chats.started", conversation: started });
    }),
    sendFailed: enqueueActions(({ context, event, enqueue }) => {
      const head = context.outbox[0];
      if (head === undefined) return;
      const label = failureOf(event);
      const noCredits = label === INBOX_LABELS.noCredits;
      const error = (event as { error?: unknown }).error;
      enqueue.assign({
        outbox: context.outbox.slice(1),
        unsent: isUnreachable(error) ? [...context.unsent, { performer: head.performer, key: head.key }] : context.unsent,
        // §8 no credits: a text leaves and goes back to the editor; a photo, and any other refusal, stays marked failed
        // (sent again with its retry).
        ...withEntry(context, head.performer, (e) =>
          noCredits && head.attachment === null
            ? { ...e, lane: discardSend(e.lane, head.key), text: e.text === "" ? head.text : e.text, error: label }
            : { ...e, lane: failSend(e.lane, head.key), error: label },
        ),
      });
      if (noCredits) enqueue.emit({ type: "chats.noCredits" });
    }),
    queueOlder: assign(({ context, event }) => {
      if (event.type !== "chats.loadOlder") return {};
      const entry = chatOf(context, event.performer);
      const page = entry === undefined ? null : olderPage(entry.lane);
      if (entry === undefined || page === null || entry.lane.conversationId === null || entry.loadingOlder) return {};
      return {
        ...withEntry(context, event.performer, (e) => ({ ...e, loadingOlder: true })),
        loads: [...context.loads, { performer: event.performer, conversation: entry.lane.conversationId, page }],
      };
    }),
    loaded: assign(({ context, event }) => {
      const head = context.loads[0];
      if (head === undefined) return {};
      const page = outputOf<Conversation>(event);
      return {
        loads: context.loads.slice(1),
        ...withEntry(context, head.performer, (e) => {
          const added = addLanePage(e.lane, head.page, page);
          // §2.6 the unread divider stands where the conversation was opened.
          const lane = head.page === 0 ? placeUnreadDivider(added, page.unread) : added;
          // The messenger page's conversation is read as it loads (§4).
          return { ...e, lane: context.viewing === chatKey(head.performer) ? markRead(lane, "other") : lane, status: "ready", loadingOlder: false };
        }),
      };
    }),
    loadFailed: assign(({ context }) => {
      const head = context.loads[0];
      if (head === undefined) return {};
      return { loads: context.loads.slice(1), ...withEntry(context, head.performer, (e) => ({ ...e, status: head.page === 0 ? "error" : e.status, loadingOlder: false })) };
    }),
    receive: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "chats.message" || context.memberId === null) return;
      const { message, conversation, sender } = event.message;
      const key = chatKey(sender.username);
      const existing = context.entries[key];
      const entry = existing ?? newEntry(context.memberId, sender, conversation);
      const lane = receiveLaneMessage(entry.lane.conversationId === null ? { ...entry.lane, conversationId: conversation } : entry.lane, { ...message, conversation });
      // On the messenger page her conversation is in view: read there (§4), no pop-up.
      const inView = context.viewing === key;
      enqueue.assign({
        entries: { ...context.entries, [key]: { ...entry, lane: inView ? markRead(lane, "other") : lane } },
        // A pop-up for her opened just now loads its history.
        loads: existing === undefined ? [...context.loads, { performer: sender.username, conversation, page: 0 }] : context.loads,
        popups: inView ? context.popups : receivePopupMessage(context.popups, event.message, context.viewport),
      });
      if (inView) enqueue.emit({ type: "chats.markedRead", conversation });
    }),
    // §4/§9 a private message is handled after 100 ms; message-read at once. Malformed ones are reported (§8).
    hear: enqueueActions(({ event, enqueue }) => {
      const message = event.type === "socket.member.privateMessage" ? decodePrivateMessage(event.message) : null;
      if (message !== null) enqueue.raise({ type: "chats.message", message }, { delay: TIMINGS_MS.privateMessage });
      const read = event.type === "socket.member.messageRead" ? decodeMessageRead(event.message) : null;
      if (read !== null) enqueue.raise({ type: "chats.read", read });
    }),
    readByPerformer: assign(({ context, event }) => {
      if (event.type !== "chats.read") return {};
      const entry = entryByConversation(context, event.read.conversation);
      return entry === undefined ? {} : withEntry(context, entry.performer.username, (e) => ({ ...e, lane: markRead(e.lane, "self", event.read.until) }));
    }),
    forget: assign(({ context, event }) => {
      if (event.type !== "chats.forget") return {};
      const entry = entryByConversation(context, event.conversation);
      if (entry === undefined) return {};
      const { [chatKey(entry.performer.username)]: _gone, ...entries } = context.entries;
      return { entries, popups: closePopup(context.popups, entry.performer.user) };
    }),
  },
  guards: {
    readableSocketEvent: ({ event }) =>
      event.type === "socket.member.privateMessage" ? decodePrivateMessage(event.message) !== null : event.type === "socket.member.messageRead" && decodeMessageRead(event.message) !== null,
    hasOutgoing: ({ context }) => context.outbox.length > 0,
    hasLoads: ({ context }) => context.loads.length > 0,
  },
}).createMachine({
  id: "chats",
  context: fresh,
  initial: "closed",
  states: {
    closed: {
      on: {
        "chats.start": { target: "open", actions: ["start", "applyEarly"] },
        "socket.member.privateMessage": { guard: "readableSocketEvent", actions: "keepEarly" },
      },
    },
    open: {
      type: "parallel",
      on: {
        "chats.start": { target: "open", actions: "start", reenter: true },
        "chats.reset": { target: "closed", actions: "reset" },
        "chats.open": { actions: ["open", { type: "storePopups", params: ({ context }) => ({ popups: context.popups }) }] },
        "chats.leave": { actions: "leave" },
        "chats.popup.close": { actions: ["closePopup", { type: "storePopups", params: ({ context }) => ({ popups: context.popups }) }] },
        "chats.popup.minimise": { actions: ["minimise", { type: "storePopups", params: ({ context }) => ({ popups: context.popups }) }] },
        "chats.popup.focus": { actions: ["focus", { type: "storePopups", params: ({ context }) => ({ popups: context.popups }) }] },
        "chats.viewport": { actions: ["resize", { type: "storePopups", params: ({ context }) => ({ popups: context.popups }) }] },
        "chats.text": { actions: "type" },
        "chats.send": { actions: "queueSend" },
        "chats.retry": { actions: "retry" },
        "chats.resend": { actions: "resend" },
        "chats.photo.pick": { actions: "pickPhoto" },
        "chats.photo.camera": { actions: "openCamera" },
        "chats.photo.cancel": { actions: "cancelPhoto" },
        "chats.photo.send": { actions: "queueSend" },
        "chats.loadOlder": { actions: "queueOlder" },
        "chats.message": { actions: ["receive", { type: "storePopups", params: ({ context }) => ({ popups: context.popups }) }] },
        "chats.read": { actions: "readByPerformer" },
        // §8 a malformed socket event is reported and never applied.
        "socket.member.privateMessage": [
          { guard: "readableSocketEvent", actions: "hear" },
          { actions: { type: "logError", params: ({ event }) => ({ message: "Ignored a malformed private message", error: event.message }) } },
        ],
        "socket.member.messageRead": [
          { guard: "readableSocketEvent", actions: "hear" },
          { actions: { type: "logError", params: ({ event }) => ({ message: "Ignored a malformed message-read", error: event.message }) } },
        ],
        "chats.forget": { actions: ["forget", { type: "storePopups", params: ({ context }) => ({ popups: context.popups }) }] },
      },
      states: {
        outbox: {
          initial: "idle",
          states: {
            idle: { always: { guard: "hasOutgoing", target: "sending" } },
            sending: {
              invoke: {
                id: "sendMessage",
                src: "sendMessage",
                input: ({ context }) => {
                  const head = context.outbox[0]!;
                  return { conversation: head.conversation, body: { message: head.text, target: head.target, idempotencyKey: head.key, ...(head.attachment === null ? {} : { attachment: head.attachment }) } };
                },
                onDone: { target: "idle", actions: "sent" },
                onError: { target: "idle", actions: ["sendFailed", { type: "logError", params: ({ event }) => ({ message: "Unable to send the message", error: event.error }) }] },
              },
            },
          },
        },
        loader: {
          initial: "idle",
          states: {
            idle: { always: { guard: "hasLoads", target: "loading" } },
            loading: {
              invoke: {
                id: "loadConversation",
                src: "loadConversation",
                input: ({ context }) => ({ conversation: context.loads[0]!.conversation, page: context.loads[0]!.page, limit: MESSAGE_PAGE_SIZE }),
                onDone: { target: "idle", actions: "loaded" },
                // §8 conversation messages load: logged.
                onError: { target: "idle", actions: ["loadFailed", { type: "logError", params: ({ event }) => ({ message: "Unable to load the conversation", error: event.error }) }] },
              },
            },
          },
        },
      },
    },
  },
});
export type ConversationsMachine = typeof conversationsMachine;
