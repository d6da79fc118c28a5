import { describe, expect, it } from "vitest";
import { PERFORMER_COUNT } from "./world.seed";
import { seedWorld } from "../simulated-world";

describe("world seed size", () => {
  it("seeds 320 performers by default and as many as asked, each username and id once", () => {
    expect(seedWorld(1).performers).toHaveLength(PERFORMER_COUNT);
    const big = seedWorld(1, { performers: 1200 }).performers;
    expect(big).toHaveLength(1200);
    expect(new Set(big.map((p) => p.profile.username.toLowerCase())).size).toBe(1200);
    expect(new Set(big.map((p) => p.profile.id)).size).toBe(1200);
  });

  it("is the same world for the same seed and size", () => {
    const names = (n: number) => seedWorld(7, { performers: n }).performers.map((p) => p.profile.username);
    expect(names(1000)).toEqual(names(1000));
  });
});
