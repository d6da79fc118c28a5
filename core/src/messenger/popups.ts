import { Option, Schema } from "effect";
import { MAX_POPUPS_DESKTOP, MAX_POPUPS_MOBILE, POPUP_MARGIN_REM, POPUP_WIDTH_REM, isMobileWidth } from "../constants/constants";
import { type MessageOwner, PopupConversation } from "../domain/messaging.schema";
import type { PrivateMessageEvent } from "../platform/inbox-endpoints";

/**
 * §2.6/§4 the conversation pop-ups, immutable; every function returns a new set or the same one. A pop-up is one
 * performer's (`user`), never open twice.
 */
export interface PopupSet {
  /** Oldest opened first: opening one too many evicts the first (§4). */
  readonly popups: readonly PopupConversation[];
  /** The performer whose pop-up stacks highest (§2.6), or null. */
  readonly focused: number | null;
}

export const NO_POPUPS: PopupSet = { popups: [], focused: null };

/** The window the pop-ups sit in (the app measures it; core touches no DOM). */
export interface PopupViewport {
  readonly widthPx: number;
  /** The root font size in px (1 rem). */
  readonly remPx: number;
}

/**
 * How many pop-ups fit: one on mobile (§9 width under 1024 px), else at most 4 and only as many as leave
 * count × (21 rem + 5 rem margin) within the window (§4, §9). A desktop window always keeps the newest one.
 */
export function popupCapacity(viewport: PopupViewport): number {
  if (isMobileWidth(viewport.widthPx)) return MAX_POPUPS_MOBILE;
  const fitting = Math.floor(viewport.widthPx / ((POPUP_WIDTH_REM + POPUP_MARGIN_REM) * viewport.remPx));
  return Math.min(MAX_POPUPS_DESKTOP, Math.max(1, Number.isNaN(fitting) ? 1 : fitting));
}

const withPopups = (set: PopupSet, popups: readonly PopupConversation[]): PopupSet => {
  const focused = set.focused !== null && popups.some((p) => p.user === set.focused) ? set.focused : null;
  return popups === set.popups && focused === set.focused ? set : { popups, focused };
};

/** Leaves what fits the window: the oldest go first, except the performer's pop-up just asked for (`keep`). */
const fit = (set: PopupSet, viewport: PopupViewport, keep?: number): PopupSet => {
  let excess = set.popups.length - popupCapacity(viewport);
  if (excess <= 0) return set;
  const popups = set.popups.filter((p) => {
    if (excess === 0 || p.user === keep) return true;
    excess--;
    return false;
  });
  return withPopups(set, popups);
};

/** §4 trimmed when the pop-ups would not fit the window (after a resize): the oldest leave first. */
export const trimPopups = (set: PopupSet, viewport: PopupViewport): PopupSet => fit(set, viewport);

/** Whether the performer's pop-up is open. */
export const isPopupOpen = (set: PopupSet, user: number): boolean => set.popups.some((p) => p.user === user);

/**
 * §4 opens a performer's pop-up as the newest, evicting the oldest beyond what fits. On desktop an already open one
 * is left as it is and where it is (only others leave if the window has shrunk); on mobile it opens afresh, as the
 * one pop-up there is.
 */
export function openPopup(set: PopupSet, popup: PopupConversation, viewport: PopupViewport): PopupSet {
  if (isPopupOpen(set, popup.user) && !isMobileWidth(viewport.widthPx)) return fit(set, viewport, popup.user);
  return fit(withPopups(set, [...set.popups, popup]), viewport);
}

/** Closes the performer's pop-up. */
export function closePopup(set: PopupSet, user: number): PopupSet {
  return isPopupOpen(set, user) ? withPopups(set, set.popups.filter((p) => p.user !== user)) : set;
}

const updatePopup = (set: PopupSet, user: number, update: (popup: PopupConversation) => PopupConversation): PopupSet => {
  let changed = false;
  const popups = set.popups.map((popup) => {
    if (popup.user !== user) return popup;
    const next = update(popup);
    changed ||= next !== popup;
    return next;
  });
  return changed ? withPopups(set, popups) : set;
};

/** §2.6/§4 minimise toggles (the button exists on desktop only). */
export const toggleMinimised = (set: PopupSet, user: number): PopupSet => updatePopup(set, user, (p) => ({ ...p, minimized: !p.minimized }));

/** The member read the performer's conversation elsewhere (the messenger page): her pop-up has nothing unread. */
export const readPopup = (set: PopupSet, user: number): PopupSet => updatePopup(set, user, (p) => (p.unread === 0 ? p : { ...p, unread: 0 }));

