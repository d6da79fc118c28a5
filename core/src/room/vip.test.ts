import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { PlatformHttpError } from "../platform/platform-error";
import { CHAT_ACTION_LABELS } from "../platform/chat-endpoints";
import { settle } from "../testing/machine-model";
import { connectVip } from "./room.connect";
import { vipMachine, type VipRequest } from "./vip.machine";
import type { VipEmitted } from "./vip.schema";

const opened = { type: "vip.room.opened", performer: "Anna", auth: "auth-1", clientId: "me", guest: false, vip: false, price: 50 } as const;

const start = (request: () => Promise<unknown> = async () => true, stop: () => Promise<unknown> = async () => true) => {
  const calls: string[] = [];
  const emitted: VipEmitted[] = [];
  const actor = createActor(
    vipMachine.provide({
      actors: {
        requestVip: fromPromise<unknown, VipRequest>(({ input }) => {
          calls.push(`request ${input.idempotencyKey}`);
          return request();
        }),
        stopVip: fromPromise<unknown, { auth: string }>(() => {
          calls.push("stop");
          return stop();
        }),
      },
    }),
  ).start();
  actor.on("*", (event) => emitted.push(event as VipEmitted));
  return { actor, calls, emitted, view: () => connectVip(actor.getSnapshot(), actor.send) };
};

describe("VIP (§4)", () => {
  it("with fewer than 480 credits asks nothing and sends the member to the wallet", () => {
    const t = start();
    t.actor.send(opened);
    t.view().request(479, "k1");
    expect(t.calls).toEqual([]);
    expect(t.emitted).toEqual([{ type: "vip.noCredits" }]);
    expect(t.view()).toMatchObject({ state: "idle", error: CHAT_ACTION_LABELS.noCredits });
  });

  it("requested → accepted → the member ends it after the End VIP modal → stopped (the modal hides)", async () => {
    const t = start();
    t.actor.send(opened);
    t.view().request(480, "k1");
    t.view().request(480, "k2");
    await settle();
    expect(t.calls).toEqual(["request k1"]);
    expect(t.view().state).toBe("requested");
    t.actor.send({ type: "socket.chat.vipAccepted", startedAt: 1000, price: 240 });
    expect(t.view()).toMatchObject({ state: "accepted", inShow: true, startedAt: 1000, price: 240 });
    // §4 the session is VIP (the modal host stops locking the page).
    expect(t.emitted).toEqual([{ type: "vip.started" }]);
    t.view().end();
    expect(t.emitted).toEqual([{ type: "vip.started" }, { type: "vip.confirmEnd" }]);
    t.view().stop();
    await settle();
    expect(t.view().state).toBe("stopped");
    expect(t.emitted.at(-1)).toEqual({ type: "vip.ended" });
    t.view().dismiss();
    expect(t.view().state).toBe("idle");
  });

  it("a declined request shows its notice; a pending one can be withdrawn", async () => {
    const t = start();
    t.actor.send(opened);
    t.view().request(1000, "k1");
    await settle();
    t.actor.send({ type: "socket.chat.vipDeclined" });
    expect(t.view().state).toBe("declined");
    t.view().dismiss();
    t.view().request(1000, "k2");
    await settle();
    t.view().cancel();
    await settle();
    expect(t.calls).toEqual(["request k1", "request k2", "stop"]);
    expect(t.view().state).toBe("idle");
  });

  it("stores the platform's refusal (§8); its deduct label sends the member to the wallet", async () => {
    const refuse = (label: string) => async () => {
      throw new PlatformHttpError({ method: "POST", path: "/chat/action" }, 400, label, { label });
    };
    const t = start(refuse(CHAT_ACTION_LABELS.vipRequested));
    t.actor.send(opened);
    t.view().request(1000, "k1");
    await settle();
    expect(t.view()).toMatchObject({ state: "idle", error: CHAT_ACTION_LABELS.vipRequested });
    const u = start(refuse(CHAT_ACTION_LABELS.noCredits));
    u.actor.send(opened);
    u.view().request(1000, "k1");
    await settle();
    expect(u.emitted).toEqual([{ type: "vip.noCredits" }]);
  });

  it("vip-disconnect or a kick for this client marks the member; for another client nothing", async () => {
    const t = start();
    t.actor.send(opened);
    t.view().request(1000, "k1");
    await settle();
    t.actor.send({ type: "socket.chat.vipAccepted" });
    t.actor.send({ type: "socket.chat.vipDisconnected", clientId: "other" });
    expect(t.view().state).toBe("accepted");
    t.actor.send({ type: "socket.chat.vipDisconnected", clientId: "me" });
    expect(t.view().state).toBe("disconnected");
  });

  it("a rejoin with a VIP auth is in the show; a rejoin of the same room keeps the show", async () => {
    const t = start();
    t.actor.send({ ...opened, vip: true });
    expect(t.view().inShow).toBe(true);
    t.actor.send({ ...opened, auth: "auth-2" });
    expect(t.view().inShow).toBe(true);
    t.actor.send({ type: "vip.room.closed" });
    expect(t.view().isOpen).toBe(false);
  });

  it("a guest who logs in while in the room may request a show: the rejoin as a member opens the room afresh", async () => {
    const t = start();
    t.actor.send({ ...opened, guest: true, auth: "guest-auth" });
    t.view().request(1000, "k1");
    expect(t.calls).toEqual([]);
    t.actor.send({ ...opened, auth: "member-auth", clientId: "me-2" });
    t.view().request(1000, "k2");
    await settle();
    expect(t.calls).toEqual(["request k2"]);
    expect(t.view().state).toBe("requested");
  });

  it("a failed stop is logged and the show goes on (§8)", async () => {
    const t = start(async () => true, async () => {
      throw new Error("500");
    });
    t.actor.send({ ...opened, vip: true });
    t.view().stop();
    await settle();
    expect(t.view().state).toBe("accepted");
  });
});
