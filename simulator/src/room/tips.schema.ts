import { Schema } from "effect";
import { TipGoal, TipMenuItem } from "@camstage/core";

/**
 * The performer's side of a room (issue 12) as world events: tips (§3 Tip), the cyber toy (§4 cybertoy, §9 toy tips),
 * the tip menu and the tip goal. A recorded run replays them like the rest of the room.
 */
const Performer = Schema.String;
const Credits = Schema.Int.check(Schema.isGreaterThan(0));

/**
 * §3 a tip: who gave it (a member, or a scenario's fake tipper with no member), how much and of which kind (the tip
 * action's flag), its message, whether the room sees it and the menu item it pays for. A member's tip carries its
 * idempotency key: a second tip under the same key changes nothing (ARCHITECTURE §7 a double click never charges twice).
 */
export const ChatTipGiven = Schema.Struct({
  type: Schema.Literal("chat.tip.given"),
  performer: Performer,
  id: Schema.String,
  /** The tipper's chat client: a private tip reaches only it. */
  clientId: Schema.NullOr(Schema.String),
  member: Schema.NullOr(Schema.Int),
  sender: Schema.String,
  amount: Credits,
  kind: Schema.String,
  message: Schema.String,
  isPublic: Schema.Boolean,
  item: Schema.NullOr(Schema.String),
  key: Schema.NullOr(Schema.String),
  at: Schema.Number,
});
export type ChatTipGiven = typeof ChatTipGiven.Type;

/** §4 cybertoy: the performer switches her toy on or off (toy tips replace the normal tips while it is on, §9). */
export const ChatToySet = Schema.Struct({ type: Schema.Literal("chat.toy.set"), performer: Performer, active: Schema.Boolean });
export const ChatMenuSet = Schema.Struct({ type: Schema.Literal("chat.menu.set"), performer: Performer, items: Schema.Array(TipMenuItem) });
/** A new goal starts at 0; null removes it. */
export const ChatGoalSet = Schema.Struct({
  type: Schema.Literal("chat.goal.set"),
  performer: Performer,
  goal: Schema.NullOr(Schema.Struct({ title: TipGoal.fields.title, target: TipGoal.fields.target })),
});

export const TipWorldEvent = Schema.Union([ChatTipGiven, ChatToySet, ChatMenuSet, ChatGoalSet]);
export type TipWorldEvent = typeof TipWorldEvent.Type;

/** A tip as the room keeps it. */
export interface RoomTip {
  readonly id: string;
  readonly clientId: string | null;
  readonly member: number | null;
  readonly sender: string;
  readonly amount: number;
  readonly kind: string;
  readonly message: string;
  readonly isPublic: boolean;
  readonly item: string | null;
  readonly at: number;
}

/** §4 the performer's toy: switched on or not, and until when it vibrates for the toy tips so far (ms; null: still). */
export interface RoomToy {
  readonly active: boolean;
  readonly until: number | null;
}
