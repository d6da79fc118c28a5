import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, fromPromise } from "xstate";
import { CONNECTION_GRACE_MS, RESTORED_NOTICE_MS, connectionMachine, probeDelay } from "./connection.machine";
import { connectConnection } from "./connection.connect";

/** A connection flow on a simulated clock whose probe answers as `platformUp()` says at the time. */
const start = (platformUp: () => boolean = () => false) => {
  const clock = new SimulatedClock();
  const probes: number[] = [];
  const actor = createActor(
    connectionMachine.provide({
      actors: {
        probe: fromPromise<unknown, void>(async () => {
          probes.push(clock.now());
          if (!platformUp()) throw new Error("GET /common/configuration.json failed: Failed to fetch");
          return null;
        }),
      },
    }),
    { clock },
  );
  const restored: number[] = [];
  actor.on("connection.restored", () => restored.push(clock.now()));
  actor.start();
  const notice = () => connectConnection(actor.getSnapshot()).notice;
  return { actor, clock, probes, restored, notice };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("connection (issue 14)", () => {
  it("a blip shorter than the grace is never said", () => {
    const { actor, clock, notice, restored } = start();
    actor.send({ type: "platform.unreachable" });
    expect(connectConnection(actor.getSnapshot()).isDown).toBe(true);
    clock.increment(CONNECTION_GRACE_MS - 1);
    actor.send({ type: "platform.reachable" });
    clock.increment(CONNECTION_GRACE_MS);
    expect(notice()).toBe("none");
    expect(restored).toEqual([]);
  });

  it("says it is reconnecting after the grace, probes the platform longer apart each time, and says it is back", async () => {
    let up = false;
    const { actor, clock, notice, probes, restored } = start(() => up);
    actor.send({ type: "platform.unreachable" });
    clock.increment(CONNECTION_GRACE_MS);
    expect(notice()).toBe("reconnecting");
    for (const attempt of [0, 1, 2]) {
      clock.increment(probeDelay(attempt));
      await settle();
    }
    expect(probes).toEqual([CONNECTION_GRACE_MS + 1_000, CONNECTION_GRACE_MS + 3_000, CONNECTION_GRACE_MS + 7_000]);
    expect(notice()).toBe("reconnecting");
    up = true;
    clock.increment(probeDelay(3));
    await settle();
    expect(notice()).toBe("restored");
    expect(restored).toHaveLength(1);
    clock.increment(RESTORED_NOTICE_MS);
    expect(notice()).toBe("none");
  });

  it("the probe's wait never passes the maximum", () => {
    expect(probeDelay(0)).toBe(1_000);
    expect(probeDelay(4)).toBe(15_000);
    expect(probeDelay(40)).toBe(15_000);
  });

  it("any call that reaches the platform ends the outage at once, before the next probe", () => {
    const { actor, clock, notice, restored } = start();
    actor.send({ type: "platform.unreachable" });
    clock.increment(CONNECTION_GRACE_MS);
    actor.send({ type: "platform.reachable" });
    expect(notice()).toBe("restored");
    expect(restored).toHaveLength(1);
  });

  it("a dropped member socket is reconnecting until it connects again, even while the platform answers", async () => {
    const { actor, clock, notice, restored } = start(() => true);
    actor.send({ type: "socket.member.connected" });
    actor.send({ type: "socket.member.disconnected", reason: "transport close" });
    clock.increment(CONNECTION_GRACE_MS);
    expect(notice()).toBe("reconnecting");
    actor.send({ type: "socket.member.error", message: "websocket error" });
    clock.increment(probeDelay(0));
    await settle();
    actor.send({ type: "platform.reachable" });
    expect(notice()).toBe("reconnecting");
    actor.send({ type: "socket.member.connected" });
    expect(notice()).toBe("restored");
    expect(restored).toHaveLength(1);
  });

  it("a socket the site closed, the platform sent away or refused is no outage", () => {
    const { actor, clock, notice } = start();
    actor.send({ type: "socket.member.disconnected", reason: "io client disconnect" });
    actor.send({ type: "socket.member.disconnected", reason: "io server disconnect" });
    actor.send({ type: "socket.member.error", message: "forbidden.token.invalid" });
    clock.increment(CONNECTION_GRACE_MS * 2);
    expect(notice()).toBe("none");
    expect(connectConnection(actor.getSnapshot()).isDown).toBe(false);
  });

  it("logging out while the socket is down leaves nothing to wait for", () => {
    const { actor, clock, notice } = start();
    actor.send({ type: "socket.member.disconnected", reason: "ping timeout" });
    clock.increment(CONNECTION_GRACE_MS);
    expect(notice()).toBe("reconnecting");
    actor.send({ type: "connection.socketClosed" });
    expect(notice()).toBe("restored");
  });

  it("going down again while 'connected again' shows goes back through the grace", () => {
    const { actor, clock, notice } = start();
    actor.send({ type: "platform.unreachable" });
    clock.increment(CONNECTION_GRACE_MS);
    actor.send({ type: "platform.reachable" });
    actor.send({ type: "platform.unreachable" });
    expect(actor.getSnapshot().value).toBe("unsteady");
    expect(notice()).toBe("none");
    clock.increment(CONNECTION_GRACE_MS);
    expect(notice()).toBe("reconnecting");
  });
});
