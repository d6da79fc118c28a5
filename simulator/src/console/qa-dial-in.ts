import type { QaRoutes } from "./qa-router";
import { Result, Schema } from "effect";
import { PIN_LENGTH } from "@camstage/core";
import type { World } from "../world/world";
import { hashString } from "../world/prng";
import { canMove, DialInMove, type IvrRecord } from "../dial-in/dial-in.schema";
import { badBody, QA_LABELS, qaError } from "./qa-errors";

/** Body of `POST /simulator/api/dial-in/{session}`. */
export const DialInStateChange = Schema.Struct({ state: DialInMove });
export type DialInStateChange = typeof DialInStateChange.Type;
const decodeStateChange = Schema.decodeUnknownResult(DialInStateChange);

/** An IVR session with its call, as `GET /simulator/api/dial-in` lists it. */
export const qaIvrSession = (ivr: IvrRecord) => ({
  session: ivr.session,
  fingerprint: ivr.fingerprint,
  member: ivr.member,
  displaynumber: ivr.displaynumber,
  expiresAt: ivr.expiresAt,
  call: ivr.call,
});
export const qaIvrSessions = (world: World) => [...world.getState().ivrSessions].reverse().map(qaIvrSession);

/** A 4-digit pin (§5), derived from the session and the world's history so a run is reproducible. */
export const pinFor = (world: World, session: string): string =>
  String(hashString(`${session}:${world.events().length}`) % 10 ** PIN_LENGTH).padStart(PIN_LENGTH, "0");

export type StartCallResult = { readonly ok: true; readonly pin: string } | { readonly ok: false; readonly problem: "unknown" | "busy" };

/** Rings an IVR session's number: a pending call with a fresh pin. One call per session. */
export const startCall = (world: World, session: string, at: number): StartCallResult => {
  const ivr = world.getState().ivrSessions.find((s) => s.session === session);
  if (ivr === undefined) return { ok: false, problem: "unknown" };
  if (ivr.call !== null) return { ok: false, problem: "busy" };
  const pin = pinFor(world, session);
  world.dispatch({ type: "dial-in.call.started", session, pin, at });
  return { ok: true, pin };
};

/** QA dial-in: list IVR sessions, ring one (answers the pin), move its call. `now` stamps the call's times. */
export const addDialInQaRoutes = (router: QaRoutes, world: World, now: () => number): void => {
  const find = (session: string) => world.getState().ivrSessions.find((s) => s.session === session);

  router.get("/dial-in", (_req, res) => {
    res.json(qaIvrSessions(world));
  });

  router.post("/dial-in/:session/call", (req, res) => {
    const started = startCall(world, req.params.session, now());
    if (started.ok) res.json({ pin: started.pin, session: req.params.session, state: "pending" });
    else if (started.problem === "unknown") qaError(res, 404, QA_LABELS.ivrSession, `Unknown IVR session: ${req.params.session}`);
    else qaError(res, 409, QA_LABELS.callExists, `IVR session ${req.params.session} already has a call`);
  });

  router.post("/dial-in/:session", (req, res) => {
    const change = decodeStateChange(req.body);
    if (Result.isFailure(change)) {
      badBody(res, 'Expected {"state": "in_call" | "ended" | "expired"}', change.failure.message);
      return;
    }
    const ivr = find(req.params.session);
    if (ivr === undefined) {
      qaError(res, 404, QA_LABELS.ivrSession, `Unknown IVR session: ${req.params.session}`);
      return;
    }
    const { state } = change.success;
    if (ivr.call === null || !canMove(ivr.call.state, state)) {
      qaError(res, 409, QA_LABELS.callMove, `Cannot move ${ivr.call === null ? "a session without a call" : `a call that is ${ivr.call.state}`} to ${state}`);
      return;
    }
    world.dispatch({ type: "dial-in.call.moved", session: ivr.session, state, at: now() });
    res.json(qaIvrSession(find(ivr.session) ?? ivr));
  });
};
