import { describe, expect, it } from "vitest";
import { LEGACY_HOME_PATHS, legacyRedirect, requestUrl } from "./legacy-redirects";

const redirect = (pathAndQuery: string) => legacyRedirect(requestUrl(pathAndQuery, "https://site.test")!)?.location ?? null;

describe("legacyRedirect (§2.1)", () => {
  it("answers 301", () => {
    expect(legacyRedirect(new URL("https://site.test/splash"))).toEqual({ status: 301, location: "/" });
  });

  it("leaves current paths alone", () => {
    for (const path of ["/", "/en", "/nl", "/profile/anna", "/en/cookies?p=abc", "/blond", "/?action=login&token=x"]) expect(redirect(path), path).toBeNull();
  });

  it("removes a trailing slash, keeping the whole query", () => {
    expect(redirect("/cookies/")).toBe("/cookies");
    expect(redirect("/en/")).toBe("/en");
    expect(redirect("/profile/anna///?action=login&token=t")).toBe("/profile/anna?action=login&token=t");
  });

  it("reads a raw request target as a path of this site", () => {
    expect(requestUrl("//evil.com/x?p=1", "https://site.test/")?.href).toBe("https://site.test//evil.com/x?p=1");
    expect(requestUrl("x", "https://site.test")?.pathname).toBe("/x");
  });

  it("collapses duplicate slashes so the target stays on this site", () => {
    expect(redirect("//evil.com/")).toBe("/evil.com");
    expect(redirect("/en//profile//anna")).toBe("/en/profile/anna");
  });

  it("rewrites /profiel/ to /profile/ with its prefix", () => {
    expect(redirect("/profiel/anna")).toBe("/profile/anna");
    expect(redirect("/en/profiel/anna?p=abc")).toBe("/en/profile/anna?p=abc");
    expect(redirect("/Profiel/anna/")).toBe("/profile/anna");
    expect(redirect("/profiel")).toBe("/profile");
  });

  it("sends ?sect=profile&m=X to /profile/X", () => {
    expect(redirect("/?sect=profile&m=anna")).toBe("/profile/anna");
    expect(redirect("/en?sect=profile&m=anna&p=abc")).toBe("/en/profile/anna?p=abc");
    expect(redirect("/?sect=profile&m=a%20b")).toBe("/profile/a%20b");
    expect(redirect("/?sect=profile")).toBe("/profile");
    expect(redirect("/?sect=profile&m=..")).toBe("/profile");
    expect(redirect("/?sect=home&m=anna")).toBeNull();
  });

  it("sends an optional two-letter prefix plus search/... home", () => {
    expect(redirect("/search")).toBe("/");
    expect(redirect("/search/blond/page/2")).toBe("/");
    expect(redirect("/en/search/x")).toBe("/en");
    expect(redirect("/nl/search")).toBe("/nl");
    expect(redirect("/de/search/x?p=abc&q=z")).toBe("/?p=abc");
    expect(redirect("/pl/search/x?p=abc&q=z")).toBe("/?p=abc");
    expect(redirect("/searching")).toBeNull();
  });

  it.each(LEGACY_HOME_PATHS.map((path) => [path]))("sends /%s home", (path) => {
    expect(redirect(`/${path}`)).toBe("/");
    expect(redirect(`/${path}/more/below`)).toBe("/");
    expect(redirect(`/en/${path}?pi=x-1`)).toBe("/en?pi=x-1");
  });

  it("names every legacy path of the spec", () => {
    for (const path of ["splash", "style", "archief", "respo", "filter", "categorie", "betalen", "helpdesk"]) expect(LEGACY_HOME_PATHS).toContain(path);
  });

  it("sends the old Dutch terms path to /terms-conditions", () => {
    expect(redirect("/algemene-voorwaarden")).toBe("/terms-conditions");
    expect(redirect("/en/algemene-voorwaarden/?click_id=c1")).toBe("/en/terms-conditions?click_id=c1");
  });

  it("keeps only the valid base query on redirects home", () => {
    expect(redirect("/splash?p=abc&pi=camp-1&click_id=c.1&offer_id=9&splash6=true&style=dark")).toBe(
      "/?p=abc&pi=camp-1&click_id=c.1&offer_id=9&splash6=true",
    );
    expect(redirect("/betalen?p=not-valid&pi=ok")).toBe("/?pi=ok");
  });

  it("lands in one hop when several rules apply", () => {
    expect(redirect("/en/profiel/?sect=profile&m=anna&p=abc")).toBe("/en/profile/anna?p=abc");
    expect(redirect("/en/splash/")).toBe("/en");
  });
});
