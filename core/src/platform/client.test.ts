import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { createPlatformClient, type FetchInit, type FetchLike, type PlatformClient } from "./client";
import { decodeRequest, matchEndpointPath } from "./request-decoding";
import { SIMULATOR_BASES } from "./bases";
import { endpoint, NoInput, performerApi } from "./endpoints";
import { createLogger } from "./logger";
import { PlatformDecodeError, PlatformHttpError, PlatformNetworkError, UNDEFINED_ERROR, errorLabel, isPlatformError } from "./platform-error";
import { retryAfterMinutes } from "./retry-after";
import { parseQuery } from "./query-string";

interface Recorded {
  url: string;
  init: FetchInit;
}

const fakeFetch = (status: number, body: unknown, calls: Recorded[] = []): FetchLike => {
  return async (url, init) => {
    calls.push({ url, init });
    return { status, text: async () => (body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body)) };
  };
};

const makeClient = (fetch: FetchLike, overrides: Partial<Parameters<typeof createPlatformClient>[0]> = {}) => {
  let t = 1000;
  return createPlatformClient({
    bases: { ...SIMULATOR_BASES, performer: "http://platform.test/api/performer/" },
    lang: "en",
    apiKey: "key-123",
    noNude: true,
    getToken: () => "tok-9",
    fetch,
    logger: createLogger("ERROR", { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} }),
    now: () => (t += 5),
    ...overrides,
  });
};

const echo = endpoint({
  api: "member",
  method: "POST",
  path: "/echo/:id",
  params: Schema.Struct({ id: Schema.String }),
  query: NoInput,
  body: Schema.Struct({ text: Schema.String }),
  output: Schema.Struct({ ok: Schema.Boolean }),
});

