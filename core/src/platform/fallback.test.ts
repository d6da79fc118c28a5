import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { createPlatformClient, type FetchLike } from "./client";
import { SIMULATOR_BASES } from "./bases";
import { performerApi } from "./endpoints";
import { silentLogger } from "./logger";
import { describeFailure, reportingFailure, withFallback, type CallFailure } from "./fallback";
import { PlatformHttpError, UNDEFINED_ERROR } from "./platform-error";
import { Configuration } from "../domain/configuration.schema";
import { DEFAULT_CONFIGURATION } from "../domain/configuration.defaults";

const clientAnswering = (status: number, text: string) => {
  const fetch: FetchLike = async () => ({ status, text: async () => text });
  return createPlatformClient({ bases: SIMULATOR_BASES, lang: "en", apiKey: "k", noNude: false, getToken: () => undefined, fetch, logger: silentLogger });
};
const failingFetch = (): ReturnType<typeof createPlatformClient> =>
  createPlatformClient({
    bases: SIMULATOR_BASES, lang: "en", apiKey: "k", noNude: false, getToken: () => undefined, logger: silentLogger,
    fetch: async () => {
      throw new TypeError("Failed to fetch");
    },
  });

describe("withFallback (issue 14: partial outages degrade)", () => {
  it("resolves with the answer when the call succeeds, reporting nothing", async () => {
    const reports: CallFailure[] = [];
    await expect(withFallback(Promise.resolve([1]), [], (failure) => reports.push(failure))).resolves.toEqual([1]);
    expect(reports).toEqual([]);
  });

  it("a malformed answer is decoded, reported with its label and replaced by the fallback", async () => {
    const reports: CallFailure[] = [];
    const platform = clientAnswering(200, JSON.stringify([{ slug: 1 }]));
    const result = await withFallback(platform.call(performerApi.categories), [], (failure) => reports.push(failure));
    expect(result).toEqual([]);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ label: UNDEFINED_ERROR, kind: "decode" });
    expect(reports[0]!.message).toContain("/featured/categories");
  });

  it("an HTTP failure is reported with the server's label", async () => {
    const reports: CallFailure[] = [];
    const platform = clientAnswering(500, JSON.stringify({ label: "server.down" }));
    await expect(withFallback(platform.call(performerApi.geo), null, (failure) => reports.push(failure))).resolves.toBeNull();
    expect(reports).toEqual([expect.objectContaining({ label: "server.down", kind: "http" })]);
  });

  it("a network failure falls back too", async () => {
    const reports: CallFailure[] = [];
    await expect(withFallback(failingFetch().call(performerApi.configuration), DEFAULT_CONFIGURATION, (f) => reports.push(f))).resolves.toBe(DEFAULT_CONFIGURATION);
    expect(reports).toEqual([expect.objectContaining({ label: UNDEFINED_ERROR, kind: "network" })]);
  });
});

describe("reportingFailure", () => {
  it("reports the failure and rejects with the same error", async () => {
    const reports: CallFailure[] = [];
    const error = new PlatformHttpError({ method: "GET", path: "/featured/categories" }, 503, "UNDEFINED_ERROR", undefined);
    await expect(reportingFailure(Promise.reject(error), (failure) => reports.push(failure))).rejects.toBe(error);
    expect(reports).toEqual([{ label: UNDEFINED_ERROR, kind: "http", message: error.message }]);
  });

  it("passes an answer through", async () => {
    await expect(reportingFailure(Promise.resolve("ok"), () => expect.unreachable())).resolves.toBe("ok");
  });
});

describe("describeFailure", () => {
  it("describes anything thrown", () => {
    expect(describeFailure("boom")).toEqual({ label: UNDEFINED_ERROR, kind: "unknown", message: "boom" });
  });
});

describe("DEFAULT_CONFIGURATION", () => {
  it("is a valid configuration (it stands in for the platform's answer)", () => {
    expect(Schema.decodeUnknownSync(Configuration)(DEFAULT_CONFIGURATION)).toEqual(DEFAULT_CONFIGURATION);
  });

  it("names the languages it has SEO texts for", () => {
    for (const { key } of DEFAULT_CONFIGURATION.languages) expect(DEFAULT_CONFIGURATION.seo[key]).toBeDefined();
  });
});
