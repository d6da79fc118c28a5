import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { bindMemberSocket, followMemberSocket } from "./member-socket";
import { decodeMemberSocketPayload } from "./member-socket.schema";
import { fakePort } from "./member-socket.fixture";
import { memberSocketOptions } from "./member-socket.port";
import { MEMBER_SOCKET_WIRE_NAMES, MemberSocketEvent, failedPaymentOpensNoCredits, type MemberSocketWireName } from "./member-socket.schema";

function bind(connected = false) {
  const port = fakePort(connected);
  const events: MemberSocketEvent[] = [];
  const invalid: Array<[MemberSocketWireName, string]> = [];
  const unbind = bindMemberSocket(port, { onEvent: (e) => events.push(e), onInvalid: (wire, reason) => invalid.push([wire, reason]) });
  return { port, events, invalid, unbind };
}

describe("member socket", () => {
  it("turns every §4 wire event into its typed event", () => {
    const t = bind();
    t.port.emit("setCredits", { credits: 600 });
    t.port.emit("updated-credits", { credits: 540 });
    t.port.emit("favourite-add", { performerId: 7 });
    t.port.emit("favourite-remove", { performerId: 9 });
    t.port.emit("bundle-bought", { credits: 1800, bundle: 3, session: "p1" });
    t.port.emit("bundle-bought", { credits: 600 });
    t.port.emit("payment-failed", { reason: 308, session: "p2" });
    t.port.emit("failed-payment", { action: "pre-paid" });
    t.port.emit("dial-in-status", { state: "in_call", session: "s1" });
    t.port.emit("private-message", { id: 1, message: "hi", owner: { id: 3 } });
    t.port.emit("message-read", { conversation: 5 });
    expect(t.events).toEqual([
      { type: "socket.member.credits", credits: 600 },
      { type: "socket.member.credits", credits: 540 },
      { type: "socket.member.favourite", performerId: 7, favourite: true },
      { type: "socket.member.favourite", performerId: 9, favourite: false },
      { type: "socket.member.bundleBought", credits: 1800, bundle: 3, session: "p1" },
      { type: "socket.member.bundleBought", credits: 600 },
      { type: "socket.member.paymentFailed", reason: 308, session: "p2" },
      { type: "socket.member.failedPayment", action: "pre-paid" },
      { type: "socket.member.dialInStatus", state: "in_call", session: "s1" },
      { type: "socket.member.privateMessage", message: { id: 1, message: "hi", owner: { id: 3 } } },
      { type: "socket.member.messageRead", message: { conversation: 5 } },
    ]);
    expect(Object.keys(t.events[5] ?? {})).toEqual(["type", "credits"]);
    expect(t.invalid).toEqual([]);
    for (const event of t.events) expect(Schema.decodeUnknownSync(MemberSocketEvent)(event)).toEqual(event);
  });

  it("a bad payload is reported with the wire name and never delivered (§8)", () => {
    const t = bind();
    t.port.emit("setCredits", { credits: -5 });
    t.port.emit("updated-credits", { credits: "60" });
    t.port.emit("favourite-add", {});
    t.port.emit("bundle-bought", { credits: Number.NaN });
    t.port.emit("dial-in-status", { state: "ringing", session: "s" });
    t.port.emit("private-message", [1, 2]);
    t.port.emit("message-read");
    expect(t.events).toEqual([]);
    expect(t.invalid.map(([wire]) => wire)).toEqual(["setCredits", "updated-credits", "favourite-add", "bundle-bought", "dial-in-status", "private-message", "message-read"]);
    for (const [, reason] of t.invalid) expect(reason).not.toBe("");
  });

  it("connect, disconnect and connect_error pass through as typed events", () => {
    const t = bind();
    t.port.emit("connect");
    t.port.emit("disconnect", "transport close");
    t.port.emit("connect_error", new Error("xhr poll error"));
    expect(t.events).toEqual([
      { type: "socket.member.connected" },
      { type: "socket.member.disconnected", reason: "transport close" },
      { type: "socket.member.error", message: "xhr poll error" },
    ]);
  });

  it("a reason that cannot become a string still passes through (regression: a null-prototype object once threw)", () => {
    const t = bind();
    t.port.emit("disconnect", Object.create(null));
    t.port.emit("connect_error", undefined);
    expect(t.events).toEqual([
      { type: "socket.member.disconnected", reason: "[object Object]" },
      { type: "socket.member.error", message: "undefined" },
    ]);
  });

  it("binding an already connected socket reports the connection at once", () => {
    expect(bind(true).events).toEqual([{ type: "socket.member.connected" }]);
    expect(bind(false).events).toEqual([]);
  });

  it("unbind removes every listener it added, once, and leaves the socket open", () => {
    const t = bind();
    expect(t.port.count()).toBe(MEMBER_SOCKET_WIRE_NAMES.length + 3);
    const other = () => {};
    t.port.on("setCredits", other);
    t.unbind();
    t.unbind();
    expect(t.port.count()).toBe(1);
    t.port.emit("setCredits", { credits: 1 });
    t.port.emit("connect");
    expect(t.events).toEqual([]);
    expect(t.port.disconnected).toBe(0);
  });

  it("decodes a payload without a socket", () => {
    expect(decodeMemberSocketPayload("favourite-remove", { performerId: 4 })).toEqual(Result.succeed({ type: "socket.member.favourite", performerId: 4, favourite: false }));
    expect(Result.isFailure(decodeMemberSocketPayload("favourite-remove", { performerId: 4.5 }))).toBe(true);
  });

  it("knows the contract: §4 no-credits actions and the handshake", () => {
    expect(["interval", "pre-paid", "single", ""].map(failedPaymentOpensNoCredits)).toEqual([true, true, false, false]);
    expect(memberSocketOptions("tok")).toEqual({ path: "/socket.io", transports: ["websocket"], reconnection: true, timeout: 5_000, auth: { token: "tok" } });
  });
});

