import { describe, expect, it } from "vitest";
import { localizePath, splitLocale, withPrefix } from "./locale";
import { guardRoute, localizedRoutes, matchRoute, parseRouteName, routeName, ROUTES, type RouteName } from "./routes";
import { ROUTED_LOCALES } from "../constants/constants";

describe("splitLocale (§2.1)", () => {
  it("reads a routed prefix", () => {
    expect(splitLocale("/en/profile/anna")).toEqual({ prefix: "en", locale: "en", rest: "/profile/anna" });
    expect(splitLocale("/nl")).toEqual({ prefix: "nl", locale: "nl", rest: "/" });
    expect(splitLocale("/en/")).toEqual({ prefix: "en", locale: "en", rest: "/" });
  });

  it("treats anything else as unprefixed Dutch", () => {
    expect(splitLocale("/profile/anna")).toEqual({ prefix: null, locale: "nl", rest: "/profile/anna" });
    expect(splitLocale("/pl/blond")).toEqual({ prefix: null, locale: "nl", rest: "/pl/blond" });
    expect(splitLocale("/english")).toEqual({ prefix: null, locale: "nl", rest: "/english" });
    expect(splitLocale("/")).toEqual({ prefix: null, locale: "nl", rest: "/" });
  });
});

describe("localizePath", () => {
  it("prefixes English, leaves Dutch unprefixed unless asked", () => {
    expect(localizePath("/profile/x", "en")).toBe("/en/profile/x");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/profile/x", "nl")).toBe("/profile/x");
    expect(localizePath("/profile/x", "nl", { keepPrefix: true })).toBe("/nl/profile/x");
    expect(localizePath("/", "nl", { keepPrefix: true })).toBe("/nl");
    expect(withPrefix("/cookies", null)).toBe("/cookies");
  });
});

describe("route names (§2.1)", () => {
  it("carries the language after three underscores, default when unprefixed", () => {
    expect(routeName("profile", "en")).toBe("profile___en");
    expect(routeName("profile", "nl")).toBe("profile___nl");
    expect(routeName("profile", null)).toBe("profile___default");
    expect(parseRouteName("category-search___en")).toEqual({ name: "category-search", prefix: "en" });
    expect(parseRouteName("profile___default")).toEqual({ name: "profile", prefix: null });
    expect(parseRouteName("profile___de")).toEqual({ name: "profile", prefix: "de" });
    expect(parseRouteName("profile___pl")).toBeNull();
    expect(parseRouteName("nope___en")).toBeNull();
  });

  it("lists every route unprefixed and under each language's prefix", () => {
    const all = localizedRoutes();
    expect(all).toHaveLength(ROUTES.length * (1 + ROUTED_LOCALES.length));
    expect(all.find((r) => r.id === "profile___be")?.fullPath).toBe("/be/profile/{-$model}");
    expect(all.find((r) => r.id === "profile___en")?.fullPath).toBe("/en/profile/{-$model}");
    expect(all.find((r) => r.id === "index___nl")?.fullPath).toBe("/nl");
    expect(all.find((r) => r.id === "index___default")?.fullPath).toBe("/");
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
  });
});

describe("matchRoute", () => {
  const cases: [string, RouteName, Record<string, string>][] = [
    ["/", "index", {}],
    ["/cookies", "cookies", {}],
    ["/privacy", "privacy", {}],
    ["/terms-conditions", "terms-conditions", {}],
    ["/favourites", "favourites", {}],
    ["/settings", "settings", {}],
    ["/messenger", "messenger", {}],
    ["/messenger/new-conversation", "messenger-new-conversation", {}],
    ["/messenger/anna", "messenger-performer", { performer: "anna" }],
    ["/profile/anna%20b", "profile", { model: "anna b" }],
    ["/profile", "profile", {}],
    ["/stream/anna", "stream", { model: "anna" }],
    ["/stream", "stream", {}],
    ["/404", "404", {}],
    ["/blond", "category-search", { _splat: "blond" }],
    ["/blond/extra", "category-search", { _splat: "blond/extra" }],
  ];
  it.each(cases)("%s is %s", (path, name, params) => {
    const match = matchRoute(path);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });
});

describe("guardRoute (§2.1, §6)", () => {
  const allOn = { messenger: true, safe: true, christmasMode: false, categories: true };
  it("sends guests home from login-only routes", () => {
    expect(guardRoute("favourites", { loggedIn: false, features: allOn })).toBe("/");
    expect(guardRoute("favourites", { loggedIn: false, features: allOn, prefix: "en" })).toBe("/en");
    expect(guardRoute("settings", { loggedIn: false, features: allOn, prefix: "nl" })).toBe("/nl");
    expect(guardRoute("favourites", { loggedIn: true, features: allOn })).toBeNull();
  });

  it("sends everyone home from a route whose feature is off", () => {
    expect(guardRoute("messenger", { loggedIn: true, features: { ...allOn, messenger: false } })).toBe("/");
    expect(guardRoute("messenger-performer", { loggedIn: true, features: {} , prefix: "en"})).toBe("/en");
    expect(guardRoute("messenger", { loggedIn: true, features: allOn })).toBeNull();
  });

  it("lets public routes through", () => {
    for (const route of ROUTES.filter((r) => !r.loginOnly && r.feature === undefined)) {
      expect(guardRoute(route.name, { loggedIn: false, features: {} })).toBeNull();
    }
  });
});
