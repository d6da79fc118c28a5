/// <reference lib="dom" />
// The QA console page's script (ARCHITECTURE §2 console/): console.script.ts bundles this module and what it imports into
// /simulator/console.js. Each panel's listeners are added when the page's markup is parsed, in the page's order.
import { messageOf, request, type QaIvrSession, type QaPayment, type QaPerformer, type QaWallet } from "./api";
import { $, inputOf, selectOf, toast } from "./dom";
import { wireConfiguration, wireInbox, wireOutage, wirePromotions, wireWorlds } from "./panels";
import { act, chatAct, load, refreshWorld, roomPath } from "./refresh";
import { renderRows } from "./world-view";

/** What a chat scenario answers (`POST /scenarios/chat-busy-room|chat-flood|tip-storm|vip-…`). */
interface ChatScenarioAnswer {
  readonly title: string;
  readonly performer: string;
  readonly viewers: readonly string[];
  readonly scheduled: number;
  readonly seconds: number;
  readonly rate: number;
}

const wirePerformersPaymentsAndCalls = () => {
  $("search").addEventListener("input", renderRows);
  $("status-filter").addEventListener("change", renderRows);
  $("rows").addEventListener("change", async (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.dataset.username) return;
    try {
      const result = await request<QaPerformer>("/performers/" + encodeURIComponent(select.dataset.username) + "/status", { method: "POST", body: JSON.stringify({ status: select.value }) });
      toast(result.username + " is now " + result.status);
      await load();
    } catch (error) {
      toast("Could not change status: " + messageOf(error));
    }
  });
  $("payments").addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLButtonElement) || !target.dataset.id) return;
    const id = target.dataset.id;
    const body = target.dataset.action === "pay" ? { outcome: "success" }
      : { outcome: "failed", reason: target.dataset.action === "cancel" ? 309 : Number(selectOf("fail-reason").value) };
    act<QaPayment>("/payments/" + encodeURIComponent(id), body, (p) => p.id + " is now " + p.status + (p.reason ? " (" + p.reason + ")" : ""));
  });
  $("dial-in").addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLButtonElement) || !target.dataset.session) return;
    const session = encodeURIComponent(target.dataset.session);
    if (target.dataset.action === "call") act<{ readonly session: string; readonly pin: string }>("/dial-in/" + session + "/call", {}, (r) => "Call on " + r.session + ": pin " + r.pin);
    else act<QaIvrSession & { readonly call: NonNullable<QaIvrSession["call"]> }>("/dial-in/" + session, { state: target.dataset.state }, (r) => r.session + " is now " + r.call.state);
  });
  $("scenarios").addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLButtonElement) || !target.dataset.scenario) return;
    act<{ readonly title: string; readonly pin?: string }>("/scenarios/" + target.dataset.scenario, {}, (r) => "Playing: " + r.title + (r.pin ? " · pin " + r.pin : ""));
  });
};

