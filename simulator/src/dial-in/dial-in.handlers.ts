import { http, HttpResponse, type HttpHandler } from "msw";
import { Result } from "effect";
import { DEFAULT_DIAL_IN_PROVIDER, paymentApi, PIN_LENGTH, sortPhoneNumbers, type AnyEndpoint, type DecodedRequest, type IvrSession } from "@camstage/core";
import type { World } from "../world/world";
import type { WorldMember } from "../world/member.schema";
import type { MemberCrypto } from "../members/member-crypto";
import { createAuthenticator, fail, route, tooManyRequests } from "../members/member-route";
import { clientOf, createAttemptLimits, type RateLimits } from "../handlers/rate-limiter";
import { DIAL_IN_NUMBERS, flagSvg, FLAGS_BASE, IVR_LINE } from "./dial-in.numbers";
import { isFinished, type IvrRecord } from "./dial-in.schema";

/** Labels of the dial-in calls (§8: a wrong pin shows the invalid message, a session-not-found text exists). */
export const DIAL_IN_LABELS = {
  pin: "badRequest.dialIn.pin",
  notFound: "badRequest.dialIn.notFound",
  provider: "badRequest.dialIn.provider",
} as const;

export interface DialInHandlerOptions {
  readonly crypto: MemberCrypto;
  /** Time of new IVR sessions and their expiry, and the clock of the PIN's rate limit (ms); the world clock unless the host passes one. */
  readonly now: () => number;
  readonly rateLimits?: Partial<RateLimits>;
}

export const ivrSessionOf = (ivr: IvrRecord): IvrSession => ({
  session: ivr.session,
  callednumber: ivr.callednumber,
  displaynumber: ivr.displaynumber,
  tariff: ivr.tariff,
  ttl: ivr.ttl,
  expiresAt: ivr.expiresAt,
  flag: ivr.flag,
});

/**
 * A session can be handed out again while its call is under way, or, with no call yet, until it expires; a
 * finished call spends it.
 */
export const isReusable = (ivr: IvrRecord, now: number): boolean => (ivr.call === null ? now < ivr.expiresAt : !isFinished(ivr.call.state));

const PIN_SHAPE = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);

/** §7 IVR session, phone numbers, pin confirmation and call state; guests may use every one of them. */
export const createDialInHandlers = (world: World, options: DialInHandlerOptions): HttpHandler[] => {
  const auth = createAuthenticator(world, options.crypto);
  const sessions = () => world.getState().ivrSessions;
  const limits = createAttemptLimits(world.epoch, options.rateLimits);
  const open = <E extends AnyEndpoint>(endpoint: E, answer: (member: WorldMember | null, decoded: DecodedRequest<E>, request: Request) => Response) =>
    route(endpoint, async (decoded, request) => {
      const member = await auth.optionalMember(request);
      return Result.isFailure(member) ? member.failure : answer(member.success, decoded, request);
    });

  return [
    open(paymentApi.ivr, (member, { query }) => {
      const memberId = member?.id ?? null;
      const now = options.now();
      const current = [...sessions()].reverse().find((s) => s.fingerprint === query.fingerprint && s.member === memberId && isReusable(s, now));
      if (current !== undefined) return HttpResponse.json(ivrSessionOf(current));
      const session = `ivr-${sessions().length + 1}`;
      world.dispatch({
        type: "ivr.session.created", session, fingerprint: query.fingerprint, member: memberId, ...IVR_LINE, expiresAt: now + IVR_LINE.ttl * 1000,
      });
      const created = sessions().find((s) => s.session === session);
      return created === undefined ? fail(500, "internal.dialIn.session") : HttpResponse.json(ivrSessionOf(created));
    }),

    // §7 sorted so the asked (geo) country comes first when it is a dial-in country, else NL.
    open(paymentApi.dialInNumbers, (_member, { query }) =>
      query.provider === DEFAULT_DIAL_IN_PROVIDER ? HttpResponse.json(sortPhoneNumbers(DIAL_IN_NUMBERS, query.country)) : fail(400, DIAL_IN_LABELS.provider),
    ),

    open(paymentApi.dialIn, (member, { body }, request) => {
      if (body.provider !== DEFAULT_DIAL_IN_PROVIDER) return fail(400, DIAL_IN_LABELS.provider);
      // The visitor's sessions (by fingerprint, or the member's own) whose call waits for its pin, newest first.
      const waiting = [...sessions()]
        .reverse()
        .filter((s) => (s.fingerprint === body.fingerprint || (member !== null && s.member === member.id)) && s.call?.state === "pending");
      if (waiting.length === 0) return fail(400, DIAL_IN_LABELS.notFound);
      // ARCHITECTURE §7 wrong pins are counted per call (the fingerprint, or the member, that finds it) whoever guesses, and
      // per client: the 10 000 pins cannot be walked. A right pin is forgiven.
      const targets = [`fingerprint:${body.fingerprint}`, ...(member === null ? [] : [`member:${member.id}`])];
      const attempt = limits.pin(targets, clientOf(request), options.now());
      if (!attempt.ok) return tooManyRequests(attempt.retryAfterS);
      const pin = body.pincode.trim();
      const match = PIN_SHAPE.test(pin) ? waiting.find((s) => s.call?.pin === pin) : undefined;
      if (match === undefined) return fail(400, DIAL_IN_LABELS.pin);
      attempt.forgive();
      world.dispatch({ type: "dial-in.call.linked", session: match.session, member: member?.id ?? null, username: member?.username ?? body.username });
      return HttpResponse.json(true);
    }),

    // "No session returns to pending" (§4): an unknown session answers session null, state pending.
    open(paymentApi.verifyDialIn, (_member, { query }) => {
      const ivr = sessions().find((s) => s.session === query.session);
      if (ivr === undefined) return HttpResponse.json({ session: null, state: "pending" });
      return HttpResponse.json({ session: ivr.session, state: ivr.call?.state ?? "pending" });
    }),

    http.get(`*${FLAGS_BASE}/:file`, ({ params }) => {
      const file = String(params.file);
      const body = file.endsWith(".svg") ? flagSvg(file.slice(0, -".svg".length)) : undefined;
      return body === undefined
        ? new HttpResponse("Not found", { status: 404, headers: { "Content-Type": "text/plain" } })
        : new HttpResponse(body, { headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
    }),
  ];
};
