import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithI18n } from "../ui/testing";
import { AuthDrawer } from "./auth-drawer";
import { authDrawerDefault } from "./examples/drawer.examples";
import { useLocalDrawer, type DrawerClosedListener } from "./examples/use-local-drawer";

function BoundDrawer({ onClosed }: { onClosed: DrawerClosedListener }) {
  const drawer = useLocalDrawer({ onClosed });
  return (
    <>
      <button type="button" onClick={drawer.open}>
        open
      </button>
      <span data-testid="status">{drawer.status}</span>
      <AuthDrawer {...authDrawerDefault} {...drawer.drawerProps} />
    </>
  );
}

describe("AuthDrawer", () => {
  it("is a named dialog whose close button and mask report how it was closed", () => {
    const onClose = vi.fn();
    renderWithI18n(<AuthDrawer {...authDrawerDefault} onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Free sign up" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.click(screen.getByTestId("drawer-mask"));
    expect(onClose.mock.calls).toEqual([["button"], ["mask"]]);
  });
});

describe("useLocalDrawer (drawer machine)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens, and emits closed 200 ms after the mask is clicked (§2.6)", () => {
    const onClosed = vi.fn();
    renderWithI18n(<BoundDrawer onClosed={onClosed} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "open" }));
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeTruthy();
    fireEvent.click(screen.getByTestId("drawer-mask"));
    expect(screen.getByTestId("status").textContent).toBe("closing");
    act(() => vi.advanceTimersByTime(199));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClosed).toHaveBeenCalledWith("mask");
    expect(screen.getByTestId("status").textContent).toBe("closed");
  });
});
