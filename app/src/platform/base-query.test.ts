import { describe, expect, it } from "vitest";
import { withBaseQuery } from "./base-query";

describe("§2.1 base query carried on links", () => {
  it("adds the current valid base values to internal links", () => {
    expect(withBaseQuery("/en/profile/Anna", "?p=abc123&pi=sub-1&click_id=x.y&offer_id=7&other=1")).toBe(
      "/en/profile/Anna?p=abc123&pi=sub-1&click_id=x.y&offer_id=7",
    );
  });

  it("drops invalid values (§5 p alphanumeric only) and keeps the link's own query and hash", () => {
    expect(withBaseQuery("/privacy?x=1#cookies", "?p=bad value&pi=ok")).toBe("/privacy?x=1&pi=ok#cookies");
  });

  it("never overrides a value the link sets, and leaves external links alone", () => {
    expect(withBaseQuery("/?p=mine", "?p=theirs")).toBe("/?p=mine");
    expect(withBaseQuery("https://partner.example/signup", "?p=abc")).toBe("https://partner.example/signup");
    expect(withBaseQuery("//evil.example/", "?p=abc")).toBe("//evil.example/");
  });

  it("returns the href unchanged when there is nothing to carry", () => {
    expect(withBaseQuery("/cookies", "?foo=bar")).toBe("/cookies");
  });
});
