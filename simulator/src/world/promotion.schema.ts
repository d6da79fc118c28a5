import { Schema } from "effect";

/**
 * §3 the white-label's promotions (configuration `promotions`, answered by /promotion/whitelabel by placement) as world
 * events, so QA switches them and a recording replays them.
 */
const Placement = Schema.String.check(Schema.isMinLength(1));

/** Adds the placement's promotion, or replaces the one it has (its place in the list stays). */
export const PromotionSet = Schema.Struct({
  type: Schema.Literal("configuration.promotion.set"),
  placement: Placement,
  image: Schema.String,
  link: Schema.String,
});
export type PromotionSet = typeof PromotionSet.Type;

/** Takes the placement's promotion away (nothing changes when it has none). */
export const PromotionRemoved = Schema.Struct({ type: Schema.Literal("configuration.promotion.removed"), placement: Placement });
export type PromotionRemoved = typeof PromotionRemoved.Type;

export const PromotionEvent = Schema.Union([PromotionSet, PromotionRemoved]);
export type PromotionEvent = typeof PromotionEvent.Type;

export const PROMOTION_EVENT_TYPES: ReadonlySet<string> = new Set(["configuration.promotion.set", "configuration.promotion.removed"]);
