import { describe, expect, it } from "vitest";
import { partnerSignupUrl } from "./partner-link";

const config = (performerSignupUrl: string) => ({
  partner: { affiliateCode: "AFF42", affiliateInfo: "", performerSignupUrl, affiliateUrl: "" },
  brand: { name: "B", logo: "", colors: { primary: "", accent: "", background: "", surface: "", text: "" }, home: "/", domain: "cams.example" },
});

describe("§2.3 performer sign-up partner link", () => {
  it("carries the affiliate code and the white-label domain", () => {
    expect(partnerSignupUrl(config("https://partners.example/signup?lang=nl"))).toBe("https://partners.example/signup?lang=nl&p=AFF42&ref=cams.example");
  });

  it("never links anything but http(s)", () => {
    expect(partnerSignupUrl(config("javascript:alert(1)"))).toBe("#");
    expect(partnerSignupUrl(config("not a url"))).toBe("#");
  });
});
