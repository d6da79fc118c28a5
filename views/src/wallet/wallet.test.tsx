import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createActor, fromPromise } from "xstate";
import { connectWallet, walletMachine, type FailReasonText, type PaymentStart, type PaymentStarted, type WalletRequest, type WalletResponse } from "@camstage/core";
import { browserFocusFixup, renderWithI18n } from "../ui/testing";
import { useActorConnect } from "../examples/use-actor-connect";
import { WalletDrawer } from "./wallet-drawer";
import { useWallet } from "./use-wallet";
import { useWalletFormat } from "../ui/wallet-format";
import * as ex from "./examples/wallet.examples";

const dialog = () => screen.getByRole("dialog", { name: "Buy credits" });
const payButton = () => within(dialog()).getByRole("button", { name: /^Pay(?! by phone)/ });

describe("WalletDrawer (§2.5)", () => {
  it("says why the last Pay never reached the provider, until the next attempt", () => {
    const { rerender } = renderWithI18n(<WalletDrawer {...ex.walletCards} payProblem="blocked" />);
    expect(within(dialog()).getByRole("alert").textContent).toBe("Your browser blocked the payment window. Allow pop-ups for this site and press Pay again.");
    rerender(<WalletDrawer {...ex.walletCards} payProblem="startFailed" />);
    expect(within(dialog()).getByRole("alert").textContent).toBe("The payment could not be started. Please try again in a moment.");
    rerender(<WalletDrawer {...ex.walletStarting} payProblem={null} />);
    expect(within(dialog()).queryByRole("alert")).toBeNull();
  });

  it("offers the dial-in drawer only when the app gives a way to it", () => {
    const onPayByPhone = vi.fn();
    const { unmount } = renderWithI18n(<WalletDrawer {...ex.walletCards} onPayByPhone={onPayByPhone} />);
    fireEvent.click(within(dialog()).getByRole("button", { name: "Pay by phone" }));
    expect(onPayByPhone).toHaveBeenCalledTimes(1);
    unmount();
    renderWithI18n(<WalletDrawer {...ex.walletCards} onPayByPhone={undefined} />);
    expect(within(dialog()).queryByRole("button", { name: "Pay by phone" })).toBeNull();
  });

  it("is a dialog named Buy credits with the secure-payment subtitle and a close button", () => {
    const onClose = vi.fn();
    renderWithI18n(<WalletDrawer {...ex.walletCards} onClose={onClose} />);
    expect(dialog().textContent).toContain("Secure payment · prices incl. VAT");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows skeletons while loading, with no choice and no Pay button", () => {
    renderWithI18n(<WalletDrawer {...ex.walletLoading} />);
    const status = within(dialog()).getByRole("status");
    expect(status.getAttribute("aria-busy")).toBe("true");
    expect(status.textContent).toContain("Loading payment options…");
    expect(within(dialog()).queryByRole("radiogroup")).toBeNull();
    expect(within(dialog()).queryByRole("button", { name: /^Pay/ })).toBeNull();
  });

  it("reports 'Unable to load payment options' and retries (§8)", () => {
    const onRetry = vi.fn();
    renderWithI18n(<WalletDrawer {...ex.walletLoadFailed} onRetry={onRetry} />);
    expect(within(dialog()).getByRole("alert").textContent).toBe("Unable to load payment options");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("step 1 shows five bundle cards named by minutes, bonus and price, with ribbons, badges and price per minute", () => {
    const onSelectBundle = vi.fn();
    renderWithI18n(<WalletDrawer {...ex.walletCards} onSelectBundle={onSelectBundle} />);
    const group = within(dialog()).getByRole("radiogroup", { name: "Choose your credits" });
    const radios = within(group).getAllByRole("radio");
    expect(radios).toHaveLength(5);
    const chosen = within(group).getByRole("radio", { name: "50 minutes plus 5 minutes bonus for €34.99" });
    expect((chosen as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole("radio", { name: "30 minutes for €2.95" }) as HTMLInputElement).checked).toBe(false);
    // 3499 cents for 3000 credits: €0.70 a minute (core's §9 maths); the ribbon and badge describe the card.
    const description = document.getElementById(chosen.getAttribute("aria-describedby")?.split(" ")[0] ?? "");
    expect(description?.textContent).toBe("€0.70 per minute, Most bought, -10%");
    expect(group.textContent).toContain("Best deal");
    expect(group.textContent).toContain("First-time offer");
    expect(group.textContent).toContain("+15 bonus");
    fireEvent.click(within(group).getByRole("radio", { name: "100 minutes plus 15 minutes bonus for €59.99" }));
    expect(onSelectBundle).toHaveBeenCalledWith(4);
  });

  it("the drawer variant summarises minutes, bonus, total minutes and total price", () => {
    renderWithI18n(<WalletDrawer {...ex.walletCards} />);
    const summary = within(dialog()).getByRole("region", { name: "Your order" });
    const values = Array.from(summary.querySelectorAll("dt")).map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
    expect(values).toEqual(["Minutes=50", "Bonus minutes=+5", "Total minutes=55", "Total price=€34.99"]);
  });

  it("step 2 offers the methods as named tiles and reports the chosen one", () => {
    const onSelectMethod = vi.fn();
    renderWithI18n(<WalletDrawer {...ex.walletCards} onSelectMethod={onSelectMethod} />);
    const group = within(dialog()).getByRole("radiogroup", { name: "Choose a payment method" });
    expect(within(group).getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual(["iDEAL", "Credit card", "Bancontact", "Sofort"]);
    expect((within(group).getByRole("radio", { name: "Credit card" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole("radio", { name: "iDEAL" }));
    expect(onSelectMethod).toHaveBeenCalledWith("ideal");
  });

  it("a chosen method's sub-options (banks) are a radio list", () => {
    const onSelectSubOption = vi.fn();
    renderWithI18n(<WalletDrawer {...ex.walletCardsWithBank} onSelectSubOption={onSelectSubOption} />);
    const banks = within(dialog()).getByRole("radiogroup", { name: "Choose an option for iDEAL" });
    expect((within(banks).getByRole("radio", { name: "ING" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(banks).getByRole("radio", { name: "Rabobank" }));
    expect(onSelectSubOption).toHaveBeenCalledWith("rabo");
  });

  it("a long bank list is a select", () => {
    const onSelectSubOption = vi.fn();
    renderWithI18n(<WalletDrawer {...ex.walletCardsManyBanks} onSelectSubOption={onSelectSubOption} />);
    expect(within(dialog()).queryByRole("radiogroup", { name: "Choose an option for iDEAL" })).toBeNull();
    const trigger = within(dialog()).getByRole("button", { name: /Choose an option for iDEAL/ });
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole("option", { name: "Triodos Bank" }));
    expect(onSelectSubOption).toHaveBeenCalledWith("triodos");
  });

  it("Pay is disabled until the choice is complete and says why (§5)", () => {
    const onPay = vi.fn();
    const { rerender } = renderWithI18n(<WalletDrawer {...ex.walletCardsNoBank} onPay={onPay} />);
    const button = payButton();
    expect(button.hasAttribute("disabled")).toBe(true);
    const reason = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("Choose an option for iDEAL to continue.");
    fireEvent.click(button);
    expect(onPay).not.toHaveBeenCalled();

    rerender(<WalletDrawer {...ex.walletNoMethod} onPay={onPay} />);
    expect(document.getElementById(payButton().getAttribute("aria-describedby") ?? "")?.textContent).toBe("Choose a payment method to continue.");

    rerender(<WalletDrawer {...ex.walletCards} onPay={onPay} />);
    expect(payButton().hasAttribute("disabled")).toBe(false);
    expect(payButton().getAttribute("aria-describedby")).toBeNull();
    expect(payButton().textContent).toBe("Pay €34.99");
    fireEvent.click(payButton());
    expect(onPay).toHaveBeenCalledOnce();
  });

  it("is busy while the payment window opens, then waits for the payment", () => {
    const onPay = vi.fn();
    const { rerender } = renderWithI18n(<WalletDrawer {...ex.walletStarting} onPay={onPay} />);
    expect(payButton().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(payButton());
    expect(onPay).not.toHaveBeenCalled();
    const status = () => within(dialog()).getAllByRole("status").find((s) => s.textContent !== "");
    expect(status()?.textContent).toBe("Opening the secure payment window…");
    rerender(<WalletDrawer {...ex.walletWaiting} onPay={onPay} />);
    expect(status()?.textContent).toBe("Complete your payment in the secure payment window.");
    expect(payButton().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(payButton());
    expect(onPay).not.toHaveBeenCalled();
  });

  it("keeps the focus on Pay while the payment runs, so Escape still closes the drawer", () => {
    const onClose = vi.fn();
    const { rerender } = renderWithI18n(<WalletDrawer {...ex.walletCards} onClose={onClose} />);
    const pay = payButton();
    act(() => pay.focus());
    rerender(<WalletDrawer {...ex.walletStarting} onClose={onClose} />);
    rerender(<WalletDrawer {...ex.walletWaiting} onClose={onClose} />);
    browserFocusFixup();
    expect(document.activeElement).toBe(pay);
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("the simple variant is a bundle list without the summary or sub-options", () => {
    renderWithI18n(<WalletDrawer {...ex.walletSimple} />);
    const group = within(dialog()).getByRole("radiogroup", { name: "Choose your credits" });
    expect(within(group).getAllByRole("radio")).toHaveLength(5);
    expect(within(dialog()).queryByRole("region", { name: "Your order" })).toBeNull();
    expect(dialog().querySelector("[data-variant='simple']")).not.toBeNull();
  });

  it("shows the success panel with the minutes added and Close", () => {
    const onClose = vi.fn();
    renderWithI18n(<WalletDrawer {...ex.walletSuccess} onClose={onClose} />);
    expect(within(dialog()).getByRole("heading", { name: "Payment successful" })).toBeTruthy();
    expect(dialog().textContent).toContain("55 minutes have been added to your balance.");
    expect(within(dialog()).queryByRole("button", { name: /^Pay/ })).toBeNull();
    const closes = within(dialog()).getAllByRole("button", { name: "Close" });
    fireEvent.click(closes[closes.length - 1] as HTMLElement);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("moves the focus to the result's action when a payment finishes in the open drawer", async () => {
    const { rerender } = renderWithI18n(<WalletDrawer {...ex.walletWaiting} />);
    await act(async () => rerender(<WalletDrawer {...ex.walletSuccess} />));
    const closes = within(dialog()).getAllByRole("button", { name: "Close" });
    await waitFor(() => expect(document.activeElement).toBe(closes[closes.length - 1]));
    await act(async () => rerender(<WalletDrawer {...ex.walletFailedDefault} />));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByRole("button", { name: "Choose another bundle" })));
  });

  it.each<[FailReasonText, string]>([
    ["anti_fraud", "Your payment was blocked by our fraud protection."],
    ["rejected", "Your payment was rejected by the payment provider."],
    ["expired", "Your payment session has expired"],
    ["cancelled", "You cancelled the payment."],
    ["default", "Your payment could not be completed."],
  ])("shows the failure text for %s and goes back to the bundles (§8)", (reason, text) => {
    const onBackToBundles = vi.fn();
    renderWithI18n(<WalletDrawer {...ex.walletFailedDefault} failReason={reason} onBackToBundles={onBackToBundles} />);
    expect(within(dialog()).getByRole("heading", { name: "Payment failed" })).toBeTruthy();
    expect(within(dialog()).getByRole("alert").textContent).toContain(text);
    fireEvent.click(within(dialog()).getByRole("button", { name: "Choose another bundle" }));
    expect(onBackToBundles).toHaveBeenCalledOnce();
  });
});

describe("useWalletFormat", () => {
  it("formats prices for the active locale", () => {
    function Price() {
      const format = useWalletFormat();
      return <span data-testid="price">{`${format.money(34.99, "EUR")} | ${format.perMinute(0.8, "EUR")}`}</span>;
    }
    i18n.loadAndActivate({ locale: "nl", messages: {} });
    render(
      <I18nProvider i18n={i18n}>
        <Price />
      </I18nProvider>,
    );
    expect(screen.getByTestId("price").textContent?.replace(/\s/g, " ")).toBe("€ 34,99 | € 0,80 per minute");
  });
});

describe("useWallet (wallet flow)", () => {
  function bound(wallet: WalletResponse = ex.WALLET) {
    const openPayWindow = vi.fn();
    const startPayment = vi.fn(async ({ input }: { input: PaymentStart }): Promise<PaymentStarted> => {
      void input;
      return { paymentURL: "https://pay.example.com/s/1", session: "s-1" };
    });
    const actor = createActor(
      walletMachine.provide({
        actors: {
          fetchWallet: fromPromise<WalletResponse, WalletRequest>(async () => wallet),
          startPayment: fromPromise<PaymentStarted, PaymentStart>(startPayment),
        },
        actions: { openPayWindow, navigatePayWindow: () => {}, closePayWindow: () => {} },
      }),
      { input: { keyPrefix: "t" } },
    ).start();
    function Bound() {
      const w = useWallet(useActorConnect(actor, connectWallet));
      return <WalletDrawer {...w.drawerProps} />;
    }
    renderWithI18n(<Bound />);
    return { actor, openPayWindow, startPayment };
  }

  it("opens, loads, preselects core's defaults, and pays once the choice is complete", async () => {
    const { actor, openPayWindow, startPayment } = bound();
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => actor.send({ type: "wallet.open", locale: "en", returnUrl: "https://site.example/en" }));
    // §4 default bundle (tagged default) and the en default method (credit card).
    expect((screen.getByRole("radio", { name: "50 minutes plus 5 minutes bonus for €34.99" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "Credit card" }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole("radio", { name: "iDEAL" }));
    expect(payButton().hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "ABN AMRO" }));
    expect(payButton().hasAttribute("disabled")).toBe(false);

    await act(async () => fireEvent.click(payButton()));
    expect(openPayWindow).toHaveBeenCalledOnce();
    expect(startPayment).toHaveBeenCalledOnce();
    expect(startPayment.mock.calls[0]?.[0].input).toMatchObject({ bundle: 3, paymentMethod: "ideal:abn" });

    act(() => actor.send({ type: "socket.member.bundleBought", credits: 3300, session: "s-1" }));
    expect(screen.getByRole("heading", { name: "Payment successful" })).toBeTruthy();
    expect(dialog().textContent).toContain("55 minutes have been added to your balance.");
  });

  it("shows the failure reason of the socket's fail code and goes back to the bundles", async () => {
    const { actor } = bound();
    await act(async () => actor.send({ type: "wallet.open", locale: "en", returnUrl: "https://site.example/en" }));
    await act(async () => fireEvent.click(payButton()));
    act(() => actor.send({ type: "socket.member.paymentFailed", reason: 308, session: "s-1" }));
    expect(screen.getByRole("alert").textContent).toContain("Your payment session has expired");
    fireEvent.click(screen.getByRole("button", { name: "Choose another bundle" }));
    expect(screen.getByRole("radiogroup", { name: "Choose your credits" })).toBeTruthy();
  });

  it("closes through the close button", async () => {
    const { actor } = bound();
    await act(async () => actor.send({ type: "wallet.open", locale: "en", returnUrl: "https://site.example/en" }));
    fireEvent.click(within(dialog()).getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    expect(actor.getSnapshot().value).toMatchObject({ drawer: "closed" });
  });
});