const wireChat = () => {
  $("rooms").addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLButtonElement) || !target.dataset.action) return;
    // Every room's button names its performer (rooms-view.ts).
    const { action, performer = "" } = target.dataset;
    if (action === "kick") {
      const who = target.dataset.member ? { member: Number(target.dataset.member) } : { nickname: target.dataset.nickname };
      chatAct<{ readonly kicked: number }>(roomPath(performer, "kick"), who, (r) => "Kicked " + r.kicked + " from " + performer + "'s room");
    } else if (action === "event") {
      chatAct<{ readonly sent: string }>(roomPath(performer, "event"), { type: target.dataset.type }, (r) => "Sent " + r.sent + " to " + performer + "'s room");
    } else if (action === "vip") {
      const { decision } = target.dataset;
      chatAct<{ readonly vip: { readonly state: string } | null }>(roomPath(performer, "vip"), { decision }, (r) => "VIP in " + performer + "'s room: " + decision + " → " + (r.vip ? r.vip.state : "ended"));
    } else if (action === "vip-price") {
      chatAct<{ readonly vipPrice: number }>(roomPath(performer, "vip-price"), { credits: Number(target.dataset.price) }, (r) => "VIP in " + performer + "'s room: " + r.vipPrice + " credits a minute");
    } else if (action === "toy") {
      chatAct<{ readonly active: boolean }>(roomPath(performer, "toy"), { active: target.dataset.active === "true" }, (r) => "Toy in " + performer + "'s room " + (r.active ? "on" : "off"));
    } else if (action === "drop") {
      chatAct<{ readonly dropped: number }>("/sockets/drop", { performer }, (r) => "Dropped the sockets of " + r.dropped + " chat client" + (r.dropped === 1 ? "" : "s") + " in " + performer + "'s room");
    }
  });
  $("rooms").addEventListener("submit", (event) => {
    event.preventDefault();
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const input = form.querySelector("input");
    const performer = form.dataset.performer;
    if (!input || !performer || input.value.trim() === "") return;
    const text = input.value;
    chatAct(roomPath(performer, "say"), { text }, () => {
      input.value = "";
      return performer + " said: " + text;
    });
  });
  $("chat-guest-set").addEventListener("click", () => {
    chatAct<{ readonly guestSeconds: number }>("/chat/settings", { guestSeconds: Number(inputOf("chat-guest-seconds").value) }, (c) => "Guests chat free for " + c.guestSeconds + " s");
  });
  $("chat-bots").addEventListener("change", () => {
    chatAct<{ readonly bots: boolean }>("/chat/settings", { bots: inputOf("chat-bots").checked }, (c) => "Chatter bots " + (c.bots ? "on" : "off"));
  });
  const chatTarget = () => {
    const performer = inputOf("chat-performer").value.trim();
    return performer ? { performer } : {};
  };
  $("chat-busy-room").addEventListener("click", () => {
    chatAct<ChatScenarioAnswer>("/scenarios/chat-busy-room", chatTarget(), (r) => "Busy room in " + r.performer + "'s room: " + r.viewers.join(", ") + ", " + r.scheduled + " messages over " + r.seconds + " s");
  });
  $("chat-flood").addEventListener("click", () => {
    const body = { ...chatTarget(), rate: Number(inputOf("flood-rate").value), seconds: Number(inputOf("flood-seconds").value) };
    chatAct<ChatScenarioAnswer>("/scenarios/chat-flood", body, (r) => "Flooding " + r.performer + "'s room: " + r.rate + " a second for " + r.seconds + " s (" + r.scheduled + " messages)");
  });
  $("chat-tip-storm").addEventListener("click", () => {
    chatAct<ChatScenarioAnswer>("/scenarios/tip-storm", chatTarget(), (r) => "Tip storm in " + r.performer + "'s room: " + r.rate + " a second for " + r.seconds + " s (" + r.scheduled + " tips)");
  });
  for (const decision of ["accepted", "declined"]) {
    $("chat-vip-" + decision).addEventListener("click", () => {
      chatAct<ChatScenarioAnswer>("/scenarios/vip-" + decision, chatTarget(), (r) => r.title);
    });
  }
};

const wireWalletResetAndRefresh = () => {
  const changeWallet = (key: "variant" | "provider") => () =>
    act<QaWallet>("/wallet", { [key]: selectOf("wallet-" + key).value }, (w) => "Wallet: " + w.variant + " variant, " + w.provider + " methods");
  $("wallet-variant").addEventListener("change", changeWallet("variant"));
  $("wallet-provider").addEventListener("change", changeWallet("provider"));
  $("reset").addEventListener("click", async () => {
    await request("/reset", { method: "POST", body: "{}" });
    toast("World reset to its seed");
    await load();
  });
  load().catch((error: unknown) => toast("Could not load performers: " + messageOf(error)));
  // Mails, members, payments, calls, rooms and events change from the site too: refresh them while the page is visible.
  setInterval(() => {
    if (document.visibilityState !== "visible") return;
    refreshWorld().catch(() => {});
  }, 3000);
};

const wireAll = () => {
  for (const wire of [
    () => {
      wirePerformersPaymentsAndCalls();
      wireChat();
      wireWalletResetAndRefresh();
    },
    wireInbox, wirePromotions, wireConfiguration, wireOutage, wireWorlds,
  ]) {
    wire();
  }
};
// The Node host's page runs this as a module script, once its markup is parsed; the static demo imports it after putting
// the markup in (console.browser.ts), when the document has long been loaded.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wireAll);
else wireAll();
