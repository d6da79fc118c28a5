import { Result, Schema } from "effect";
import { PerformerStatus } from "@camstage/core";
import type { World } from "../world/world";
import type { OutboxMail } from "../world/member.schema";
import type { Timers } from "../scenarios/scenario";
import { addPaymentQaRoutes } from "./qa-payments";
import { addDialInQaRoutes } from "./qa-dial-in";
import { addChatQaRoutes, type QaSockets } from "./qa-chat";
import { addShowQaRoutes } from "./qa-chat-show";
import { addScenarioQaRoutes } from "./qa-scenarios";
import { addInboxQaRoutes } from "./qa-inbox";
import { addOutageQaRoutes, type QaOutage } from "./qa-outage";
import { addPromotionQaRoutes } from "./qa-promotions";
import { addConfigurationQaRoutes } from "./qa-configuration";
import { addVisitorLogQaRoutes, isVisitorLog } from "./qa-visitor-logs";
import type { QaAccess } from "./qa-guard";
import { badBody, QA_LABELS, qaError } from "./qa-errors";
import type { QaRoutes } from "./qa-router";
import { redactRecord, redactRecording, WorldRecording } from "../simulated-world";
import { trackerLogOf } from "../tracker/tracker-log";
import { QA_ACCESS, QA_CALLS } from "./qa-calls";

export { QA_API_BASE } from "./console-path";

/** Body of `POST /simulator/api/performers/:username/status`. */
export const StatusChange = Schema.Struct({ status: PerformerStatus });
export type StatusChange = typeof StatusChange.Type;

/** The outbox as `GET /simulator/api/outbox` answers it: `[{to, kind, subject, link, sentAt}]`, newest first. */
export const outboxNewestFirst = (world: World): OutboxMail[] => [...world.getState().outbox].reverse();

/** A member as `GET /simulator/api/members` answers it: no salts, hashes or reset codes. */
export interface QaMember {
  readonly id: number;
  readonly email: string;
  readonly username: string;
  readonly verified: boolean;
  readonly credits: number;
  readonly deleted: boolean;
  readonly favourites: readonly number[];
}

export const qaMembers = (world: World): QaMember[] =>
  world.getState().members.map(({ id, email, username, verified, credits, deleted, favourites }) => ({
    id, email, username, verified, credits, deleted, favourites: [...favourites],
  }));

const decodeStatusChange = Schema.decodeUnknownResult(StatusChange);
/** Body of `POST /simulator/api/members/{id}/credits`. */
export const CreditsChange = Schema.Struct({ credits: Schema.Int });
const decodeCredits = Schema.decodeUnknownResult(CreditsChange);
const decodeRecording = Schema.decodeUnknownResult(WorldRecording);
const STATUSES = PerformerStatus.literals;
/** A year: enough to expire anything the platform issues. */
const MAX_CLOCK_ADVANCE_MS = 366 * 24 * 60 * 60 * 1000;
/** The most records `GET /events?last=` answers. */
const MAX_EVENTS_TAIL = 1000;

export interface QaOptions {
  /** Stamps dial-in calls (ms); the world clock unless the host passes one that runs. */
  readonly now?: () => number;
  /** Timers for scenarios (tests pass fake ones). */
  readonly timers?: Timers;
  /** Who may call (ARCHITECTURE §7): the same origin, or a request with the QA key. */
  readonly access?: QaAccess;
  /** The host's sockets (chat and member), which `POST /simulator/api/sockets/drop` drops; none without sockets. */
  readonly sockets?: QaSockets;
  /** The host's platform outage (issue 14), which `/simulator/api/outage` starts and ends; none without one. */
  readonly outage?: QaOutage;
}

/**
 * The QA HTTP API's calls (ARCHITECTURE §4, JSON in and out), for either host (qa-router.ts). Every change goes through
 * a world event, so it shows on the next platform fetch and lands in the recording.
 */
