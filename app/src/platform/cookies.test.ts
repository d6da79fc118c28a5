import { describe, expect, it } from "vitest";
import { cookieString, readCookie } from "./cookies";

describe("cookies", () => {
  it("reads one cookie among others", () => {
    expect(readCookie("a=1; locale=en; ageVerified=true", "locale")).toBe("en");
    expect(readCookie("xlocale=en", "locale")).toBeUndefined();
  });

  it("is SameSite=Lax everywhere and Secure only on https (§9)", () => {
    expect(cookieString("locale", "en", 86_400_000, "http:")).toBe("locale=en; Path=/; Max-Age=86400; SameSite=Lax");
    expect(cookieString("locale", "en", 86_400_000, "https:")).toMatch(/; Secure$/);
  });
});
