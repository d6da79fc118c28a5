import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { PlatformHttpError } from "../platform/platform-error";
import { CHAT_ACTION_LABELS } from "../platform/chat-endpoints";
import { settle } from "../testing/machine-model";
import { connectTips } from "./room.connect";
import { tipsMachine, type TipSend } from "./tips.machine";
import type { TipsEmitted } from "./tips.schema";

const opened = { type: "tips.room.opened", performer: "Anna", auth: "auth-1", guest: false, cybertoyActive: false, menu: [{ id: "d", label: "Dance", credits: 150 }], goal: null } as const;

const start = (answer: (input: TipSend) => Promise<unknown> = async () => true) => {
  const sent: TipSend[] = [];
  const emitted: TipsEmitted[] = [];
  const actor = createActor(
    tipsMachine.provide({
      actors: {
        sendTip: fromPromise<unknown, TipSend>(({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
    }),
  ).start();
  actor.on("*", (event) => emitted.push(event as TipsEmitted));
  const view = () => connectTips(actor.getSnapshot(), actor.send);
  return { actor, sent, emitted, view };
};

describe("tips (§3/§9)", () => {
  it("sends a quick tip once under its key, whatever the clicks while it is on its way", async () => {
    const t = start();
    t.actor.send(opened);
    t.view().tip({ flag: "kiss", amount: 150 }, 1000, "k1");
    t.view().tip({ flag: "kiss", amount: 150 }, 1000, "k2");
    expect(t.view().sending).toBe(true);
    await settle();
    expect(t.sent).toEqual([{ auth: "auth-1", idempotencyKey: "k1", tip: { username: "Anna", amount: 150, message: "", flag: "kiss", isPublic: true } }]);
    expect(t.view()).toMatchObject({ sending: false, outcome: { kind: "sent", amount: 150 } });
  });

  it("opens the no-credits-for-tip modal when the balance does not cover it, and sends nothing", () => {
    const t = start();
    t.actor.send(opened);
    t.view().tip({ flag: "diamond", amount: 2500 }, 2499, "k1");
    t.view().tip({ flag: "rose", amount: 50 }, null, "k2");
    expect(t.sent).toEqual([]);
    expect(t.emitted).toEqual([{ type: "tips.noCredits", amount: 2500 }, { type: "tips.noCredits", amount: 50 }]);
    expect(t.view().outcome).toEqual({ kind: "error", error: "tip.noCredits" });
  });

  it("refuses a custom tip of 99 and of 100001 with its key, and sends 100 with its message, privately", async () => {
    const t = start();
    t.actor.send(opened);
    t.view().changeCustom({ amount: "99" });
    t.view().submitCustom(5000, "k1");
    expect(t.view().custom.errors).toEqual(["tip.tooLow"]);
    t.view().changeCustom({ amount: "100001" });
    expect(t.view().custom.errors).toEqual([]);
    t.view().submitCustom(500000, "k2");
    expect(t.view().custom.errors).toEqual(["tip.tooHigh"]);
    t.view().changeCustom({ amount: " 100 ", message: " for you ", isPublic: false });
    t.view().submitCustom(5000, "k3");
    await settle();
    expect(t.sent.map((s) => s.tip)).toEqual([{ username: "Anna", amount: 100, message: "for you", flag: "custom", isPublic: false }]);
    // The form empties once its tip went out.
    expect(t.view().custom).toEqual({ amount: "", message: "", isPublic: true, errors: [] });
  });

  it("takes toy tips only while the toy is active, then no listed tips (§9)", async () => {
    const t = start();
    t.actor.send(opened);
    t.view().tip({ flag: "toy", amount: 300 }, 1000, "k1");
    expect(t.view().outcome).toEqual({ kind: "error", error: "tip.invalid" });
    t.actor.send({ type: "socket.chat.cybertoy", active: true });
    t.view().tip({ flag: "kiss", amount: 150 }, 1000, "k2");
    expect(t.sent).toEqual([]);
    t.view().tip({ flag: "toy", amount: 300 }, 1000, "k3");
    await settle();
    expect(t.sent.map((s) => [s.tip.flag, s.tip.amount])).toEqual([["toy", 300]]);
  });

  it("carries the menu item a tip pays for", async () => {
    const t = start();
    t.actor.send(opened);
    t.view().tip({ flag: "menu", amount: 150, item: "Dance" }, 1000, "k1");
    await settle();
    expect(t.sent[0]?.tip).toMatchObject({ flag: "menu", amount: 150, item: "Dance" });
  });

  it("stores the platform's refusal (§8), and its deduct label opens the no-credits modal", async () => {
    const refuse = (label: string) => async () => {
      throw new PlatformHttpError({ method: "POST", path: "/chat/action" }, 400, label, { label });
    };
    const t = start(refuse(CHAT_ACTION_LABELS.tipTooHigh));
    t.actor.send(opened);
    t.view().tip({ flag: "kiss", amount: 150 }, 1000, "k1");
    await settle();
    expect(t.view().outcome).toEqual({ kind: "error", error: CHAT_ACTION_LABELS.tipTooHigh });
    expect(t.emitted).toEqual([]);
    const u = start(refuse(CHAT_ACTION_LABELS.noCredits));
    u.actor.send(opened);
    u.view().tip({ flag: "kiss", amount: 150 }, 1000, "k1");
    await settle();
    expect(u.emitted).toEqual([{ type: "tips.noCredits", amount: 150 }]);
  });

  it("sends nothing for a guest or outside a room", () => {
    const t = start();
    t.view().tip({ flag: "kiss", amount: 150 }, 1000, "k1");
    t.actor.send({ ...opened, guest: true });
    t.view().tip({ flag: "kiss", amount: 150 }, 1000, "k2");
    expect(t.sent).toEqual([]);
  });

  it("follows the room: the toy's reaction, the goal, the menu; a closed room forgets them", () => {
    const t = start();
    t.actor.send(opened);
    t.actor.send({ type: "socket.chat.toyTip", tip: { sender: "bob", amount: 500, intensity: "hard", duration: 10, at: 9 } });
    t.actor.send({ type: "socket.chat.goal", goal: { title: "Oil show", target: 5000, progress: 650 } });
    t.actor.send({ type: "socket.chat.menu", items: [] });
    expect(t.view()).toMatchObject({ toyReaction: { sender: "bob", intensity: "hard", duration: 10 }, goal: { progress: 650 }, menu: [] });
    t.actor.send({ type: "tips.room.closed" });
    expect(t.view()).toMatchObject({ isOpen: false, toyReaction: null, goal: null });
  });
});
