import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupServer } from "msw/node";
import {
  bundleTags, defaultBundle, memberApi, MAX_BUNDLES_SHOWN, paymentApi, paymentProviderFor, visibleBundles, type Bundle, type PaymentOption,
  type WalletResponse,
} from "@camstage/core";
import { createWorld, replayWorld } from "../simulated-world";
import { createHandlers } from "../simulated-handlers";
import { nodeMemberCrypto } from "../members/member-crypto-node";
import { addMember, callEndpoint as call, creditsOf, TEST_ORIGIN } from "../testing/call-endpoint";
import { discountLabel, SEED_BUNDLES } from "./payment.catalogue";
import { settlePayment } from "./payment.settle";

const crypto = nodeMemberCrypto("test-secret");
const world = createWorld(1);
let time = 0;
const server = setupServer(...createHandlers(world, { crypto, now: () => world.getState().clock + time }));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  world.dispatch({ type: "world.reset" });
  time = 0;
});
afterAll(() => server.close());

let anna = "";
let bob = "";
beforeEach(async () => {
  anna = await addMember(world, crypto, 1);
  bob = await addMember(world, crypto, 2);
});

const member = { email: "m1@example.com", username: "member1", isVerified: true, credits: 0, favourites: [], showChangeUsername: false };
const sessionBody = (overrides: Record<string, unknown> = {}) => ({
  returnUrl: `${TEST_ORIGIN}/nl`, paymentMethod: "ideal:INGBNL2A", member, fingerprint: "fp-1", bundle: 103, device: "desktop", idempotencyKey: "key-1",
  ...overrides,
});
const start = (token: string | undefined, overrides: Record<string, unknown> = {}) =>
  call(paymentApi.paymentSession, { body: sessionBody(overrides), ...(token !== undefined ? { token } : {}) });

