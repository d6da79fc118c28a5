import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadAfterChunkError } from "./chunk-reload";

const memoryStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), values };
};

describe("§8 failed chunk load", () => {
  it("recognises the browsers' dynamic import failures and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: http://x/assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Something else"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });

  it("reloads at most once per minute", () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    let reloads = 0;
    const deps = { storage, now: () => now, reload: () => void reloads++ };
    expect(reloadAfterChunkError(deps)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe("1000000");
    now += 59_999;
    expect(reloadAfterChunkError(deps)).toBe(false);
    now += 1;
    expect(reloadAfterChunkError(deps)).toBe(true);
    expect(reloads).toBe(2);
  });
});
