import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { FILTER_CATALOGUE } from "@camstage/core";
import { renderWithI18n } from "../ui/testing";
import { FilterPanel } from "./filter-panel";
import { ModelsSubNav } from "./models-sub-nav";
import { ActiveFilterChips } from "./active-filter-chips";
import { modelsSubNavGuest, searchedTextChips } from "./examples/filters.examples";

describe("ActiveFilterChips", () => {
  it("shows the searched text as the first chip, removable on its own, beside the filters", () => {
    const onClearText = vi.fn();
    const onClear = vi.fn();
    renderWithI18n(<ActiveFilterChips {...searchedTextChips} onClearText={onClearText} onClear={onClear} />);
    const chips = within(screen.getByRole("list", { name: "Active filters" })).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent)).toEqual(["“nna”", "Dutch"]);
    fireEvent.click(screen.getByRole("button", { name: "Remove search nna" }));
    expect(onClearText).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Clear all" }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it("renders nothing with neither a text nor a filter", () => {
    const { container } = renderWithI18n(<ActiveFilterChips {...searchedTextChips} selected={{}} text={undefined} />);
    expect(container.textContent).toBe("");
  });
});

describe("FilterPanel", () => {
  it("shows every catalogue group and option as a toggle pill", () => {
    renderWithI18n(<FilterPanel selected={{}} onToggle={() => {}} onClear={() => {}} />);
    const groups = screen.getAllByRole("group");
    expect(groups).toHaveLength(Object.keys(FILTER_CATALOGUE).length);
    const optionCount = Object.values(FILTER_CATALOGUE).reduce((sum, options) => sum + Object.keys(options).length, 0);
    const pills = groups.flatMap((group) => within(group).getAllByRole("button"));
    expect(pills).toHaveLength(optionCount);
    expect(pills.every((pill) => pill.getAttribute("aria-pressed") === "false")).toBe(true);
  });

  it("marks selected options, shows chips and clears", () => {
    const onToggle = vi.fn();
    const onClear = vi.fn();
    renderWithI18n(<FilterPanel selected={{ age: ["18-24"], language: ["nl"] }} onToggle={onToggle} onClear={onClear} />);
    const age = screen.getByRole("group", { name: "Age" });
    expect(within(age).getByRole("button", { name: "18–24 years" }).getAttribute("aria-pressed")).toBe("true");
    const chips = screen.getByRole("list", { name: "Active filters" });
    expect(within(chips).getAllByRole("listitem")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Remove filter Dutch" }));
    expect(onToggle).toHaveBeenCalledWith("language", "nl");
    fireEvent.click(screen.getByRole("button", { name: "Clear all" }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});

describe("ModelsSubNav", () => {
  it("asks guests to log in for favourites and keeps free disabled", () => {
    const onLoginRequired = vi.fn();
    renderWithI18n(<ModelsSubNav {...modelsSubNavGuest} onLoginRequired={onLoginRequired} />);
    expect(screen.getByRole("link", { name: "All models" }).getAttribute("aria-current")).toBe("page");
    expect((screen.getByRole("button", { name: "Free chat" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Favourites (log in required)" }));
    expect(onLoginRequired).toHaveBeenCalledOnce();
  });

  it("links members to favourites", () => {
    renderWithI18n(<ModelsSubNav {...modelsSubNavGuest} isLoggedIn />);
    expect(screen.getByRole("link", { name: "Favourites" }).getAttribute("href")).toBe("/en/favourites");
  });
});
