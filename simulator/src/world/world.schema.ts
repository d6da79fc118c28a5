import { Schema } from "effect";
import { MemberEvent, type OutboxMail, type WorldMember } from "./member.schema";
import { ConfigurationEvent } from "./configuration-events.schema";
import { PerformerStatus, type Album, type Category, type Configuration, type GeoInfo, type PerformerProfile } from "@camstage/core";

/**
 * World events (ARCHITECTURE §2 simulator/world): everything that changes the simulated platform is one of these,
 * folded onto the seed state by the reducer. Dot-namespaced like the core's events.
 */
export const PerformerStatusSet = Schema.Struct({
  type: Schema.Literal("performer.status.set"),
  username: Schema.String,
  status: PerformerStatus,
});
export type PerformerStatusSet = typeof PerformerStatusSet.Type;

export const WorldReset = Schema.Struct({ type: Schema.Literal("world.reset") });
export type WorldReset = typeof WorldReset.Type;

/** Moves the world clock (used by "new cams" and last-session times); never reads the wall clock. */
export const WorldClockAdvance = Schema.Struct({ type: Schema.Literal("world.clock.advance"), ms: Schema.Number });
export type WorldClockAdvance = typeof WorldClockAdvance.Type;

/** The events the world folds itself: the ones above, the members' and the configuration's. */
export const WorldOwnEvent = Schema.Union([PerformerStatusSet, WorldReset, WorldClockAdvance, ...MemberEvent.members, ...ConfigurationEvent.members]);
export type WorldOwnEvent = typeof WorldOwnEvent.Type;

/**
 * Every world event, by the folder that declares it: the world's own here, and each feature folder's added by the
 * feature (declaration merging, see world.features.ts). `WorldEvent` is their union, one type for every folder.
 */
export interface WorldEvents {
  readonly world: WorldOwnEvent;
}
export type WorldEvent = WorldEvents[keyof WorldEvents];

/** One recorded event: `at` is the world clock when it was applied, so a recording replays exactly. */
export interface WorldRecord {
  readonly seq: number;
  readonly at: number;
  readonly event: WorldEvent;
}
export interface WorldRecording {
  readonly seed: number;
  readonly events: readonly WorldRecord[];
}

/** A performer as the world holds it: the §3 profile plus what only the simulator needs. */
export interface WorldPerformer {
  readonly profile: PerformerProfile;
  /** §3 filter catalogue penisSize (1-4); null where it does not apply. */
  readonly penisSize: number | null;
  readonly albums: readonly Album[];
}

/** What the world itself holds, made by its seed (world.seed.ts). */
export interface WorldOwnState {
  readonly seed: number;
  /** The world's own clock (ms since epoch). Fixed at seed time so runs are deterministic. */
  readonly clock: number;
  readonly performers: readonly WorldPerformer[];
  readonly categories: readonly Category[];
  /** §3 the white-label configuration; its `promotions` change through `configuration.promotion.set|removed`, the whole
   * of it through QA's `configuration.replaced|restored`. */
  readonly configuration: Configuration;
  readonly geo: GeoInfo;
  /** Registered members, in id order (deleted ones stay: their e-mail keeps answering badRequest.login.deleted). */
  readonly members: readonly WorldMember[];
  /** Mails sent, oldest first. */
  readonly outbox: readonly OutboxMail[];
}

/**
 * The whole state: the world's own and what each feature folder adds (its `*.world.ts` declares its fields here, as
 * it does its events in `WorldEvents`: payments `wallet`, `payments`; dial-in `ivrSessions`; chat `rooms`,
 * `chatSettings`; inbox `inbox`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declaration merging
export interface WorldState extends WorldOwnState {}
