import fc from "fast-check";
import { Result } from "effect";
import { SimulatedClock } from "xstate";
import { describe, expect, it } from "vitest";
import { encodeTokenPayload } from "../domain/token";
import { importLog } from "../events/event-log";
import type { FlowEvent } from "../events/event-log.schema";
import { createSession, replay, sequentialIds } from "../events/flow-system";
import { createRedactor, redactLog } from "../events/redact";
import { fakeSitePorts, MEMBER_TOKEN, settleSystem } from "./site-ports.fixture";
import { siteFlows } from "./site-flows";
import { siteRoutes } from "./site-routes";

type Step =
  | { readonly kind: "send"; readonly flow: string; readonly event: FlowEvent }
  | { readonly kind: "input"; readonly event: FlowEvent }
  | { readonly kind: "advance"; readonly ms: number };

const send = (flow: string, ...events: FlowEvent[]) => fc.constantFrom(...events).map((event): Step => ({ kind: "send", flow, event }));
const input = (...events: FlowEvent[]) => fc.constantFrom(...events).map((event): Step => ({ kind: "input", event }));
const verificationKey = encodeTokenPayload({ exp: 4_000_000_000 });

/** Visitors' intents over every flow, the member socket's events (good and bad) and the passing of time. */
const step: fc.Arbitrary<Step> = fc.oneof(
  send(
    "session",
    { type: "session.login", username: "ann@example.com", password: "secret12" },
    { type: "session.login", username: "", password: "x" },
    { type: "session.register", email: "ann@example.com", password: "secret12" },
    { type: "session.restore", token: MEMBER_TOKEN, username: "ann" },
    { type: "session.token", token: MEMBER_TOKEN, link: true },
    { type: "session.logout" },
    { type: "session.refresh" },
  ),
  send("modalHost", { type: "modal.open", modal: "login" }, { type: "modal.close" }, { type: "modal.configure", welcomeCredits: 120 }),
  send(
    "wallet",
    { type: "wallet.open", locale: "nl", returnUrl: "http://site.test/", walletId: null, onProfilePage: false, brand: "b", affiliation: "" },
    { type: "wallet.bundle.select", bundleId: 3 },
    { type: "wallet.method.select", methodId: "creditcard" },
    { type: "wallet.pay" },
    { type: "wallet.close" },
  ),
  send(
    "dialIn",
    { type: "dialIn.open", now: 0, mobile: false, geoCountry: "nl" },
    { type: "dialIn.country.select", country: "NL" },
    { type: "dialIn.pin.input", value: "1234" },
    { type: "dialIn.pin.submit" },
    { type: "dialIn.close" },
  ),
  send("favourites", { type: "favourites.toggle", performerId: 7 }, { type: "favourites.toggle", performerId: 11 }),
  send("search", { type: "search.input", text: "ann" }, { type: "search.clear" }),
  send("verification", { type: "verification.start", key: verificationKey, fingerprint: "fp-1", now: 0 }),
  send("authDrawer", { type: "drawer.open" }, { type: "drawer.close" }),
  input(
    { type: "socket.member.credits", credits: 480 },
    { type: "socket.member.credits", credits: -5 },
    { type: "socket.member.bundleBought", credits: 300, session: "pay-1" },
    { type: "socket.member.failedPayment", action: "interval" },
    { type: "socket.member.favourite", performerId: 9, favourite: false },
    { type: "socket.member.dialInStatus", state: "in_call", session: "ivr-1" },
  ),
  fc.integer({ min: 0, max: 5_000 }).map((ms): Step => ({ kind: "advance", ms })),
);

describe("the site's sessions replay (ARCHITECTURE §3)", () => {
  it("a random session over all flows, exported with its secrets redacted, replays to identical snapshots without calling the platform", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const clock = new SimulatedClock();
        clock.set(1_700_000_000_000);
        const { log, system } = createSession(siteFlows(fakeSitePorts()), { clock, ids: sequentialIds("s"), routes: siteRoutes });
        for (const s of steps) {
          if (s.kind === "advance") clock.increment(s.ms);
          else if (s.kind === "input") system.input(s.event);
          else system.send(s.flow as never, s.event as never);
          await settleSystem(system);
        }

        const redactor = createRedactor();
        const exported = JSON.stringify(redactLog(log.data(), redactor));
        expect(exported).not.toContain(MEMBER_TOKEN);
        expect(exported).not.toContain("secret12");
        const imported = importLog(exported);
        if (Result.isFailure(imported)) throw imported.failure;

        const replayPorts = fakeSitePorts({ platformCalls: "forbidden" });
        const replayed = await replay(imported.success, siteFlows(replayPorts), { clock: new SimulatedClock(), ids: sequentialIds("s"), routes: siteRoutes });
        if (Result.isFailure(replayed)) throw replayed.failure;

        expect(replayPorts.calls.filter((call) => call.startsWith("platform"))).toEqual([]);
        const started = system.flows.filter((flow) => system.isStarted(flow));
        expect(Object.keys(replayed.success.snapshots).sort()).toEqual([...started].sort());
        for (const flow of started) expect(replayed.success.snapshots[flow], flow).toEqual(redactor.redactKnown(system.persisted(flow)));
        system.stop();
        replayed.success.system.stop();
      }),
      { numRuns: 60 },
    );
  });
});