describe("bundles and the wallet (GET /wallet, /bundles, /payment/options)", () => {
  it("serves at least six realistic bundles, exactly one tagged default, with discount labels that match their price", async () => {
    const reply = await call(paymentApi.bundles, { token: anna });
    expect(reply.status).toBe(200);
    const bundles = reply.body as readonly Bundle[];
    expect(bundles.length).toBeGreaterThan(MAX_BUNDLES_SHOWN);
    expect(bundles.filter((b) => bundleTags(b).includes("default"))).toHaveLength(1);
    expect(defaultBundle(bundles)?.id).toBe(103);
    // The default is among the first five (§9): the visitor sees it preselected.
    expect(visibleBundles(bundles).map((b) => b.id)).toContain(103);
    for (const b of bundles) {
      expect(b.credits % 60).toBe(0);
      expect(b.currency).toBe("EUR");
      expect(b.label).toBe(discountLabel(b.cost, b.credits));
      expect(b.meta.classes.split(",").filter((t) => t !== "").every((t) => ["default", "bestDeal", "mostBought", "firstTime"].includes(t))).toBe(true);
    }
    expect(bundles.find((b) => b.id === 104)).toMatchObject({ cost: 4495, credits: 3600, bonus: 10, label: "-24%", meta: { classes: "bestDeal" } });
    expect(new Set(bundles.flatMap(bundleTags))).toEqual(new Set(["default", "bestDeal", "mostBought", "firstTime"]));
  });

  it("answers the wallet with the drawer variant and the first provider's methods; QA switches variant and provider", async () => {
    const first = (await call(paymentApi.wallet, { query: { lang: "nl" }, token: anna })).body as WalletResponse;
    expect(first).toMatchObject({ id: "main", variant: "drawer" });
    expect(first.bundles).toEqual(SEED_BUNDLES);
    expect(first.paymentOptions.map((o) => o.id)).toEqual(["creditcard", "ideal", "mistercash", "sofortbanking"]);
    expect(first.paymentOptions.find((o) => o.id === "ideal")?.paymentOptionSubList?.map((s) => s.name)).toContain("ING");
    expect((await call(paymentApi.wallet, { query: { lang: "en", id: "w-7" } })).body).toMatchObject({ id: "w-7" });

    world.dispatch({ type: "wallet.variant.set", variant: "simple" });
    world.dispatch({ type: "wallet.provider.set", provider: "paynl" });
    const switched = (await call(paymentApi.wallet, { query: { lang: "nl" } })).body as WalletResponse;
    expect(switched.variant).toBe("simple");
    expect(switched.paymentOptions.map((o) => o.id)).toEqual([709, 10, 436, 553, 595]);
    expect(switched.paymentOptions.every((o) => o.provider === "paynl" && paymentProviderFor(o.id) === "paynl")).toBe(true);
    expect(switched.paymentOptions.find((o) => o.id === 10)?.paymentOptionSubList?.every((s) => typeof s.id === "number")).toBe(true);
  });

  it("lists one provider's options by dimension, else the wallet's", async () => {
    const ids = async (dimension?: string) =>
      ((await call(paymentApi.paymentOptions, { query: dimension === undefined ? {} : { dimension } })).body as PaymentOption[]).map((o) => o.id);
    expect(await ids()).toEqual(["creditcard", "ideal", "mistercash", "sofortbanking"]);
    expect(await ids("paynl")).toEqual([709, 10, 436, 553, 595]);
    expect(await ids("standard")).toEqual(["creditcard", "ideal", "mistercash", "sofortbanking"]);
    expect(await ids("anything")).toEqual(["creditcard", "ideal", "mistercash", "sofortbanking"]);
  });

  it("serves the method badges the options point at", async () => {
    const options = (await call(paymentApi.paymentOptions, { query: { dimension: "paynl" } })).body as PaymentOption[];
    for (const option of options) {
      const response = await fetch(`${TEST_ORIGIN}${option.image}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("image/svg+xml");
      expect(await response.text()).toContain("<svg");
    }
    expect((await fetch(`${TEST_ORIGIN}/simulator/media/payment/nope.svg`)).status).toBe(404);
  });

  it("lets guests look but refuses a bad token", async () => {
    expect((await call(paymentApi.bundles)).status).toBe(200);
    expect(await call(paymentApi.bundles, { token: "not-a-token" })).toMatchObject({ status: 403, label: "forbidden.token.invalid" });
    expect(await call(paymentApi.wallet, { query: {} })).toMatchObject({ status: 400, label: "badRequest.invalid.query" });
  });
});

describe("POST /payment/session", () => {
  it("creates a pending session and answers the provider page's URL", async () => {
    const reply = await start(anna);
    expect(reply).toMatchObject({ status: 200, body: { paymentURL: `${TEST_ORIGIN}/simulator/pay/pay-1`, session: "pay-1" } });
    expect(world.getState().payments).toEqual([
      {
        id: "pay-1", member: 1, bundle: 103, credits: 1800, bonus: 5, cost: 2495, paymentMethod: "ideal:INGBNL2A", device: "desktop",
        idempotencyKey: "key-1", status: "pending", reason: null, createdAt: world.getState().clock,
      },
    ]);
  });

  it("answers the same session for the same member and key, never a second one", async () => {
    const first = await start(anna);
    time = 5_000;
    const again = await start(anna);
    expect(again).toEqual(first);
    expect(world.getState().payments).toHaveLength(1);
    // Even once settled, the key stays spent on that session.
    settlePayment(world, "pay-1", { outcome: "success" });
    expect(await start(anna)).toEqual(first);
    expect(world.getState().payments).toHaveLength(1);
    expect(creditsOf(world, 1)).toBe(1800 + 5 * 60);
  });

  it("keeps keys per member, and a new key is a new payment", async () => {
    expect((await start(anna)).body).toMatchObject({ session: "pay-1" });
    expect((await start(bob)).body).toMatchObject({ session: "pay-2" });
    expect((await start(anna, { idempotencyKey: "key-2" })).body).toMatchObject({ session: "pay-3" });
    expect(world.getState().payments.map((p) => [p.id, p.member, p.idempotencyKey])).toEqual([["pay-1", 1, "key-1"], ["pay-2", 2, "key-1"], ["pay-3", 1, "key-2"]]);
  });

  it("refuses a reused key for another bundle or method with 409", async () => {
    await start(anna);
    expect(await start(anna, { bundle: 104 })).toMatchObject({ status: 409, label: "conflict.payment.idempotencyKey" });
    expect(await start(anna, { paymentMethod: "creditcard" })).toMatchObject({ status: 409, label: "conflict.payment.idempotencyKey" });
    expect(world.getState().payments).toHaveLength(1);
  });

  it("labels what it cannot accept", async () => {
    expect(await start(undefined)).toMatchObject({ status: 403, label: "forbidden.token.missing" });
    expect(await start(anna, { bundle: 999 })).toMatchObject({ status: 400, label: "badRequest.payment.bundle" });
    for (const paymentMethod of ["paypal", "ideal:NOPE", "ideal:INGBNL2A:x", "", "10:99"]) {
      expect(await start(anna, { paymentMethod })).toMatchObject({ status: 400, label: "badRequest.payment.method" });
    }
    expect(await start(anna, { idempotencyKey: undefined })).toMatchObject({ status: 400, label: "badRequest.invalid.body" });
    expect(await start(anna, { device: "tv" })).toMatchObject({ status: 400, label: "badRequest.invalid.body" });
    expect(await call(paymentApi.paymentSession, { rawBody: "{not json", token: anna })).toMatchObject({ status: 400, label: "badRequest.invalid.body" });
    expect(world.getState().payments).toEqual([]);
  });

  it("accepts both providers' methods, with or without a sub-option", async () => {
    for (const [i, paymentMethod] of ["creditcard", "ideal", "ideal:RABONL2U", "709", "10:4", "595"].entries()) {
      expect((await start(anna, { paymentMethod, idempotencyKey: `k${i}` })).status).toBe(200);
    }
    expect(world.getState().payments).toHaveLength(6);
  });
});

describe("settling a session", () => {
  it("credits credits plus bonus minutes once on success, and GET /credits shows the world balance", async () => {
    await start(anna, { bundle: 104 });
    expect(settlePayment(world, "pay-1", { outcome: "success" })).toMatchObject({ ok: true, session: { status: "success", reason: null } });
    expect((await call(memberApi.credits, { token: anna })).body).toEqual({ credits: 3600 + 10 * 60 });
    expect(settlePayment(world, "pay-1", { outcome: "success" })).toMatchObject({ ok: false, problem: "settled" });
    expect(settlePayment(world, "pay-1", { outcome: "failed", reason: 300 })).toMatchObject({ ok: false, problem: "settled" });
    // A raw repeat of the event (a scenario firing late, a double replay) changes nothing either.
    world.dispatch({ type: "payment.session.settled", id: "pay-1", outcome: "success" });
    expect((await call(memberApi.credits, { token: anna })).body).toEqual({ credits: 4200 });
    expect(world.getState().payments[0]?.status).toBe("success");
  });

  it("stores the reason of a failure and credits nothing", async () => {
    await start(anna);
    expect(settlePayment(world, "pay-1", { outcome: "failed", reason: 299 })).toMatchObject({ ok: true, session: { status: "failed", reason: 299 } });
    expect(settlePayment(world, "pay-1", { outcome: "success" })).toMatchObject({ ok: false, problem: "settled" });
    expect(creditsOf(world, 1)).toBe(0);
    expect(settlePayment(world, "pay-9", { outcome: "success" })).toEqual({ ok: false, problem: "unknown" });
  });

  it("replays to the same sessions and balances", async () => {
    await start(anna);
    await start(bob, { bundle: 100, paymentMethod: "709" });
    settlePayment(world, "pay-1", { outcome: "success" });
    settlePayment(world, "pay-2", { outcome: "failed", reason: 309 });
    const replayed = replayWorld(world.recording());
    expect(replayed.getState().payments).toEqual(world.getState().payments);
    expect(replayed.getState().members.map((m) => m.credits)).toEqual([2100, 0]);
  });
});
