import type { QaResponse } from "./qa-router";

/**
 * ARCHITECTURE §4/§7 every QA API error is JSON with a label, as the platform's are: `{label, error (human text), issue?}`.
 * All the labels the QA API answers, by name (the README lists them).
 */
export const QA_LABELS = {
  /** 403 a browser request from another origin or site (qa-guard.ts). */
  origin: "forbidden.qa.origin",
  /** 403 a body that is not JSON (qa-guard.ts). */
  contentType: "forbidden.qa.contentType",
  /** 400 the body is not JSON (truncated, bad syntax, a bare scalar) or could not be read. */
  json: "badRequest.json",
  /** 400 the body nests deeper than `MAX_QA_JSON_DEPTH`. */
  depth: "badRequest.json.depth",
  /** 400 the body is JSON but not what the call takes. */
  body: "badRequest.invalid.body",
  /** 400 a configuration change whose result the §3 schema refuses (`POST /configuration`). */
  configuration: "badRequest.invalid.configuration",
  /** 400 a query parameter is out of range (`?last=`, `?member=`). */
  query: "badRequest.invalid.query",
  /** 400 a path parameter is not valid percent-encoding. */
  params: "badRequest.invalid.params",
  /** 400 a recording of another seed posted to `/replay`. */
  replaySeed: "badRequest.replay.seed",
  /** 400 a visitor log posted to `/replay` (it goes to `/visitor-logs`). */
  replayVisitorLog: "badRequest.replay.visitorLog",
  /** 404 no such QA call. */
  call: "notFound.endpoint",
  performer: "notFound.performer",
  member: "notFound.member",
  payment: "notFound.payment",
  ivrSession: "notFound.ivrSession",
  visitorLog: "notFound.visitorLog",
  scenario: "notFound.scenario",
  /** 404 no such viewer in the room (`/chat/{performer}/kick`). */
  viewer: "notFound.viewer",
  /** 404 no conversation between the performer and the member (`/inbox/read`). */
  conversation: "notFound.conversation",
  /** 409 the payment is settled already. */
  paymentSettled: "conflict.payment.settled",
  /** 409 the IVR session has a call already. */
  callExists: "conflict.dialIn.call",
  /** 409 a move the call cannot make. */
  callMove: "conflict.dialIn.move",
  /** 409 a scenario has nothing to play on (no pending payment, IVR session or performer in free chat). */
  scenarioTarget: "conflict.scenario.target",
  /** 409 the performer's room is closed (offline or paused). */
  roomClosed: "conflict.chat.closed",
  /** 409 no VIP request or show to decide on. */
  vip: "conflict.chat.vip",
  /** 409 the performer has no toy. */
  toy: "conflict.chat.toy",
  /** 409 this host has no sockets to drop. */
  sockets: "conflict.host.sockets",
  /** 409 this host cannot simulate an outage. */
  outage: "conflict.host.outage",
  /** 413 the body is larger than the call takes. */
  tooLarge: "payloadTooLarge",
  /** 415 a charset other than UTF-8/16/32. */
  charset: "unsupportedMediaType.charset",
  /** 415 a Content-Encoding other than gzip, deflate, br (or identity). */
  encoding: "unsupportedMediaType.encoding",
  /** 500 a bug (the answer says no more). */
  internal: "server.error",
  /** 404 no such world (issue 25: any simulator request naming one, and the worlds API). */
  world: "notFound.world",
  /** 400 a bad body for `POST /worlds`. */
  worldBody: "badRequest.world",
  /** 429 the cap on live worlds is reached. */
  worldsFull: "tooManyRequests.worlds",
  /** 409 the default world cannot be dropped. */
  worldDefault: "conflict.world.default",
} as const;
export type QaLabel = (typeof QA_LABELS)[keyof typeof QA_LABELS];

/** A labelled QA error answer; `extra` adds e.g. `issue` (the decoder's message) or the object in conflict. */
export const qaError = (res: QaResponse, status: number, label: QaLabel, error: string, extra: Readonly<Record<string, unknown>> = {}): void => {
  res.status(status).json({ label, error, ...extra });
};

/** The 400 for a body that does not decode: `issue` is the decoder's message. */
export const badBody = (res: QaResponse, error: string, issue?: string): void =>
  qaError(res, 400, QA_LABELS.body, error, issue === undefined ? {} : { issue });

/** The deepest nesting a QA JSON body may have; the largest real one (a visitor log with its page data) is far below. */
export const MAX_QA_JSON_DEPTH = 64;

/**
 * Whether a parsed JSON value nests deeper than `max` (`[]` is 1 deep). Walked with an explicit stack, so a deep value
 * cannot overflow the call stack here; the work is bounded by the body's size.
 */
export const nestsDeeperThan = (value: unknown, max: number): boolean => {
  const stack: Array<readonly [unknown, number]> = [[value, 0]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, depth] = item;
    if (typeof node !== "object" || node === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
};
