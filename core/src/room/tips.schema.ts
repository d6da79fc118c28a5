import { Schema } from "effect";
import { TipGoal, TipMenuItem } from "../domain/chat.schema";
import { CybertoyEvent, TipGoalEvent, TipMenuEvent, ToyTipEvent } from "../realtime/chat-socket.schema";

/** The balance the visitor's tip is weighed against (the credits flow's; null while unknown or for a guest). */
const Balance = Schema.NullOr(Schema.Finite);

/** The room a tip goes to, as the chat session tells it once joined (routing table: `chat.joined`). */
export const TipsRoomOpened = Schema.Struct({
  type: Schema.Literal("tips.room.opened"),
  performer: Schema.String,
  auth: Schema.String,
  guest: Schema.Boolean,
  cybertoyActive: Schema.Boolean,
  menu: Schema.Array(TipMenuItem),
  goal: Schema.NullOr(TipGoal),
});

export const TipsEvent = Schema.Union([
  TipsRoomOpened,
  Schema.Struct({ type: Schema.Literal("tips.room.closed") }),
  /**
   * A tip chosen from a listing, the toy tips or the menu (§9): its flag (§7), amount and menu item; `key` is the
   * idempotency key from the injected id source (ARCHITECTURE §7: a double click tips once).
   */
  Schema.Struct({
    type: Schema.Literal("tips.send"),
    flag: Schema.String,
    amount: Schema.Finite,
    item: Schema.optional(Schema.String),
    balance: Balance,
    key: Schema.String,
  }),
  /** §5 the custom tip form: amount (as typed), optional message, public or private. */
  Schema.Struct({
    type: Schema.Literal("tips.custom.change"),
    amount: Schema.optional(Schema.String),
    message: Schema.optional(Schema.String),
    isPublic: Schema.optional(Schema.Boolean),
  }),
  Schema.Struct({ type: Schema.Literal("tips.custom.submit"), balance: Balance, key: Schema.String }),
  /** The outcome line was read. */
  Schema.Struct({ type: Schema.Literal("tips.dismiss") }),
  CybertoyEvent,
  ToyTipEvent,
  TipGoalEvent,
  TipMenuEvent,
]).pipe(Schema.toTaggedUnion("type"));
export type TipsEvent = typeof TipsEvent.Type;

/** What the tips flow tells others: the balance does not cover the tip (routing table: the no-credits-for-tip modal). */
export type TipsEmitted = { type: "tips.noCredits"; amount: number };
