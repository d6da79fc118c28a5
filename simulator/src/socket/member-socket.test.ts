import { beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { Schema } from "effect";
import { MEMBER_SOCKET_WIRE } from "@camstage/core";
import { createWorld } from "../simulated-world";
import type { World } from "../world/world";
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

const sessionCreated = (id: string, member: number, idempotencyKey = id): WorldEvent => ({
  type: "payment.session.created", id, member, bundle: 104, credits: 3600, bonus: 10, cost: 4495, paymentMethod: "ideal", device: "desktop", idempotencyKey,
  createdAt: 0,
});
/** Every emitted payload must be what the §4 wire contract in core accepts. */
const expectWire = () => {
  for (const { event, payload } of sent) {
    if (event === "disconnect") continue;
    expect(() => Schema.decodeUnknownSync(MEMBER_SOCKET_WIRE[event])(payload)).not.toThrow();
  }
};

describe("member socket relay of payments", () => {
  it("sends bundle-bought, then updated-credits, once, to the paying member", () => {
    world.dispatch(sessionCreated("pay-1", 1));
    world.dispatch(sessionCreated("pay-2", 2));
    expect(sent).toEqual([]);
    world.dispatch({ type: "payment.session.settled", id: "pay-1", outcome: "success" });
    world.dispatch({ type: "payment.session.settled", id: "pay-1", outcome: "success" });
    world.dispatch({ type: "payment.session.settled", id: "pay-1", outcome: "failed", reason: 300 });
    expect(sent).toEqual([
      { to: "member:1", event: "bundle-bought", payload: { credits: 4200, bundle: 104, session: "pay-1" } },
      { to: "member:1", event: "updated-credits", payload: { credits: 4200 } },
    ]);
    expectWire();
  });

  it("sends payment-failed with the reason, and no credits", () => {
    world.dispatch(sessionCreated("pay-1", 2));
    world.dispatch({ type: "payment.session.settled", id: "pay-1", outcome: "failed", reason: 309 });
    world.dispatch({ type: "payment.session.settled", id: "pay-1", outcome: "success" });
    expect(sent).toEqual([{ to: "member:2", event: "payment-failed", payload: { reason: 309, session: "pay-1" } }]);
    expectWire();
  });
});

describe("member socket relay of dial-in calls", () => {
  const ivr = (session: string, member: number | null): WorldEvent => ({
    type: "ivr.session.created", session, fingerprint: "fp", member, callednumber: "+31", displaynumber: "0906", tariff: 0.8, ttl: 60, expiresAt: 60_000, flag: "nl",
  });

  it("follows the call's state on the socket of the member who confirmed the pin, crediting after ended", () => {
    world.dispatch(ivr("ivr-1", null));
    world.dispatch({ type: "dial-in.call.started", session: "ivr-1", pin: "1234", at: 0 });
    // Nobody to tell yet: a guest asked for the session and no pin was confirmed.
    expect(sent).toEqual([]);
    world.dispatch({ type: "dial-in.call.linked", session: "ivr-1", member: 1, username: "m1" });
    world.dispatch({ type: "dial-in.call.linked", session: "ivr-1", member: 1, username: "m1" });
    world.dispatch({ type: "dial-in.call.moved", session: "ivr-1", state: "in_call", at: 1_000 });
    world.dispatch({ type: "dial-in.call.moved", session: "ivr-1", state: "in_call", at: 2_000 });
    world.dispatch({ type: "dial-in.call.moved", session: "ivr-1", state: "ended", at: 66_500 });
    world.dispatch({ type: "dial-in.call.moved", session: "ivr-1", state: "expired", at: 70_000 });
    expect(sent).toEqual([
      { to: "member:1", event: "dial-in-status", payload: { state: "pending", session: "ivr-1" } },
      { to: "member:1", event: "dial-in-status", payload: { state: "in_call", session: "ivr-1" } },
      { to: "member:1", event: "dial-in-status", payload: { state: "ended", session: "ivr-1" } },
      { to: "member:1", event: "updated-credits", payload: { credits: 65 } },
    ]);
    expectWire();
  });

  it("tells the member who asked for the IVR session from the first ring", () => {
    world.dispatch(ivr("ivr-1", 2));
    world.dispatch({ type: "dial-in.call.started", session: "ivr-1", pin: "1234", at: 0 });
    world.dispatch({ type: "dial-in.call.moved", session: "ivr-1", state: "expired", at: 5_000 });
    expect(sent).toEqual([
      { to: "member:2", event: "dial-in-status", payload: { state: "pending", session: "ivr-1" } },
      { to: "member:2", event: "dial-in-status", payload: { state: "expired", session: "ivr-1" } },
    ]);
  });
});