export const addQaRoutes = (router: QaRoutes, world: World, options: QaOptions = {}): void => {
  const now = options.now ?? (() => world.getState().clock);
  addVisitorLogQaRoutes(router);

  router.get("/", (_req, res) => {
    res.json({
      access: QA_ACCESS,
      calls: QA_CALLS,
    });
  });

  router.post("/reset", (_req, res) => {
    world.dispatch({ type: "world.reset" });
    res.json({ ok: true, seed: world.seed });
  });

  router.get("/performers", (req, res) => {
    const status = typeof req.query.status === "string" ? req.query.status : "";
    const q = typeof req.query.q === "string" ? req.query.q.trim().toLowerCase() : "";
    const performers = world
      .getState()
      .performers.filter(({ profile }) => (status === "" || profile.onlineState === status) && (q === "" || profile.username.toLowerCase().includes(q)))
      .map(({ profile }) => ({ id: profile.id, username: profile.username, status: profile.onlineState }));
    res.json(performers);
  });

  router.post("/performers/:username/status", (req, res) => {
    const performer = world.findPerformer(req.params.username);
    if (!performer) {
      qaError(res, 404, QA_LABELS.performer, `Unknown performer: ${req.params.username}`);
      return;
    }
    const change = decodeStatusChange(req.body);
    if (Result.isFailure(change)) {
      badBody(res, `Expected {"status": one of ${STATUSES.join(", ")}}`, change.failure.message);
      return;
    }
    const username = performer.profile.username;
    world.dispatch({ type: "performer.status.set", username, status: change.success.status });
    res.json({ username, status: change.success.status });
  });

  // Moves the world clock forward, e.g. past a login token's or a mailed link's expiry (24 h / 48 h).
  router.post("/clock", (req, res) => {
    const advance = (req.body as { advance?: unknown } | undefined)?.advance;
    if (typeof advance !== "number" || !Number.isFinite(advance) || advance <= 0 || advance > MAX_CLOCK_ADVANCE_MS) {
      badBody(res, `Expected {"advance": milliseconds, more than 0 and at most ${MAX_CLOCK_ADVANCE_MS}}`);
      return;
    }
    world.dispatch({ type: "world.clock.advance", ms: advance });
    res.json({ clock: world.getState().clock });
  });

  // The mail outbox, newest first: verification and reset-password mails with their working links.
  // Issue 28: the site's tracker calls (§7 POST /tracker), newest first.
  router.get("/tracker", (_req, res) => {
    res.json(trackerLogOf(world).calls());
  });

  router.get("/outbox", (_req, res) => {
    res.json(outboxNewestFirst(world));
  });

  router.get("/members", (_req, res) => {
    res.json(qaMembers(world));
  });

  // QA gives or takes credits (a member's balance for a paid-chat test); the member socket tells the site.
  router.post("/members/:id/credits", (req, res) => {
    const id = Number(req.params.id);
    const credits = decodeCredits(req.body);
    if (!world.getState().members.some((m) => m.id === id)) {
      qaError(res, 404, QA_LABELS.member, `Unknown member: ${req.params.id}`);
      return;
    }
    if (Result.isFailure(credits)) {
      badBody(res, 'Expected {"credits": a whole number, negative to take}', credits.failure.message);
      return;
    }
    const state = world.dispatch({ type: "member.credited", id, amount: credits.success.credits, reason: "qa" });
    res.json({ credits: state.members.find((m) => m.id === id)!.credits });
  });

  addPaymentQaRoutes(router, world);
  addDialInQaRoutes(router, world, now);
  addChatQaRoutes(router, world, now, options.sockets);
  addShowQaRoutes(router, world, now);
  addScenarioQaRoutes(router, world, now, options.timers);
  addInboxQaRoutes(router, world, now);
  addOutageQaRoutes(router, options.outage);
  addPromotionQaRoutes(router, world);
  addConfigurationQaRoutes(router, world);

  // ARCHITECTURE §7 without secrets (see world.redact.ts): it replays to the same world, passwords and links aside.
  // `?last=n` answers only the newest n records (the console's list; a chat flood records hundreds a second).
  router.get("/events", (req, res) => {
    if (req.query.last === undefined) {
      res.json(redactRecording(world.recording()));
      return;
    }
    const last = Number(req.query.last);
    if (!Number.isInteger(last) || last < 1 || last > MAX_EVENTS_TAIL) {
      qaError(res, 400, QA_LABELS.query, `Expected ?last= a whole number from 1 to ${MAX_EVENTS_TAIL}`);
      return;
    }
    res.json({ seed: world.seed, events: world.events().slice(-last).map(redactRecord) });
  });

  router.post("/replay", (req, res) => {
    if (isVisitorLog(req.body)) {
      qaError(res, 400, QA_LABELS.replayVisitorLog,
        "This is a visitor's session log, not a world recording: POST it to /simulator/api/visitor-logs and open the replayUrl it answers");
      return;
    }
    const recording = decodeRecording(req.body);
    if (Result.isFailure(recording)) {
      badBody(res, "Expected a recording {seed, events}", recording.failure.message);
      return;
    }
    if (recording.success.seed !== world.seed) {
      qaError(res, 400, QA_LABELS.replaySeed, `Recording seed ${recording.success.seed} differs from the world seed ${world.seed}`);
      return;
    }
    world.dispatch({ type: "world.reset" });
    for (const record of recording.success.events) world.dispatch(record.event);
    res.json({ ok: true, applied: recording.success.events.length });
  });
};
