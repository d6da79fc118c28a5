import type { WorldEvent, WorldState } from "../world/world.schema";
import { roomIn } from "./chat-room";
import type { ChatTipGiven } from "./tips.schema";

/** What the performer says in her room when a tip reaches her goal. */
export const goalReachedText = (title: string) => `🎉 We reached the goal: ${title}! Thank you all 💕`;

/**
 * A tip as world events: the tip, and when it reaches the room's goal the performer saying so (once: the goal's
 * progress only grows until a new goal starts it again at 0). HTTP tips and the tip storm make their tips here.
 */
export const tipEvents = (state: WorldState, tip: ChatTipGiven): WorldEvent[] => {
  const goal = roomIn(state, tip.performer).goal;
  const reaches = goal !== null && goal.progress < goal.target && goal.progress + tip.amount >= goal.target;
  if (!reaches) return [tip];
  return [
    tip,
    {
      type: "chat.room.said", performer: tip.performer, id: `goal-${tip.id}`, messageType: "host", sender: tip.performer, text: goalReachedText(goal.title),
      clientId: null, clientMessageId: null, at: tip.at,
    },
  ];
};
