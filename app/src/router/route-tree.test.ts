import { describe, expect, it } from "vitest";
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { ROUTED_LOCALES, ROUTES, localizedRoutes } from "@camstage/core";
import { routeTree } from "./route-tree";
import "../platform/route-static-data";

const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/"] }), context: {} as never });

const routeNameOf = (path: string) => router.matchRoutes(path, {}).at(-1)?.staticData?.site?.routeName;
const paramsOf = (path: string) => router.matchRoutes(path, {}).at(-1)?.params;

describe("§2.1 route tree", () => {
  it("has every route of core's table unprefixed and under each language's prefix", () => {
    const names = new Set(Object.values(router.routesById).map((route) => route.options.staticData?.site?.routeName).filter(Boolean));
    expect(names).toEqual(new Set(localizedRoutes().map((route) => route.id)));
    expect(names.size).toBe(ROUTES.length * (1 + ROUTED_LOCALES.length));
  });

  it.each([
    ["/", "index___default"],
    ["/en", "index___en"],
    ["/nl", "index___nl"],
    ["/cookies", "cookies___default"],
    ["/en/terms-conditions", "terms-conditions___en"],
    ["/nl/privacy", "privacy___nl"],
    ["/favourites", "favourites___default"],
    ["/en/messenger/new-conversation", "messenger-new-conversation___en"],
    ["/en/messenger/Anna", "messenger-performer___en"],
    ["/profile/Anna", "profile___default"],
    ["/en/profile", "profile___en"],
    ["/nl/stream/Anna", "stream___nl"],
    ["/404", "404___default"],
    ["/en/404", "404___en"],
    ["/blondes", "category-search___default"],
    ["/en/blondes", "category-search___en"],
    ["/de/blondes", "category-search___de"],
    ["/be/profile/Anna", "profile___be"],
    ["/pl/blondes", "category-search___default"],
  ])("%s shows %s", (path, name) => {
    expect(routeNameOf(path)).toBe(name);
  });

  it("reads the optional performer and the category from the path", () => {
    expect(paramsOf("/en/profile/Anna")).toMatchObject({ model: "Anna" });
    expect(paramsOf("/en/blondes")).toMatchObject({ _splat: "blondes" });
  });
});
