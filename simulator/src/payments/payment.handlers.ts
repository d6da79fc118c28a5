import { http, HttpResponse, type HttpHandler } from "msw";
import { Result } from "effect";
import { paymentApi, PAYMENT_PROVIDERS, type AnyEndpoint, type DecodedRequest, type PaymentProvider, type WalletResponse } from "@camstage/core";
import type { World } from "../world/world";
import type { WorldMember } from "../world/member.schema";
import type { MemberCrypto } from "../members/member-crypto";
import { createAuthenticator, fail, route } from "../members/member-route";
import { MEDIA_BASE } from "../world/media.urls";
import { findPaymentMethod } from "./payment.catalogue";
import { paymentBadgeSvg } from "./payment-badge.svg";
import type { PaymentSession } from "./payment.schema";
import { requestOrigin, type LinkOrigin } from "../handlers/site-origin";

/** Labels of the payment calls (§8 leaves them to the platform). */
export const PAYMENT_LABELS = {
  bundleUnknown: "badRequest.payment.bundle",
  methodUnknown: "badRequest.payment.method",
  /** The idempotency key was used before for another bundle or method (ARCHITECTURE §7). */
  keyReused: "conflict.payment.idempotencyKey",
} as const;

/** The simulated provider page a payment session opens (served by the Node host). */
export const PROVIDER_PAGE_BASE = "/simulator/pay";
export const paymentUrl = (origin: string, session: string) => `${origin}${PROVIDER_PAGE_BASE}/${encodeURIComponent(session)}`;

export interface PaymentHandlerOptions {
  readonly crypto: MemberCrypto;
  /** Time of new sessions (ms); the world clock unless the host passes one. */
  readonly now: () => number;
  /** Where payment URLs point (ARCHITECTURE §7); the request's own origin by default, for the in-process hosts. */
  readonly linkOrigin?: LinkOrigin;
}

const isProvider = (value: string | undefined): value is PaymentProvider => (PAYMENT_PROVIDERS as readonly string[]).includes(value ?? "");

/** §7 wallet, bundles, payment options and payment session, over the world's wallet and payments. */
export const createPaymentHandlers = (world: World, options: PaymentHandlerOptions): HttpHandler[] => {
  const auth = createAuthenticator(world, options.crypto);
  const wallet = () => world.getState().wallet;
  const optionsOf = (provider: PaymentProvider) => wallet().paymentOptions[provider];

  // Nothing in the wallet depends on who asks, so guests may look too; a token that is sent must be valid.
  const open = <E extends AnyEndpoint>(endpoint: E, answer: (decoded: DecodedRequest<E>) => Response) =>
    route(endpoint, async (decoded, request) => {
      const member = await auth.optionalMember(request);
      return Result.isFailure(member) ? member.failure : answer(decoded);
    });
  const withMember = <E extends AnyEndpoint>(endpoint: E, answer: (member: WorldMember, decoded: DecodedRequest<E>, request: Request) => Response) =>
    route(endpoint, async (decoded, request) => {
      const member = await auth.member(request);
      return Result.isFailure(member) ? member.failure : answer(member.success, decoded, request);
    });

  const linkOrigin = options.linkOrigin ?? requestOrigin;
  const started = (request: Request, session: PaymentSession) =>
    HttpResponse.json({ paymentURL: paymentUrl(linkOrigin(request), session.id), session: session.id });

  return [
    open(paymentApi.wallet, ({ query }) => {
      const { id, variant, provider, bundles } = wallet();
      const answer: WalletResponse = { id: query.id ?? id, bundles, paymentOptions: optionsOf(provider), variant };
      return HttpResponse.json(answer);
    }),

    open(paymentApi.bundles, () => HttpResponse.json(wallet().bundles)),

    // `dimension` names a provider to list; anything else lists the wallet's current provider.
    open(paymentApi.paymentOptions, ({ query }) => HttpResponse.json(optionsOf(isProvider(query.dimension) ? query.dimension : wallet().provider))),

    withMember(paymentApi.paymentSession, (member, { body }, request) => {
      const { payments } = world.getState();
      // ARCHITECTURE §7: the same key from the same member is the same payment, never a second one.
      const earlier = payments.find((p) => p.member === member.id && p.idempotencyKey === body.idempotencyKey);
      if (earlier !== undefined) {
        if (earlier.bundle !== body.bundle || earlier.paymentMethod !== body.paymentMethod) return fail(409, PAYMENT_LABELS.keyReused);
        return started(request, earlier);
      }
      const bundle = wallet().bundles.find((b) => b.id === body.bundle);
      if (bundle === undefined) return fail(400, PAYMENT_LABELS.bundleUnknown);
      if (findPaymentMethod(wallet(), body.paymentMethod) === undefined) return fail(400, PAYMENT_LABELS.methodUnknown);
      const id = `pay-${payments.length + 1}`;
      world.dispatch({
        type: "payment.session.created", id, member: member.id, bundle: bundle.id, credits: bundle.credits, bonus: bundle.bonus, cost: bundle.cost,
        paymentMethod: body.paymentMethod, device: body.device, idempotencyKey: body.idempotencyKey, createdAt: options.now(),
      });
      const session = world.getState().payments.find((p) => p.id === id);
      return session === undefined ? fail(500, "internal.payment.session") : started(request, session);
    }),

    http.get(`*${MEDIA_BASE}/payment/:file`, ({ params }) => {
      const file = String(params.file);
      const body = file.endsWith(".svg") ? paymentBadgeSvg(file.slice(0, -".svg".length)) : undefined;
      return body === undefined
        ? new HttpResponse("Not found", { status: 404, headers: { "Content-Type": "text/plain" } })
        : new HttpResponse(body, { headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
    }),
  ];
};
