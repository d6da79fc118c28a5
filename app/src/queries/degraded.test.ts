import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { DEFAULT_CONFIGURATION, SIMULATOR_BASES, UNDEFINED_ERROR, createPlatformClient, silentLogger } from "@camstage/core";
import { sitePlatformOf, type SitePlatform } from "../platform/site-platform";
import { categoriesQuery } from "./categories";
import { configurationQuery } from "./configuration";
import { geoCountryQuery } from "./geo";
import { promosQuery } from "./promos";

/** A platform answering every call with this status and raw text. */
const platformAnswering = (status: number, text: string): SitePlatform =>
  sitePlatformOf(createPlatformClient({
    bases: SIMULATOR_BASES, lang: "en", apiKey: "k", noNude: false, getToken: () => undefined, logger: silentLogger,
    fetch: async () => ({ status, text: async () => text }),
  }));
const session = { locale: "en", noNude: false } as const;

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

// Issue 14: partial outages degrade instead of taking the page down; §8 the failure is reported with its label.
describe("degraded answers", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["malformed", 200, JSON.stringify({ company: 1 })],
    ["failed", 500, JSON.stringify({ label: "server.error" })],
  ])("a %s configuration falls back to the built-in defaults with a warning in the log", async (_, status, text) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const queryClient = newClient();
    const options = configurationQuery({ platform: platformAnswering(status, text) });
    await expect(queryClient.fetchQuery(options)).resolves.toBe(DEFAULT_CONFIGURATION);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("built-in defaults"), expect.objectContaining({ label: status === 500 ? "server.error" : UNDEFINED_ERROR }));
  });

  it("a configuration that answers is used as it is", async () => {
    const answer = { ...DEFAULT_CONFIGURATION, brand: { ...DEFAULT_CONFIGURATION.brand, name: "Other" } };
    const options = configurationQuery({ platform: platformAnswering(200, JSON.stringify(answer)) });
    const queryClient = newClient();
    await expect(queryClient.fetchQuery(options)).resolves.toEqual(answer);
  });

  it("malformed categories are reported with their label and stay a failure (never rendered)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const queryClient = newClient();
    await expect(queryClient.fetchQuery(categoriesQuery({ platform: platformAnswering(200, '[{"slug":1}]') }))).rejects.toMatchObject({ _tag: "decode" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("categories"), expect.objectContaining({ label: UNDEFINED_ERROR, kind: "decode" }));
  });

  it("a failed geo lookup is ignored (null) and reported", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(newClient().fetchQuery(geoCountryQuery({ platform: platformAnswering(200, '{"country_code":7}') }))).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("geo"), expect.objectContaining({ kind: "decode" }));
  });

  it("failed promotions show none and are reported", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const options = promosQuery({ platform: platformAnswering(500, ""), session }, ["grid-banner"], "wl");
    await expect(newClient().fetchQuery(options)).resolves.toEqual({ items: [] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("promotions"), expect.objectContaining({ label: UNDEFINED_ERROR, kind: "http" }));
  });
});
