import { Arbitrary, Effect, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { chatApi } from "./chat-endpoints";
import { createPlatformClient, type FetchLike } from "./client";
import { SIMULATOR_BASES } from "./bases";
import { performerApi, type AnyEndpoint } from "./endpoints";
import { inboxApi } from "./inbox-endpoints";
import { createLogger } from "./logger";
import { memberApi, paymentApi } from "./member-endpoints";
import { PlatformDecodeError, UNDEFINED_ERROR, errorLabel } from "./platform-error";

/**
 * Issue 14: a malformed answer from any endpoint is decoded and reported with its label (§8), never handed on. Every
 * endpoint of every API is called with generated valid input and answered 200 with bodies of the wrong shape.
 */
const APIS = { performerApi, memberApi, paymentApi, inboxApi, chatApi } as const;
const ENDPOINTS: [string, AnyEndpoint][] = Object.entries(APIS).flatMap(([api, endpoints]) =>
  Object.entries(endpoints as Record<string, AnyEndpoint>).map(([name, endpoint]): [string, AnyEndpoint] => [`${api}.${name}`, endpoint]),
);
const MALFORMED: readonly unknown[] = ["<html>Bad gateway</html>", 42, null, [{ slug: 1 }], { items: "nope" }, { id: "x", credits: "lots" }];

const sample = (schema: Schema.Top): unknown => Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema as Schema.Codec<unknown, unknown>), { count: 1, seed: 14 }))[0];

describe("a malformed answer from any endpoint (issue 14, §8)", () => {
  it("covers every API's endpoints", () => {
    expect(ENDPOINTS.length).toBeGreaterThan(30);
  });

  it.each(ENDPOINTS)("%s: refused as a decode failure with the §8 label, logged with its call", async (_name, endpoint) => {
    const malformed = MALFORMED.filter((body) => !Schema.is(endpoint.output as Schema.Top)(body));
    expect(malformed.length, "some of the bodies do not fit the endpoint's answer").toBeGreaterThan(0);
    for (const body of malformed) {
      const errors: string[] = [];
      const fetch: FetchLike = async () => ({ status: 200, text: async () => (typeof body === "string" ? body : JSON.stringify(body)) });
      const client = createPlatformClient({
        bases: SIMULATOR_BASES,
        lang: "en",
        apiKey: "key",
        noNude: false,
        getToken: () => "token",
        fetch,
        logger: createLogger("ERROR", { error: (...args: unknown[]) => void errors.push(String(args[0])), warn: () => {}, info: () => {}, debug: () => {} }),
      });
      const input = {
        params: sample(endpoint.params as Schema.Top),
        query: sample(endpoint.query as Schema.Top),
        ...(Schema.is(endpoint.body as Schema.Top)(undefined) ? {} : { body: sample(endpoint.body as Schema.Top) }),
      };
      const error = await client.call(endpoint, input as never).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error, `answered ${JSON.stringify(body)}`).toBeInstanceOf(PlatformDecodeError);
      expect(errorLabel(error)).toBe(UNDEFINED_ERROR);
      expect(errors.join("\n")).toContain(`${endpoint.method} `);
      expect(errors.join("\n")).toContain("unexpected shape");
    }
  });
});
