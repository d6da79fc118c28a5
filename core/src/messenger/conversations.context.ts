import type { PerformerSummary } from "../domain/performer.schema";
import type { PrivateMessageEvent } from "../platform/inbox-endpoints";
import type { ConversationLane } from "./conversation-lane";
import type { PopupSet, PopupViewport } from "./popups";

/** One conversation the member has open (the messenger page's, or a pop-up's), by performer. */
export interface ChatEntry {
  readonly performer: PerformerSummary;
  readonly lane: ConversationLane;
  /** `loading` until its first page arrived (a new conversation is `ready` at once). */
  readonly status: "loading" | "ready" | "error";
  readonly loadingOlder: boolean;
  /** The editor's text: kept while a send is refused (§8 "loses nothing"). */
  readonly text: string;
  /** The last send's refusal: a §5 rule key or the platform's label (§8). */
  readonly error: string | null;
  /** §2.6 a photo on its way into the editor: a picked jpeg being cropped, or the camera dialog; null when neither. */
  readonly photo: PhotoStep | null;
}

/** §2.6 the image chooser's crop (desktop; direct use on mobile) or the camera's take/retake/send. */
export type PhotoStep = "crop" | "camera";

/** A send waiting its turn: one is on its way at a time (the sending flag, §4), each under its own key. */
export interface Outgoing {
  readonly key: string;
  readonly performer: string;
  readonly conversation: number | null;
  readonly target: number;
  readonly text: string;
  /** A photo as a jpeg data URL (§5), or null. */
  readonly attachment: string | null;
}

/** A page of a conversation waiting its turn to load. */
export interface PageLoad {
  readonly performer: string;
  readonly conversation: number;
  readonly page: number;
}

export interface ConversationsContext {
  readonly memberId: number | null;
  /** By performer username in lower case. */
  readonly entries: Readonly<Record<string, ChatEntry>>;
  readonly popups: PopupSet;
  /** The performer whose conversation the messenger page shows (her messages are read there, no pop-up opens). */
  readonly viewing: string | null;
  readonly viewport: PopupViewport;
  readonly outbox: readonly Outgoing[];
  /** Every idempotency key a send went out under: a send under a used key is that send again, never a new charge. */
  readonly usedKeys: readonly string[];
  /** Sends that failed because the platform could not be reached (issue 14): sent again, once, when it is back. */
  readonly unsent: readonly { readonly performer: string; readonly key: string }[];
  /** Private messages heard before the member's messenger started (its code loads after the socket): applied on start. */
  readonly early: readonly PrivateMessageEvent[];
  readonly loads: readonly PageLoad[];
}

export const chatKey = (performer: string) => performer.toLowerCase();

/** The performer's open conversation, if any. */
export const chatOf = (context: ConversationsContext, performer: string): ChatEntry | undefined => context.entries[chatKey(performer)];

