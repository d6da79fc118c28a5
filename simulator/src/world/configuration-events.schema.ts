import { Schema } from "effect";
import { eventTypes } from "./world.features";
import { Configuration } from "@camstage/core";

/**
 * Changes to the world's white-label configuration (§3), as world events so that a recording replays them: its
 * promotions (configuration `promotions`, answered by /promotion/whitelabel by placement), switched by QA, and the
 * whole configuration, which QA changes part by part (issue 28).
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

/**
 * QA's change to the configuration (`POST /simulator/api/configuration`): the whole configuration it made, checked
 * against the §3 schema before it became an event, so a recording replays it as it was.
 */
export const ConfigurationReplaced = Schema.Struct({ type: Schema.Literal("configuration.replaced"), configuration: Configuration });
export type ConfigurationReplaced = typeof ConfigurationReplaced.Type;

/** The seed's configuration back (`DELETE /simulator/api/configuration`). */
export const ConfigurationRestored = Schema.Struct({ type: Schema.Literal("configuration.restored") });
export type ConfigurationRestored = typeof ConfigurationRestored.Type;

export const PromotionEvent = Schema.Union([PromotionSet, PromotionRemoved]);
export type PromotionEvent = typeof PromotionEvent.Type;

/** Every change to the world's white-label configuration. */
export const ConfigurationEvent = Schema.Union([PromotionSet, PromotionRemoved, ConfigurationReplaced, ConfigurationRestored]);
export type ConfigurationEvent = typeof ConfigurationEvent.Type;

export const CONFIGURATION_EVENT_TYPES = eventTypes(ConfigurationEvent);
