import { beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createWorld, type World } from "../world/world";
import type { WorldEvent } from "../world/world.schema";
import { createMemberSocket, memberRoom, type MemberSocket, type MemberSocketConnection, type MemberSocketEventName } from "./member-socket";

type Sent = { to: string; event: MemberSocketEventName | "disconnect"; payload?: unknown };

/** A fake of the server side of the port: records what reaches each room. */
const fakeServer = () => {
  const sent: Sent[] = [];
  return {
    sent,
    server: {
      emitTo: (room: string, event: MemberSocketEventName, payload: unknown) => void sent.push({ to: room, event, payload }),
      disconnectRoom: (room: string) => void sent.push({ to: room, event: "disconnect" }),
    },
  };
};

const fakeConnection = () => {
  const log: unknown[][] = [];
  const connection: MemberSocketConnection = {
    join: (room) => void log.push(["join", room]),
    emit: (event, payload) => void log.push(["emit", event, payload]),
    disconnect: () => void log.push(["disconnect"]),
  };
  return { log, connection };
};

const registered = (id: number): WorldEvent => ({ type: "member.registered", id, email: `m${id}@example.com`, username: `m${id}`, salt: "s", passwordHash: "h" });

let world: World;
let sent: Sent[];
let socket: MemberSocket;
let verified: string[];

beforeEach(() => {
  world = createWorld(1);
  world.dispatch(registered(1));
  world.dispatch(registered(2));
  const fake = fakeServer();
  sent = fake.sent;
  verified = [];
  socket = createMemberSocket(
    world,
    async (token) => {
      verified.push(token);
      return token === "good" ? world.getState().members[0] : undefined;
    },
    fake.server,
  );
});

describe("member socket handshake", () => {
  it("accepts a token the verifier accepts and refuses anything else", async () => {
    expect(await socket.authenticate({ token: "good" })).toBe(1);
    expect(await socket.authenticate({ token: "bad" })).toBeUndefined();
    for (const auth of [undefined, null, "good", {}, { token: 42 }, { token: "  " }]) expect(await socket.authenticate(auth)).toBeUndefined();
    // Only string tokens reach the verifier.
    expect(verified).toEqual(["good", "bad"]);
  });

  it("joins the member's room and sends the current credits", () => {
    world.dispatch({ type: "member.credited", id: 1, amount: 35, reason: "qa" });
    const { log, connection } = fakeConnection();
    expect(socket.connect(1, connection)).toBe(true);
    expect(log).toEqual([["join", "member:1"], ["emit", "setCredits", { credits: 35 }]]);
  });

  it("refuses a member deleted (or gone) since the handshake", () => {
    world.dispatch({ type: "member.deleted", id: 2 });
    for (const id of [2, 99]) {
      const { log, connection } = fakeConnection();
      expect(socket.connect(id, connection)).toBe(false);
      expect(log).toEqual([["disconnect"]]);
    }
  });
});

describe("member socket relay of world events", () => {
  it("sends updated-credits to the member's room when the credits change, and only then", () => {
    world.dispatch({ type: "member.credited", id: 1, amount: 120, reason: "welcome" });
    world.dispatch({ type: "member.credited", id: 1, amount: 120, reason: "welcome" });
    world.dispatch({ type: "member.credited", id: 2, amount: -10, reason: "qa" });
    world.dispatch({ type: "member.credited", id: 2, amount: 5, reason: "qa" });
    expect(sent).toEqual([
      { to: "member:1", event: "updated-credits", payload: { credits: 120 } },
      { to: "member:2", event: "updated-credits", payload: { credits: 5 } },
    ]);
  });

  it("sends favourite-add and favourite-remove when the favourites change", () => {
    world.dispatch({ type: "favourite.added", memberId: 1, performerId: 2001 });
    world.dispatch({ type: "favourite.added", memberId: 1, performerId: 2001 });
    world.dispatch({ type: "favourite.removed", memberId: 1, performerId: 2002 });
    world.dispatch({ type: "favourite.removed", memberId: 1, performerId: 2001 });
    expect(sent).toEqual([
      { to: "member:1", event: "favourite-add", payload: { performerId: 2001 } },
      { to: "member:1", event: "favourite-remove", payload: { performerId: 2001 } },
    ]);
  });

  it("ignores events that change nothing a member socket carries", () => {
    world.dispatch({ type: "member.verified", id: 1 });
    world.dispatch({ type: "member.username.changed", id: 1, username: "renamed" });
    world.dispatch({ type: "member.email.changed", id: 2, email: "new@example.com" });
    world.dispatch({ type: "mail.sent", to: "x@example.com", kind: "verification", subject: "s", link: "http://x/" });
    world.dispatch({ type: "world.clock.advance", ms: 1000 });
    world.dispatch(registered(3));
    expect(sent).toEqual([]);
  });

  it("disconnects a deleted member's sockets, and everyone's on a world reset", () => {
    world.dispatch({ type: "member.deleted", id: 2 });
    world.dispatch({ type: "member.deleted", id: 2 });
    expect(sent).toEqual([{ to: "member:2", event: "disconnect" }]);
    world.dispatch({ type: "world.reset" });
    expect(sent.slice(1)).toEqual([{ to: "member:1", event: "disconnect" }]);
  });

  it("stops after dispose", () => {
    socket.dispose();
    world.dispatch({ type: "member.credited", id: 1, amount: 10, reason: "qa" });
    expect(sent).toEqual([]);
  });

  it("lets a client that applies what it receives after setCredits follow the world exactly", () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant("member.credited" as const), id: fc.constantFrom(1, 2), amount: fc.integer({ min: -200, max: 200 }), reason: fc.constantFrom("qa" as const, "welcome" as const) }),
      fc.record({ type: fc.constant("favourite.added" as const), memberId: fc.constantFrom(1, 2), performerId: fc.integer({ min: 2001, max: 2005 }) }),
      fc.record({ type: fc.constant("favourite.removed" as const), memberId: fc.constantFrom(1, 2), performerId: fc.integer({ min: 2001, max: 2005 }) }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), fc.array(event, { maxLength: 40 }), (before, after) => {
        world.dispatch({ type: "world.reset" });
        world.dispatch(registered(1));
        world.dispatch(registered(2));
        for (const e of before) world.dispatch(e);
        const { log, connection } = fakeConnection();
        socket.connect(1, connection);
        const view = { credits: (log[1]![2] as { credits: number }).credits, favourites: new Set(world.getState().members[0]!.favourites) };
        sent.length = 0;
        for (const e of after) world.dispatch(e);
        for (const { to, event: name, payload } of sent.filter((s) => s.to === memberRoom(1))) {
          if (name === "updated-credits") view.credits = (payload as { credits: number }).credits;
          if (name === "favourite-add") view.favourites.add((payload as { performerId: number }).performerId);
          if (name === "favourite-remove") view.favourites.delete((payload as { performerId: number }).performerId);
          expect(to).toBe("member:1");
        }
        const member = world.getState().members[0]!;
        expect(view.credits).toBe(member.credits);
        expect([...view.favourites].sort()).toEqual([...member.favourites].sort());
      }),
      { numRuns: 200 },
    );
  });
});
