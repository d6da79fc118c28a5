import { assign, emit, fromPromise, not, setup } from "xstate";
import { VIP_CREDITS_PER_MINUTE, VIP_MIN_CREDITS } from "../constants";
import { CHAT_ACTION_LABELS } from "../platform/chat-endpoints";
import { errorLabel } from "../platform/platform-error";
import type { VipEmitted, VipEvent } from "./vip.schema";

export interface VipContext {
  readonly performer: string | null;
  readonly auth: string | null;
  readonly clientId: string | null;
  readonly guest: boolean;
  /** §9 credits a minute of the show. */
  readonly price: number;
  /** When the show started (the platform's clock), once accepted. */
  readonly startedAt: number | null;
  /** §8 VIP request failure: the platform's label, stored and shown. */
  readonly error: string | null;
}

export interface VipRequest {
  readonly auth: string;
  readonly idempotencyKey: string;
}

const fresh: VipContext = { performer: null, auth: null, clientId: null, guest: true, price: VIP_CREDITS_PER_MINUTE, startedAt: null, error: null };
const errorOf = (event: object): unknown => (event as { error?: unknown }).error;

/**
 * §4 VIP, a private show: requested only when not already requested and the balance is at least the minimum (§9
 * 480) — with fewer credits the wallet tab opens (routing table); requested (pending, the member may withdraw it),
 * accepted (the session becomes VIP: exclusive, priced per minute), declined, stopped, disconnected. The member ends a
 * show after the End VIP modal; stop VIP ends it and hides the modal. vip-disconnect and a kick for this client mark
 * the member disconnected. The calls are the app's (`requestVip`, `stopVip`).
 */
