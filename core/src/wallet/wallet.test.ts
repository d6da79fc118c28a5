import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import type { WalletResponse } from "../domain/wallet.schema";
import { controllable, settle } from "../testing/machine-model";
import { connectWallet } from "./wallet.connect";
import { BUNDLES, CARD, IDEAL, WALLET, bundle } from "./wallet.fixture";
import { walletMachine } from "./wallet.machine";
import { WalletEvent, type PaymentStart, type PaymentStarted, type WalletAnalytics, type WalletEmitted, type WalletRequest } from "./wallet.schema";

function start() {
  const clock = new SimulatedClock();
  const fetchWallet = controllable<WalletResponse, WalletRequest>();
  const startPayment = controllable<PaymentStarted, PaymentStart>();
  const window = { opened: 0, closed: 0, urls: [] as string[] };
  const pushes: WalletAnalytics[] = [];
  const logs: Array<{ message: string; error: unknown }> = [];
  const afterPay: WalletEmitted[] = [];
  const actor = createActor(
    walletMachine.provide({
      actors: { fetchWallet: fetchWallet.logic, startPayment: startPayment.logic },
      actions: {
        openPayWindow: () => void window.opened++,
        navigatePayWindow: (_, { url }) => void window.urls.push(url),
        closePayWindow: () => void window.closed++,
        pushAnalytics: (_, push) => void pushes.push(push),
        logError: (_, entry) => void logs.push(entry),
      },
    }),
    { clock, input: { keyPrefix: "tab7", brand: "Camstage", affiliation: "aff-1" } },
  );
  actor.on("wallet.afterPay", (e) => void afterPay.push(e));
  actor.start();
  const view = () => connectWallet(actor.getSnapshot(), actor.send);
  /** Opens the wallet and answers GET /wallet. */
  const open = async (wallet: WalletResponse = WALLET, locale = "nl", onProfilePage = false) => {
    view().open({ locale, returnUrl: "https://camstage.test/profile/anna", walletId: "w-1", walletType: "drawer", onProfilePage });
    fetchWallet.resolve(wallet);
    await settle();
  };
  /** Chooses iDEAL with a bank, pays and answers with a payment URL. */
  const payUntilOpen = async (session?: string) => {
    view().selectMethod("ideal");
    view().selectSubOption("ing");
    view().pay();
    startPayment.resolve({ paymentURL: "https://pay.test/s/1", ...(session ? { session } : {}) });
    await settle();
  };
  return { actor, clock, fetchWallet, startPayment, window, pushes, logs, afterPay, view, open, payUntilOpen };
}

