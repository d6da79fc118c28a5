import type { Configuration } from "@camstage/core";

/**
 * §2.3 the footer's performer sign-up link: the partner link carrying the affiliate code and a reference to
 * this white-label domain as query values. Anything but an http(s) URL is not linked (ARCHITECTURE §7).
 */
export function partnerSignupUrl(configuration: Pick<Configuration, "partner" | "brand">): string {
  try {
    const url = new URL(configuration.partner.performerSignupUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:") return "#";
    url.searchParams.set("p", configuration.partner.affiliateCode);
    url.searchParams.set("ref", configuration.brand.domain);
    return url.toString();
  } catch {
    return "#";
  }
}
