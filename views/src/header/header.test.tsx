import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { renderWithI18n } from "../ui/testing";
import { Header } from "./header";
import { guestHeader } from "./examples/header.examples";

describe("Header (guest)", () => {
  it("names every guest control", () => {
    renderWithI18n(<Header {...guestHeader} />);
    expect(screen.getByRole("button", { name: "Free sign up" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Open menu" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Change language/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Camstage" }).getAttribute("href")).toBe("/");
  });

  it("calls back on sign up, log in and the hamburger", () => {
    const onSignUp = vi.fn();
    const onLogin = vi.fn();
    const onMenuOpen = vi.fn();
    renderWithI18n(<Header {...guestHeader} onSignUp={onSignUp} onLogin={onLogin} onMenuOpen={onMenuOpen} />);
    fireEvent.click(screen.getByRole("button", { name: "Free sign up" }));
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(onSignUp).toHaveBeenCalledOnce();
    expect(onLogin).toHaveBeenCalledOnce();
    expect(onMenuOpen).toHaveBeenCalledOnce();
  });

  it("offers guests the dial-in when the app gives a way to it (§6)", () => {
    const onPayByPhone = vi.fn();
    const { unmount } = renderWithI18n(<Header {...guestHeader} onPayByPhone={onPayByPhone} />);
    fireEvent.click(screen.getByRole("button", { name: "Pay by phone" }));
    expect(onPayByPhone).toHaveBeenCalledOnce();
    unmount();
    renderWithI18n(<Header {...guestHeader} onPayByPhone={onPayByPhone} memberSlot={<span>member area</span>} />);
    expect(screen.queryByRole("button", { name: "Pay by phone" })).toBeNull();
  });

  it("replaces the guest buttons with the member slot", () => {
    renderWithI18n(<Header {...guestHeader} memberSlot={<span>member area</span>} />);
    expect(screen.queryByRole("button", { name: "Free sign up" })).toBeNull();
    expect(screen.getByText("member area")).toBeTruthy();
  });
});
