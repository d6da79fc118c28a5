import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWithI18n } from "../ui/testing";
import { SearchBox } from "./search-box";
import { LazySearchBox } from "./lazy-search-box";
import { exampleSuggestions, searchFailed, searchResults } from "./examples/search.examples";

describe("SearchBox (§2.3)", () => {
  it("is a combobox named 'Search performers'", () => {
    renderWithI18n(<SearchBox {...searchResults} autoFocus={false} />);
    expect(screen.getByRole("combobox", { name: "Search performers" })).toBeTruthy();
  });

  it("lists suggestions with their status and reports the chosen username", () => {
    const onSelect = vi.fn();
    renderWithI18n(<SearchBox {...searchResults} onSelect={onSelect} />);
    const listbox = screen.getByRole("listbox");
    const options = within(listbox).getAllByRole("option");
    expect(options).toHaveLength(exampleSuggestions.length);
    expect(options[1]?.textContent).toContain("Free chat");
    fireEvent.click(within(listbox).getByRole("option", { name: /SofiaLatina/ }));
    expect(onSelect).toHaveBeenCalledWith("SofiaLatina");
  });

  it("Enter submits the search when no suggestion is highlighted, and chooses the highlighted one otherwise (§2.3)", () => {
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    renderWithI18n(<SearchBox {...searchResults} query="so" onSelect={onSelect} onSubmit={onSubmit} autoFocus={false} />);
    const combobox = screen.getByRole("combobox", { name: "Search performers" });
    fireEvent.keyDown(combobox, { key: "Enter" });
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSelect).not.toHaveBeenCalled();

    fireEvent.focus(combobox);
    fireEvent.keyDown(combobox, { key: "ArrowDown" });
    expect(combobox.getAttribute("aria-activedescendant")).toBeTruthy();
    fireEvent.keyDown(combobox, { key: "Enter" });
    expect(onSelect).toHaveBeenCalledWith(exampleSuggestions[0]!.username);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("shows a named busy indicator while loading", () => {
    renderWithI18n(<SearchBox {...searchResults} suggestions={[]} isLoading autoFocus={false} />);
    expect(screen.getByRole("progressbar", { name: "Searching" })).toBeTruthy();
  });

  it("says the suggestions are unavailable when the autocomplete failed (issue 14), not that nobody matched", async () => {
    renderWithI18n(<SearchBox {...searchFailed} />);
    const combobox = screen.getByRole("combobox", { name: "Search performers" });
    await waitFor(() => expect(combobox.getAttribute("aria-describedby")).toBeTruthy());
    const description = combobox.getAttribute("aria-describedby")!.split(" ").map((id) => document.getElementById(id)?.textContent).join(" ");
    expect(description).toContain("Suggestions are unavailable right now");
    expect(screen.queryByText("No models found")).toBeNull();
  });

  it("links the notice as the field's description when the autocomplete fails after the field was there", async () => {
    const { rerender } = renderWithI18n(<SearchBox {...searchFailed} isFailed={false} />);
    const combobox = screen.getByRole("combobox", { name: "Search performers" });
    const described = () =>
      (combobox.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    expect(described()).not.toContain("Suggestions are unavailable right now");
    rerender(<SearchBox {...searchFailed} />);
    await waitFor(() => expect(described()).toContain("Suggestions are unavailable right now"));
  });
});

describe("LazySearchBox", () => {
  it("takes typing at once and becomes the React Aria combobox, keeping the query", async () => {
    const onQueryChange = vi.fn();
    const { rerender } = renderWithI18n(<LazySearchBox {...searchResults} query="" suggestions={[]} onQueryChange={onQueryChange} autoFocus={false} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Search performers" }), { target: { value: "so" } });
    expect(onQueryChange).toHaveBeenCalledWith("so");
    rerender(<LazySearchBox {...searchResults} query="so" suggestions={[]} onQueryChange={onQueryChange} autoFocus={false} />);
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Search performers" }).hasAttribute("data-rac")).toBe(true));
    expect((screen.getByRole("combobox", { name: "Search performers" }) as HTMLInputElement).value).toBe("so");
  });

  it("Enter submits in the lazily loaded box as well (the stand-in field or the combobox)", () => {
    const onSubmit = vi.fn();
    renderWithI18n(<LazySearchBox {...searchResults} query="so" suggestions={[]} onSubmit={onSubmit} autoFocus={false} />);
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Search performers" }), { key: "Enter" });
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
