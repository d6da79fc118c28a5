import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { PlatformHttpError } from "../platform/platform-error";
import { CHAT_ACTION_LABELS } from "../platform/chat-endpoints";
import { connectTips, type TipsSnapshot } from "./room.connect";
import { tipsMachine, type TipsContext, type TipSend } from "./tips.machine";

const opened = { type: "tips.room.opened", performer: "Anna", auth: "a", guest: false, cybertoyActive: false, menu: [{ id: "d", label: "Dance", credits: 150 }], goal: null };
const refused = (label: string) => new PlatformHttpError({ method: "POST", path: "/chat/action" }, 400, label, { label });

const samples = {
  "tips.room.opened": [opened, { ...opened, guest: true }, { ...opened, performer: "Bea", cybertoyActive: true }],
  "tips.room.closed": [{ type: "tips.room.closed" }],
  "tips.send": [
    { type: "tips.send", flag: "kiss", amount: 150, balance: 1000, key: "k1" },
    { type: "tips.send", flag: "kiss", amount: 150, balance: 100, key: "k2" },
    { type: "tips.send", flag: "toy", amount: 300, balance: 1000, key: "k3" },
  ],
  "tips.custom.change": [{ type: "tips.custom.change", amount: "99" }, { type: "tips.custom.change", amount: "500", message: "for you", isPublic: false }],
  "tips.custom.submit": [{ type: "tips.custom.submit", balance: 1000, key: "k4" }, { type: "tips.custom.submit", balance: 200, key: "k5" }],
  "tips.dismiss": [{ type: "tips.dismiss" }],
  "socket.chat.cybertoy": [{ type: "socket.chat.cybertoy", active: true }, { type: "socket.chat.cybertoy", active: false }],
  "socket.chat.toyTip": [{ type: "socket.chat.toyTip", tip: { sender: "bob", amount: 150, intensity: "normal", duration: 3, at: 5 } }],
  "socket.chat.goal": [{ type: "socket.chat.goal", goal: { title: "Oil show", target: 5000, progress: 150 } }],
  "socket.chat.menu": [{ type: "socket.chat.menu", items: [] }],
  "xstate.done.actor.sendTip": [{ type: "xstate.done.actor.sendTip", output: true }],
  "xstate.error.actor.sendTip": [
    { type: "xstate.error.actor.sendTip", error: refused(CHAT_ACTION_LABELS.noCredits) },
    { type: "xstate.error.actor.sendTip", error: refused(CHAT_ACTION_LABELS.tipTooHigh) },
  ],
};

// What the guards read: a member's room, the toy, the form's amount, the performer (a rejoin of the same room).
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as TipsContext;
  return JSON.stringify([s.value, c.guest, c.toyActive, c.custom.amount, c.performer]);
};

describeModel("tips", {
  machine: tipsMachine,
  samples,
  serializeState,
  effects: () => ({ sendTip: controllable<unknown, TipSend>() }),
  expose: (snapshot) => connectTips(snapshot as TipsSnapshot, () => {}),
  states: {
    closed: (view) => expect(view).toMatchObject({ isOpen: false, sending: false, outcome: null }),
    "open.idle": (view) => expect(view).toMatchObject({ isOpen: true, sending: false }),
    // One tip on its way: the view disables the choices.
    "open.sending": (view) => expect(view).toMatchObject({ isOpen: true, sending: true }),
  },
});
