import { Result, Schema } from "effect";
import type { World } from "../world/world";
import { modeOf } from "../room/chat-mode";
import { chatBusyRoom, chatFlood, FLOOD_RATE, FLOOD_SECONDS, type ChatScriptTarget } from "../scenarios/chat.scenarios";
import { answerNextVipRequest, TIP_STORM_RATE, TIP_STORM_SECONDS, tipStorm, VIP_ANSWER_MS } from "../scenarios/show.scenarios";
import { runTimeline, type Timeline, type Timers } from "../scenarios/scenario";
import { QA_LABELS, type QaLabel } from "./qa-errors";

export const CHAT_SCENARIO_NAMES = ["chat-busy-room", "chat-flood", "vip-accepted", "vip-declined", "tip-storm"] as const;
export type ChatScenarioName = (typeof CHAT_SCENARIO_NAMES)[number];
export const isChatScenario = (name: string): name is ChatScenarioName => (CHAT_SCENARIO_NAMES as readonly string[]).includes(name);

const Performer = Schema.String.check(Schema.isMinLength(1));
const between = (range: { readonly min: number; readonly max: number }) => Schema.Int.check(Schema.isBetween({ minimum: range.min, maximum: range.max }));

/** Body of `POST /simulator/api/scenarios/chat-busy-room`, `vip-accepted` and `vip-declined` (no performer: the first one in free chat). */
export const ChatBusyRoomBody = Schema.Struct({ performer: Schema.optional(Performer) });
/** Body of `POST /simulator/api/scenarios/chat-flood`: messages a second (1–200, 50) for seconds (1–600, 60). */
export const ChatFloodBody = Schema.Struct({ performer: Schema.optional(Performer), rate: Schema.optional(between(FLOOD_RATE)), seconds: Schema.optional(between(FLOOD_SECONDS)) });

/** Body of `POST /simulator/api/scenarios/tip-storm`: tips a second (1–10, 2) for seconds (1–300, 30). */
export const TipStormBody = Schema.Struct({
  performer: Schema.optional(Performer), rate: Schema.optional(between(TIP_STORM_RATE)), seconds: Schema.optional(between(TIP_STORM_SECONDS)),
});

const decodeBusyRoom = Schema.decodeUnknownResult(ChatBusyRoomBody);
const decodeFlood = Schema.decodeUnknownResult(ChatFloodBody);
const decodeTipStorm = Schema.decodeUnknownResult(TipStormBody);

/** How a planned scenario plays: until it ends (`onDone`), or is cancelled (the function it returns). */
export type PlayScenario = (options: { readonly timers?: Timers; readonly onDone: () => void }) => () => void;

/** A chat scenario ready to play, with the QA answer; or the refusal (400 bad body, 404 unknown performer, 409 room closed). */
export type ChatScenarioPlan =
  | { readonly ok: true; readonly title: string; readonly performer: string; readonly play: PlayScenario; readonly answer: Record<string, unknown> }
  | { readonly ok: false; readonly status: 400 | 404 | 409; readonly body: { readonly label: QaLabel; readonly error: string; readonly issue?: string } };

const refuse = (status: 400 | 404 | 409, label: QaLabel, error: string, issue?: string): ChatScenarioPlan => ({
  ok: false, status, body: { label, error, ...(issue === undefined ? {} : { issue }) },
});

/** The performer named (any live room: free, paid or VIP chat), or the first one in free chat. */
const performerFor = (world: World, named: string | undefined): { username: string } | ChatScenarioPlan => {
  if (named === undefined) {
    const first = world.getState().performers.find((p) => p.profile.onlineState === "free");
    return first === undefined ? refuse(409, QA_LABELS.scenarioTarget, "No performer is in free chat: name one that is live") : { username: first.profile.username };
  }
  const profile = world.findPerformer(named)?.profile;
  if (profile === undefined) return refuse(404, QA_LABELS.performer, `Unknown performer: ${named}`);
  if (modeOf(profile.onlineState) === null) return refuse(409, QA_LABELS.roomClosed, `${profile.username} is ${profile.onlineState}: her room is closed`);
  return { username: profile.username };
};

const timeline = (world: World, script: Timeline & { readonly performer: string }, answer: Record<string, unknown>): ChatScenarioPlan => ({
  ok: true, title: script.name, performer: script.performer, answer, play: (options) => runTimeline(world, script, options),
});

