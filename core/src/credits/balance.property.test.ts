import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, type Actor } from "xstate";
import type { WalletResponse } from "../domain/wallet.schema";
import type { MemberSocketEvent } from "../realtime/member-socket.schema";
import { controllable, settle } from "../testing/machine-model";
import { BUNDLES, OPTIONS } from "../wallet/wallet.fixture";
import { walletMachine } from "../wallet/wallet.machine";
import type { PaymentStart, PaymentStarted, WalletAnalytics, WalletEvent, WalletRequest } from "../wallet/wallet.schema";
import { connectCredits } from "./credits.connect";
import { creditsMachine } from "./credits.machine";
import type { CreditsEvent } from "./credits.schema";

/**
 * Issue 4: the wallet and the credits flows side by side, fed the member socket the way the app routes it
 * (`routeMemberSocketEvent` in app/src/platform/member-socket.ts) plus the member's wallet and credits events.
 * No sequence makes the balance negative or NaN, credits a payment session twice, or counts a purchase twice.
 */

/** What the balance should be: the last valid balance told, plus each named session bought since, once (per login). */
interface Model {
  balance: number | null;
  credited: Set<string>;
}
interface Real {
  readonly wallet: Actor<typeof walletMachine>;
  readonly credits: Actor<typeof creditsMachine>;
  readonly fetchWallet: ReturnType<typeof controllable<WalletResponse, WalletRequest>>;
  readonly startPayment: ReturnType<typeof controllable<PaymentStarted, PaymentStart>>;
  readonly pushes: WalletAnalytics[];
  /** What the session flow would hear (it is not run here). */
  readonly sessionCredits: number[];
  /** Sessions whose bundle-bought made the balance grow, since the last logout. */
  readonly grewBy: Set<string>;
}
type Cmd = fc.AsyncCommand<Model, Real>;

/** The app's routing of member-socket events to the flows this test runs (the session flow is only recorded). */
function route(event: MemberSocketEvent, r: Real) {
  switch (event.type) {
    case "socket.member.credits":
      r.credits.send(event);
      r.sessionCredits.push(event.credits);
      return;
    case "socket.member.bundleBought":
      r.wallet.send(event);
      r.credits.send(event);
      return;
    case "socket.member.paymentFailed":
      r.wallet.send(event);
      return;
    case "socket.member.failedPayment":
      r.credits.send(event);
      return;
    default:
      return;
  }
}

const valid = (n: number) => Number.isFinite(n) && n >= 0;

/** The credits flow's model of one credits event (mirrors the existing credits property). */
function expectCredits(m: Model, e: CreditsEvent) {
  if ((e.type === "socket.member.credits" || e.type === "credits.loaded") && valid(e.credits)) m.balance = e.credits;
  if (e.type === "socket.member.bundleBought" && valid(e.credits) && e.session !== undefined && !m.credited.has(e.session)) {
    m.credited.add(e.session);
    if (m.balance !== null) m.balance += e.credits;
  }
  if (e.type === "credits.clear") {
    m.balance = null;
    m.credited.clear();
  }
}

/** After every command. */
function invariants(m: Model, r: Real) {
  const credits = connectCredits(r.credits.getSnapshot(), r.credits.send);
  // The balance is unknown, or a finite amount of at least zero.
  if (credits.balance !== null) {
    expect(Number.isNaN(credits.balance)).toBe(false);
    expect(Number.isFinite(credits.balance)).toBe(true);
    expect(credits.balance).toBeGreaterThanOrEqual(0);
  }
  expect(Number.isNaN(credits.minutes)).toBe(false);
  expect(credits.balance).toBe(m.balance);
  // Each session is credited once.
  const { creditedSessions } = r.credits.getSnapshot().context;
  expect(new Set(creditedSessions).size).toBe(creditedSessions.length);
  expect(new Set(creditedSessions)).toEqual(m.credited);
  // The wallet counts each purchase once.
  const purchases = r.pushes.flatMap((p) => (p.event === "purchase" ? [p.transactionId] : []));
  expect(new Set(purchases).size).toBe(purchases.length);
  const { settledSessions, failedSessions } = r.wallet.getSnapshot().context;
  expect(new Set(settledSessions).size).toBe(settledSessions.length);
  expect(new Set(failedSessions).size).toBe(failedSessions.length);
}

