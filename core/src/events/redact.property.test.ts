import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeTokenPayload, isToken } from "../domain/token";
import { createRedactor } from "./redact";

// Issue 27: the exported log holds no token and no e-mail address, whatever the field they are in is called.
const base64url = fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/);
/** A signed token as the platform issues them: a JWT around any payload. */
const token = fc
  .tuple(fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 8 }))), base64url)
  .map(([payload, signature]) => `${encodeTokenPayload(payload)}${signature}`);
const email = fc.emailAddress();
/** A key nobody would think of as secret. */
const key = fc.oneof(fc.constantFrom("auth", "answer", "output", "data", "value", "x", "meta", "contact"), fc.string({ minLength: 1, maxLength: 8 }));

/** An event-like value with the secrets planted at any depth and under any key, some inside a longer text. */
const planted = (secrets: readonly string[]) =>
  fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.string({ maxLength: 10 }).filter((text) => !text.includes("@")),
      fc.integer(),
      fc.constantFrom(...secrets),
      fc.constantFrom(...secrets).map((secret) => `sent to ${secret} today`),
      fc.array(tie("node"), { maxLength: 3 }),
      fc.dictionary(key, tie("node"), { maxKeys: 4 }),
    ),
  })).node;

describe("the log's redaction (issue 27, ARCHITECTURE §7)", () => {
  it("leaves no token's signature and no e-mail address anywhere, and keeps every key and every other value", () => {
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 3 }), fc.array(email, { minLength: 1, maxLength: 3 }), (tokens, emails) => {
        fc.assert(
          fc.property(planted([...tokens, ...emails]), (event) => {
            const redacted = createRedactor().redact({ type: "any.event", event });
            const text = JSON.stringify(redacted);
            for (const t of tokens) expect(text).not.toContain(t.slice(t.lastIndexOf(".") + 1));
            for (const address of emails) expect(text.toLowerCase()).not.toContain(address.toLowerCase());
            // Only the secrets changed: the same shape, the same keys.
            const shape = (value: unknown): unknown =>
              typeof value === "string" ? "s" : Array.isArray(value) ? value.map(shape) : value !== null && typeof value === "object" ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])) : value;
            expect(shape(redacted)).toEqual(shape({ type: "any.event", event }));
          }),
          { numRuns: 10 },
        );
      }),
      { numRuns: 30 },
    );
  });

  it("a token keeps what the rules read of it (its header and payload) and stays a token; an address stays an address, the same each time", () => {
    fc.assert(
      fc.property(token, email, (t, address) => {
        const redactor = createRedactor();
        const out = redactor.redact({ auth: t, contact: address, again: { who: address.toUpperCase(), note: `to ${address}` } });
        expect(isToken(out.auth)).toBe(true);
        expect(out.auth.slice(0, out.auth.lastIndexOf("."))).toBe(t.slice(0, t.lastIndexOf(".")));
        expect(out.contact).toMatch(/^member\d+@example\.com$/);
        expect(out.again).toEqual({ who: out.contact, note: `to ${out.contact}` });
      }),
    );
  });
});
