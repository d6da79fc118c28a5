import { describe, expect, it } from "vitest";
import { assign, createActor } from "xstate";
import type { TrackerRequest } from "../domain/tracking.schema";
import { trackingMachine, withToken } from "./tracking.machine";
import { clickRecord, routeVisit, trackingLog } from "./tracking.rules";

const visitor = { session: "s-1", fingerprint: "fp-1", host: "site.test", userAgent: "UA/1" };

/** The machine on a clock the test moves; what it sends and beacons. */
function start(referrer = "https://search.test/") {
  let now = 1_000;
  const sent: TrackerRequest[] = [];
  const beacons: TrackerRequest[] = [];
  const actor = createActor(
    trackingMachine.provide({
      actions: {
        stamp: assign({ now: () => now }),
        send: (_, { request }) => void sent.push(request),
        sendBeacon: (_, { request }) => void beacons.push(request),
      },
    }),
    { input: { visitor, affiliateCode: "land1", referrer, now } },
  ).start();
  return { actor, sent, beacons, at: (ms: number) => void (now = ms) };
}

describe("tracking rules (§3)", () => {
  it("a log names the session, the visitor and the event, with the times since the start and the last log", () => {
    expect(trackingLog(visitor, "route.change", { startTime: 1_000, lastEventTime: 1_500, now: 4_000 })).toEqual({
      session: "s-1",
      fingerprint: "fp-1",
      log: { ip: "", host: "site.test", timestamp: 4_000, event: "route.change" },
      duration: { startTime: 1_000, eventTime: 4_000, betweenEvent: 2_500 },
    });
  });

  it("a click record takes the route's p and pi, else the landing page's code", () => {
    const route = { url: "https://site.test/en?p=abc1&pi=banner", urlParams: { p: "abc1", pi: "banner" }, statusCode: 200 };
    expect(clickRecord(visitor, route, { referrer: "r", affiliateCode: "land1", token: null })).toMatchObject({ affiliateCode: "abc1", affiliateInfo: "banner", ua: "UA/1", host: "site.test" });
    expect(clickRecord(visitor, { ...route, urlParams: {} }, { referrer: "r", affiliateCode: "land1", token: "t" })).toMatchObject({ affiliateCode: "land1", affiliateInfo: "", token: "t" });
  });

  it("a route is told without the query's secrets: the login token, the mailed key, the reset code", () => {
    expect(routeVisit("https://site.test/en?p=abc1&action=login&token=a.b.c&key=K1&password=P2", 200)).toEqual({
      url: "https://site.test/en?p=abc1&action=login",
      urlParams: { p: "abc1", action: "login" },
      statusCode: 200,
    });
  });

  it("the member's token goes in the call and in its click record", () => {
    const request: TrackerRequest = { log: trackingLog(visitor, "route.change", { startTime: 0, lastEventTime: 0, now: 0 }), click: clickRecord(visitor, { url: "u", urlParams: {}, statusCode: 200 }, { referrer: "", affiliateCode: "", token: null }) };
    const signed = withToken(request, "tok");
    expect(signed.token).toBe("tok");
    expect(signed.click?.token).toBe("tok");
    expect(withToken({ log: request.log }, null)).toEqual({ log: request.log, token: null });
  });
});

describe("tracking flow (§3, §2.1, issue 28)", () => {
  it("sends a log on start, a log with the click record on each route, and the close as a beacon", () => {
    const { actor, sent, beacons, at } = start();
    expect(sent.map((r) => r.log.log.event)).toEqual(["session.start"]);
    expect(sent[0]!.click).toBeUndefined();

    at(3_000);
    actor.send({ type: "tracking.route", url: "https://site.test/en", urlParams: {}, statusCode: 200 });
    at(3_500);
    actor.send({ type: "tracking.route", url: "https://site.test/en/nope", urlParams: { p: "abc1" }, statusCode: 404 });
    expect(sent.map((r) => r.log.log.event)).toEqual(["session.start", "route.change", "route.change"]);
    expect(sent.map((r) => r.log.duration)).toEqual([
      { startTime: 1_000, eventTime: 1_000, betweenEvent: 0 },
      { startTime: 1_000, eventTime: 3_000, betweenEvent: 2_000 },
      { startTime: 1_000, eventTime: 3_500, betweenEvent: 500 },
    ]);
    // The referrer is the page's on the first route, the route before on the next.
    expect(sent.map((r) => r.click?.referrer)).toEqual([undefined, "https://search.test/", "https://site.test/en"]);
    expect(sent[2]!.click).toMatchObject({ statusCode: 404, affiliateCode: "abc1", url: "https://site.test/en/nope" });

    at(9_000);
    actor.send({ type: "tracking.close" });
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.log).toMatchObject({ log: { event: "session.close" }, duration: { eventTime: 9_000, betweenEvent: 5_500 } });
    expect(sent).toHaveLength(3);
  });
});