/** A member-socket event, routed as the app does; a bundle-bought grows the balance at most once per session. */
class Socket implements Cmd {
  constructor(readonly event: MemberSocketEvent) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const before = r.credits.getSnapshot().context.balance;
    const purchasesBefore = r.pushes.filter((p) => p.event === "purchase").length;
    const settledBefore = r.wallet.getSnapshot().context.settledSessions;
    route(this.event, r);
    const e = this.event;
    if (e.type === "socket.member.credits" || e.type === "socket.member.bundleBought" || e.type === "socket.member.failedPayment") expectCredits(m, e);
    const after = r.credits.getSnapshot().context.balance;
    if (e.type === "socket.member.bundleBought") {
      if (before !== null && after !== null && after > before) {
        // Only a named session not credited since the last logout grows the balance, and by exactly its credits.
        expect(e.session).toBeDefined();
        expect(r.grewBy.has(e.session ?? "")).toBe(false);
        r.grewBy.add(e.session ?? "");
        expect(after - before).toBe(e.credits);
      } else expect(after).toBe(before);
      // A bundle-bought naming a session the wallet settled already counts no purchase.
      const purchased = r.pushes.filter((p) => p.event === "purchase").length - purchasesBefore;
      expect(purchased).toBeLessThanOrEqual(1);
      if (e.session !== undefined && settledBefore.includes(e.session)) expect(purchased).toBe(0);
    } else if (e.type !== "socket.member.credits") expect(after).toBe(before);
    invariants(m, r);
  }
  toString = () => `socket ${JSON.stringify(this.event, (_, v: unknown) => (typeof v === "number" && !Number.isFinite(v) ? String(v) : v))}`;
}

/** An event of the app's own to the credits flow: the balance loaded (login, GET /credits) or logout. */
class App implements Cmd {
  constructor(readonly event: Extract<CreditsEvent, { type: "credits.loaded" | "credits.clear" }>) {}
  check = () => true;
  async run(m: Model, r: Real) {
    r.credits.send(this.event);
    expectCredits(m, this.event);
    if (this.event.type === "credits.clear") r.grewBy.clear();
    invariants(m, r);
  }
  toString = () => `app ${JSON.stringify(this.event, (_, v: unknown) => (typeof v === "number" && !Number.isFinite(v) ? String(v) : v))}`;
}

/** A member's wallet event (select, pay window closed, back to bundles, close, retry). */
class User implements Cmd {
  constructor(readonly event: WalletEvent) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const before = r.credits.getSnapshot().context;
    r.wallet.send(this.event);
    // Wallet events never reach the credits flow.
    expect(r.credits.getSnapshot().context).toBe(before);
    invariants(m, r);
  }
  toString = () => `user ${JSON.stringify(this.event)}`;
}

type Answer = "ok" | "fail" | "later";

/** Opens the wallet; the wallet fetch is answered, fails, or is left in flight. */
class Open implements Cmd {
  constructor(readonly answer: Answer, readonly variant: "drawer" | "simple") {}
  check = () => true;
  async run(m: Model, r: Real) {
    const calls = r.fetchWallet.calls.length;
    r.wallet.send({ type: "wallet.open", locale: "nl", returnUrl: "/profile/anna", onProfilePage: true });
    if (r.fetchWallet.calls.length > calls && this.answer !== "later") {
      if (this.answer === "ok") r.fetchWallet.resolve({ id: "w-1", bundles: BUNDLES, paymentOptions: OPTIONS, variant: this.variant });
      else r.fetchWallet.reject(new Error("500"));
      await settle();
    }
    invariants(m, r);
  }
  toString = () => `open(${this.answer}, ${this.variant})`;
}

/** Pays; the payment-session call is answered (with or without a session, with a good or bad URL), fails, or waits. */
class Pay implements Cmd {
  constructor(readonly answer: Answer, readonly url: string, readonly session: string | undefined) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const calls = r.startPayment.calls.length;
    r.wallet.send({ type: "wallet.pay" });
    if (r.startPayment.calls.length > calls && this.answer !== "later") await answerPayment(r, this.answer === "ok", this.url, this.session);
    invariants(m, r);
  }
  toString = () => `pay(${this.answer}, ${this.url}, ${this.session})`;
}

async function answerPayment(r: Real, ok: boolean, url: string, session: string | undefined) {
  if (ok) r.startPayment.resolve({ paymentURL: url, ...(session === undefined ? {} : { session }) });
  else r.startPayment.reject(new Error("502"));
  await settle();
}

/** Answers a call left in flight (the wallet fetch first, else the payment session). */
class Late implements Cmd {
  constructor(readonly ok: boolean, readonly variant: "drawer" | "simple", readonly session: string | undefined) {}
  check = () => true;
  async run(m: Model, r: Real) {
    if (r.fetchWallet.isPending) {
      if (this.ok) r.fetchWallet.resolve({ id: "w-1", bundles: BUNDLES, paymentOptions: OPTIONS, variant: this.variant });
      else r.fetchWallet.reject(new Error("500"));
      await settle();
    } else if (r.startPayment.isPending) await answerPayment(r, this.ok, "https://pay.test/s", this.session);
    invariants(m, r);
  }
  toString = () => `late(${this.ok}, ${this.variant}, ${this.session})`;
}

