import { Result, Schema } from "effect";
import type { World } from "../world/world";
import { modeOf } from "../chat/chat-mode";
import { chatBusyRoom, chatFlood, FLOOD_RATE, FLOOD_SECONDS, type ChatScript, type ChatScriptTarget } from "../scenarios/chat.scenarios";

export const CHAT_SCENARIO_NAMES = ["chat-busy-room", "chat-flood"] as const;
export type ChatScenarioName = (typeof CHAT_SCENARIO_NAMES)[number];
export const isChatScenario = (name: string): name is ChatScenarioName => (CHAT_SCENARIO_NAMES as readonly string[]).includes(name);

const Performer = Schema.String.check(Schema.isMinLength(1));
const between = (range: { readonly min: number; readonly max: number }) => Schema.Int.check(Schema.isBetween({ minimum: range.min, maximum: range.max }));

/** Body of `POST /simulator/api/scenarios/chat-busy-room` (no performer: the first one in free chat). */
export const ChatBusyRoomBody = Schema.Struct({ performer: Schema.optional(Performer) });
/** Body of `POST /simulator/api/scenarios/chat-flood`: messages a second (1–200, 50) for seconds (1–600, 60). */
export const ChatFloodBody = Schema.Struct({ performer: Schema.optional(Performer), rate: Schema.optional(between(FLOOD_RATE)), seconds: Schema.optional(between(FLOOD_SECONDS)) });

const decodeBusyRoom = Schema.decodeUnknownResult(ChatBusyRoomBody);
const decodeFlood = Schema.decodeUnknownResult(ChatFloodBody);

/** A chat scenario ready to play, with the QA answer; or the refusal (400 bad body, 404 unknown performer, 409 room closed). */
export type ChatScenarioPlan =
  | { readonly ok: true; readonly script: ChatScript; readonly answer: Record<string, unknown> }
  | { readonly ok: false; readonly status: 400 | 404 | 409; readonly body: { readonly error: string; readonly issue?: string } };

const refuse = (status: 400 | 404 | 409, error: string, issue?: string): ChatScenarioPlan => ({ ok: false, status, body: { error, ...(issue === undefined ? {} : { issue }) } });

/** The performer named (any live room: free, paid or VIP chat), or the first one in free chat. */
const performerFor = (world: World, named: string | undefined): { username: string } | ChatScenarioPlan => {
  if (named === undefined) {
    const first = world.getState().performers.find((p) => p.profile.onlineState === "free");
    return first === undefined ? refuse(409, "No performer is in free chat: name one that is live") : { username: first.profile.username };
  }
  const profile = world.findPerformer(named)?.profile;
  if (profile === undefined) return refuse(404, `Unknown performer: ${named}`);
  if (modeOf(profile.onlineState) === null) return refuse(409, `${profile.username} is ${profile.onlineState}: her room is closed`);
  return { username: profile.username };
};

/**
 * Plans `chat-busy-room` or `chat-flood` from a QA body. `start` is the host's clock (the messages' times run from it),
 * `run` a prefix unique to this run (the messages' and fake viewers' ids).
 */
export const planChatScenario = (world: World, name: ChatScenarioName, body: unknown, start: number, run: string): ChatScenarioPlan => {
  if (name === "chat-busy-room") {
    const decoded = decodeBusyRoom(body ?? {});
    if (Result.isFailure(decoded)) return refuse(400, 'Expected {"performer"?: username}', decoded.failure.message);
    const performer = performerFor(world, decoded.success.performer);
    if ("ok" in performer) return performer;
    const target: ChatScriptTarget = { performer: performer.username, start, run };
    const script = chatBusyRoom(world.seed, target);
    return { ok: true, script, answer: { performer: script.performer, viewers: script.viewers, scheduled: script.messages, seconds: script.durationMs / 1000 } };
  }
  const decoded = decodeFlood(body ?? {});
  if (Result.isFailure(decoded)) {
    return refuse(
      400,
      `Expected {"performer"?: username, "rate"?: ${FLOOD_RATE.min} to ${FLOOD_RATE.max} messages a second, "seconds"?: ${FLOOD_SECONDS.min} to ${FLOOD_SECONDS.max}}`,
      decoded.failure.message,
    );
  }
  const performer = performerFor(world, decoded.success.performer);
  if ("ok" in performer) return performer;
  const rate = decoded.success.rate ?? FLOOD_RATE.default;
  const seconds = decoded.success.seconds ?? FLOOD_SECONDS.default;
  const script = chatFlood({ performer: performer.username, start, run }, rate, seconds);
  return { ok: true, script, answer: { performer: script.performer, rate, seconds, scheduled: script.messages } };
};
