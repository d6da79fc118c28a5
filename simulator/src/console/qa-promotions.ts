import type { QaRoutes } from "./qa-router";
import { Result, Schema } from "effect";
import type { World } from "../world/world";
import { HOME_OVERLAY_PLACEMENT, HOME_OVERLAY_PROMOTION } from "../world/world.configuration";
import { badBody } from "./qa-errors";

/** Body of `POST /simulator/api/promotions/overlay`: the home overlay on or off. */
export const OverlaySwitch = Schema.Struct({ on: Schema.Boolean });

const decodeSwitch = Schema.decodeUnknownResult(OverlaySwitch);

/** The configuration's promotions as `GET /simulator/api/promotions` answers them: `[{placement, image, link}]`. */
export const qaPromotions = (world: World) => world.getState().configuration.promotions.map(({ placement, image, link }) => ({ placement, image, link }));

const overlayOf = (world: World) => world.getState().configuration.promotions.find((p) => p.placement === HOME_OVERLAY_PLACEMENT);

/** Whether the home overlay (the site's promo modal, §4) is on. */
export const overlayOn = (world: World): boolean => overlayOf(world) !== undefined;

/**
 * QA promotions (§3 Promo, §4 promo modal): the seed has no home overlay, so the site's promo modal covers no page
 * unless QA turns it on. A switch is a world event (`configuration.promotion.set|removed`) only when it changes
 * something; a reset takes the overlay away again.
 */
export const addPromotionQaRoutes = (router: QaRoutes, world: World): void => {
  router.get("/promotions", (_req, res) => {
    res.json(qaPromotions(world));
  });

  router.post("/promotions/overlay", (req, res) => {
    const change = decodeSwitch(req.body);
    if (Result.isFailure(change)) {
      badBody(res, 'Expected {"on": true | false}', change.failure.message);
      return;
    }
    const current = overlayOf(world);
    if (change.success.on) {
      if (current?.image !== HOME_OVERLAY_PROMOTION.image || current.link !== HOME_OVERLAY_PROMOTION.link) {
        world.dispatch({ type: "configuration.promotion.set", ...HOME_OVERLAY_PROMOTION });
      }
    } else if (current !== undefined) {
      world.dispatch({ type: "configuration.promotion.removed", placement: HOME_OVERLAY_PLACEMENT });
    }
    res.json({ on: overlayOn(world), promotions: qaPromotions(world) });
  });
};
