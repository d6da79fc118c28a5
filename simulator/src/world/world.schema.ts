import { Schema } from "effect";
import { MemberEvent, type OutboxMail, type WorldMember } from "./member.schema";
import { PaymentEvent, type PaymentSession, type WalletSettings } from "../payments/payment.schema";
import { DialInEvent, type IvrRecord } from "../dial-in/dial-in.schema";
import { ChatWorldEvent, type ChatRoom, type ChatSettings } from "../chat/chat.schema";
import { InboxWorldEvent, type InboxState } from "../inbox/inbox.schema";
import { ConfigurationEvent } from "./configuration-events.schema";
import { PerformerStatus, type Album, type Category, type Configuration, type GeoInfo, type PerformerProfile } from "@camstage/core";

/**
 * World events (DESIGN §2 simulator/world): everything that changes the simulated platform is one of these,
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

export const WorldEvent = Schema.Union([
  PerformerStatusSet, WorldReset, WorldClockAdvance, ...MemberEvent.members, ...PaymentEvent.members, ...DialInEvent.members, ...ChatWorldEvent.members,
  ...InboxWorldEvent.members, ...ConfigurationEvent.members,
]);
export type WorldEvent = typeof WorldEvent.Type;

/** One recorded event: `at` is the world clock when it was applied, so a recording replays exactly. */
export const WorldRecord = Schema.Struct({ seq: Schema.Number, at: Schema.Number, event: WorldEvent });
export type WorldRecord = typeof WorldRecord.Type;
export const WorldRecording = Schema.Struct({ seed: Schema.Number, events: Schema.Array(WorldRecord) });
export type WorldRecording = typeof WorldRecording.Type;

/** A performer as the world holds it: the §3 profile plus what only the simulator needs. */
export interface WorldPerformer {
  readonly profile: PerformerProfile;
  /** §3 filter catalogue penisSize (1-4); null where it does not apply. */
  readonly penisSize: number | null;
  readonly albums: readonly Album[];
}

export interface WorldState {
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
  /** The wallet served by §7 GET /wallet: bundles, both providers' options, variant. */
  readonly wallet: WalletSettings;
  /** Payment sessions, oldest first. */
  readonly payments: readonly PaymentSession[];
  /** IVR sessions and their calls, oldest first. */
  readonly ivrSessions: readonly IvrRecord[];
  /** The chat rooms by the performer's lower-case username (only rooms someone joined or spoke in). */
  readonly rooms: Readonly<Record<string, ChatRoom>>;
  readonly chatSettings: ChatSettings;
  /** Every member's conversations with performers (issue 13), and the reply bot's switch. */
  readonly inbox: InboxState;
}
