import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { renderWithI18n } from "../ui/testing";
import { LanguageMenu } from "./language-menu";
import { LanguageList } from "./language-list";
import { LazyLanguageMenu } from "./lazy-language-menu";
import { languageMenuMany } from "./examples/language.examples";

describe("LanguageMenu", () => {
  it("lists every available language except the current one (§2.3)", () => {
    renderWithI18n(<LanguageMenu {...languageMenuMany} current="en" />);
    const trigger = screen.getByRole("button", { name: "Language: English. Change language" });
    // The stand-in is a plain button (no React Aria on first paint): Enter or a click activates it.
    fireEvent.click(trigger);
    const menu = screen.getByRole("menu", { name: "Language: English. Change language" });
    const names = within(menu).getAllByRole("menuitem").map((item) => item.textContent);
    expect(names).toEqual(["nlNederlands", "deDeutsch", "frFrançais"]);
  });

  it("reports the chosen language", () => {
    const onSelect = vi.fn();
    renderWithI18n(<LanguageMenu {...languageMenuMany} current="nl" onSelect={onSelect} defaultOpen />);
    fireEvent.click(screen.getByRole("menuitem", { name: /English/ }));
    expect(onSelect).toHaveBeenCalledWith("en");
  });

  it("renders nothing when the current language is the only one", () => {
    const { container } = renderWithI18n(
      <LanguageMenu languages={[{ key: "nl", name: "Nederlands" }]} current="nl" onSelect={() => {}} />,
    );
    expect(container.textContent).toBe("");
  });
});

describe("LazyLanguageMenu", () => {
  it("names its trigger at once and opens the menu once loaded when pressed before", async () => {
    renderWithI18n(<LazyLanguageMenu {...languageMenuMany} current="en" />);
    const trigger = screen.getByRole("button", { name: "Language: English. Change language" });
    // The stand-in is a plain button (no React Aria on first paint): Enter or a click activates it.
    fireEvent.click(trigger);
    const menu = await screen.findByRole("menu", { name: "Language: English. Change language" });
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["nlNederlands", "deDeutsch", "frFrançais"]);
  });
});

describe("LanguageList", () => {
  it("marks the current language and switches only to another one", () => {
    const onSelect = vi.fn();
    renderWithI18n(<LanguageList languages={languageMenuMany.languages} current="en" onSelect={onSelect} />);
    const current = screen.getByRole("button", { name: /English/ });
    expect(current.getAttribute("aria-current")).toBe("true");
    fireEvent.click(current);
    fireEvent.click(screen.getByRole("button", { name: /Deutsch/ }));
    expect(onSelect.mock.calls).toEqual([["de"]]);
  });
});
