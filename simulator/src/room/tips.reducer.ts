import { TOY_TIPS } from "@camstage/core";
import type { WorldState } from "../world/world.schema";
import { creditMember } from "../world/member.reducer";
import { ROOM_MESSAGE_LIMIT, type ChatRoom } from "./chat.schema";
import { memberKey, roomIn, withRoom } from "./chat-room";
import type { ChatTipGiven, RoomToy, TipWorldEvent } from "./tips.schema";

/** §9 how long a toy tip makes the toy vibrate (ms); 0 for any other amount. */
const toyVibrationMs = (amount: number) => (TOY_TIPS.find((t) => t.amount === amount)?.vibration ?? 0) * 1000;

/** Toy tips queue up: each vibrates after the ones before it. */
const vibrate = (toy: RoomToy, tip: ChatTipGiven): RoomToy =>
  tip.kind === "toy" ? { ...toy, until: Math.max(toy.until ?? tip.at, tip.at) + toyVibrationMs(tip.amount) } : toy;

const addTip = (room: ChatRoom, tip: ChatTipGiven): ChatRoom => {
  const { type: _type, performer: _performer, key, ...kept } = tip;
  const tips = [...room.tips, kept];
  return {
    ...room,
    tips: tips.length > ROOM_MESSAGE_LIMIT ? tips.slice(tips.length - ROOM_MESSAGE_LIMIT) : tips,
    keys: tip.member !== null && key !== null ? [...room.keys, memberKey(tip.member, key)] : room.keys,
    toy: vibrate(room.toy, tip),
    // Every tip counts towards the goal, public or private.
    goal: room.goal === null ? null : { ...room.goal, progress: room.goal.progress + tip.amount },
  };
};

/** A member's tip under a key already used in the room was given once: the repeat changes nothing. */
const isRepeat = (state: WorldState, tip: ChatTipGiven) =>
  tip.member !== null && tip.key !== null && roomIn(state, tip.performer).keys.includes(memberKey(tip.member, tip.key));

/** Folds the tip events: a tip takes its amount from its member (never below zero, §9) and moves the goal and the toy. */
export const reduceTips = (state: WorldState, event: TipWorldEvent): WorldState => {
  switch (event.type) {
    case "chat.tip.given": {
      if (isRepeat(state, event)) return state;
      const tipped = withRoom(state, event.performer, (room) => addTip(room, event));
      return event.member === null ? tipped : creditMember(tipped, event.member, -event.amount);
    }
    case "chat.toy.set":
      return withRoom(state, event.performer, (room) => (room.toy.active === event.active ? room : { ...room, toy: { active: event.active, until: event.active ? room.toy.until : null } }));
    case "chat.menu.set":
      return withRoom(state, event.performer, (room) => ({ ...room, menu: event.items }));
    case "chat.goal.set":
      return withRoom(state, event.performer, (room) => ({ ...room, goal: event.goal === null ? null : { ...event.goal, progress: 0 } }));
  }
};