/** §4 a new conversation gets its id after the first send; a pop-up that has one keeps it. */
export const assignConversation = (set: PopupSet, user: number, conversation: number): PopupSet =>
  updatePopup(set, user, (p) => (p.conversation === null ? { ...p, conversation } : p));

/** What the lane shows last in the pop-up: whose the newest message is and whether it was read. */
export interface LastMessage {
  readonly owner: MessageOwner;
  readonly read: boolean;
}

/**
 * §4 a pop-up blinks when it has unread messages, or when its last message (the owner-read pattern) is the
 * performer's and not yet read by the member.
 */
export const isBlinking = (popup: PopupConversation, last?: LastMessage | null): boolean =>
  popup.unread > 0 || (last != null && last.owner === "other" && !last.read);

/** What focusing a blinking pop-up asks the flow to do (§4): mark `conversation` read, its messages delivered and read. */
export interface PopupReadMark {
  readonly user: number;
  readonly conversation: number;
}

/**
 * §2.6 the focused pop-up stacks higher. §4 focusing a blinking one clears its unread and answers what to mark:
 * the conversation read (§7 PUT inbox/message/read/{id}, the list's unread) and its messages delivered and read (the
 * lane's `markRead(lane, "other")`). A pop-up without a conversation yet has nothing to mark on the platform.
 */
export function focusPopup(set: PopupSet, user: number, last?: LastMessage | null): { readonly set: PopupSet; readonly mark: PopupReadMark | null } {
  const popup = set.popups.find((p) => p.user === user);
  if (popup === undefined) return { set, mark: null };
  const blinking = isBlinking(popup, last);
  const cleared = blinking && popup.unread !== 0 ? updatePopup(set, user, (p) => ({ ...p, unread: 0 })) : set;
  const focused = cleared.focused === user ? cleared : { ...cleared, focused: user };
  return { set: focused, mark: blinking && popup.conversation !== null ? { user, conversation: popup.conversation } : null };
}

/**
 * §4 a private message for the member: its performer's pop-up gets one more unread (and the conversation's id if it
 * had none), or, when none is open for that performer, one opens for it (as `openPopup`, evicting the oldest).
 */
export function receivePopupMessage(set: PopupSet, event: PrivateMessageEvent, viewport: PopupViewport): PopupSet {
  const { user, username, snapshot, nonude } = event.sender;
  if (isPopupOpen(set, user)) {
    const raised = updatePopup(set, user, (p) => ({ ...p, unread: Math.max(0, p.unread) + 1, conversation: p.conversation ?? event.conversation }));
    return fit(raised, viewport, user);
  }
  return openPopup(set, { user, username, snapshot, nonude, unread: 1, conversation: event.conversation, minimized: false, bubbled: false }, viewport);
}

// ---------------------------------------------------------------------------------------------------------------
// Local storage (§4 cached per username and restored)
// ---------------------------------------------------------------------------------------------------------------

/** The local-storage key of a member's pop-ups (§4 cached per username). */
export const popupsStorageKey = (username: string): string => `popups:${username}`;

/** The stored shape: each pop-up (and the focus) is read on its own, so one bad entry loses only itself. */
const StoredPopups = Schema.Struct({ popups: Schema.Array(Schema.Unknown), focused: Schema.optional(Schema.Unknown) });

const decodePopup = Schema.decodeUnknownOption(PopupConversation);

/** The text to store under `popupsStorageKey`. */
export const encodePopups = (set: PopupSet): string => JSON.stringify({ popups: set.popups, focused: set.focused });

/**
 * Restores what local storage held (JSON text, or already parsed): every pop-up that decodes (§3 Popup
 * conversation), once per performer, at most the desktop's 4 (the newest); the focus only if its pop-up is there.
 * Anything unreadable is dropped; bad input never throws. Trim the result to the window with `trimPopups`.
 */
export function decodePopups(raw: unknown): PopupSet {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return NO_POPUPS;
    }
  }
  const stored = Option.getOrNull(Schema.decodeUnknownOption(StoredPopups)(value));
  if (stored === null) return NO_POPUPS;
  const popups: PopupConversation[] = [];
  for (const entry of stored.popups) {
    const popup = Option.getOrNull(decodePopup(entry));
    if (popup !== null && !popups.some((p) => p.user === popup.user)) popups.push(popup);
  }
  const kept = popups.slice(Math.max(0, popups.length - MAX_POPUPS_DESKTOP));
  const focused = kept.find((p) => p.user === stored.focused)?.user ?? null;
  return { popups: kept, focused };
}
