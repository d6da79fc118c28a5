import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { renderWithI18n } from "../ui/testing";
import { NoCreditsForTipModal, NoCreditsForVipModal, NoCreditsModal } from "./no-credits-modal";
import * as ex from "./examples/no-credits.examples";

describe("no-credits modals (§2.6)", () => {
  it("NoCreditsModal explains, shows the balance in minutes and opens the wallet", () => {
    const onBuyCredits = vi.fn();
    const onClose = vi.fn();
    renderWithI18n(<NoCreditsModal {...ex.noCredits} onBuyCredits={onBuyCredits} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "You are out of credits" });
    expect(dialog.textContent).toContain("Buy credits to keep chatting and sending messages.");
    expect(dialog.textContent).toContain("Your balance0 minutes");
    fireEvent.click(within(dialog).getByRole("button", { name: "Buy credits" }));
    expect(onBuyCredits).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog).getByRole("button", { name: "Not now" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("hides an unknown balance", () => {
    renderWithI18n(<NoCreditsModal {...ex.noCreditsUnknownBalance} />);
    expect(screen.getByRole("dialog").textContent).not.toContain("Your balance");
  });

  it("NoCreditsForTipModal names the tip and the balance", () => {
    renderWithI18n(<NoCreditsForTipModal {...ex.noCreditsForTip} />);
    const dialog = screen.getByRole("dialog", { name: "Not enough credits for this tip" });
    // 500 credits are 8 whole minutes (§9, core's wholeMinutes).
    expect(dialog.textContent).toContain("Your balance8 minutes");
    expect(within(dialog).getByRole("button", { name: "Buy credits" })).toBeTruthy();
  });

  it("NoCreditsForVipModal names the §9 VIP minimum in minutes", () => {
    const { rerender } = renderWithI18n(<NoCreditsForVipModal {...ex.noCreditsForVip} />);
    const dialog = () => screen.getByRole("dialog", { name: "Not enough credits for a VIP show" });
    // 480 credits: 8 minutes.
    expect(dialog().textContent).toContain("A private VIP show needs at least 8 minutes of credit.");
    expect(dialog().textContent).toContain("Your balance3 minutes");
    rerender(<NoCreditsForVipModal {...ex.noCreditsForVip} minimumMinutes={1} />);
    expect(dialog().textContent).toContain("needs at least 1 minute of credit.");
  });
});
