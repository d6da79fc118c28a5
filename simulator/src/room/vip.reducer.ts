import type { WorldState } from "../world/world.schema";
import { creditMember } from "../world/member.reducer";
import { memberKey, statusIn, withRoom } from "./chat-room";
import type { VipWorldEvent } from "./vip.schema";

/**
 * Folds the VIP events: one request per room at a time, recorded once per idempotency key; accepting it starts the
 * show (remembering the performer's status to return to); a charge takes credits from the show's member (never below
 * zero, §9); an end clears the room for the next request.
 */
export const reduceVip = (state: WorldState, event: VipWorldEvent): WorldState => {
  switch (event.type) {
    case "chat.vip.requested":
      return withRoom(state, event.performer, (room) => {
        const key = memberKey(event.member, event.key);
        if (room.vip !== null || room.keys.includes(key)) return room;
        return {
          ...room,
          keys: [...room.keys, key],
          vip: {
            state: "requested", clientId: event.clientId, member: event.member, requestedAt: event.at, startedAt: null, price: 0, charged: 0, paidUntil: null, resume: null,
          },
        };
      });
    case "chat.vip.accepted":
      return withRoom(state, event.performer, (room) =>
        room.vip?.state !== "requested" ? room : { ...room, vip: { ...room.vip, state: "accepted", startedAt: event.at, price: event.price, resume: statusIn(state, event.performer) ?? null } },
      );
    case "chat.vip.charged": {
      const charged = withRoom(state, event.performer, (room) =>
        room.vip?.state !== "accepted" || room.vip.member !== event.member
          ? room
          : { ...room, vip: { ...room.vip, charged: room.vip.charged + event.credits, paidUntil: event.until } },
      );
      return charged === state ? state : creditMember(charged, event.member, -event.credits);
    }
    case "chat.vip.ended":
      return withRoom(state, event.performer, (room) => (room.vip === null ? room : { ...room, vip: null }));
    case "chat.vip.priceSet":
      return withRoom(state, event.performer, (room) => (room.vipPrice === event.price ? room : { ...room, vipPrice: event.price }));
  }
};
