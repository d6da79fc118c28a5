import type { SnapshotFrom } from "xstate";
import type { TipFlag } from "../rules/tip.rules";
import type { roomTabMachine, RoomTab, RoomTabEvent } from "./room-tab.machine";
import type { tipsMachine } from "./tips.machine";
import type { TipsEvent } from "./tips.schema";
import type { vipMachine } from "./vip.machine";
import type { VipEvent } from "./vip.schema";

export type TipsSnapshot = SnapshotFrom<typeof tipsMachine>;
export type VipSnapshot = SnapshotFrom<typeof vipMachine>;
export type RoomTabSnapshot = SnapshotFrom<typeof roomTabMachine>;

/** What the tips tab shows and asks (ARCHITECTURE §5). `balance` is the credits flow's; `key` a fresh idempotency key. */
export function connectTips(snapshot: TipsSnapshot, send: (event: TipsEvent) => void) {
  const c = snapshot.context;
  return {
    isOpen: !snapshot.matches("closed"),
    sending: snapshot.matches({ open: "sending" }),
    toyActive: c.toyActive,
    toyReaction: c.toyReaction,
    menu: c.menu,
    goal: c.goal,
    custom: c.custom,
    outcome: c.outcome,
    tip: (tip: { flag: TipFlag; amount: number; item?: string }, balance: number | null, key: string) =>
      send({ type: "tips.send", flag: tip.flag, amount: tip.amount, ...(tip.item === undefined ? {} : { item: tip.item }), balance, key }),
    changeCustom: (change: { amount?: string; message?: string; isPublic?: boolean }) => send({ type: "tips.custom.change", ...change }),
    submitCustom: (balance: number | null, key: string) => send({ type: "tips.custom.submit", balance, key }),
    dismiss: () => send({ type: "tips.dismiss" }),
  };
}
export type TipsConnect = ReturnType<typeof connectTips>;

export type VipState = "idle" | "requesting" | "requested" | "cancelling" | "accepted" | "stopping" | "declined" | "stopped" | "disconnected";
const VIP_STATES: readonly VipState[] = ["idle", "requesting", "requested", "cancelling", "accepted", "stopping", "declined", "stopped", "disconnected"];

/** What the VIP tab shows and asks (ARCHITECTURE §5). */
export function connectVip(snapshot: VipSnapshot, send: (event: VipEvent) => void) {
  const c = snapshot.context;
  const state: VipState = VIP_STATES.find((s) => snapshot.matches({ open: s })) ?? "idle";
  return {
    isOpen: !snapshot.matches("closed"),
    performer: c.performer,
    state,
    /** The session is VIP (exclusive, priced per minute): the show is on. */
    inShow: state === "accepted" || state === "stopping",
    price: c.price,
    startedAt: c.startedAt,
    error: c.error,
    request: (balance: number | null, key: string) => send({ type: "vip.request", balance, key }),
    cancel: () => send({ type: "vip.cancel" }),
    end: () => send({ type: "vip.end" }),
    stop: () => send({ type: "vip.stop" }),
    dismiss: () => send({ type: "vip.dismiss" }),
  };
}
export type VipConnect = ReturnType<typeof connectVip>;

export function connectRoomTab(snapshot: RoomTabSnapshot, send: (event: RoomTabEvent) => void) {
  return { tab: snapshot.context.tab, select: (tab: RoomTab) => send({ type: "roomTab.select", tab }) };
}
