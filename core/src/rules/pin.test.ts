import { expect, test } from "vitest";
import { validatePin } from "./pin.rules";

test("pin: required, exactly 4 digits, not rejected before", () => {
  expect(validatePin("1234")).toEqual({ ok: true, value: "1234" });
  expect(validatePin("")).toEqual({ ok: false, errors: ["pin.required"] });
  expect(validatePin("123")).toEqual({ ok: false, errors: ["pin.invalid"] });
  expect(validatePin("12345")).toEqual({ ok: false, errors: ["pin.invalid"] });
  expect(validatePin("12a4")).toEqual({ ok: false, errors: ["pin.invalid"] });
  expect(validatePin("1234", ["1234"])).toEqual({ ok: false, errors: ["pin.rejected"] });
  expect(validatePin("1235", ["1234"]).ok).toBe(true);
});
