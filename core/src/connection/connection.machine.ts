import { assign, emit, fromPromise, not, setup } from "xstate";
import type { ConnectionEmitted, ConnectionEvent } from "./connection.schema";

export interface ConnectionContext {
  /** The member socket dropped for a reason it reconnects from (a guest has none: never down). */
  readonly socketDown: boolean;
  /** The last platform call could not reach the platform, and nothing has reached it since. */
  readonly platformDown: boolean;
  /** Failed probes since the outage began: each waits longer before the next. */
  readonly attempt: number;
}

/** Issue 14 (no §9 timing): a drop shorter than this goes unsaid; a visitor sees no flicker for a blip. */
export const CONNECTION_GRACE_MS = 1_500;
/** Issue 14: the first probe of an unreachable platform; each failed probe doubles it, up to the maximum. */
export const PROBE_FIRST_MS = 1_000;
export const PROBE_MAX_MS = 15_000;
/** Issue 14: how long "connected again" stays before the notice goes. */
export const RESTORED_NOTICE_MS = 4_000;

/** The socket.io reasons that are no outage: the site closed the socket, or the platform sent it away on purpose. */
const DELIBERATE_DISCONNECTS = ["io client disconnect", "io server disconnect"];
/** A refused handshake names a §8 label (`forbidden.token.invalid`): the platform answered, it is not down. */
const isRefusal = (message: string) => /^[a-z]+\.[A-Za-z.]+$/.test(message);

export const probeDelay = (attempt: number) => Math.min(PROBE_FIRST_MS * 2 ** attempt, PROBE_MAX_MS);

/**
 * Issue 14 the platform unreachable for a moment (a restart): the connection flow follows the platform client's reach
 * and the member socket's drops. After a short grace it says the site is reconnecting; while the platform cannot be
 * reached it probes it (`probe`, provided by the app: a light platform call), waiting longer after each failure; the
 * member socket reconnects by itself (socket.io). When both are back it says so for a moment and emits
 * `connection.restored`, so the flows that lost something while it was down (a message that could not be sent, an
 * unread count) catch up.
 */
export const connectionMachine = setup({
  types: { context: {} as ConnectionContext, events: {} as ConnectionEvent, emitted: {} as ConnectionEmitted },
  actors: {
    probe: fromPromise<unknown, void>(async () => {
      throw new Error("probe is provided by the app");
    }),
  },
  delays: {
    connectionGrace: CONNECTION_GRACE_MS,
    probeDelay: ({ context }) => probeDelay(context.attempt),
    restoredNotice: RESTORED_NOTICE_MS,
  },
  guards: {
    down: ({ context }) => context.socketDown || context.platformDown,
    dropped: ({ event }) => event.type === "socket.member.disconnected" && !DELIBERATE_DISCONNECTS.includes(event.reason),
    connectFailed: ({ event }) => event.type === "socket.member.error" && !isRefusal(event.message),
  },
  actions: {
    socketDown: assign({ socketDown: () => true }),
    socketUp: assign({ socketDown: () => false }),
    platformDown: assign({ platformDown: () => true }),
    platformUp: assign({ platformDown: () => false, attempt: () => 0 }),
    probeFailed: assign({ attempt: ({ context }) => context.attempt + 1 }),
    emitRestored: emit({ type: "connection.restored" as const }),
  },
}).createMachine({
  id: "connection",
  context: { socketDown: false, platformDown: false, attempt: 0 },
  initial: "online",
  on: {
    "socket.member.disconnected": { guard: "dropped", actions: "socketDown" },
    "socket.member.error": { guard: "connectFailed", actions: "socketDown" },
    "socket.member.connected": { actions: "socketUp" },
    "connection.socketClosed": { actions: "socketUp" },
    "platform.unreachable": { actions: "platformDown" },
    "platform.reachable": { actions: "platformUp" },
  },
  states: {
    online: { always: { guard: "down", target: "unsteady" } },
    /** Down, not said yet: back within the grace, nothing was shown. */
    unsteady: {
      always: { guard: not("down"), target: "online" },
      after: { connectionGrace: "reconnecting" },
    },
    /** Said: "reconnecting…". The member socket retries by itself; the platform is probed until it answers. */
    reconnecting: {
      always: { guard: not("down"), target: "restored", actions: "emitRestored" },
      initial: "waiting",
      states: {
        waiting: { after: { probeDelay: "probing" } },
        probing: {
          invoke: {
            id: "probe",
            src: "probe",
            onDone: { target: "waiting", actions: "platformUp" },
            onError: { target: "waiting", actions: "probeFailed" },
          },
        },
      },
    },
    /** Said: "connected again", for a moment. */
    restored: {
      always: { guard: "down", target: "unsteady" },
      after: { restoredNotice: "online" },
    },
  },
});
export type ConnectionMachine = typeof connectionMachine;
