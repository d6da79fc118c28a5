import { Schema } from "effect";
import { defineWorld, type WorldOptions } from "./world/world";
import { WorldOwnEvent, type WorldEvent as DeclaredWorldEvent, type WorldState } from "./world/world.schema";
import { seedOwnState } from "./world/world.seed";
import { PaymentEvent } from "./payments/payment.schema";
import { PAYMENTS_FEATURE, seedPayments } from "./payments/payment.world";
import { DialInEvent } from "./dial-in/dial-in.schema";
import { DIAL_IN_FEATURE, seedDialIn } from "./dial-in/dial-in.world";
import { ChatWorldEvent } from "./room/chat.schema";
import { CHAT_FEATURE, seedChat } from "./room/chat.world";
import { InboxWorldEvent } from "./inbox/inbox.schema";
import { INBOX_FEATURE, seedInbox } from "./inbox/inbox.world";

/**
 * The simulated world (ARCHITECTURE §2): the world of world/ with every feature folder plugged in. This is the world's
 * composition root, above world/ and the features (world/world.features.ts says how a feature plugs in): every host,
 * test and scenario takes `createWorld` from here, so every world folds every event. A new feature adds its
 * `WorldFeature` to `FEATURES`, its seed to `seedWorld` and its event schema to `WorldEvent` (tsc checks the last two).
 */
const FEATURES = [PAYMENTS_FEATURE, DIAL_IN_FEATURE, CHAT_FEATURE, INBOX_FEATURE];

/** The whole seed state: the world's own (performers, categories, configuration, no member) and each feature's. */
export const seedWorld = (seed: number, options: WorldOptions = {}): WorldState => ({
  ...seedOwnState(seed, options), ...seedPayments(), ...seedDialIn(), ...seedChat(), ...seedInbox(),
});

export const { createWorld, replayWorld, reduceWorld, redactEvent, redactRecord, redactRecording } = defineWorld(seedWorld, FEATURES);

/** Every world event, to decode what comes from outside: a recording to replay, a scenario's steps. */
export const WorldEvent = Schema.Union([
  ...WorldOwnEvent.members, ...PaymentEvent.members, ...DialInEvent.members, ...ChatWorldEvent.members, ...InboxWorldEvent.members,
]);
export type WorldEvent = typeof WorldEvent.Type;
export const WorldRecord = Schema.Struct({ seq: Schema.Number, at: Schema.Number, event: WorldEvent });
export type WorldRecord = typeof WorldRecord.Type;
export const WorldRecording = Schema.Struct({ seed: Schema.Number, events: Schema.Array(WorldRecord) });
export type WorldRecording = typeof WorldRecording.Type;

// The schema decodes exactly the events the features declared (world/world.schema.ts `WorldEvents`): tsc fails here
// when a feature's events are missing from it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _everyEvent: Same<WorldEvent, DeclaredWorldEvent> = true;
