/// <reference lib="dom" />
import {
  messageOf, request, type QaChatSettings, type QaIvrSession, type QaMail, type QaMember, type QaPayment, type QaPerformer, type QaRecording,
  type QaRoom, type QaRoomSummary, type QaScenario, type QaTrackerCall, type QaWallet,
} from "./api";
import { $ } from "./dom";
import { refreshConfiguration, refreshInbox, refreshOutage, refreshPromotions } from "./panels-view";
import { renderDialIn, renderPayments, renderWallet } from "./payments-view";
import { renderChatSettings, renderRooms } from "./rooms-view";
import {
  renderEvents, renderLivePerformers, renderMembers, renderOutbox, renderRows, renderScenarios, renderSummary, renderTracker, setPerformers,
} from "./world-view";

const refreshChat = async () => {
  const [list, settings] = await Promise.all([request<readonly QaRoomSummary[]>("/chat"), request<QaChatSettings>("/chat/settings")]);
  const rooms = await Promise.all(list.map((room) => request<QaRoom>("/chat/" + encodeURIComponent(room.performer))));
  renderChatSettings(settings);
  renderRooms(rooms);
};

/** Everything the site changes too: mails, members, payments, calls, rooms, events (refreshed every 3 s, main.ts). */
export const refreshWorld = async () => {
  const [recording, mails, members, payments, dialIn, wallet, tracker] = await Promise.all([
    request<QaRecording>("/events?last=50"), request<readonly QaMail[]>("/outbox"), request<readonly QaMember[]>("/members"),
    request<readonly QaPayment[]>("/payments"), request<readonly QaIvrSession[]>("/dial-in"), request<QaWallet>("/wallet"),
    request<readonly QaTrackerCall[]>("/tracker"), refreshChat(), refreshInbox(), refreshOutage(), refreshPromotions(), refreshConfiguration(),
  ]);
  renderEvents(recording);
  renderOutbox(mails);
  renderTracker(tracker);
  renderMembers(members);
  renderPayments(payments);
  renderDialIn(dialIn);
  renderWallet(wallet);
};

export const load = async () => {
  const [list, scenarios] = await Promise.all([request<readonly QaPerformer[]>("/performers"), request<readonly QaScenario[]>("/scenarios")]);
  setPerformers(list);
  renderSummary();
  renderRows();
  renderLivePerformers();
  renderScenarios(scenarios);
  await refreshWorld();
};

/** POSTs a QA call, says what it did (or its error) in the `where` live region, then refreshes the world. */
export const act = async <T>(path: string, body: unknown, done: (result: T) => string, where = "toast") => {
  try {
    const result = await request<T>(path, { method: "POST", body: JSON.stringify(body) });
    $(where).textContent = done(result);
  } catch (error) {
    $(where).textContent = messageOf(error);
  }
  await refreshWorld().catch(() => {});
};
export const chatAct = <T>(path: string, body: unknown, done: (result: T) => string) => act(path, body, done, "chat-toast");
export const roomPath = (performer: string, call: string) => "/chat/" + encodeURIComponent(performer) + "/" + call;
