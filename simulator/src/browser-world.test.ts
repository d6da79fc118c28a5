import { describe, expect, it } from "vitest";
import { openTabWorld, tabSecret, tabWorldKey, TAB_SECRET_ITEM, TAB_WORLD_ITEM, type WorldShelf } from "./browser-world";

const memoryShelf = () => {
  const kept = new Map<string, unknown>();
  const shelf: WorldShelf & { saves: number } = {
    saves: 0,
    load: async (key) => kept.get(key),
    save: async (key, recording) => {
      shelf.saves += 1;
      kept.set(key, JSON.parse(JSON.stringify(recording)));
    },
  };
  return { shelf, kept };
};

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe("the browser host's world, kept per tab (issue 30)", () => {
  it("a tab names its world once and keeps the name", () => {
    const storage = memoryStorage();
    let n = 0;
    const key = tabWorldKey(storage, () => `id${++n}`);
    expect(key).toBe("world/id1");
    expect(tabWorldKey(storage, () => `id${++n}`)).toBe("world/id1");
    expect(storage.getItem(TAB_WORLD_ITEM)).toBe("world/id1");
  });

  it("a tab keeps its world's secret, so a member's token outlives a reload", () => {
    const storage = memoryStorage();
    let n = 0;
    expect(tabSecret(storage, () => `secret${++n}`)).toBe("secret1");
    expect(tabSecret(storage, () => `secret${++n}`)).toBe("secret1");
    expect(storage.getItem(TAB_SECRET_ITEM)).toBe("secret1");
  });

  it("a reload finds the world as it was: its recording replayed", async () => {
    const { shelf } = memoryShelf();
    const first = await openTabWorld({ key: "world/a", shelf, seed: 3, world: { performers: 40 } });
    expect(first.restored).toBe(false);
    const performer = first.world.getState().performers[0]!.profile;
    const status = performer.onlineState === "offline" ? "online" : "offline";
    first.world.dispatch({ type: "performer.status.set", username: performer.username, status });
    await first.flush();
    first.close();

    const again = await openTabWorld({ key: "world/a", shelf, seed: 99, world: { performers: 40 } });
    expect(again.restored).toBe(true);
    expect(again.world.seed).toBe(3);
    expect(again.world.findPerformer(performer.username)?.profile.onlineState).toBe(status);
    expect(again.world.getState()).toEqual(first.world.getState());
    again.close();
  });

  it("changes close together are saved once", async () => {
    const { shelf } = memoryShelf();
    const tab = await openTabWorld({ key: "world/b", shelf, world: { performers: 10 }, saveAfterMs: 60_000 });
    const [a, b] = tab.world.getState().performers.map((p) => p.profile.username);
    tab.world.dispatch({ type: "performer.status.set", username: a!, status: "offline" });
    tab.world.dispatch({ type: "performer.status.set", username: b!, status: "offline" });
    expect(shelf.saves).toBe(0);
    await tab.flush();
    expect(shelf.saves).toBe(1);
    tab.close();
  });

  it("a kept world that does not read as a recording is reported, and a new one starts", async () => {
    const { shelf, kept } = memoryShelf();
    kept.set("world/c", { seed: "not a number", events: 7 });
    const lines: string[] = [];
    const tab = await openTabWorld({ key: "world/c", shelf, seed: 5, world: { performers: 10 }, log: (line) => lines.push(line) });
    expect(tab.restored).toBe(false);
    expect(tab.world.seed).toBe(5);
    expect(lines.join("\n")).toMatch(/does not read as a recording/);
    tab.close();
  });

  it("a shelf that cannot be read starts a new world and says so", async () => {
    const lines: string[] = [];
    const shelf: WorldShelf = { load: () => Promise.reject(new Error("blocked")), save: async () => {} };
    const tab = await openTabWorld({ key: "world/d", shelf, world: { performers: 10 }, log: (line) => lines.push(line) });
    expect(tab.restored).toBe(false);
    expect(lines.join("\n")).toMatch(/blocked/);
    tab.close();
  });
});
