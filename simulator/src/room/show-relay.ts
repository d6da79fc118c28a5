import { TOY_TIPS, type ChatMessagePayload, type ChatTipPayload } from "@camstage/core";
import type { WorldState } from "../world/world.schema";
import { roomIn } from "./chat-room";
import type { RoomTip, TipWorldEvent } from "./tips.schema";
import type { VipEndReason, VipWorldEvent } from "./vip.schema";

/** Where the engine sends: a performer's room, or one client (its tabs' sockets). */
export interface ShowChannels {
  readonly emitTo: (channel: string, event: string, payload: unknown) => void;
  readonly room: (performer: string) => string;
  readonly client: (clientId: string) => string;
}

const tipPayload = (tip: RoomTip): ChatTipPayload => ({
  id: tip.id, sender: tip.sender, amount: tip.amount, tipType: tip.kind, message: tip.message, isPublic: tip.isPublic, at: tip.at,
  ...(tip.item === null ? {} : { item: tip.item }),
});

/** §4 accept-vip's lane message: a system line only the show's member sees. */
const vipStartedMessage = (performer: string, clientId: string, at: number, price: number): ChatMessagePayload => ({
  id: `vip-${clientId}-${at}`, messageType: "system", sender: performer, message: `Your VIP show with ${performer} has started: ${price} credits a minute.`, at,
});

/** §4 what the member hears when the request or show ends (nothing when the member withdrew it or left). */
const VIP_END_EVENTS: Record<VipEndReason, "decline-vip" | "stop-vip" | "vip-disconnect" | null> = {
  declined: "decline-vip", stopped: "stop-vip", no_credits: "stop-vip", disconnected: "vip-disconnect", cancelled: null, left: null,
};

/**
 * What a change of the room's tips, toy, menu, goal or VIP means for the sockets (§4 chat events): a public tip to the
 * room, a private one to its tipper only; a toy tip also `ft-tip` (§9 its vibration and intensity); the goal's
 * progress after each tip; `cybertoy`, `tip-menu` and `tip-goal` when the performer changes them; the VIP answers to
 * the member who asked (vip-disconnect to the room, naming the client, like a kick).
 */
export const relayShow = (channels: ShowChannels, state: WorldState, previous: WorldState, event: TipWorldEvent | VipWorldEvent): void => {
  const room = roomIn(state, event.performer);
  const before = roomIn(previous, event.performer);
  const { emitTo } = channels;
  const toRoom = channels.room(event.performer);
  switch (event.type) {
    case "chat.tip.given": {
      const tip = room.tips.at(-1);
      if (tip === undefined || tip.id !== event.id || before.tips.at(-1)?.id === event.id) return;
      if (tip.isPublic) emitTo(toRoom, "tip", tipPayload(tip));
      else if (tip.clientId !== null) emitTo(channels.client(tip.clientId), "tip", tipPayload(tip));
      const toy = TOY_TIPS.find((t) => t.amount === tip.amount);
      if (tip.kind === "toy" && toy !== undefined) {
        emitTo(toRoom, "ft-tip", { sender: tip.sender, amount: tip.amount, intensity: toy.intensity, duration: toy.vibration, at: tip.at });
      }
      if (room.goal !== null) emitTo(toRoom, "tip-goal", { goal: room.goal });
      return;
    }
    case "chat.toy.set":
      if (room.toy.active !== before.toy.active) emitTo(toRoom, "cybertoy", { active: room.toy.active });
      return;
    case "chat.menu.set":
      emitTo(toRoom, "tip-menu", { items: room.menu });
      return;
    case "chat.goal.set":
      emitTo(toRoom, "tip-goal", { goal: room.goal });
      return;
    case "chat.vip.accepted":
      if (room.vip?.state === "accepted" && before.vip?.state === "requested") {
        const { clientId, startedAt, price } = room.vip;
        emitTo(channels.client(clientId), "accept-vip", { message: vipStartedMessage(event.performer, clientId, event.at, price), startedAt: startedAt ?? event.at, price });
      }
      return;
    case "chat.vip.ended": {
      const ended = VIP_END_EVENTS[event.reason];
      if (before.vip === null || ended === null) return;
      if (ended === "vip-disconnect") emitTo(toRoom, ended, { clientId: before.vip.clientId });
      else emitTo(channels.client(before.vip.clientId), ended, {});
      return;
    }
    default:
      return;
  }
};
