import fc from "fast-check";
import { expect, test } from "vitest";
import type { PaymentOption } from "../domain/wallet.schema";
import { paymentProviderFor, validatePayment } from "./payment.rules";

const id = fc.oneof(fc.nat({ max: 9999 }), fc.stringMatching(/^[a-z]{2,10}$/));
const option = fc.record({
  id,
  name: fc.string(),
  image: fc.string(),
  provider: fc.constantFrom("standard" as const, "paynl" as const),
  paymentOptionSubList: fc.option(fc.uniqueArray(fc.record({ id, name: fc.string() }), { selector: (s) => String(s.id), maxLength: 4 }), { nil: undefined }),
}) satisfies fc.Arbitrary<PaymentOption>;

test("drawer variant: pay allowed exactly when no sub-options or one of them is chosen", () => {
  fc.assert(fc.property(option, fc.option(id, { nil: undefined }), (method, subOption) => {
    const subs = method.paymentOptionSubList ?? [];
    const chosen = subOption !== undefined && subs.some((s) => String(s.id) === String(subOption));
    expect(validatePayment({ variant: "drawer", method, subOption }).ok).toBe(subs.length === 0 || chosen);
  }));
});

test("simple variant: pay allowed whenever a method is chosen", () => {
  fc.assert(fc.property(option, fc.option(id, { nil: undefined }), (method, subOption) => validatePayment({ variant: "simple", method, subOption }).ok));
});

test("the sent method starts with the method id", () => {
  fc.assert(fc.property(option, fc.option(id, { nil: undefined }), (method, subOption) => {
    const r = validatePayment({ variant: "drawer", method, subOption });
    return !r.ok || r.value === String(method.id) || r.value.startsWith(`${String(method.id)}:`);
  }));
});

test("numeric ids belong to paynl, names to the other provider", () => {
  fc.assert(fc.property(fc.nat(), (n) => paymentProviderFor(n) === "paynl" && paymentProviderFor(String(n)) === "paynl"));
  fc.assert(fc.property(fc.stringMatching(/^[a-z]+$/), (s) => paymentProviderFor(s) === "standard"));
});
