import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { PROMO_SLOT, PerformerGrid, type PerformerGridProps } from "./performer-grid";
import { EXAMPLE_NOW, examplePage, examplePerformers, exampleProfileHref, freePerformer, offlinePerformer, vipPerformer } from "./examples/performers";
import { performerBadges } from "./performer-badges";

/** A controllable IntersectionObserver: tests decide when the sentinel is in view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  trigger(isIntersecting: boolean) {
    if (this.disconnected) return;
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
const liveObservers = () => FakeObserver.instances.filter((o) => !o.disconnected);

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
const props = (over: Partial<PerformerGridProps> = {}): PerformerGridProps => ({
  items: examplePage,
  performerHref: exampleProfileHref,
  now: EXAMPLE_NOW,
  hasMore: true,
  loading: false,
  onLoadMore: vi.fn(),
  onRetry: vi.fn(),
  ...over,
});

beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});
beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  // The window virtualizer keeps the scroll position where it is; jsdom has no scrolling.
  vi.stubGlobal("scrollTo", () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PerformerGrid", () => {
  it("is a list of links, each named exactly by the performer's username (ARCHITECTURE §4)", () => {
    wrap(<PerformerGrid {...props()} />);
    const list = screen.getByRole("list", { name: "Performers" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(60);
    items.forEach((item, i) => {
      const links = within(item).getAllByRole("link");
      expect(links).toHaveLength(1);
      const performer = examplePage[i]!;
      expect(links[0]!.getAttribute("aria-label")).toBe(performer.username);
      expect(links[0]!.textContent).toContain(performer.username);
      expect(links[0]!.getAttribute("href")).toBe(`/en/profile/${performer.username}`);
    });
    expect(within(list).getByRole("link", { name: "SweetLisa" })).toBeTruthy();
  });

  it("renders decorative, lazily loaded pictures with a fixed size", () => {
    wrap(<PerformerGrid {...props()} />);
    const imgs = screen.getByRole("list").querySelectorAll("img");
    expect(imgs).toHaveLength(60);
    for (const img of imgs) {
      expect(img.getAttribute("alt")).toBe("");
      expect(img.getAttribute("width")).toBe("400");
      expect(img.getAttribute("height")).toBe("300");
    }
    expect(imgs[59]!.getAttribute("loading")).toBe("lazy");
  });

  it("shows the translated status badge of each performer's onlineStatus (§4)", () => {
    wrap(<PerformerGrid {...props({ items: [freePerformer, vipPerformer, offlinePerformer] })} />);
    expect(within(screen.getByRole("link", { name: freePerformer.username })).getByText("Free chat")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: vipPerformer.username })).getByText("VIP")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: offlinePerformer.username })).getByText("Offline")).toBeTruthy();
  });

  it("uses the non-nude pictures when the nude filter is on (§2.1)", () => {
    const items = examplePerformers(3);
    const { rerender } = wrap(<PerformerGrid {...props({ items })} />);
    const srcs = () => [...screen.getByRole("list").querySelectorAll("img")].map((i) => i.getAttribute("src"));
    expect(srcs()).toEqual(items.map((p) => p.snapshot));
    rerender(
      <I18nProvider i18n={i18n}>
        <PerformerGrid {...props({ items, nudeFilter: true })} />
      </I18nProvider>,
    );
    expect(srcs()).toEqual(items.map((p) => p.nonude));
  });

  it("shows the new ribbon only for a first session within 7 days (§9)", () => {
    const [fresh, old] = examplePerformers(2, 0);
    const day = 24 * 3600 * 1000;
    const items = [
      { ...fresh!, firstCamSession: EXAMPLE_NOW - 6 * day },
      { ...old!, firstCamSession: EXAMPLE_NOW - 8 * day },
    ];
    wrap(<PerformerGrid {...props({ items })} />);
    expect(within(screen.getByRole("link", { name: items[0]!.username })).queryByText("New")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: items[1]!.username })).queryByText("New")).toBeNull();
  });

  it("watches the sentinel with a 200 px margin and loads more when it comes into view (§2.6)", () => {
    const onLoadMore = vi.fn();
    wrap(<PerformerGrid {...props({ onLoadMore })} />);
    const [observer] = liveObservers();
    expect(observer?.options.rootMargin).toBe("200px");
    expect(observer?.observed[0]).toBe(screen.getByTestId("grid-sentinel"));
    act(() => observer!.trigger(false));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => observer!.trigger(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // One request per observer: a second intersection before `loading` flips does not ask again.
    act(() => observer!.trigger(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("does not load more while a page is loading, and resumes when it is done", () => {
    const onLoadMore = vi.fn();
    const { rerender } = wrap(<PerformerGrid {...props({ onLoadMore, loading: true })} />);
    expect(liveObservers()).toHaveLength(0);
    expect(screen.getAllByTestId("grid-skeleton-card").length).toBeGreaterThan(0);
    rerender(
      <I18nProvider i18n={i18n}>
        <PerformerGrid {...props({ onLoadMore, loading: false })} />
      </I18nProvider>,
    );
    const [observer] = liveObservers();
    act(() => observer!.trigger(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("does not load more when there are no more pages", () => {
    const onLoadMore = vi.fn();
    wrap(<PerformerGrid {...props({ onLoadMore, hasMore: false })} />);
    expect(screen.queryByTestId("grid-sentinel")).toBeNull();
    expect(liveObservers()).toHaveLength(0);
    for (const o of FakeObserver.instances) o.trigger(true);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it("shows skeleton cards and a loading status while the first page loads", () => {
    wrap(<PerformerGrid {...props({ items: [], loading: true })} />);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getAllByTestId("grid-skeleton-card").length).toBeGreaterThan(0);
    expect(screen.getByRole("status").textContent).toBe("Loading performers…");
  });

  it("shows an empty state when nothing matches", () => {
    wrap(<PerformerGrid {...props({ items: [], hasMore: false })} />);
    expect(screen.getByText("No performers found")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows an error with a retry button, and stops asking for pages", () => {
    const onRetry = vi.fn();
    const onLoadMore = vi.fn();
    wrap(<PerformerGrid {...props({ items: [], error: true, onRetry, onLoadMore })} />);
    expect(screen.getByRole("alert").textContent).toContain("The performers could not be loaded.");
    expect(liveObservers()).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it("renders 300 performers as 300 links where nothing can be measured", () => {
    wrap(<PerformerGrid {...props({ items: examplePerformers(300) })} />);
    expect(within(screen.getByRole("list")).getAllByRole("link")).toHaveLength(300);
  });

  it("reserves a placeholder for every performer still to come when the total is known (ARCHITECTURE §6 CLS)", () => {
    const { rerender } = wrap(<PerformerGrid {...props({ items: examplePerformers(60), total: 100 })} />);
    expect(screen.getAllByTestId("grid-skeleton-card")).toHaveLength(40);
    rerender(
      <I18nProvider i18n={i18n}>
        <PerformerGrid {...props({ items: examplePerformers(60), total: 100, hasMore: false })} />
      </I18nProvider>,
    );
    expect(screen.queryAllByTestId("grid-skeleton-card")).toHaveLength(0);
  });
});

/** A ResizeObserver that reports each element once when it is observed, or never (the layout not known yet). */
const stubResizeObserver = ({ reports }: { reports: boolean }) =>
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        if (reports) this.callback();
      }
      unobserve() {}
      disconnect() {}
    },
  );

