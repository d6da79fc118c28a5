import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, type Actor } from "xstate";
import type { WalletResponse } from "../domain/wallet.schema";
import { controllable, settle } from "../testing/machine-model";
import { connectWallet } from "./wallet.connect";
import { BUNDLES, OPTIONS } from "./wallet.fixture";
import { walletPayment } from "./wallet.context";
import { walletMachine } from "./wallet.machine";
import type { PaymentStart, PaymentStarted, WalletAnalytics, WalletEvent, WalletRequest } from "./wallet.schema";

interface Real {
  readonly actor: Actor<typeof walletMachine>;
  readonly fetchWallet: ReturnType<typeof controllable<WalletResponse, WalletRequest>>;
  readonly startPayment: ReturnType<typeof controllable<PaymentStarted, PaymentStart>>;
  readonly pushes: WalletAnalytics[];
  /** What the pay window port was told, in order. */
  readonly port: Array<"open" | "close" | `go ${string}`>;
  /** Whether a pay window is open, as the app would see it. */
  windowOpen: boolean;
}
type Model = Record<string, never>;
type Cmd = fc.AsyncCommand<Model, Real>;

const view = (r: Real) => connectWallet(r.actor.getSnapshot(), r.actor.send);
const session = fc.option(fc.constantFrom("ps-1", "ps-2", "ps-3"), { nil: undefined });

/** After every step: the window is open exactly while a payment starts or is open; nothing is payable out of READY. */
function invariants(r: Real) {
  const v = view(r);
  expect(r.windowOpen).toBe(v.payWindow !== "idle");
  expect(r.startPayment.isPending).toBe(v.payWindow === "starting");
  if (v.paymentStatus !== "READY" || v.drawer !== "shown") expect(v.canPay).toBe(false);
}

/** Sends a visitor or socket event; checks what a pay may send. */
class Send implements Cmd {
  constructor(readonly event: WalletEvent) {}
  check = () => true;
  async run(_: Model, r: Real) {
    this.act(r);
    invariants(r);
  }
  act(r: Real) {
    const before = r.actor.getSnapshot();
    const calls = r.startPayment.calls.length;
    const opened = r.port.filter((p) => p === "open").length;
    r.actor.send(this.event);
    // A closed window counts while it starts or is open; a blocked one only while it starts (it was never open).
    const { payWindow } = before.value;
    if (this.event.type === "wallet.payWindow.closed" && (payWindow === "open" || payWindow === "starting")) r.windowOpen = false;
    if (this.event.type === "wallet.payWindow.blocked" && payWindow === "starting") r.windowOpen = false;
    const started = r.startPayment.calls.slice(calls);
    expect(started.length).toBeLessThanOrEqual(1);
    // A pay request leaves only from an idle pay window with a complete choice, and opens exactly one window.
    expect(r.port.filter((p) => p === "open").length - opened).toBe(started.length);
    for (const call of started) {
      expect(before.value.payWindow).toBe("idle");
      const choice = walletPayment(before.context);
      expect(choice.ok && call.paymentMethod === choice.value).toBe(true);
      expect(call.bundle).toBe(before.context.basket?.bundle);
      r.windowOpen = true;
    }
  }
  toString = () => JSON.stringify(this.event);
}

/** Answers the call in flight. */
class Answer implements Cmd {
  constructor(readonly ok: boolean, readonly url: string, readonly session: string | undefined) {}
  check = () => true;
  async run(_: Model, r: Real) {
    await this.act(r);
    invariants(r);
  }
  async act(r: Real) {
    if (r.fetchWallet.isPending) {
      if (this.ok) r.fetchWallet.resolve({ id: "w-1", bundles: BUNDLES, paymentOptions: OPTIONS, variant: this.session === "ps-1" ? "simple" : "drawer" });
      else r.fetchWallet.reject(new Error("500"));
    } else if (r.startPayment.isPending) {
      if (this.ok) r.startPayment.resolve({ paymentURL: this.url, ...(this.session ? { session: this.session } : {}) });
      else r.startPayment.reject(new Error("502"));
    }
    await settle();
  }
  toString = () => `answer(${this.ok}, ${this.url}, ${this.session})`;
}

