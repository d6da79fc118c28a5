import { describe, expect, it } from "vitest";
import { statusOf } from "./error-page";

describe("§8 error page status", () => {
  it("uses the failed answer's status and defaults to 500", () => {
    expect(statusOf({ status: 503 })).toBe(503);
    expect(statusOf(new Error("boom"))).toBe(500);
    expect(statusOf({ status: 200 })).toBe(500);
    expect(statusOf(null)).toBe(500);
  });
});
