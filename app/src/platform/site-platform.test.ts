import { describe, expect, it, vi } from "vitest";
import { performerApi, type PlatformClient } from "@camstage/core";
import { lazySitePlatform } from "./site-platform";

const fakeClient = (answer: unknown) => ({ apiKey: "k", call: vi.fn(async () => answer), url: vi.fn() }) as unknown as PlatformClient & { call: ReturnType<typeof vi.fn> };

// ARCHITECTURE §6: the first page holds the platform without its client; the client loads with the first call, once.
describe("the site's platform", () => {
  it("loads its client with the first call only, and calls the named performer endpoint with the arguments", async () => {
    const client = fakeClient({ items: [] });
    const load = vi.fn(async () => client);
    const platform = lazySitePlatform("k", load);
    expect(load).not.toHaveBeenCalled();
    const signal = new AbortController().signal;
    await expect(platform.performer("categories", { signal })).resolves.toEqual({ items: [] });
    await platform.performer("profile", { params: { id: "anna" } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.call.mock.calls[0]).toEqual([performerApi.categories, { signal }]);
    expect(client.call.mock.calls[1]).toEqual([performerApi.profile, { params: { id: "anna" } }]);
    await expect(platform.client()).resolves.toBe(client);
    expect(platform.apiKey).toBe("k");
  });

  it("passes a failed call's rejection on", async () => {
    const failure = { _tag: "http", status: 500 };
    const platform = lazySitePlatform("k", async () => ({ ...fakeClient(null), call: vi.fn(async () => Promise.reject(failure)) }) as unknown as PlatformClient);
    await expect(platform.performer("geo")).rejects.toBe(failure);
  });
});
