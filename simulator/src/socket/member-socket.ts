import type { World } from "../world/world";
import type { WorldMember } from "../world/member.schema";
import type { WorldState } from "../world/world.schema";

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
}
export type MemberSocketEventName = keyof MemberSocketEvents;
export type MemberSocketEmit = <E extends MemberSocketEventName>(event: E, payload: MemberSocketEvents[E]) => void;

/** One accepted connection, as the wire binding exposes it. */
export interface MemberSocketConnection {
  readonly join: (room: string) => void;
  readonly emit: MemberSocketEmit;
  readonly disconnect: () => void;
}

/** The server side of the port (DESIGN §2): socket.io in the Node host, a fake in tests. */
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

/** Emits what changed for each member between two world states; members gone or deleted are disconnected. */
const relay = (server: MemberSocketServer, next: WorldState, previous: WorldState) => {
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
    if (after.credits !== before.credits) server.emitTo(room, "updated-credits", { credits: after.credits });
    for (const performerId of after.favourites) if (!before.favourites.includes(performerId)) server.emitTo(room, "favourite-add", { performerId });
    for (const performerId of before.favourites) if (!after.favourites.includes(performerId)) server.emitTo(room, "favourite-remove", { performerId });
  }
};

/**
 * The §4 member socket, written once against a small port (DESIGN §2). Every change it announces is derived
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
