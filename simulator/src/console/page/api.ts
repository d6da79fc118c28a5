/// <reference lib="dom" />
// The QA API as the console page calls it (GET and POST /simulator/api/…). The answers' types are the server's own
// (type-only imports: nothing of the server reaches the browser), so a change on either side fails the typecheck.
import type { Configuration, PerformerStatus } from "@camstage/core";
import type { ChatSettings } from "../../room/chat.schema";
import type { qaPayment } from "../../payments/payment.settle";
import type { WalletSettings } from "../../payments/payment.schema";
import type { TrackerCall } from "../../tracker/tracker-log";
import type { OutboxMail } from "../../world/member.schema";
import type { WorldRecording } from "../../world/world.schema";
import type { QaMember } from "../qa-api";
import type { qaRoom, qaRooms } from "../qa-chat";
import type { qaIvrSession } from "../qa-dial-in";
import type { qaInbox } from "../qa-inbox";
import type { qaPromotions } from "../qa-promotions";
import type { QA_SCENARIOS } from "../qa-scenarios";

export const API = "/simulator/api";

export interface QaPerformer {
  readonly id: number;
  readonly username: string;
  readonly status: PerformerStatus;
}
export type QaRecording = WorldRecording;
export type QaMail = OutboxMail;
export type QaTrackerCall = TrackerCall;
export type { QaMember };
export type QaPayment = ReturnType<typeof qaPayment>;
export type QaIvrSession = ReturnType<typeof qaIvrSession>;
export type QaWallet = Pick<WalletSettings, "id" | "variant" | "provider">;
export type QaScenario = (typeof QA_SCENARIOS)[number];
export type QaRoomSummary = ReturnType<typeof qaRooms>[number];
export type QaRoom = ReturnType<typeof qaRoom>;
export type QaChatSettings = ChatSettings;
export type QaConversation = ReturnType<typeof qaInbox>[number];
export type QaPromotion = ReturnType<typeof qaPromotions>[number];
export type QaConfiguration = Configuration;
export type QaOutage = { readonly active: true; readonly until: number } | { readonly active: false; readonly until?: number | null };
/** A world as `GET /simulator/api/worlds` lists it (host/worlds.ts `WorldInfo`, which the console may not import: the host is above it). */
export interface QaWorld {
  readonly id: string;
  readonly seed: number;
  readonly performers: number;
  readonly current: boolean;
}

/** An error's message, whichever realm threw it. */
export const messageOf = (error: unknown): string =>
  typeof error === "object" && error !== null && "message" in error ? String(error.message) : String(error);

/** Calls the QA API; a 4xx or 5xx throws with the answer's `error`. */
export const request = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(API + path, { headers: { "Content-Type": "application/json", Accept: "application/json" }, ...init });
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = typeof body === "object" && body !== null && "error" in body ? body.error : undefined;
    throw new Error(error ? String(error) : "HTTP " + response.status);
  }
  // The one cast of the page: the QA API answers the JSON of the server's types above.
  return body as T;
};