// Weighted so that sequences often get as far as an open pay window and a settlement.
const command: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom("nl", "en").map((locale) => new Send({ type: "wallet.open", locale, returnUrl: "/profile/anna", onProfilePage: true })) },
  { weight: 1, arbitrary: fc.constant(new Send({ type: "wallet.close" })) },
  { weight: 1, arbitrary: fc.constant(new Send({ type: "wallet.retry" })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }).map((bundleId) => new Send({ type: "wallet.bundle.select", bundleId })) },
  { weight: 2, arbitrary: fc.constantFrom<string | number>("ideal", "creditcard", 709).map((methodId) => new Send({ type: "wallet.method.select", methodId })) },
  { weight: 3, arbitrary: fc.constantFrom("ing", "abn", "rabo").map((subOptionId) => new Send({ type: "wallet.subOption.select", subOptionId })) },
  { weight: 6, arbitrary: fc.constant(new Send({ type: "wallet.pay" })) },
  { weight: 1, arbitrary: fc.constant(new Send({ type: "wallet.payWindow.closed" })) },
  { weight: 1, arbitrary: fc.constant(new Send({ type: "wallet.payWindow.blocked" })) },
  { weight: 2, arbitrary: fc.constant(new Send({ type: "wallet.backToBundles" })) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.integer({ min: 0, max: 5000 }), session).map(([credits, s]) => new Send({ type: "socket.member.bundleBought", credits, ...(s ? { session: s } : {}) })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(100, 299, 300, 302, 308, 309, 7), session).map(([reason, s]) => new Send({ type: "socket.member.paymentFailed", reason, ...(s ? { session: s } : {}) })),
  },
  { weight: 5, arbitrary: session.map((s) => new Answer(true, "https://pay.test/s", s)) },
  { weight: 2, arbitrary: fc.tuple(fc.boolean(), fc.constantFrom("https://pay.test/s", "javascript:void 0"), session).map(([ok, url, s]) => new Answer(ok, url, s)) },
);

function setup(): { model: Model; real: Real } {
  const fetchWallet = controllable<WalletResponse, WalletRequest>();
  const startPayment = controllable<PaymentStarted, PaymentStart>();
  const pushes: WalletAnalytics[] = [];
  const port: Real["port"] = [];
  const real = { fetchWallet, startPayment, pushes, port, windowOpen: false } as unknown as Real;
  const actor = createActor(
    walletMachine.provide({
      actors: { fetchWallet: fetchWallet.logic, startPayment: startPayment.logic },
      actions: {
        openPayWindow: () => void port.push("open"),
        navigatePayWindow: (_, { url }) => void port.push(`go ${url}`),
        closePayWindow: () => {
          // Closing is only ever asked of a window that is open.
          expect(real.windowOpen).toBe(true);
          real.windowOpen = false;
          port.push("close");
        },
        pushAnalytics: (_, push) => void pushes.push(push),
      },
    }),
    { clock: new SimulatedClock(), input: { keyPrefix: "tab" } },
  );
  Object.assign(real, { actor: actor.start() });
  return { model: {}, real };
}

describe("wallet properties", () => {
  it("pay sends at most one request per attempt under a fresh key; the window lives exactly as long as the payment; no purchase is counted twice", async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands([command], { maxCommands: 60, size: "max" }), async (cmds) => {
        const { model, real } = setup();
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        const keys = real.startPayment.calls.map((c) => c.idempotencyKey);
        expect(new Set(keys).size).toBe(keys.length);
        const purchases = real.pushes.flatMap((p) => (p.event === "purchase" ? [p.transactionId] : []));
        expect(new Set(purchases).size).toBe(purchases.length);
        const settled = real.actor.getSnapshot().context.settledSessions;
        expect(new Set(settled).size).toBe(settled.length);
        real.actor.stop();
      }),
      { numRuns: 300 },
    );
  });
});