const planBusyRoom = (world: World, body: unknown, target: Omit<ChatScriptTarget, "performer">): ChatScenarioPlan => {
  const decoded = decodeBusyRoom(body ?? {});
  if (Result.isFailure(decoded)) return refuse(400, QA_LABELS.body, 'Expected {"performer"?: username}', decoded.failure.message);
  const performer = performerFor(world, decoded.success.performer);
  if ("ok" in performer) return performer;
  const script = chatBusyRoom(world.seed, { ...target, performer: performer.username });
  return timeline(world, script, { performer: script.performer, viewers: script.viewers, scheduled: script.messages, seconds: script.durationMs / 1000 });
};

const planFlood = (world: World, body: unknown, target: Omit<ChatScriptTarget, "performer">): ChatScenarioPlan => {
  const decoded = decodeFlood(body ?? {});
  if (Result.isFailure(decoded)) {
    return refuse(
      400,
      QA_LABELS.body,
      `Expected {"performer"?: username, "rate"?: ${FLOOD_RATE.min} to ${FLOOD_RATE.max} messages a second, "seconds"?: ${FLOOD_SECONDS.min} to ${FLOOD_SECONDS.max}}`,
      decoded.failure.message,
    );
  }
  const performer = performerFor(world, decoded.success.performer);
  if ("ok" in performer) return performer;
  const rate = decoded.success.rate ?? FLOOD_RATE.default;
  const seconds = decoded.success.seconds ?? FLOOD_SECONDS.default;
  const script = chatFlood({ ...target, performer: performer.username }, rate, seconds);
  return timeline(world, script, { performer: script.performer, rate, seconds, scheduled: script.messages });
};

const planTipStorm = (world: World, body: unknown, target: Omit<ChatScriptTarget, "performer">): ChatScenarioPlan => {
  const decoded = decodeTipStorm(body ?? {});
  if (Result.isFailure(decoded)) {
    return refuse(
      400,
      QA_LABELS.body,
      `Expected {"performer"?: username, "rate"?: ${TIP_STORM_RATE.min} to ${TIP_STORM_RATE.max} tips a second, "seconds"?: ${TIP_STORM_SECONDS.min} to ${TIP_STORM_SECONDS.max}}`,
      decoded.failure.message,
    );
  }
  const performer = performerFor(world, decoded.success.performer);
  if ("ok" in performer) return performer;
  const rate = decoded.success.rate ?? TIP_STORM_RATE.default;
  const seconds = decoded.success.seconds ?? TIP_STORM_SECONDS.default;
  const storm = tipStorm(world.seed, { ...target, performer: performer.username }, rate, seconds);
  return timeline(world, storm, { performer: storm.performer, rate, seconds, scheduled: storm.tips, tippers: storm.tippers });
};

/** §4 the performer answers the next VIP request in her room (or the one waiting) 2 s after it arrives. */
const planVipAnswer = (world: World, decision: "accept" | "decline", body: unknown, now: () => number): ChatScenarioPlan => {
  const decoded = decodeBusyRoom(body ?? {});
  if (Result.isFailure(decoded)) return refuse(400, QA_LABELS.body, 'Expected {"performer"?: username}', decoded.failure.message);
  const performer = performerFor(world, decoded.success.performer);
  if ("ok" in performer) return performer;
  const { username } = performer;
  return {
    ok: true,
    title: `${username} ${decision === "accept" ? "accepts" : "declines"} the next VIP request after ${VIP_ANSWER_MS / 1000} s`,
    performer: username,
    answer: { performer: username, decision, delayMs: VIP_ANSWER_MS },
    play: (options) => answerNextVipRequest(world, username, decision, { ...options, now }),
  };
};

/**
 * Plans a chat scenario from a QA body. `now` is the host's clock (the scripts' times run from it), `run` a prefix
 * unique to this run (the messages', tips' and fake viewers' ids).
 */
export const planChatScenario = (world: World, name: ChatScenarioName, body: unknown, now: () => number, run: string): ChatScenarioPlan => {
  const target = { start: now(), run };
  switch (name) {
    case "chat-busy-room":
      return planBusyRoom(world, body, target);
    case "chat-flood":
      return planFlood(world, body, target);
    case "tip-storm":
      return planTipStorm(world, body, target);
    case "vip-accepted":
      return planVipAnswer(world, "accept", body, now);
    case "vip-declined":
      return planVipAnswer(world, "decline", body, now);
  }
};