// Amounts include bad input (negative, NaN, infinite) sent straight to the flows, as if the socket decoder were bypassed.
const amount = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 100_000 }) },
  { weight: 2, arbitrary: fc.constantFrom(0, 300, 600) },
  fc.constantFrom(-1, -600, -0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);
const paySession = fc.option(fc.constantFrom("ps-1", "ps-2", "ps-3", "ps-4"), { nil: undefined, freq: 4 });
const bundleId = fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined });
const answer = fc.constantFrom<Answer>("ok", "ok", "ok", "fail", "later");
const variant = fc.constantFrom<"drawer" | "simple">("drawer", "simple");

const bundleBought = fc
  .tuple(amount, paySession, bundleId)
  .map(([credits, session, bundle]): MemberSocketEvent => ({ type: "socket.member.bundleBought", credits, ...(session === undefined ? {} : { session }), ...(bundle === undefined ? {} : { bundle }) }));

// Weighted so that sequences often get as far as an open pay window, then repeat or reorder the settlements.
const command: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(answer, variant).map(([a, v]) => new Open(a, v)) },
  { weight: 3, arbitrary: fc.constant(new User({ type: "wallet.close" })) },
  { weight: 1, arbitrary: fc.constant(new User({ type: "wallet.retry" })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }).map((id) => new User({ type: "wallet.bundle.select", bundleId: id })) },
  { weight: 2, arbitrary: fc.constantFrom<string | number>("ideal", "creditcard", 709).map((methodId) => new User({ type: "wallet.method.select", methodId })) },
  { weight: 4, arbitrary: fc.constantFrom("ing", "abn").map((subOptionId) => new User({ type: "wallet.subOption.select", subOptionId })) },
  { weight: 1, arbitrary: fc.constant(new User({ type: "wallet.payWindow.closed" })) },
  { weight: 2, arbitrary: fc.constant(new User({ type: "wallet.backToBundles" })) },
  {
    weight: 8,
    arbitrary: fc.tuple(answer, fc.constantFrom("https://pay.test/s", "https://pay.test/s", "javascript:void 0"), paySession).map(([a, url, s]) => new Pay(a, url, s)),
  },
  { weight: 2, arbitrary: fc.tuple(fc.boolean(), variant, paySession).map(([ok, v, s]) => new Late(ok, v, s)) },
  { weight: 6, arbitrary: bundleBought.map((e) => new Socket(e)) },
  { weight: 3, arbitrary: amount.map((credits) => new Socket({ type: "socket.member.credits", credits })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(100, 299, 300, 302, 308, 309, 7), paySession)
      .map(([reason, s]) => new Socket({ type: "socket.member.paymentFailed", reason, ...(s === undefined ? {} : { session: s }) })),
  },
  { weight: 1, arbitrary: fc.constantFrom("interval", "pre-paid", "single", "").map((action) => new Socket({ type: "socket.member.failedPayment", action })) },
  { weight: 2, arbitrary: amount.map((credits) => new App({ type: "credits.loaded", credits })) },
  { weight: 1, arbitrary: fc.constant(new App({ type: "credits.clear" })) },
);

function setup(): { model: Model; real: Real } {
  const fetchWallet = controllable<WalletResponse, WalletRequest>();
  const startPayment = controllable<PaymentStarted, PaymentStart>();
  const pushes: WalletAnalytics[] = [];
  const wallet = createActor(
    walletMachine.provide({
      actors: { fetchWallet: fetchWallet.logic, startPayment: startPayment.logic },
      actions: {
        openPayWindow: () => {},
        navigatePayWindow: () => {},
        closePayWindow: () => {},
        pushAnalytics: (_, push) => void pushes.push(push),
      },
    }),
    { clock: new SimulatedClock(), input: { keyPrefix: "tab" } },
  );
  const credits = createActor(creditsMachine);
  const real: Real = { wallet: wallet.start(), credits: credits.start(), fetchWallet, startPayment, pushes, sessionCredits: [], grewBy: new Set() };
  return { model: { balance: null, credited: new Set() }, real };
}

describe("balance properties (wallet and credits side by side)", () => {
  it("no sequence of socket and user events makes the balance negative or credits a session twice", async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands([command], { maxCommands: 60, size: "max" }), async (cmds) => {
        const { model, real } = setup();
        try {
          await fc.asyncModelRun(() => ({ model, real }), cmds);
        } finally {
          real.wallet.stop();
          real.credits.stop();
        }
      }),
      { numRuns: 200 },
    );
  });
});
