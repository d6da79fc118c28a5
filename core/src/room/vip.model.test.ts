import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { PlatformHttpError } from "../platform/platform-error";
import { CHAT_ACTION_LABELS } from "../platform/chat-endpoints";
import { connectVip, type VipSnapshot } from "./room.connect";
import { vipMachine, type VipContext, type VipRequest } from "./vip.machine";

const opened = { type: "vip.room.opened", performer: "Anna", auth: "a", clientId: "me", guest: false, vip: false, price: 50 };
const refused = (label: string) => new PlatformHttpError({ method: "POST", path: "/chat/action" }, 400, label, { label });

const samples = {
  "vip.room.opened": [opened, { ...opened, guest: true }, { ...opened, vip: true }, { ...opened, performer: "Bea" }],
  "vip.room.closed": [{ type: "vip.room.closed" }],
  "vip.request": [{ type: "vip.request", balance: 480, key: "k1" }, { type: "vip.request", balance: 479, key: "k2" }],
  "vip.cancel": [{ type: "vip.cancel" }],
  "vip.end": [{ type: "vip.end" }],
  "vip.stop": [{ type: "vip.stop" }],
  "vip.dismiss": [{ type: "vip.dismiss" }],
  "socket.chat.vipAccepted": [{ type: "socket.chat.vipAccepted", startedAt: 1000, price: 50 }],
  "socket.chat.vipDeclined": [{ type: "socket.chat.vipDeclined" }],
  "socket.chat.vipStopped": [{ type: "socket.chat.vipStopped" }],
  "socket.chat.vipDisconnected": [{ type: "socket.chat.vipDisconnected", clientId: "me" }, { type: "socket.chat.vipDisconnected", clientId: "other" }],
  "socket.chat.kicked": [{ type: "socket.chat.kicked", clientId: "me" }],
  "xstate.done.actor.requestVip": [{ type: "xstate.done.actor.requestVip", output: true }],
  "xstate.error.actor.requestVip": [
    { type: "xstate.error.actor.requestVip", error: refused(CHAT_ACTION_LABELS.noCredits) },
    { type: "xstate.error.actor.requestVip", error: refused(CHAT_ACTION_LABELS.vipRequested) },
  ],
  "xstate.done.actor.cancelVip": [{ type: "xstate.done.actor.cancelVip", output: true }],
  "xstate.error.actor.cancelVip": [{ type: "xstate.error.actor.cancelVip", error: "500" }],
  "xstate.done.actor.stopVip": [{ type: "xstate.done.actor.stopVip", output: true }],
  "xstate.error.actor.stopVip": [{ type: "xstate.error.actor.stopVip", error: "500" }],
};

const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as VipContext;
  return JSON.stringify([s.value, c.guest, c.performer, c.clientId]);
};

describeModel("VIP", {
  machine: vipMachine,
  samples,
  serializeState,
  effects: () => {
    const stopVip = controllable<unknown, { auth: string }>();
    return { requestVip: controllable<unknown, VipRequest>(), stopVip, cancelVip: stopVip };
  },
  expose: (snapshot) => connectVip(snapshot as VipSnapshot, () => {}),
  states: {
    closed: (view) => expect(view).toMatchObject({ isOpen: false, inShow: false }),
    "open.idle": (view) => expect(view).toMatchObject({ isOpen: true, state: "idle", inShow: false }),
    "open.requesting": (view) => expect(view).toMatchObject({ state: "requesting", inShow: false }),
    "open.requested": (view) => expect(view).toMatchObject({ state: "requested", inShow: false }),
    "open.cancelling": (view) => expect(view).toMatchObject({ state: "cancelling", inShow: false }),
    // §4 accepted: the session is VIP, priced per minute.
    "open.accepted": (view) => expect(view).toMatchObject({ state: "accepted", inShow: true, price: 50 }),
    "open.stopping": (view) => expect(view).toMatchObject({ state: "stopping", inShow: true }),
    "open.declined": (view) => expect(view).toMatchObject({ state: "declined", inShow: false }),
    "open.stopped": (view) => expect(view).toMatchObject({ state: "stopped", inShow: false }),
    "open.disconnected": (view) => expect(view).toMatchObject({ state: "disconnected", inShow: false }),
  },
});
