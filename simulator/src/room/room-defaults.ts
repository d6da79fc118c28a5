import { POPULAR_TOY_CYBERTOY_VALUES, VIP_CREDITS_PER_MINUTE, type PerformerProfile, type TipGoal, type TipMenuItem } from "@camstage/core";
import { createRng, hashString } from "../world/prng";
import type { RoomToy } from "./tips.schema";

/** What a performer's tip menu may offer, cheapest first (not in the spec; leading sites have one). */
const MENU_CHOICES = [
  ["Blow a kiss", 50], ["Say your name", 100], ["Dance", 150], ["Outfit change", 300], ["Flash", 500], ["Oil show", 1000], ["Toy show", 1500],
] as const;
const GOAL_CHOICES = [["Oil show", 5000], ["Dance marathon", 3000], ["Shower show", 8000], ["New outfit", 2000]] as const;

/** §9 a performer whose profile's cybertoy is 1, 2, 3 or 5 has a toy (the popular toy filter). */
export const hasToy = (cybertoy: number): boolean => (POPULAR_TOY_CYBERTOY_VALUES as readonly number[]).includes(cybertoy);

export const menuItems = (items: readonly { readonly label: string; readonly credits: number }[]): TipMenuItem[] =>
  items.map(({ label, credits }, i) => ({ id: `item-${i + 1}`, label, credits }));

export interface RoomDefaults {
  readonly toy: RoomToy;
  readonly menu: readonly TipMenuItem[];
  readonly goal: TipGoal | null;
  readonly vipPrice: number;
}

/**
 * A performer's room before anyone changed it: the toy on when she has one, 3–5 menu items, a goal with some
 * progress already and VIP shows at §9's 50 credits a minute, the same for the same seed and performer.
 */
export const roomDefaults = (seed: number, profile: Pick<PerformerProfile, "username" | "cybertoy">): RoomDefaults => {
  const rng = createRng(hashString(`${seed}:room:${profile.username.toLowerCase()}`));
  const menu = rng.sample(MENU_CHOICES, rng.int(3, 5)).sort((a, b) => a[1] - b[1]).map(([label, credits]) => ({ label, credits }));
  const [title, target] = rng.pick(GOAL_CHOICES);
  return {
    toy: { active: hasToy(profile.cybertoy), until: null },
    menu: menuItems(menu),
    goal: { title, target, progress: (target / 10) * rng.int(1, 6) },
    vipPrice: VIP_CREDITS_PER_MINUTE,
  };
};