describe("the white-label's grid banner (issue 28)", () => {
  const promo = { href: "/en?action=register", image: "/promo.svg", label: "Special offer" };

  it("is a link with its picture in the fourth place, the cards around it in their order", () => {
    wrap(<PerformerGrid {...props({ items: examplePerformers(12), hasMore: false, promo })} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(13);
    const banner = within(items[PROMO_SLOT]!).getByRole("link", { name: "Special offer" });
    expect(banner.getAttribute("href")).toBe("/en?action=register");
    expect(within(items[PROMO_SLOT - 1]!).getByRole("link").getAttribute("aria-label")).toBe(examplePerformers(12)[PROMO_SLOT - 1]?.username);
    expect(within(items[PROMO_SLOT + 1]!).getByRole("link").getAttribute("aria-label")).toBe(examplePerformers(12)[PROMO_SLOT]?.username);
  });

  it("waits for cards around it: none in an empty or a short list", () => {
    wrap(<PerformerGrid {...props({ items: examplePerformers(2), hasMore: false, promo })} />);
    expect(screen.queryByRole("link", { name: "Special offer" })).toBeNull();
  });
});

describe("a long grid before its layout is known", () => {
  // A browser whose ResizeObserver has not reported yet: the grid cannot know its columns.
  beforeEach(() => stubResizeObserver({ reports: false }));

  it("renders the cards it has, not a placeholder for every performer still to come", () => {
    wrap(<PerformerGrid {...props({ items: examplePerformers(60), total: 1200, skeletonCount: 60 })} />);
    expect(within(screen.getByRole("list")).getAllByRole("link")).toHaveLength(60);
    expect(screen.queryAllByTestId("grid-skeleton-card")).toHaveLength(0);
  });
});

describe("a long grid in a browser", () => {
  // A laid-out CSS grid of three 100 px columns with 10 px gaps in an 800 px high window.
  beforeEach(() => {
    // Like a browser's, it reports an element's size as soon as it is observed.
    stubResizeObserver({ reports: true });
    const real = window.getComputedStyle;
    vi.spyOn(window, "getComputedStyle").mockImplementation((el, pseudo) =>
      el instanceof HTMLUListElement ? ({ gridTemplateColumns: "100px 100px 100px", rowGap: "10px" } as CSSStyleDeclaration) : real(el, pseudo),
    );
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(320);
    vi.stubGlobal("innerHeight", 800);
  });
  afterEach(() => vi.restoreAllMocks());

  it("keeps a bounded DOM: only the rows near the viewport are rendered, the rest is reserved space", () => {
    wrap(<PerformerGrid {...props({ items: examplePerformers(600), hasMore: false })} />);
    const list = screen.getByRole("list");
    const rendered = within(list).getAllByRole("listitem");
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(150);
    expect(rendered.length % 3).toBe(0);
    // Each rendered card keeps its place in the whole list, and the list keeps the height of all 200 rows.
    expect(rendered[0]?.getAttribute("aria-posinset")).toBe("1");
    expect(rendered[0]?.getAttribute("aria-setsize")).toBe("600");
    const padding = Number.parseFloat(list.style.paddingBottom);
    expect(padding).toBeGreaterThan(0);
    expect(within(list).getAllByRole("link")[0]?.getAttribute("aria-label")).toBe(examplePerformers(600)[0]?.username);
  });

  it("issue 26: at the top of the grid, the first page it was rendered with stays (hydrating the server's HTML removes no card)", () => {
    // A phone-sized window: its rows and their overscan hold fewer cards than the first page.
    vi.stubGlobal("innerHeight", 200);
    wrap(<PerformerGrid {...props({ items: examplePerformers(60), hasMore: true, total: 1200 })} />);
    const list = screen.getByRole("list");
    expect(within(list).getAllByRole("link")).toHaveLength(60);
    // The rest of the 1,200 is reserved space, not cards or placeholders.
    expect(screen.queryAllByTestId("grid-skeleton-card")).toHaveLength(0);
    expect(Number.parseFloat(list.style.paddingBottom)).toBeGreaterThan(0);
  });
});

describe("performerBadges", () => {
  it("reads status, new and toy with core's rules", () => {
    expect(performerBadges({ ...freePerformer, cybertoy: 1, firstCamSession: EXAMPLE_NOW - 1000 }, EXAMPLE_NOW)).toEqual({
      status: "free",
      isNew: true,
      hasToy: true,
    });
    expect(performerBadges({ ...offlinePerformer, cybertoy: 0, firstCamSession: 0 }, EXAMPLE_NOW)).toEqual({
      status: "offline",
      isNew: false,
      hasToy: false,
    });
  });
});
