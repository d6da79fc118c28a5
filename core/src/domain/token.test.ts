import { Schema } from "effect";
import { expect, test } from "vitest";
import { decodeTokenPayload, encodeTokenPayload, readTokenPayload } from "./token";

test("payloads round-trip through a token, including non-ASCII text", () => {
  const payload = { id: 1, name: "Zoë 😀", meta: { type: "vip" } };
  expect(readTokenPayload(encodeTokenPayload(payload))).toEqual(payload);
});

test("decodes with a schema and refuses garbage", () => {
  const S = Schema.Struct({ performer: Schema.Number });
  expect(decodeTokenPayload(S, encodeTokenPayload({ performer: 3 }))).toEqual({ performer: 3 });
  expect(decodeTokenPayload(S, encodeTokenPayload({ performer: "x" }))).toBeUndefined();
  expect(decodeTokenPayload(S, "a.%%%.b")).toBeUndefined();
  expect(decodeTokenPayload(S, "")).toBeUndefined();
});
