import type { ConfigurationEvent, PromotionEvent } from "./configuration-events.schema";
import type { WorldState } from "./world.schema";

type Promotions = WorldState["configuration"]["promotions"];

const withPromotions = (state: WorldState, promotions: Promotions): WorldState => ({ ...state, configuration: { ...state.configuration, promotions } });

/** Folds a promotion event onto the configuration's `promotions`; the same state when nothing changes. */
export const reducePromotion = (state: WorldState, event: PromotionEvent): WorldState => {
  const { promotions } = state.configuration;
  const index = promotions.findIndex((promo) => promo.placement === event.placement);
  if (event.type === "configuration.promotion.removed") {
    return index === -1 ? state : withPromotions(state, promotions.filter((promo) => promo.placement !== event.placement));
  }
  const promotion = { placement: event.placement, image: event.image, link: event.link };
  const current = promotions[index];
  if (current !== undefined && current.image === promotion.image && current.link === promotion.link) return state;
  return withPromotions(state, index === -1 ? [...promotions, promotion] : promotions.map((promo, i) => (i === index ? promotion : promo)));
};

/** Folds a configuration event onto the state; `seedState` holds the configuration `configuration.restored` returns to. */
export const reduceConfiguration = (state: WorldState, event: ConfigurationEvent, seedState: WorldState): WorldState => {
  switch (event.type) {
    case "configuration.replaced":
      return { ...state, configuration: event.configuration };
    case "configuration.restored":
      return state.configuration === seedState.configuration ? state : { ...state, configuration: seedState.configuration };
    default:
      return reducePromotion(state, event);
  }
};
