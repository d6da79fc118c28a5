import { CHAT_TIPS, TOY_TIPS } from "@camstage/core";
import type { WorldState } from "../world/world.schema";
import type { World } from "../world/world";
import { createRng, hashString } from "../world/prng";
import { roomIn, roomKey } from "../room/chat-room";
import { tipEvents } from "../room/tips";
import { decideVip } from "../room/vip-show";
import { isOpen, type ChatScriptTarget } from "./chat.scenarios";
import { realTimers, type Timeline, type TimelineBeat, type Timers } from "./scenario";

/**
 * QA scenarios for the performer's side of a room (issue 12): a storm of tips from fake tippers, and the performer
 * answering the next VIP request. Everything they do is world events, relayed by the chat engine like a member's tips
 * and QA's decisions.
 */

export const TIP_STORM_RATE = { min: 1, max: 10, default: 2 } as const;
export const TIP_STORM_SECONDS = { min: 1, max: 300, default: 30 } as const;
/** The performer answers a VIP request this long after it arrives. */
export const VIP_ANSWER_MS = 2000;

const TIPPERS = ["BigTipper", "GoldenBoy", "Diamond_Dave", "RoseRoger", "LuckyLuuk", "Kees_NL", "Tom-UK", "HansW"] as const;
const TIP_LINES = ["", "", "For you 😘", "Keep going! 🔥", "Love the show", "💎💎💎", "You deserve it"] as const;

export interface TipStorm extends Timeline {
  readonly performer: string;
  readonly tips: number;
  readonly tippers: readonly string[];
  readonly durationMs: number;
}

/** What a storm's nth tip is, chosen when it is due: a toy tip while the toy is on (§9), else now and then a menu item, else a chat tip. */
const stormTip = (state: WorldState, performer: string, pick: number, menu: boolean) => {
  const room = roomIn(state, performer);
  if (room.toy.active) {
    const toy = TOY_TIPS[pick % TOY_TIPS.length]!;
    return { kind: "toy", amount: toy.amount, item: null };
  }
  if (menu && room.menu.length > 0) {
    const item = room.menu[pick % room.menu.length]!;
    return { kind: "menu", amount: item.credits, item: item.label };
  }
  const tip = CHAT_TIPS[pick % CHAT_TIPS.length]!;
  return { kind: tip.name, amount: tip.amount, item: null };
};

/**
 * Fake tippers tip in the room: `rate` public tips a second for `seconds` s, the smaller tips more often, each counted
 * towards the goal (the performer thanks the room when it is reached) and, while the toy is on, making it vibrate.
 * Who tips what depends only on the world's seed and the performer; no member is charged.
 */
export const tipStorm = (seed: number, target: ChatScriptTarget, rate: number, seconds: number): TipStorm => {
  const { performer, start, run } = target;
  const rng = createRng(hashString(`${seed}:tip-storm:${roomKey(performer)}`));
  const total = rate * seconds;
  const beats: TimelineBeat[] = Array.from({ length: total }, (_, n) => {
    const offsetMs = Math.floor((n * 1000) / rate);
    const sender = rng.pick(TIPPERS);
    const message = rng.pick(TIP_LINES);
    const pick = Math.min(rng.int(0, 5), rng.int(0, 5));
    const menu = rng.chance(0.25);
    return {
      offsetMs,
      events: (state) => {
        if (!isOpen(state, performer)) return [];
        const tip = stormTip(state, performer, pick, menu);
        return tipEvents(state, {
          type: "chat.tip.given", performer, id: `${run}-tip${n + 1}`, clientId: null, member: null, sender, ...tip, message, isPublic: true, key: null,
          at: start + offsetMs,
        });
      },
    };
  });
  return { name: `${performer}'s room: ${rate} tips a second for ${seconds} s`, performer, tips: total, tippers: TIPPERS, durationMs: seconds * 1000, beats };
};

/**
 * The performer accepts or declines the next VIP request in her room (or the one waiting) 2 s after it arrives; a
 * request withdrawn meanwhile is not answered, the next one is. Returns the cancel function; `onDone` runs once she
 * has answered.
 */
export const answerNextVipRequest = (
  world: World, performer: string, decision: "accept" | "decline", options: { now: () => number; timers?: Timers; onDone?: () => void },
): (() => void) => {
  const timers = options.timers ?? realTimers;
  let timer: unknown;
  const waiting = (state: WorldState) => roomIn(state, performer).vip?.state === "requested";
  const stop = () => {
    unsubscribe();
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  const answer = () => {
    timer = undefined;
    if (!waiting(world.getState())) return;
    const outcome = decideVip(world.getState(), performer, decision, options.now());
    if (outcome.ok) for (const event of outcome.events) world.dispatch(event);
    stop();
    options.onDone?.();
  };
  const arm = () => {
    timer ??= timers.setTimeout(answer, VIP_ANSWER_MS);
  };
  const unsubscribe = world.subscribe((state, record) => {
    if (record.event.type === "chat.vip.requested" && roomKey(record.event.performer) === roomKey(performer) && waiting(state)) arm();
  });
  if (waiting(world.getState())) arm();
  return stop;
};
