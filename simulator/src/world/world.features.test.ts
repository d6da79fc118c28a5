import { describe, expect, it } from "vitest";
import { seedWorld } from "../simulated-world";
import { PAYMENTS_FEATURE } from "../payments/payment.world";
import { defineWorld } from "./world";

describe("the world's features (world.features.ts)", () => {
  it("fold the events of the features given to defineWorld, and an event no feature folds throws", () => {
    const { createWorld } = defineWorld(seedWorld, []);
    const world = createWorld(1);
    world.dispatch({ type: "performer.status.set", username: world.getState().performers[0]!.profile.username, status: "free" });
    expect(() => world.dispatch({ type: "wallet.variant.set", variant: "simple" })).toThrow('No world feature folds "wallet.variant.set" events');
    expect(world.events()).toHaveLength(1);

    const withPayments = defineWorld(seedWorld, [PAYMENTS_FEATURE]).createWorld(1);
    expect(withPayments.dispatch({ type: "wallet.variant.set", variant: "simple" }).wallet.variant).toBe("simple");
  });

  it("refuse two features that fold the same events", () => {
    expect(() => defineWorld(seedWorld, [PAYMENTS_FEATURE, PAYMENTS_FEATURE])).toThrow('Two world features fold "wallet.variant.set" events');
  });
});
