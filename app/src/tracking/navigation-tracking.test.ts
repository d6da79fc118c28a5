import { describe, expect, it } from "vitest";
import { PAGE_VIEW_DELAY_MS } from "@camstage/core";
import { createNavigationTracker, PREVIOUS_ROUTE_KEY, type RouteSnapshot } from "./navigation-tracking";

const clock = () => {
  let now = 0;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  return {
    setTimeout: (fn: () => void, ms: number) => {
      const id = ++ids;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id: unknown) => {
      const index = timers.findIndex((t) => t.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
    },
  };
};

const route = (overrides: Partial<RouteSnapshot> = {}): RouteSnapshot => ({
  path: "/en/profile/Anna",
  url: "http://localhost/en/profile/Anna?p=abc",
  routeName: "profile___en",
  pageType: "profile",
  params: { model: "Anna" },
  ...overrides,
});

describe("§2.1 navigation rules", () => {
  it("saves the route being left (path, name, params) in local storage", () => {
    const saved = new Map<string, string>();
    const tracker = createNavigationTracker({
      storage: { setItem: (k, v) => void saved.set(k, v) },
      dataLayer: () => [],
      title: () => "",
      ...clock(),
    });
    tracker.beforeChange(route());
    expect(JSON.parse(saved.get(PREVIOUS_ROUTE_KEY) ?? "null")).toEqual({ path: "/en/profile/Anna", name: "profile___en", params: { model: "Anna" } });
  });

  it("pushes a page view 250 ms after a change, with the title shown by then", () => {
    const layer: unknown[] = [];
    const time = clock();
    let title = "Loading";
    const tracker = createNavigationTracker({ storage: undefined, dataLayer: () => layer, title: () => title, ...time });
    tracker.changed(() => route());
    time.advance(PAGE_VIEW_DELAY_MS - 1);
    expect(layer).toHaveLength(0);
    title = "Anna | Camstage";
    time.advance(1);
    expect(layer).toEqual([{ event: "page_view", routeName: "profile___en", pageType: "profile", url: "http://localhost/en/profile/Anna?p=abc", title: "Anna | Camstage" }]);
  });

  it("pushes only the last of quick successive changes", () => {
    const layer: unknown[] = [];
    const time = clock();
    const tracker = createNavigationTracker({ storage: undefined, dataLayer: () => layer, title: () => "t", ...time });
    tracker.changed(() => route({ routeName: "index___default", pageType: "index" }));
    time.advance(100);
    tracker.changed(() => route());
    time.advance(PAGE_VIEW_DELAY_MS);
    expect(layer).toHaveLength(1);
    expect(layer[0]).toMatchObject({ routeName: "profile___en" });
  });
});
