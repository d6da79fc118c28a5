import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import type { WalletResponse } from "../domain/wallet.schema";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { connectWallet, type WalletSnapshot } from "./wallet.connect";
import { WALLET } from "./wallet.fixture";
import { walletPayment, type WalletContext } from "./wallet.context";
import { walletMachine } from "./wallet.machine";
import type { PaymentStart, PaymentStarted, WalletRequest } from "./wallet.schema";

const machine = walletMachine.provide({ actions: { openPayWindow: () => {}, navigatePayWindow: () => {}, closePayWindow: () => {} } });
const input = { keyPrefix: "tab1" };
const samples = {
  "wallet.open": [{ type: "wallet.open", locale: "nl", returnUrl: "/profile/anna", walletId: "w-1", onProfilePage: true }],
  "wallet.close": [{ type: "wallet.close" }],
  "wallet.retry": [{ type: "wallet.retry" }],
  "wallet.bundle.select": [{ type: "wallet.bundle.select", bundleId: 2 }],
  "wallet.method.select": [{ type: "wallet.method.select", methodId: "creditcard" }],
  "wallet.subOption.select": [{ type: "wallet.subOption.select", subOptionId: "ing" }],
  "wallet.pay": [{ type: "wallet.pay" }],
  "wallet.payWindow.closed": [{ type: "wallet.payWindow.closed" }],
  "wallet.payWindow.blocked": [{ type: "wallet.payWindow.blocked" }],
  "wallet.backToBundles": [{ type: "wallet.backToBundles" }],
  // Unnamed settlements: they settle the pending payment (named sessions are covered by the unit and property tiers).
  "socket.member.bundleBought": [{ type: "socket.member.bundleBought", credits: 900 }],
  "socket.member.paymentFailed": [{ type: "socket.member.paymentFailed", reason: 302 }],
  "xstate.done.actor.fetchWallet": [{ type: "xstate.done.actor.fetchWallet", output: WALLET }],
  "xstate.error.actor.fetchWallet": [{ type: "xstate.error.actor.fetchWallet", error: "500" }],
  "xstate.done.actor.startPayment": [
    { type: "xstate.done.actor.startPayment", output: { paymentURL: "https://pay.test/s/1" } },
    { type: "xstate.done.actor.startPayment", output: { paymentURL: "javascript:void 0" } },
  ],
  "xstate.error.actor.startPayment": [{ type: "xstate.error.actor.startPayment", error: "502" }],
};
// The graph keeps what the guards read (status, basket, a payable choice, a pending payment) and whether the
// wallet is still untouched; counters, ids and session lists are left out so the graph stays small.
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as WalletContext;
  const pristine = c.attempts === 0 && c.returnUrl === "";
  return JSON.stringify([s.value, pristine, c.paymentStatus, c.basket !== null, walletPayment(c).ok, c.pending !== null]);
};
describeModel("wallet", {
  machine,
  samples,
  input,
  serializeState,
  effects: () => ({ fetchWallet: controllable<WalletResponse, WalletRequest>(), startPayment: controllable<PaymentStarted, PaymentStart>() }),
  expose: (snapshot) => connectWallet(snapshot as WalletSnapshot, () => {}),
  states: {
    "drawer.closed": (view) => expect(view).toMatchObject({ isOpen: false, isLoading: false, canPay: false }),
    "drawer.loading": (view) => expect(view).toMatchObject({ isOpen: true, isLoading: true, canPay: false }),
    // §8 "Unable to load payment options", with a retry.
    "drawer.loadFailed": (view) => expect(view).toMatchObject({ isOpen: true, paymentOptionsFailed: true, canPay: false }),
    "drawer.shown": (view) => {
      expect(view).toMatchObject({ isOpen: true, isLoading: false, paymentOptionsFailed: false });
      // §5 pay only with a complete choice, from the choice panel, with no payment under way.
      expect(view.canPay).toBe(view.payWindow === "idle" && view.paymentStatus === "READY" && view.selectedBundleId !== null && view.payErrors.length === 0);
    },
    "payWindow.idle": (view) => expect([view.isPaying, view.isStartingPayment]).toEqual([false, false]),
    "payWindow.starting": (view) => expect([view.isPaying, view.isStartingPayment, view.canPay]).toEqual([true, true, false]),
    "payWindow.open": (view) => expect([view.isPaying, view.isStartingPayment, view.canPay]).toEqual([true, false, false]),
  },
});