describe("the member socket follows the login", () => {
  const setup = (initial?: string) => {
    let token = initial;
    const listeners = new Set<() => void>();
    const opened: Array<{ token: string; port: ReturnType<typeof fakePort> }> = [];
    const events: MemberSocketEvent[] = [];
    const failures: unknown[] = [];
    let fail = false;
    const stop = followMemberSocket({
      token: () => token,
      onTokenChange: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      connect: async (t) => {
        if (fail) throw new Error("chunk failed");
        const port = fakePort();
        opened.push({ token: t, port });
        return port;
      },
      onEvent: (e) => events.push(e),
      onInvalid: () => undefined,
      onConnectFailure: (error) => failures.push(error),
    });
    const setToken = (next: string | undefined) => {
      token = next;
      for (const listener of [...listeners]) listener();
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return { opened, events, failures, stop, setToken, settle, failNext: () => (fail = true) };
  };

  it("opens nothing for a guest, opens on login and delivers the decoded events", async () => {
    const t = setup();
    await t.settle();
    expect(t.opened).toEqual([]);
    t.setToken("tok-1");
    await t.settle();
    expect(t.opened.map((o) => o.token)).toEqual(["tok-1"]);
    t.opened[0]?.port.emit("dial-in-status", { state: "pending", session: "s1" });
    expect(t.events).toEqual([{ type: "socket.member.dialInStatus", state: "pending", session: "s1" }]);
  });

  it("closes on logout and reopens for a new token; the old socket no longer delivers", async () => {
    const t = setup("tok-1");
    await t.settle();
    t.setToken("tok-2");
    await t.settle();
    const [first, second] = t.opened;
    expect(first?.port.disconnected).toBe(1);
    expect(first?.port.count()).toBe(0);
    first?.port.emit("setCredits", { credits: 1 });
    second?.port.emit("setCredits", { credits: 2 });
    expect(t.events).toEqual([{ type: "socket.member.credits", credits: 2 }]);
    t.setToken(undefined);
    expect(second?.port.disconnected).toBe(1);
  });

  it("closes a socket that opens after its token was already gone", async () => {
    const t = setup("tok-1");
    t.setToken(undefined);
    await t.settle();
    expect(t.opened[0]?.port.disconnected).toBe(1);
    expect(t.opened[0]?.port.count()).toBe(0);
  });

  it("reports a socket that cannot be opened; stop closes the current one", async () => {
    const t = setup();
    t.failNext();
    t.setToken("tok-1");
    await t.settle();
    expect(t.failures).toHaveLength(1);
    const u = setup("tok-2");
    await u.settle();
    u.stop();
    expect(u.opened[0]?.port.disconnected).toBe(1);
  });
});