export const vipMachine = setup({
  types: { context: {} as VipContext, events: {} as VipEvent, emitted: {} as VipEmitted },
  actors: {
    requestVip: fromPromise<unknown, VipRequest>(async () => {
      throw new Error("requestVip is provided by the app");
    }),
    stopVip: fromPromise<unknown, { auth: string }>(async () => {
      throw new Error("stopVip is provided by the app");
    }),
  },
  guards: {
    member: ({ context }) => !context.guest && context.auth !== null,
    enoughCredits: ({ event }) => event.type === "vip.request" && event.balance !== null && event.balance >= VIP_MIN_CREDITS,
    vipSession: ({ event }) => event.type === "vip.room.opened" && event.vip,
    /** The same room by the same kind of visitor: a guest who logged in (or a member who logged out) is another. */
    sameVisitor: ({ context, event }) => event.type === "vip.room.opened" && event.performer === context.performer && event.guest === context.guest,
    ownClient: ({ context, event }) => "clientId" in event && context.clientId !== null && event.clientId === context.clientId,
    refusedForCredits: ({ event }) => errorLabel(errorOf(event)) === CHAT_ACTION_LABELS.noCredits,
  },
  actions: {
    logError: (_: unknown, _params: { message: string; error: unknown }) => {},
    open: assign(({ event }) => {
      if (event.type !== "vip.room.opened") return {};
      const { performer, auth, clientId, guest, price } = event;
      return { ...fresh, performer, auth, clientId, guest, price };
    }),
    /** A rejoin: the new auth and client; the show's state stays. */
    reauth: assign(({ event }) => (event.type === "vip.room.opened" ? { auth: event.auth, clientId: event.clientId } : {})),
    close: assign(() => fresh),
    clearError: assign({ error: () => null }),
    fail: assign({ error: ({ event }) => errorLabel(errorOf(event)) }),
    tooFewCredits: assign({ error: () => CHAT_ACTION_LABELS.noCredits }),
    start: assign(({ context, event }) =>
      event.type === "socket.chat.vipAccepted" ? { startedAt: event.startedAt ?? null, price: event.price ?? context.price, error: null } : {},
    ),
    askForCredits: emit({ type: "vip.noCredits" as const }),
    confirmEnd: emit({ type: "vip.confirmEnd" as const }),
    announceEnded: emit({ type: "vip.ended" as const }),
    announceStarted: emit({ type: "vip.started" as const }),
  },
}).createMachine({
  id: "vip",
  context: fresh,
  initial: "closed",
  states: {
    closed: {
      on: {
        "vip.room.opened": [
          { guard: "vipSession", target: "open.accepted", actions: "open" },
          { target: "open", actions: "open" },
        ],
      },
    },
    open: {
      initial: "idle",
      on: {
        "vip.room.opened": [
          { guard: "sameVisitor", actions: "reauth" },
          { target: ".idle", actions: "open" },
        ],
        "vip.room.closed": { target: "closed", actions: ["close", "announceEnded"] },
        // §4 vip-disconnect or a kick for this client marks the member disconnected.
        "socket.chat.vipDisconnected": { guard: "ownClient", target: ".disconnected", actions: "announceEnded" },
        "socket.chat.kicked": { guard: "ownClient", target: ".disconnected", actions: "announceEnded" },
      },
      states: {
        idle: {
          on: {
            "vip.request": [
              { guard: not("member") },
              // §4 too few credits: the wallet tab opens (and the no-credits-for-VIP modal, routing table).
              { guard: not("enoughCredits"), actions: ["tooFewCredits", "askForCredits"] },
              { target: "requesting", actions: "clearError" },
            ],
          },
        },
        requesting: {
          invoke: {
            id: "requestVip",
            src: "requestVip",
            input: ({ context, event }) => ({ auth: context.auth ?? "", idempotencyKey: event.type === "vip.request" ? event.key : "" }),
            onDone: "requested",
            onError: [
              { guard: "refusedForCredits", target: "idle", actions: ["fail", "askForCredits"] },
              // §8 tip or VIP request failure: store the error and log.
              { target: "idle", actions: ["fail", { type: "logError", params: ({ event }) => ({ message: "Unable to request a VIP show", error: event.error }) }] },
            ],
          },
          // The answer may come before the call returns.
          on: { "socket.chat.vipAccepted": { target: "accepted", actions: "start" }, "socket.chat.vipDeclined": "declined" },
        },
        // §4 requested/pending: the performer decides.
        requested: {
          on: {
            // §4 accept-vip clears the requested flag (the chat session adds its message to the lane).
            "socket.chat.vipAccepted": { target: "accepted", actions: "start" },
            // §4 decline-vip clears the flag.
            "socket.chat.vipDeclined": "declined",
            "socket.chat.vipStopped": "declined",
            "vip.cancel": "cancelling",
          },
        },
        cancelling: {
          invoke: {
            id: "cancelVip",
            src: "stopVip",
            input: ({ context }) => ({ auth: context.auth ?? "" }),
            onDone: "idle",
            onError: { target: "requested", actions: { type: "logError", params: ({ event }) => ({ message: "Unable to withdraw the VIP request", error: event.error }) } },
          },
          on: { "socket.chat.vipAccepted": { target: "accepted", actions: "start" }, "socket.chat.vipDeclined": "idle" },
        },
        // The session is VIP: exclusive, priced per minute.
        accepted: {
          // Entered again after a failed stop: the show goes on (the routing table hears it after that `vip.ended`).
          entry: "announceStarted",
          on: {
            "vip.end": { actions: "confirmEnd" },
            "vip.stop": "stopping",
            "socket.chat.vipStopped": { target: "stopped", actions: "announceEnded" },
          },
        },
        stopping: {
          invoke: {
            id: "stopVip",
            src: "stopVip",
            input: ({ context }) => ({ auth: context.auth ?? "" }),
            // §4 stop VIP ends the session and hides the modal.
            onDone: { target: "stopped", actions: "announceEnded" },
            // §8 stop VIP failure: logged; the show goes on.
            onError: { target: "accepted", actions: ["announceEnded", { type: "logError", params: ({ event }) => ({ message: "Unable to stop the VIP show", error: event.error }) }] },
          },
          on: { "socket.chat.vipStopped": { target: "stopped", actions: "announceEnded" } },
        },
        declined: { on: { "vip.dismiss": "idle" } },
        stopped: { on: { "vip.dismiss": "idle" } },
        disconnected: { on: { "vip.dismiss": "idle" } },
      },
    },
  },
});
export type VipMachine = typeof vipMachine;
