import type { QaRoutes } from "./qa-router";
import { Result, Schema } from "effect";
import { CUSTOM_TIP_MAX, TipGoal, TipMenuItem } from "@camstage/core";
import type { World } from "../world/world";
import { roomIn } from "../room/chat-room";
import { hasToy, menuItems } from "../room/room-defaults";
import { decideVip, VIP_DECISIONS } from "../room/vip-show";
import { VIP_PRICES } from "../room/vip.schema";
import { performerOf } from "./qa-chat";
import { badBody, QA_LABELS, qaError } from "./qa-errors";

/** Body of `POST /simulator/api/chat/{performer}/vip`: the performer's decision on the request or show. */
export const VipDecisionBody = Schema.Struct({ decision: Schema.Literals(VIP_DECISIONS) });
/** Body of `POST /simulator/api/chat/{performer}/toy`. */
export const ToySwitch = Schema.Struct({ active: Schema.Boolean });
const Credits = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: CUSTOM_TIP_MAX }));
/** Body of `POST /simulator/api/chat/{performer}/goal`: a new goal of `credits` (its progress starts at 0), or none. */
export const GoalChange = Schema.Union([Schema.Struct({ title: TipGoal.fields.title, credits: Credits }), Schema.Struct({ title: Schema.Null })]);
/** Body of `POST /simulator/api/chat/{performer}/menu`: the whole menu, at most 20 items with distinct labels. */
export const MenuChange = Schema.Struct({
  items: Schema.Array(Schema.Struct({ label: TipMenuItem.fields.label, credits: Credits }))
    .check(Schema.isMaxLength(20))
    .check(Schema.makeFilter((items) => new Set(items.map((i) => i.label)).size === items.length || "labels must differ")),
});

/** Body of `POST /simulator/api/chat/{performer}/vip-price`: §9 50 or 240 credits a minute. */
export const VipPriceChange = Schema.Struct({ credits: Schema.Literals(VIP_PRICES) });

const decodeVipPrice = Schema.decodeUnknownResult(VipPriceChange);
const decodeDecision = Schema.decodeUnknownResult(VipDecisionBody);
const decodeToy = Schema.decodeUnknownResult(ToySwitch);
const decodeGoal = Schema.decodeUnknownResult(GoalChange);
const decodeMenu = Schema.decodeUnknownResult(MenuChange);

/**
 * QA plays the performer's side of a room (issue 12): the VIP decisions (accept, decline, stop, disconnect) and price,
 * the toy switch, the tip goal and the tip menu. Each is world events; the chat engine tells the room.
 */
export const addShowQaRoutes = (router: QaRoutes, world: World, now: () => number): void => {
  router.post("/chat/:performer/vip", (req, res) => {
    const username = performerOf(world, req, res)?.username;
    if (username === undefined) return;
    const body = decodeDecision(req.body);
    if (Result.isFailure(body)) {
      badBody(res, `Expected {"decision": one of ${VIP_DECISIONS.join(", ")}}`, body.failure.message);
      return;
    }
    const outcome = decideVip(world.getState(), username, body.success.decision, now());
    if (!outcome.ok) {
      qaError(res, 409, QA_LABELS.vip, outcome.error);
      return;
    }
    for (const event of outcome.events) world.dispatch(event);
    const vip = roomIn(world.getState(), username).vip;
    res.json({ decision: body.success.decision, vip: vip === null ? null : { state: vip.state, member: vip.member } });
  });

  router.post("/chat/:performer/vip-price", (req, res) => {
    const username = performerOf(world, req, res)?.username;
    if (username === undefined) return;
    const body = decodeVipPrice(req.body);
    if (Result.isFailure(body)) {
      badBody(res, `Expected {"credits": ${VIP_PRICES.join(" or ")}}`, body.failure.message);
      return;
    }
    res.json({ vipPrice: roomIn(world.dispatch({ type: "chat.vip.priceSet", performer: username, price: body.success.credits }), username).vipPrice });
  });

  router.post("/chat/:performer/toy", (req, res) => {
    const profile = performerOf(world, req, res);
    if (profile === undefined) return;
    const body = decodeToy(req.body);
    if (Result.isFailure(body)) {
      badBody(res, 'Expected {"active": true|false}', body.failure.message);
      return;
    }
    if (!hasToy(profile.cybertoy)) {
      qaError(res, 409, QA_LABELS.toy, `${profile.username} has no toy (cybertoy ${profile.cybertoy})`);
      return;
    }
    const { toy } = roomIn(world.dispatch({ type: "chat.toy.set", performer: profile.username, active: body.success.active }), profile.username);
    res.json({ active: toy.active, level: profile.cybertoy, until: toy.until });
  });

  router.post("/chat/:performer/goal", (req, res) => {
    const username = performerOf(world, req, res)?.username;
    if (username === undefined) return;
    const body = decodeGoal(req.body);
    if (Result.isFailure(body)) {
      badBody(res, 'Expected {"title": 1 to 80 characters, "credits": 1 to 100000} or {"title": null}', body.failure.message);
      return;
    }
    const goal = "credits" in body.success ? { title: body.success.title, target: body.success.credits } : null;
    res.json({ goal: roomIn(world.dispatch({ type: "chat.goal.set", performer: username, goal }), username).goal });
  });

  router.post("/chat/:performer/menu", (req, res) => {
    const username = performerOf(world, req, res)?.username;
    if (username === undefined) return;
    const body = decodeMenu(req.body);
    if (Result.isFailure(body)) {
      badBody(res, 'Expected {"items": at most 20 of {"label": 1 to 60 characters, "credits": 1 to 100000}, labels distinct}', body.failure.message);
      return;
    }
    const items = menuItems(body.success.items);
    world.dispatch({ type: "chat.menu.set", performer: username, items });
    res.json({ items });
  });
};
