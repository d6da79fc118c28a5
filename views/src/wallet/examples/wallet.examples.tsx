import { useActorRef } from "@xstate/react";
import { fromPromise } from "xstate";
import { bundleSummary, connectWallet, walletMachine, type Bundle, type PaymentStart, type PaymentStarted, type PaymentOption, type WalletResponse } from "@camstage/core";
import { Button } from "../../ui/button";
import { useActorConnect } from "../../examples/use-actor-connect";
import { toWalletBundle } from "../wallet-bundle";
import type { WalletDrawerProps } from "../wallet-drawer";
import { WalletDrawer } from "../wallet-drawer";
import { useWallet } from "../use-wallet";

const noop = () => {};

/** A small payment-brand style logo as an inline SVG (stories stay offline). */
export const logo = (text: string, background: string, color = "#ffffff"): string =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 40"><rect width="64" height="40" rx="6" fill="${background}"/>` +
      `<text x="32" y="25" font-family="Arial,Helvetica,sans-serif" font-size="13" font-weight="700" fill="${color}" text-anchor="middle">${text}</text></svg>`,
  )}`;

// ----- Data as the platform sends it (§3): cost in cents, seconds-based credits, bonus in minutes ----------------

const bundle = (id: number, credits: number, cost: number, bonus: number, label: string | null, classes = ""): Bundle => ({
  id,
  name: `Bundle ${id}`,
  cost,
  credits,
  currency: "EUR",
  bonus,
  label,
  meta: { classes },
});

export const BUNDLES: readonly Bundle[] = [
  bundle(1, 1800, 295, 0, "-90%", "firstTime"),
  bundle(2, 1200, 1499, 0, null),
  bundle(3, 3000, 3499, 5, "-10%", "default,mostBought"),
  bundle(4, 6000, 5999, 15, "-20%", "bestDeal"),
  bundle(5, 12000, 10999, 40, "-25%"),
];

export const IDEAL: PaymentOption = {
  id: "ideal",
  name: "iDEAL",
  image: logo("iDEAL", "#cc0066"),
  provider: "standard",
  paymentOptionSubList: [
    { id: "ing", name: "ING" },
    { id: "abn", name: "ABN AMRO" },
    { id: "rabo", name: "Rabobank" },
    { id: "sns", name: "SNS" },
    { id: "asn", name: "ASN Bank" },
    { id: "bunq", name: "bunq" },
  ],
};
export const IDEAL_MANY_BANKS: PaymentOption = {
  ...IDEAL,
  paymentOptionSubList: [
    ...(IDEAL.paymentOptionSubList ?? []),
    { id: "knab", name: "Knab" },
    { id: "regio", name: "RegioBank" },
    { id: "triodos", name: "Triodos Bank" },
    { id: "lanschot", name: "Van Lanschot" },
    { id: "revolut", name: "Revolut" },
  ],
};
export const CARD: PaymentOption = { id: "creditcard", name: "Credit card", image: logo("VISA", "#1a1f71"), provider: "standard" };
export const BANCONTACT: PaymentOption = { id: "mistercash", name: "Bancontact", image: logo("BC", "#005498"), provider: "standard" };
export const SOFORT: PaymentOption = { id: "sofortbanking", name: "Sofort", image: logo("SOFORT", "#ef809f", "#1b1b1b"), provider: "standard" };
export const METHODS: readonly PaymentOption[] = [IDEAL, CARD, BANCONTACT, SOFORT];

export const WALLET: WalletResponse = { id: "w-demo", bundles: BUNDLES, paymentOptions: METHODS, variant: "drawer" };

const chosen = BUNDLES[2] as Bundle;

// ----- Drawer props per visible state ------------------------------------------------------------------------------

export const walletLoading: WalletDrawerProps = {
  isOpen: true,
  onClose: noop,
  status: "loading",
  onRetry: noop,
  variant: "drawer",
  bundles: [],
  selectedBundleId: null,
  onSelectBundle: noop,
  summary: null,
  methods: [],
  selectedMethodId: null,
  onSelectMethod: noop,
  subOptions: [],
  selectedSubOptionId: null,
  onSelectSubOption: noop,
  canPay: false,
  payErrors: [],
  isStartingPayment: false,
  isPaying: false,
  onPay: noop,
  panel: "choose",
  lastPurchaseMinutes: 0,
  failReason: "default",
  onBackToBundles: noop,
};
export const walletLoadFailed: WalletDrawerProps = { ...walletLoading, status: "loadFailed" };

/** Drawer variant: the default bundle and a card (no sub-options): ready to pay. */
export const walletCards: WalletDrawerProps = {
  ...walletLoading,
  status: "shown",
  bundles: BUNDLES.map(toWalletBundle),
  selectedBundleId: chosen.id,
  summary: bundleSummary(chosen),
  methods: METHODS,
  selectedMethodId: CARD.id,
  canPay: true,
  // The app offers the dial-in drawer from the wallet (§2.5).
  onPayByPhone: noop,
};
/** iDEAL chosen with a bank. */
export const walletCardsWithBank: WalletDrawerProps = {
  ...walletCards,
  selectedMethodId: IDEAL.id,
  subOptions: IDEAL.paymentOptionSubList ?? [],
  selectedSubOptionId: "ing",
};
/** iDEAL chosen, no bank yet: Pay disabled with the reason. */
export const walletCardsNoBank: WalletDrawerProps = {
  ...walletCardsWithBank,
  selectedSubOptionId: null,
  canPay: false,
  payErrors: ["payment.noSubOption"],
};
/** A long bank list shows as a select. */
export const walletCardsManyBanks: WalletDrawerProps = {
  ...walletCardsNoBank,
  methods: [IDEAL_MANY_BANKS, CARD, BANCONTACT, SOFORT],
  subOptions: IDEAL_MANY_BANKS.paymentOptionSubList ?? [],
};
/** No method chosen: Pay disabled with the reason. */
export const walletNoMethod: WalletDrawerProps = { ...walletCards, selectedMethodId: null, canPay: false, payErrors: ["payment.noMethod"] };
/** Pay pressed: the secure payment window is opening. */
export const walletStarting: WalletDrawerProps = { ...walletCards, canPay: false, isStartingPayment: true, isPaying: true };
/** The payment window is open; the drawer waits for the result. */
export const walletWaiting: WalletDrawerProps = { ...walletCards, canPay: false, isPaying: true };
/** Simple variant: a compact bundle list and the first method. */
export const walletSimple: WalletDrawerProps = { ...walletCards, variant: "simple", selectedMethodId: IDEAL.id };

export const walletSuccess: WalletDrawerProps = { ...walletCards, panel: "success", lastPurchaseMinutes: 55 };
export const walletFailedAntiFraud: WalletDrawerProps = { ...walletCards, panel: "failure", failReason: "anti_fraud" };
export const walletFailedRejected: WalletDrawerProps = { ...walletFailedAntiFraud, failReason: "rejected" };
export const walletFailedExpired: WalletDrawerProps = { ...walletFailedAntiFraud, failReason: "expired" };
export const walletFailedCancelled: WalletDrawerProps = { ...walletFailedAntiFraud, failReason: "cancelled" };
export const walletFailedDefault: WalletDrawerProps = { ...walletFailedAntiFraud, failReason: "default" };

// ----- Bound to the wallet flow with simulated calls ---------------------------------------------------------------

export type WalletDemoOutcome = "success" | "failed";

/**
 * The drawer bound to the wallet flow: the wallet loads after 0.8 s (or fails), Pay asks for a payment URL
 * after 0.8 s, and 1.5 s later the simulated member socket settles the payment with `outcome`.
 */
export function BoundWalletDemo({
  variant = "drawer",
  failLoad = false,
  outcome = "success",
}: {
  variant?: "drawer" | "simple";
  failLoad?: boolean;
  outcome?: WalletDemoOutcome;
}) {
  const actor = useActorRef(
    walletMachine.provide({
      actors: {
        fetchWallet: fromPromise(async () => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          if (failLoad) throw new Error("simulated failure");
          return { ...WALLET, variant };
        }),
        startPayment: fromPromise<PaymentStarted, PaymentStart>(async () => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          return { paymentURL: "https://pay.example.com/session/demo", session: "demo-session" };
        }),
      },
      actions: {
        openPayWindow: noop,
        closePayWindow: noop,
        navigatePayWindow: () => {
          setTimeout(() => {
            actor.send(
              outcome === "success"
                ? { type: "socket.member.bundleBought", credits: 3300, session: "demo-session" }
                : { type: "socket.member.paymentFailed", reason: 299, session: "demo-session" },
            );
          }, 1500);
        },
      },
    }),
    { input: { keyPrefix: "demo" } },
  );
  const wallet = useWallet(useActorConnect(actor, connectWallet));
  return (
    <div style={{ padding: "1rem" }}>
      <Button variant="primary" onPress={() => wallet.open({ locale: "en", returnUrl: "https://camstage.example/en" })}>
        Open wallet
      </Button>
      <WalletDrawer {...wallet.drawerProps} />
    </div>
  );
}
