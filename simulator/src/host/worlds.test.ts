import { describe, expect, it } from "vitest";
import { chosenWorld, createWorlds, DEFAULT_WORLD_ID, worldLimitsFromEnv } from "./worlds";

// Issue 25: the registry of worlds, on a clock the test moves.
const registry = (limits = { max: 3, idleMs: 1000 }) => {
  let at = 0;
  const closed: string[] = [];
  const worlds = createWorlds((id, settings) => ({ id, settings, close: () => closed.push(id) }), { seed: 1, performers: 320 }, limits, () => at);
  return { worlds, closed, move: (ms: number) => (at += ms) };
};

describe("worlds", () => {
  it("start with the default world, make new ones with their own ids and settings, and list them", () => {
    const { worlds } = registry();
    const made = worlds.create({ seed: 7, performers: 40 });
    expect(made).not.toBe("full");
    const { id, world } = made as Exclude<typeof made, "full">;
    expect(id).not.toBe(DEFAULT_WORLD_ID);
    expect(world.settings).toEqual({ seed: 7, performers: 40 });
    expect(worlds.get(id)).toBe(world);
    expect(worlds.get(DEFAULT_WORLD_ID)).toBe(worlds.default);
    expect(worlds.list().map((info) => [info.id, info.seed, info.performers])).toEqual([[DEFAULT_WORLD_ID, 1, 320], [id, 7, 40]]);
  });

  it("answer full past the cap, the default counted", () => {
    const { worlds } = registry({ max: 3, idleMs: 60_000 });
    expect(worlds.create({ seed: 1, performers: 1 })).not.toBe("full");
    expect(worlds.create({ seed: 1, performers: 1 })).not.toBe("full");
    expect(worlds.create({ seed: 1, performers: 1 })).toBe("full");
    expect(worlds.list()).toHaveLength(3);
  });

  it("drop worlds no request chose for longer than the idle limit, closing them; never the default", () => {
    const { worlds, closed, move } = registry({ max: 3, idleMs: 1000 });
    const used = worlds.create({ seed: 1, performers: 1 }) as { id: string };
    const idle = worlds.create({ seed: 1, performers: 1 }) as { id: string };
    move(600);
    worlds.get(used.id);
    move(600);
    expect(worlds.sweep()).toEqual([idle.id]);
    expect(closed).toEqual([idle.id]);
    expect(worlds.get(idle.id)).toBeUndefined();
    move(5000);
    // A full registry makes room by dropping the idle ones first.
    worlds.create({ seed: 1, performers: 1 });
    expect(worlds.create({ seed: 1, performers: 1 })).not.toBe("full");
    expect(closed).toContain(used.id);
    expect(worlds.get(DEFAULT_WORLD_ID)).toBeDefined();
  });

  it("drop one on request, never the default, and close all at the end", () => {
    const { worlds, closed } = registry();
    const made = worlds.create({ seed: 1, performers: 1 }) as { id: string };
    expect(worlds.drop(DEFAULT_WORLD_ID)).toBe(false);
    expect(worlds.drop("nope")).toBe(false);
    expect(worlds.drop(made.id)).toBe(true);
    expect(closed).toEqual([made.id]);
    worlds.close();
    expect(closed).toEqual([made.id, DEFAULT_WORLD_ID]);
  });

  it("read their limits from the environment", () => {
    expect(worldLimitsFromEnv({})).toEqual({ max: 50, idleMs: 30 * 60_000 });
    expect(worldLimitsFromEnv({ CAMSTAGE_SIM_WORLDS_MAX: "5", CAMSTAGE_SIM_WORLD_IDLE_MINUTES: "0.5" })).toEqual({ max: 5, idleMs: 30_000 });
    expect(worldLimitsFromEnv({ CAMSTAGE_SIM_WORLDS_MAX: "x", CAMSTAGE_SIM_WORLD_IDLE_MINUTES: "-1" })).toEqual({ max: 50, idleMs: 30 * 60_000 });
  });
});

describe("the world a request chose", () => {
  it("is the header's, else the cookie's, else none", () => {
    expect(chosenWorld({ "x-camstage-world": "w1", cookie: "camstage_world=w2" })).toBe("w1");
    expect(chosenWorld({ cookie: "a=b; camstage_world=w2; c=d" })).toBe("w2");
    expect(chosenWorld({ cookie: "a=b" })).toBeUndefined();
    expect(chosenWorld({ "x-camstage-world": " " })).toBeUndefined();
    expect(chosenWorld({})).toBeUndefined();
  });
});