describe("wallet", () => {
  it("opening fetches the wallet, stores the first 5 bundles, options, variant and id, then shows it (§4, §9)", async () => {
    const t = start();
    t.view().open({ locale: "nl", returnUrl: "/", walletId: "w-1" });
    expect(t.view()).toMatchObject({ drawer: "loading", isOpen: true });
    expect(t.fetchWallet.calls).toEqual([{ id: "w-1", lang: "nl" }]);
    t.fetchWallet.resolve({ ...WALLET, id: "w-9", variant: "simple" });
    await settle();
    const v = t.view();
    expect(v).toMatchObject({ drawer: "shown", walletId: "w-9", variant: "simple", paymentStatus: "READY", panel: "choose" });
    expect(v.bundles.map((b) => b.id)).toEqual([1, 2, 3, 4, 5]);
    expect(v.paymentOptions).toEqual([CARD, IDEAL]);
  });

  it("the default bundle is the one tagged default, else the first; it is chosen again each time the drawer shows (§4)", async () => {
    const t = start();
    await t.open();
    expect(t.view()).toMatchObject({ selectedBundleId: 3, basket: { bundle: 3, price: 1500, credits: 900, bonus: 0 } });
    t.view().selectBundle(5);
    expect(t.view().selectedBundleId).toBe(5);
    t.view().close();
    expect(t.view()).toMatchObject({ drawer: "closed", basket: null, bundles: [] });
    await t.open({ ...WALLET, bundles: [bundle(8), bundle(9)] });
    expect(t.view().selectedBundleId).toBe(8);
    t.view().selectBundle(42);
    expect(t.view().selectedBundleId).toBe(8);
  });

  it("the default method follows locale and provider; the simple variant takes the first option (§9)", async () => {
    const nl = start();
    await nl.open(WALLET, "nl");
    expect(nl.view().selectedMethodId).toBe("ideal");
    const en = start();
    await en.open(WALLET, "en");
    expect(en.view().selectedMethodId).toBe("creditcard");
    const simple = start();
    await simple.open({ ...WALLET, variant: "simple" }, "nl");
    expect(simple.view().selectedMethodId).toBe("creditcard");
  });

  it("pay is disabled until a complete choice: a method with banks needs one (§5 payment)", async () => {
    const t = start();
    await t.open();
    expect(t.view()).toMatchObject({ selectedMethodId: "ideal", canPay: false, payErrors: ["payment.noSubOption"] });
    expect(t.view().subOptions.map((s) => s.id)).toEqual(["ing", "abn"]);
    t.view().pay();
    expect(t.window.opened).toBe(0);
    expect(t.startPayment.calls).toEqual([]);
    t.view().selectSubOption("rabo");
    expect(t.view().canPay).toBe(false);
    t.view().selectSubOption("abn");
    expect(t.view()).toMatchObject({ canPay: true, payErrors: [], selectedSubOptionId: "abn" });
    t.view().selectMethod("creditcard");
    expect(t.view()).toMatchObject({ selectedSubOptionId: null, canPay: true });
  });

  it("paying opens the window within the click, names an idempotency key and sends nothing twice (ARCHITECTURE §7)", async () => {
    const t = start();
    await t.open();
    t.view().selectMethod("ideal");
    t.view().selectSubOption("ing");
    t.view().pay();
    expect(t.window.opened).toBe(1);
    expect(t.startPayment.calls).toEqual([
      { bundle: 3, paymentMethod: "ideal:ing", returnUrl: "https://camstage.test/profile/anna", idempotencyKey: "tab7-1" },
    ]);
    expect(t.view()).toMatchObject({ isStartingPayment: true, canPay: false, idempotencyKey: "tab7-1" });
    t.view().pay();
    t.view().pay();
    expect(t.window.opened).toBe(1);
    expect(t.startPayment.calls).toHaveLength(1);
    t.startPayment.resolve({ paymentURL: "https://pay.test/s/1" });
    await settle();
    expect(t.window.urls).toEqual(["https://pay.test/s/1"]);
    expect(t.view()).toMatchObject({ payWindow: "open", isPaying: true });
    t.view().pay();
    expect(t.startPayment.calls).toHaveLength(1);
    expect(t.pushes.map((p) => p.event)).toEqual(["begin_checkout", "start_payment"]);
    expect(t.pushes[0]).toMatchObject({
      paymentMethod: "ideal:ing",
      items: [{ index: 2, quantity: 1, item_id: "3", item_name: "Bundle 3", price: 15, currency: "EUR", item_brand: "Camstage", affiliation: "aff-1" }],
    });
    t.view().payWindowClosed();
    t.view().pay();
    expect(t.startPayment.calls.at(-1)?.idempotencyKey).toBe("tab7-2");
  });

  it("a payment start failure is logged, closes the window and lets the visitor pay again (§8)", async () => {
    const t = start();
    await t.open();
    t.view().selectMethod("creditcard");
    t.view().pay();
    t.startPayment.reject(new Error("502"));
    await settle();
    expect(t.logs).toEqual([{ message: "Unable to create the payment URL", error: new Error("502") }]);
    expect(t.window).toMatchObject({ opened: 1, closed: 1, urls: [] });
    expect(t.view()).toMatchObject({ payWindow: "idle", canPay: true, idempotencyKey: null, payProblem: "startFailed" });
    t.view().pay();
    expect(t.view().payProblem).toBeNull();
    t.startPayment.resolve({ paymentURL: "javascript:alert(1)" });
    await settle();
    expect(t.window).toMatchObject({ opened: 2, closed: 2, urls: [] });
    expect(t.logs).toHaveLength(2);
  });

  it("a window closed before the provider's URL arrived leaves the wallet payable; the start call is abandoned", async () => {
    const t = start();
    await t.open();
    t.view().selectMethod("creditcard");
    t.view().pay();
    t.view().payWindowClosed();
    expect(t.view()).toMatchObject({ payWindow: "idle", canPay: true, payProblem: null });
    expect(t.startPayment.isPending).toBe(false);
    expect(t.window.urls).toEqual([]);
    t.view().pay();
    expect(t.startPayment.calls.map((c) => c.idempotencyKey)).toEqual(["tab7-1", "tab7-2"]);
  });

  it("the brand and affiliate code the site opens the wallet with label its analytics (§3)", async () => {
    const t = start();
    t.view().open({ locale: "en", returnUrl: "https://camstage.test/", walletId: null, brand: "Hotcams", affiliation: "p-77" });
    t.fetchWallet.resolve(WALLET);
    await settle();
    t.view().selectMethod("creditcard");
    t.view().pay();
    expect(t.pushes.at(-1)).toMatchObject({ event: "begin_checkout", items: [{ item_brand: "Hotcams", affiliation: "p-77" }] });
  });

  it("a blocked pay window says so and lets the visitor press Pay again", async () => {
    const t = start();
    await t.open();
    t.view().selectMethod("creditcard");
    t.view().pay();
    t.view().payWindowBlocked();
    expect(t.view()).toMatchObject({ payWindow: "idle", canPay: true, payProblem: "blocked", idempotencyKey: null });
    t.view().pay();
    expect(t.view()).toMatchObject({ payWindow: "starting", payProblem: null });
    t.view().close();
    expect(t.view().payProblem).toBeNull();
  });

  it("bundle-bought closes the window, sets SUCCESS, stores the credits, resets the basket and pushes purchase once (§4)", async () => {
    const t = start();
    await t.open(WALLET, "nl", true);
    await t.payUntilOpen("ps-1");
    t.actor.send({ type: "socket.member.bundleBought", credits: 900, session: "ps-1" });
    expect(t.window.closed).toBe(1);
    expect(t.view()).toMatchObject({ paymentStatus: "SUCCESS", panel: "success", lastPurchaseAmount: 900, lastPurchaseMinutes: 15, basket: null, payWindow: "idle" });
    const purchase = t.pushes.filter((p) => p.event === "purchase");
    expect(purchase).toEqual([
      {
        event: "purchase", transactionId: "ps-1", value: 15, currency: "EUR",
        items: [{ item_id: "3", bundle_id: 3, item_name: "Bundle 3", affiliation: "aff-1", currency: "EUR", item_brand: "Camstage", item_category: "Standard", wallet_type: "drawer", price: 15 }],
      },
    ]);
    expect(t.afterPay).toEqual([
      { type: "wallet.afterPay", target: "streambox", value: "ended" },
      { type: "wallet.afterPay", target: "legacyWallet", value: "ended" },
    ]);
    t.actor.send({ type: "socket.member.bundleBought", credits: 900, session: "ps-1" });
    t.actor.send({ type: "socket.member.bundleBought", credits: 900 });
    expect(t.pushes.filter((p) => p.event === "purchase")).toHaveLength(1);
    expect(t.afterPay).toHaveLength(2);
  });

  it("payment-failed closes the window, sets FAILED with the reason; the failure panel goes back to READY (§4, §8)", async () => {
    const t = start();
    await t.open();
    await t.payUntilOpen();
    t.actor.send({ type: "socket.member.paymentFailed", reason: 302 });
    expect(t.window.closed).toBe(1);
    expect(t.view()).toMatchObject({ paymentStatus: "FAILED", panel: "failure", failReason: 302, failReasonText: "rejected", basket: null, canPay: false });
    expect(t.afterPay).toEqual([]);
    t.actor.send({ type: "socket.member.paymentFailed", reason: 309 });
    expect(t.view().failReason).toBe(302);
    t.view().backToBundles();
    expect(t.view()).toMatchObject({ paymentStatus: "READY", panel: "choose", failReason: null, selectedBundleId: 3 });
    t.view().pay();
    expect(t.startPayment.calls.at(-1)?.idempotencyKey).toBe("tab7-2");
  });

  it("fail codes read as their texts; unknown codes as default (§4)", async () => {
    for (const [reason, text] of [[100, "default"], [299, "anti_fraud"], [300, "default"], [308, "expired"], [309, "cancelled"], [777, "default"]] as const) {
      const t = start();
      await t.open();
      await t.payUntilOpen();
      t.actor.send({ type: "socket.member.paymentFailed", reason });
      expect(t.view().failReasonText).toBe(text);
    }
  });

  it("closing resets the wallet to READY but leaves a payment in progress to settle (§4)", async () => {
    const t = start();
    await t.open();
    await t.payUntilOpen();
    t.view().close();
    expect(t.view()).toMatchObject({ drawer: "closed", paymentStatus: "READY", payWindow: "open" });
    expect(t.window.closed).toBe(0);
    t.actor.send({ type: "socket.member.bundleBought", credits: 900 });
    expect(t.window.closed).toBe(1);
    expect(t.pushes.filter((p) => p.event === "purchase")).toHaveLength(1);
    await t.open();
    expect(t.view()).toMatchObject({ panel: "success", lastPurchaseAmount: 900 });
    t.view().close();
    expect(t.view()).toMatchObject({ paymentStatus: "READY", lastPurchaseAmount: 0 });
  });

  it("payment options failure: an error flag, logged, and a retry (§8)", async () => {
    const t = start();
    t.view().open({ locale: "nl", returnUrl: "/" });
    t.fetchWallet.reject(new Error("500"));
    await settle();
    expect(t.view()).toMatchObject({ drawer: "loadFailed", paymentOptionsFailed: true, canPay: false });
    expect(t.logs).toEqual([{ message: "Unable to load payment options", error: new Error("500") }]);
    t.view().retry();
    t.fetchWallet.resolve(WALLET);
    await settle();
    expect(t.view()).toMatchObject({ drawer: "shown", paymentOptionsFailed: false });
  });

  it("the drawer summary shows minutes, bonus, total and the price in euro (§2.5)", async () => {
    const t = start();
    await t.open();
    t.view().selectBundle(2);
    expect(t.view().summary).toMatchObject({ minutes: 10, bonusMinutes: 2, totalMinutes: 12, totalPriceEur: 10 });
    expect(t.pushes).toEqual([{ event: "select_item", items: [expect.objectContaining({ index: 1, item_id: "2", price: 10 })] }]);
    expect(BUNDLES).toHaveLength(7);
  });

  it("its events decode from plain data; bad ones fail", () => {
    const decode = Schema.decodeUnknownSync(WalletEvent);
    expect(decode({ type: "socket.member.bundleBought", credits: 600, session: "ps-1" })).toEqual({ type: "socket.member.bundleBought", credits: 600, session: "ps-1" });
    expect(decode({ type: "wallet.method.select", methodId: 709 })).toEqual({ type: "wallet.method.select", methodId: 709 });
    expect(() => decode({ type: "socket.member.bundleBought", credits: -5 })).toThrow();
    expect(() => decode({ type: "socket.member.paymentFailed", reason: "302" })).toThrow();
    expect(() => decode({ type: "wallet.open", returnUrl: "/" })).toThrow();
  });
});
