import { expect, test } from "vitest";
import { cutDescription } from "./seo.rules";

test("description cut at 160 characters", () => {
  expect(cutDescription("kort")).toBe("kort");
  expect(cutDescription("x".repeat(160))).toBe("x".repeat(160));
  expect(cutDescription("x".repeat(200))).toBe("x".repeat(160));
});

test("never splits a surrogate pair", () => {
  const text = `${"x".repeat(159)}😀 end`;
  expect(cutDescription(text)).toBe("x".repeat(159));
});
