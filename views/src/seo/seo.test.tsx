import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { CategorySeoBlock, visibleSeoTabs } from "./category-seo-block";
import { bareCategory, blondeCategory, generalSeoText } from "./examples/categories";

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});
afterEach(cleanup);

describe("CategorySeoBlock", () => {
  it("shows the category's main title and content", () => {
    wrap(<CategorySeoBlock category={blondeCategory} locale="en" general={generalSeoText} />);
    expect(screen.getByRole("heading", { level: 1, name: "Blonde cam girls live" })).toBeTruthy();
    expect(screen.getByText(/Meet blonde performers/)).toBeTruthy();
    expect(screen.queryByText(generalSeoText.title)).toBeNull();
  });

  it("shows only the tabs having tab, title and content (§2.3)", async () => {
    wrap(<CategorySeoBlock category={blondeCategory} locale="en" />);
    const tabs = (await screen.findAllByRole("tab")).map((t) => t.textContent);
    expect(tabs).toEqual(["Free chat", "Private shows", "Toys"]);
    expect(screen.queryByRole("tab", { name: "Coming soon" })).toBeNull();
  });

  it("switches the panel when another tab is chosen", async () => {
    wrap(<CategorySeoBlock category={blondeCategory} locale="en" />);
    expect(await screen.findByRole("heading", { level: 2, name: "Chat for free with blonde models" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Private shows" }));
    expect(screen.getByRole("tab", { name: "Private shows" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("heading", { level: 2, name: "Go private" })).toBeTruthy();
  });

  it("uses the locale's texts", async () => {
    wrap(<CategorySeoBlock category={blondeCategory} locale="nl" />);
    expect(screen.getByRole("heading", { level: 1, name: "Blonde camgirls live" })).toBeTruthy();
    expect(await screen.findAllByRole("tab")).toHaveLength(2);
  });

  it("shows the general SEO text when no category is chosen", () => {
    wrap(<CategorySeoBlock category={null} locale="en" general={generalSeoText} />);
    expect(screen.getByRole("heading", { level: 1, name: generalSeoText.title })).toBeTruthy();
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("renders nothing for a category without SEO text", () => {
    const { container } = wrap(<CategorySeoBlock category={bareCategory} locale="en" general={generalSeoText} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("visibleSeoTabs", () => {
  it("drops tabs missing any of tab, title or content", () => {
    const tabs = [
      { tab: "a", title: "A", content: "x" },
      { tab: "", title: "B", content: "x" },
      { tab: "c", title: "C", content: "  " },
      { tab: "d", title: " ", content: "x" },
    ];
    expect(visibleSeoTabs(tabs).map((t) => t.tab)).toEqual(["a"]);
    expect(visibleSeoTabs(undefined)).toEqual([]);
  });
});
