import type { World } from "../world/world";
import { createRng, hashString } from "../world/prng";
import { realTimers, type Timers } from "../timers";
import { conversationIn } from "./inbox.reducer";
import { performerMessage } from "./inbox-send";

/** What performers answer. */
export const REPLY_LINES = [
  "Hi honey, thanks for your message 😘",
  "Mmm, you made me smile 😊",
  "Come and see me in my room tonight 💋",
  "Tell me more about yourself…",
  "You are sweet! What would you like to see? 😉",
  "I was just thinking about you 💕",
] as const;
/** How long a performer takes to answer (ms). */
export const REPLY_DELAY_MS = { min: 2000, max: 4000 } as const;

export interface InboxRepliesOptions {
  readonly timers?: Timers;
  /** When the answer is written (ms): the host's clock. */
  readonly now: () => number;
}

/**
 * The reply bot (issue 13): while the world's `replies` switch is on, a performer answers a member's message after 2–4
 * s — she reads the member's messages, then writes one line. Delay and line come from the world's seed, the
 * conversation and the message that started the wait, so a run answers alike every time. Several messages before she answers get one
 * answer; a conversation someone answered meanwhile (QA, a replay) gets none; a reset cancels what is pending.
 * Returns the function that stops it.
 */
export const startInboxReplies = (world: World, options: InboxRepliesOptions): (() => void) => {
  const timers = options.timers ?? realTimers;
  const pending = new Map<number, unknown>();
  const cancelAll = () => {
    for (const handle of pending.values()) timers.clearTimeout(handle);
    pending.clear();
  };

  const answer = (conversationId: number, line: string) => {
    pending.delete(conversationId);
    const state = world.getState();
    const conversation = conversationIn(state.inbox, conversationId);
    if (!state.inbox.replies || conversation === undefined || conversation.messages.at(-1)?.sender !== "member") return;
    world.dispatch({ type: "inbox.read", conversation: conversationId, reader: "performer" });
    world.dispatch(performerMessage(world.getState(), conversation.member, conversation.performer, line, options.now()));
  };

  const unsubscribe = world.subscribe((state, { event }, previous) => {
    // Conversation ids start again after a reset: nothing pending belongs to the new world.
    if (event.type === "world.reset") return cancelAll();
    if (event.type !== "inbox.message.sent" || event.sender !== "member" || state === previous || !state.inbox.replies || pending.has(event.conversation)) return;
    const rng = createRng(hashString(`${state.seed}:inbox:${event.conversation}:${event.id}`));
    const delay = rng.int(REPLY_DELAY_MS.min, REPLY_DELAY_MS.max);
    const line = rng.pick(REPLY_LINES);
    pending.set(event.conversation, timers.setTimeout(() => answer(event.conversation, line), delay));
  });

  return () => {
    unsubscribe();
    cancelAll();
  };
};
