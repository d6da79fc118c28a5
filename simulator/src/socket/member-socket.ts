import type { World } from "../world/world";
import type { WorldMember } from "../world/member.schema";
import type { WorldState } from "../world/world.schema";
import { sessionCredits } from "../payments/payment.reducer";
import type { DialInCallStateName } from "../dial-in/dial-in.schema";
import type { MessageReadEvent, PrivateMessageEvent } from "@camstage/core";
import { inboxNotices } from "../inbox/inbox-relay";

/** The member socket's namespace (§4 socket events (member)); socket.io's path is `SOCKET_PATH`. */
export const MEMBER_NAMESPACE = "/member";
/** The one label a refused handshake carries, whatever was wrong with the token. */
export const MEMBER_SOCKET_REFUSED = "forbidden.token.invalid";

export const memberRoom = (memberId: number) => `member:${memberId}`;

/** What the simulator emits on the member socket, with its payload (§4). */
export interface MemberSocketEvents {
  readonly setCredits: { readonly credits: number };
  readonly "updated-credits": { readonly credits: number };
  readonly "favourite-add": { readonly performerId: number };
  readonly "favourite-remove": { readonly performerId: number };
  /** `credits`: everything the purchase added (credits plus bonus minutes at 60 each), the wallet's last purchase amount. */
  readonly "bundle-bought": { readonly credits: number; readonly bundle: number; readonly session: string };
  readonly "payment-failed": { readonly reason: number; readonly session: string };
  readonly "dial-in-status": { readonly state: DialInCallStateName; readonly session: string };
  /** A performer wrote to the member (issue 13). */
  readonly "private-message": PrivateMessageEvent;
  /** A performer read the member's messages. */
  readonly "message-read": MessageReadEvent;
}
export type MemberSocketEventName = keyof MemberSocketEvents;
export type MemberSocketEmit = <E extends MemberSocketEventName>(event: E, payload: MemberSocketEvents[E]) => void;

/** One accepted connection, as the wire binding exposes it. */
export interface MemberSocketConnection {
  readonly join: (room: string) => void;
  readonly emit: MemberSocketEmit;
  readonly disconnect: () => void;
}

/** The server side of the port (ARCHITECTURE §2): socket.io in the Node host, a fake in tests. */
export interface MemberSocketServer {
  readonly emitTo: <E extends MemberSocketEventName>(room: string, event: E, payload: MemberSocketEvents[E]) => void;
  readonly disconnectRoom: (room: string) => void;
}

/** Resolves a handshake token to the member it names; `undefined` refuses the connection. */
export type MemberTokenVerifier = (token: string) => Promise<WorldMember | undefined>;

export interface MemberSocket {
  /** Checks a handshake's `auth`; the member id to connect, or undefined to refuse with `MEMBER_SOCKET_REFUSED`. */
  readonly authenticate: (auth: unknown) => Promise<number | undefined>;
  /** Joins the member's room and sends the current credits; refuses a member deleted since the handshake. */
  readonly connect: (memberId: number, connection: MemberSocketConnection) => boolean;
  /** Stops following the world. */
  readonly dispose: () => void;
}

const tokenOf = (auth: unknown): string | undefined => {
  if (typeof auth !== "object" || auth === null || !("token" in auth)) return undefined;
  return typeof auth.token === "string" && auth.token.trim() !== "" ? auth.token : undefined;
};

/** §4 bundle-bought or payment-failed for each session that settled between two world states. */
const relayPayments = (server: MemberSocketServer, next: WorldState, previous: WorldState) => {
  if (next.payments === previous.payments) return;
  const before = new Map(previous.payments.map((p) => [p.id, p]));
  for (const session of next.payments) {
    if (session.status === "pending" || before.get(session.id)?.status !== "pending") continue;
    const room = memberRoom(session.member);
    if (session.status === "success") server.emitTo(room, "bundle-bought", { credits: sessionCredits(session), bundle: session.bundle, session: session.id });
    else server.emitTo(room, "payment-failed", { reason: session.reason ?? 100, session: session.id });
  }
};

/**
 * §4 dial-in-status whenever a call's state changes or it reaches a new member: the member whose pin confirmed it,
 * else the member who asked for the IVR session.
 */
const relayDialIn = (server: MemberSocketServer, next: WorldState, previous: WorldState) => {
  if (next.ivrSessions === previous.ivrSessions) return;
  const before = new Map(previous.ivrSessions.map((s) => [s.session, s]));
  for (const ivr of next.ivrSessions) {
    const was = before.get(ivr.session);
    if (ivr.call === null || was === ivr) continue;
    const recipient = ivr.call.member ?? ivr.member;
    const wasRecipient = was?.call ? (was.call.member ?? was.member) : null;
    if (recipient === null || (was?.call?.state === ivr.call.state && wasRecipient === recipient)) continue;
    server.emitTo(memberRoom(recipient), "dial-in-status", { state: ivr.call.state, session: ivr.session });
  }
};

/** Emits what changed for each member between two world states; members gone, deleted or with a new password are disconnected. */
const relayMembers = (server: MemberSocketServer, next: WorldState, previous: WorldState) => {
  if (next.members === previous.members) return;
  const now = new Map(next.members.map((m) => [m.id, m]));
  for (const before of previous.members) {
    const after = now.get(before.id);
    const room = memberRoom(before.id);
    // A world reset drops every member: their tokens name no one any more.
    if (after === undefined || after.deleted) {
      if (!before.deleted) server.disconnectRoom(room);
      continue;
    }
    if (after === before) continue;
    // A password change revoked the tokens the member's sockets were opened with (ARCHITECTURE §7).
    if (after.tokenGeneration !== before.tokenGeneration) {
      server.disconnectRoom(room);
      continue;
    }
    if (after.credits !== before.credits) server.emitTo(room, "updated-credits", { credits: after.credits });
    for (const performerId of after.favourites) if (!before.favourites.includes(performerId)) server.emitTo(room, "favourite-add", { performerId });
    for (const performerId of before.favourites) if (!after.favourites.includes(performerId)) server.emitTo(room, "favourite-remove", { performerId });
  }
};

/** §4 private-message and message-read for what the performers did in the inbox. */
const relayInbox = (server: MemberSocketServer, next: WorldState, previous: WorldState) => {
  for (const notice of inboxNotices(next, previous)) server.emitTo(memberRoom(notice.member), notice.event, notice.payload);
};

/** What the event settled or moved comes first, then the balance it changed (bundle-bought before updated-credits). */
const relay = (server: MemberSocketServer, next: WorldState, previous: WorldState) => {
  relayPayments(server, next, previous);
  relayDialIn(server, next, previous);
  relayInbox(server, next, previous);
  relayMembers(server, next, previous);
};

/**
 * The §4 member socket, written once against a small port (ARCHITECTURE §2). Every change it announces is derived
 * from world events, so HTTP calls, QA controls, scenarios and replays all reach connected members alike.
 */
export const createMemberSocket = (world: World, verify: MemberTokenVerifier, server: MemberSocketServer): MemberSocket => {
  const unsubscribe = world.subscribe((state, _record, previous) => relay(server, state, previous));
  return {
    authenticate: async (auth) => {
      const token = tokenOf(auth);
      if (token === undefined) return undefined;
      return (await verify(token))?.id;
    },
    connect: (memberId, connection) => {
      const member = world.getState().members.find((m) => m.id === memberId);
      if (member === undefined || member.deleted) {
        connection.disconnect();
        return false;
      }
      connection.join(memberRoom(memberId));
      connection.emit("setCredits", { credits: member.credits });
      return true;
    },
    dispose: unsubscribe,
  };
};
