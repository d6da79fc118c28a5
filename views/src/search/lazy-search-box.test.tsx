import { describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { renderWithI18n } from "../ui/testing";
import { LazySearchBox } from "./lazy-search-box";

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("./search-box", async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

const props = { query: "", onQueryChange: () => {}, suggestions: [], isLoading: false, onSelect: () => {} };

// ARCHITECTURE §6: the combobox's code (most of React Aria) is not part of the first page; it loads on intent.
describe("LazySearchBox", () => {
  it("stands in as a plain field and loads the combobox only when the visitor reaches for it", async () => {
    renderWithI18n(<LazySearchBox {...props} />);
    const field = screen.getByRole("combobox", { name: "Search performers" });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loads.count).toBe(0);
    act(() => field.focus());
    await waitFor(() => expect(loads.count).toBe(1));
    // The combobox takes over, with the focus.
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Search performers" })).not.toBe(field));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Search performers" })));
  });
});