describe("createPlatformClient", () => {
  it("tells when the platform's reach changes: a gateway's 502/503/504 or the network no, any answer yes, an abort nothing (issue 14)", async () => {
    const heard: boolean[] = [];
    const client = (fetch: { current: FetchLike }) => makeClient((url, init) => fetch.current(url, init), { onReach: (reached) => heard.push(reached) });
    const fetch = { current: fakeFetch(200, []) };
    const c = client(fetch);
    const call = () => c.call(performerApi.categories).catch(() => undefined);
    await call();
    fetch.current = fakeFetch(503, { label: "server.unavailable" });
    await call();
    fetch.current = fakeFetch(502, undefined);
    await call();
    fetch.current = fakeFetch(404, { label: "notFound.endpoint" });
    await call();
    fetch.current = async () => {
      throw new TypeError("Failed to fetch");
    };
    await call();
    fetch.current = async () => {
      throw new DOMException("The user aborted a request.", "AbortError");
    };
    await call();
    fetch.current = fakeFetch(200, []);
    await call();
    expect(heard).toEqual([false, true, false, true]);
  });

  it("sends lang, nonude, api key, token and Accept on every request (§7)", async () => {
    const calls: Recorded[] = [];
    const client = makeClient(fakeFetch(200, { count: 3 }, calls));
    await expect(client.call(performerApi.count, { query: { pagination: { limit: 60, offset: 0 }, filter: { status: ["free", "vip"] } } })).resolves.toEqual({ count: 3 });
    const call = calls[0]!;
    const url = new URL(call.url);
    expect(url.origin + url.pathname).toBe("http://platform.test/api/performer/user/count");
    expect(url.searchParams.get("lang")).toBe("en");
    expect(url.searchParams.get("nonude")).toBe("1");
    // §7 arrays serialised with indices
    expect(url.searchParams.get("filter[status][0]")).toBe("free");
    expect(url.searchParams.get("filter[status][1]")).toBe("vip");
    expect(url.searchParams.get("pagination[limit]")).toBe("60");
    expect(call.init.method).toBe("GET");
    expect(call.init.headers).toEqual({ Accept: "application/json, text/plain", "X-Api-Key": "key-123", Authorization: "Bearer tok-9" });
    expect(call.init.body).toBeUndefined();
  });

  it("omits Authorization for guests and reads lang and nonude at call time", async () => {
    const calls: Recorded[] = [];
    let lang = "nl";
    let noNude = false;
    const client = makeClient(fakeFetch(200, { count: 0 }, calls), { getToken: () => undefined, lang: () => lang, noNude: () => noNude });
    await client.call(performerApi.count, { query: { pagination: { limit: 1, offset: 0 } } });
    lang = "en";
    noNude = true;
    await client.call(performerApi.count, { query: { pagination: { limit: 1, offset: 0 } } });
    expect(calls[0]!.init.headers.Authorization).toBeUndefined();
    expect(parseQuery(calls[0]!.url.split("?")[1]!)).toMatchObject({ lang: "nl", nonude: "0" });
    expect(parseQuery(calls[1]!.url.split("?")[1]!)).toMatchObject({ lang: "en", nonude: "1" });
  });

  it("a call may carry its own token instead of the session's (the reset link's, §2.4)", async () => {
    const calls: Recorded[] = [];
    const client = makeClient(fakeFetch(200, { count: 0 }, calls));
    await client.call(performerApi.count, { query: { pagination: { limit: 1, offset: 0 } }, token: "reset-1" });
    await client.call(performerApi.count, { query: { pagination: { limit: 1, offset: 0 } } });
    expect(calls.map((call) => call.init.headers.Authorization)).toEqual(["Bearer reset-1", "Bearer tok-9"]);
  });

  it("fills path params and sends a JSON body", async () => {
    const calls: Recorded[] = [];
    const client = makeClient(fakeFetch(200, { ok: true }, calls));
    await expect(client.call(echo, { params: { id: "a b/c" }, body: { text: "hi" } })).resolves.toEqual({ ok: true });
    expect(calls[0]!.url.startsWith("/api/member/echo/a%20b%2Fc?")).toBe(true);
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(calls[0]!.init.body!)).toEqual({ text: "hi" });
  });

  it("rejects a non-200 answer with the server label (§8)", async () => {
    const client = makeClient(fakeFetch(400, { label: "badRequest.login.notExists" }));
    const error = await client.call(echo, { params: { id: "1" }, body: { text: "x" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformHttpError);
    expect(isPlatformError(error) && error._tag).toBe("http");
    expect((error as PlatformHttpError).status).toBe(400);
    expect((error as PlatformHttpError).label).toBe("badRequest.login.notExists");
    expect(errorLabel(error)).toBe("badRequest.login.notExists");
  });

  it("labels a failure without a body UNDEFINED_ERROR, and any non-200 (even 201) rejects", async () => {
    const noBody = await makeClient(fakeFetch(500, undefined)).call(performerApi.categories).catch((e: unknown) => e);
    expect((noBody as PlatformHttpError).label).toBe(UNDEFINED_ERROR);
    const created = await makeClient(fakeFetch(201, [])).call(performerApi.categories).catch((e: unknown) => e);
    expect((created as PlatformHttpError).status).toBe(201);
  });

  it("rejects an answer that does not match the output schema", async () => {
    const error = await makeClient(fakeFetch(200, { count: "three" })).call(performerApi.count, { query: { pagination: { limit: 1, offset: 0 } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformDecodeError);
    expect((error as PlatformDecodeError).issue).toContain("count");
    expect(errorLabel(error)).toBe(UNDEFINED_ERROR);
  });

  it("rejects a network failure as a network error", async () => {
    const client = makeClient(async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await client.call(performerApi.categories).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformNetworkError);
    expect((error as PlatformNetworkError)._tag).toBe("network");
  });

  it("rejects invalid input before any request", async () => {
    const calls: Recorded[] = [];
    const client = makeClient(fakeFetch(200, {}, calls));
    const error = await client.call(echo, { params: { id: "" }, body: { text: "x" } }).catch((e: unknown) => e);
    expect(isPlatformError(error) && error._tag).toBe("encode");
    expect(calls).toHaveLength(0);
  });

  it("logs method, path, status and duration at the configured level (§9)", async () => {
    const lines: unknown[][] = [];
    const sink = { error: (...a: unknown[]) => lines.push(["error", ...a]), warn: (...a: unknown[]) => lines.push(["warn", ...a]), info: (...a: unknown[]) => lines.push(["info", ...a]), debug: () => {} };
    const verbose = makeClient(fakeFetch(200, { ok: true }), { logger: createLogger("INFO", sink) });
    await verbose.call(echo, { params: { id: "7" }, body: { text: "x" } });
    expect(lines).toEqual([["info", "[INFO] POST /echo/7 200 5ms", { method: "POST", path: "/echo/7", status: 200, ms: 5 }]]);

    lines.length = 0;
    const quiet = makeClient(fakeFetch(200, { ok: true }), { logger: createLogger("ERROR", sink) });
    await quiet.call(echo, { params: { id: "7" }, body: { text: "x" } });
    expect(lines).toEqual([]);

    const failing = makeClient(fakeFetch(403, { label: "forbidden" }), { logger: createLogger("WARN", sink) });
    await failing.call(echo, { params: { id: "7" }, body: { text: "x" } }).catch(() => {});
    expect(lines[0]?.[0]).toBe("warn");
    expect(lines[0]?.[2]).toMatchObject({ status: 403, label: "forbidden" });
  });
});

// Compile-time checks (tsc runs over tests): inputs are typed by the endpoint.
const _typeChecks = async (client: PlatformClient) => {
  // @ts-expect-error the profile id is required
  await client.call(performerApi.profile);
  // @ts-expect-error the autocomplete username is a string
  await client.call(performerApi.autocomplete, { query: { username: 1 } });
  const profile = await client.call(performerApi.profile, { params: { id: "anna" } });
  const username: string = profile.username;
  return username;
};

describe("decodeRequest", () => {
  it("decodes a parsed query the client produced", () => {
    const client = makeClient(fakeFetch(200, {}));
    const url = client.url(performerApi.find, { query: { pagination: { limit: 60, offset: 120 }, filter: { status: ["free"] }, select: { gender: ["female"] } } });
    const decoded = decodeRequest(performerApi.find, { query: parseQuery(url.split("?")[1]!) });
    expect(Result.isSuccess(decoded) && decoded.success.query).toEqual({
      pagination: { limit: 60, offset: 120 },
      filter: { status: ["free"] },
      select: { gender: ["female"] },
    });
  });

  it("labels what is wrong", () => {
    const query = decodeRequest(performerApi.find, { query: { pagination: { limit: "many" } } });
    expect(Result.isFailure(query) && query.failure.label).toBe("badRequest.invalid.query");
    const params = decodeRequest(performerApi.profile, { params: {} });
    expect(Result.isFailure(params) && params.failure.label).toBe("badRequest.invalid.params");
    const body = decodeRequest(echo, { params: { id: "1" }, body: { text: 3 } });
    expect(Result.isFailure(body) && body.failure.label).toBe("badRequest.invalid.body");
    const none = decodeRequest(performerApi.categories, {});
    expect(Result.isSuccess(none)).toBe(true);
  });

  it("matches endpoint paths with params", () => {
    expect(matchEndpointPath("/profile/:id", "/profile/anna%20b")).toEqual({ id: "anna b" });
    expect(matchEndpointPath("/profile/:id", "/profile/")).toBeNull();
    expect(matchEndpointPath("/media/album/:id/:albumId", "/media/album/1/2")).toEqual({ id: "1", albumId: "2" });
    expect(matchEndpointPath("/user/find", "/user/count")).toBeNull();
  });
});

describe("too many attempts (ARCHITECTURE §7)", () => {
  const refused = (body: unknown, status = 429) => new PlatformHttpError({ method: "POST", path: "/login" }, status, "tooManyRequests", body);

  it("reads the wait from a 429's body in whole minutes, at least one", () => {
    expect(retryAfterMinutes(refused({ label: "tooManyRequests", retryAfter: 42 }))).toBe(1);
    expect(retryAfterMinutes(refused({ label: "tooManyRequests", retryAfter: 61 }))).toBe(2);
    expect(retryAfterMinutes(refused({ label: "tooManyRequests", retryAfter: 300 }))).toBe(5);
    // A 429 that says nothing of the wait still asks for one.
    expect(retryAfterMinutes(refused({ label: "tooManyRequests" }))).toBe(1);
    expect(retryAfterMinutes(refused(null))).toBe(1);
  });

  it("is null for any other failure", () => {
    expect(retryAfterMinutes(refused({ retryAfter: 60 }, 400))).toBeNull();
    expect(retryAfterMinutes(new Error("boom"))).toBeNull();
    expect(retryAfterMinutes(undefined)).toBeNull();
  });
});
