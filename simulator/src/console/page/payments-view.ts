/// <reference lib="dom" />
import type { DialInCallStateName, DialInMove } from "../../dial-in/dial-in.schema";
import type { FailReason } from "../../payments/payment.schema";
import type { QaIvrSession, QaPayment, QaWallet } from "./api";
import { $, button, el, selectOf } from "./dom";

const REASONS: Readonly<Record<FailReason, string>> = { 100: "default", 299: "anti-fraud", 300: "failed", 302: "rejected", 308: "expired", 309: "cancelled" };

// Pending payments get Pay, Fail (with the reason chosen above) and Cancel (309); settled ones show how they ended.
export const renderPayments = (payments: readonly QaPayment[]) => {
  const rows = payments.map((p) => el("tr", {}, [
    el("td", { class: "id", text: p.id }),
    el("td", { class: "id", text: "#" + p.member }),
    el("td", { class: "id", text: String(p.bundle) }),
    el("td", {}, [el("span", { class: "pill " + p.status, text: p.status + (p.reason ? " " + p.reason + " " + REASONS[p.reason] : "") })]),
    el("td", {}, [p.status === "pending"
      ? el("div", { class: "row-actions" }, [
        button("Pay", "Settle " + p.id + " as paid", { action: "pay", id: p.id }),
        button("Fail", "Fail " + p.id + " with the chosen reason", { action: "fail", id: p.id }),
        button("Cancel", "Cancel " + p.id, { action: "cancel", id: p.id }),
      ])
      : el("span", { class: "summary", text: "settled" })]),
  ]));
  $("payments").replaceChildren(...(rows.length ? rows : [el("tr", {}, [el("td", { class: "empty", colspan: "5", text: "No payments yet: pay from the wallet on the site." })])]));
};

const MOVES: Readonly<Record<DialInCallStateName, readonly DialInMove[]>> = { pending: ["in_call", "ended", "expired"], in_call: ["ended"], ended: [], expired: [] };

export const renderDialIn = (sessions: readonly QaIvrSession[]) => {
  const rows = sessions.map((s) => {
    const call = s.call;
    const visitor = call && (call.member !== null || call.username) ? (call.member !== null ? "#" + call.member + " " : "") + (call.username || "") : (s.member !== null ? "#" + s.member : "guest " + s.fingerprint);
    const controls = call === null
      ? [button("Start call", "Start a call on " + s.session, { action: "call", session: s.session })]
      : MOVES[call.state].map((state) => button(state.replace("_", " "), "Move the call of " + s.session + " to " + state, { action: "move", session: s.session, state }));
    return el("tr", {}, [
      el("td", { class: "id", text: s.session }),
      el("td", { text: visitor }),
      el("td", { class: "pin", text: call ? call.pin : "–" }),
      el("td", {}, [call ? el("span", { class: "pill " + call.state, text: call.state + (call.state === "ended" ? " · " + call.credited + " credits" : "") }) : el("span", { class: "summary", text: "no call" })]),
      el("td", {}, [el("div", { class: "row-actions" }, controls)]),
    ]);
  });
  $("dial-in").replaceChildren(...(rows.length ? rows : [el("tr", {}, [el("td", { class: "empty", colspan: "5", text: "No IVR sessions yet: open the dial-in drawer on the site." })])]));
};

export const renderWallet = (wallet: QaWallet) => {
  selectOf("wallet-variant").value = wallet.variant;
  selectOf("wallet-provider").value = wallet.provider;
};
