import { useQuery } from "@tanstack/react-query";
import { PROMO_MODAL_PLACEMENT } from "@camstage/core";
import { promosQuery } from "../queries";
import { useConfiguration, useQueryEnv } from "../site/site-hooks";

const PLACEMENTS = [PROMO_MODAL_PLACEMENT] as const;

/**
 * §3/§4 the white-label's promo overlay for this visitor (/promotion/whitelabel), or null: none configured, or it
 * could not be loaded (§8: ignored, reported by the query). Login and logout ask again (the session's fetchPromos).
 */
export function usePromo() {
  const configuration = useConfiguration();
  const promos = useQuery(promosQuery(useQueryEnv(), PLACEMENTS, configuration.whiteLabelToken));
  const promo = promos.data?.items.find((item) => item.placement === PROMO_MODAL_PLACEMENT && item.data.image !== "");
  return promo === undefined ? null : { image: promo.data.image, link: promo.data.link ?? null };
}
