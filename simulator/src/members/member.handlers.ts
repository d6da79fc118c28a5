import { HttpResponse, type HttpHandler } from "msw";
import { Result } from "effect";
import {
  memberApi, USERNAME_SUGGESTIONS_LIMIT, validateChangeEmail, validateChangeUsername, validateLogin, validateRegister,
  validateRegisterUsername, validateResetPassword, WELCOME_CREDITS, type AnyEndpoint, type DecodedRequest, type EmailChangeData, type MemberBasicInfo,
} from "@camstage/core";
import type { World } from "../world/world";
import type { WorldMember } from "../world/member.schema";
import type { MemberCrypto } from "./member-crypto";
import { sameText } from "./member-crypto";
import { webMemberCrypto } from "./member-crypto-web";
import { ACTIVATION_KEY_TTL_S, expiryFrom, LOGIN_TOKEN_TTL_S, signToken, verifyToken } from "./member-token";
import { createAuthenticator, fail, route, TOKEN_LABELS } from "./member-route";
import { usernameSuggestions } from "./username-suggestions";

/** The labels the member API answers with: §8's, plus the ones the catalogue leaves to the platform. */
export const MEMBER_LABELS = {
  loginNotExists: "badRequest.login.notExists",
  loginDeleted: "badRequest.login.deleted",
  invalidLogin: "badRequest.invalid.login",
  incorrectPassword: "badRequest.incorrectPassword",
  activationVerified: "badRequest.activation.verified",
  activationExpired: "badRequest.activation.expired",
  activationInvalid: "badRequest.activation.invalid",
  registerInvalid: "badRequest.register.invalid",
  emailExists: "badRequest.register.emailExists",
  usernameExists: "badRequest.register.usernameExists",
  invalidPassword: "badRequest.invalid.password",
  changeUsernameInvalid: "badRequest.username.invalid",
  changeUsernameExists: "badRequest.username.exists",
  changeEmailInvalid: "badRequest.email.invalid",
  changeEmailExists: "badRequest.email.exists",
  tokenMissing: TOKEN_LABELS.missing,
  tokenInvalid: TOKEN_LABELS.invalid,
  tokenExpired: TOKEN_LABELS.expired,
  memberMismatch: "forbidden.member.mismatch",
  profileNotFound: "notFound.profile",
} as const;

export const MAIL_SUBJECTS = { verification: "Confirm your e-mail address", "reset-password": "Reset your password" } as const;

export interface MemberHandlerOptions {
  /** Defaults to Web Crypto (works in the browser worker and in Node); the Node host passes scrypt. */
  readonly crypto?: MemberCrypto;
}

const lower = (text: string) => text.trim().toLowerCase();

/** §2.1 query actions the mails link to, on the site that served the request. */
export const verificationLink = (origin: string, key: string) => `${origin}/?action=validate&key=${encodeURIComponent(key)}`;
export const resetPasswordLink = (origin: string, token: string, code: string) =>
  `${origin}/?action=resetpassword&token=${encodeURIComponent(token)}&password=${encodeURIComponent(code)}`;

/** MSW handlers for the §7 member API over the world's members; every change is a world event. */
export const createMemberHandlers = (world: World, options: MemberHandlerOptions = {}): HttpHandler[] => {
  const crypto = options.crypto ?? webMemberCrypto();
  const now = () => world.getState().clock;
  const members = () => world.getState().members;
  const byId = (id: number) => members().find((m) => m.id === id);
  // A live member first: an e-mail change may give a deleted member's address to a new owner (§5 "unused").
  const lookup = (matches: (m: WorldMember) => boolean) => members().find((m) => !m.deleted && matches(m)) ?? members().find(matches);
  const byEmail = (email: string) => lookup((m) => lower(m.email) === lower(email));
  const byUsername = (username: string) => lookup((m) => lower(m.username) === lower(username));

  const loginToken = (member: WorldMember) => signToken(crypto, { id: member.id, exp: expiryFrom(now(), LOGIN_TOKEN_TTL_S), use: "login" });
  const passwordMatches = async (member: WorldMember, password: string) => sameText(await crypto.hash(password, member.salt), member.passwordHash);

  const sendVerification = async (member: WorldMember, origin: string) => {
    const key = await signToken(crypto, { id: member.id, exp: expiryFrom(now(), ACTIVATION_KEY_TTL_S), use: "activation" });
    world.dispatch({ type: "mail.sent", to: member.email, kind: "verification", subject: MAIL_SUBJECTS.verification, link: verificationLink(origin, key) });
  };

  const auth = createAuthenticator(world, crypto);
  const withMember = <E extends AnyEndpoint>(endpoint: E, answer: (member: WorldMember, decoded: DecodedRequest<E>, request: Request) => Promise<Response> | Response) =>
    route(endpoint, async (decoded, request) => {
      const member = await auth.member(request);
      return Result.isFailure(member) ? member.failure : answer(member.success, decoded, request);
    });

  const basicInfo = (member: WorldMember): MemberBasicInfo => ({
    email: member.email,
    username: member.username,
    capName: member.username.charAt(0).toUpperCase() + member.username.slice(1),
    isVerified: member.verified,
    credits: member.credits,
    lander: null,
    endUserText: null,
    favourites: member.favourites.map((performerId) => ({ performerId })),
    msgOnLogin: null,
    // §6 the change-username prompt is for members whose username is still their e-mail.
    showChangeUsername: lower(member.username) === lower(member.email),
  });
  /** §5 change e-mail: the rules, then "unused" among live members; the new address is verified by mail like at registration. */
  const changeEmail = async (member: WorldMember, data: EmailChangeData, request: Request) => {
    const rules = validateChangeEmail({ currentEmail: member.email, email: data.email, repeatEmail: data.repeatEmail });
    if (!rules.ok) return fail(400, MEMBER_LABELS.changeEmailInvalid, { errors: rules.errors });
    const email = rules.value;
    const taken = members().some((m) => m.id !== member.id && !m.deleted && (lower(m.email) === lower(email) || lower(m.username) === lower(email)));
    if (taken) return fail(400, MEMBER_LABELS.changeEmailExists);
    world.dispatch({ type: "member.email.changed", id: member.id, email });
    await sendVerification(byId(member.id)!, new URL(request.url).origin);
    return HttpResponse.json(true);
  };
  const favourites = (id: number) => (byId(id)?.favourites ?? []).map((performerId) => ({ performerId }));

  return [
    route(memberApi.register, async ({ body }, request) => {
      const form = validateRegister({ email: body.email, password: body.password });
      if (!form.ok) return fail(400, MEMBER_LABELS.registerInvalid, { errors: form.errors });
      // §4 register sends the e-mail as the username unless the form named one (§5 catalogue rules then apply).
      const named = typeof body.meta.username === "string" && body.meta.username !== "" ? body.meta.username : undefined;
      if (named !== undefined) {
        const username = validateRegisterUsername(named);
        if (!username.ok) return fail(400, MEMBER_LABELS.registerInvalid, { errors: username.errors });
      }
      const email = form.value.email;
      const salt = crypto.salt();
      const passwordHash = await crypto.hash(body.password, salt);
      // Checked after the await so two concurrent registrations cannot both pass.
      if (byEmail(email) !== undefined) return fail(400, MEMBER_LABELS.emailExists);
      const username = named ?? email;
      if (byUsername(username) !== undefined) return fail(400, MEMBER_LABELS.usernameExists);
      const id = members().length + 1;
      world.dispatch({ type: "member.registered", id, email, username, salt, passwordHash });
      const member = byId(id)!;
      await sendVerification(member, new URL(request.url).origin);
      return HttpResponse.json({ token: await loginToken(member) });
    }),

    route(memberApi.login, async ({ body }) => {
      const login = validateLogin(body);
      if (!login.ok) return fail(400, MEMBER_LABELS.invalidLogin, { errors: login.errors });
      const member = byEmail(login.value.username) ?? byUsername(login.value.username);
      if (member === undefined) return fail(400, MEMBER_LABELS.loginNotExists);
      if (member.deleted) return fail(400, MEMBER_LABELS.loginDeleted);
      if (!(await passwordMatches(member, login.value.password))) return fail(400, MEMBER_LABELS.incorrectPassword);
      return HttpResponse.json({ token: await loginToken(member) });
    }),

    withMember(memberApi.updateMember, async (member, { body }, request) => {
      if (body.memberId !== member.id) return fail(403, MEMBER_LABELS.memberMismatch);
      if (!("password" in body.data)) return changeEmail(member, body.data, request);
      const { password, newPassword, repeatNewPassword } = body.data;
      // From the e-mail link the "old" password is the link's one-time code (§2.1 action=resetpassword).
      const viaCode = member.resetCode !== null && sameText(password, member.resetCode);
      if (!viaCode && !(await passwordMatches(member, password))) return fail(400, MEMBER_LABELS.incorrectPassword);
      const rules = validateResetPassword({ oldPassword: password, newPassword, repeatPassword: repeatNewPassword });
      if (!rules.ok) return fail(400, MEMBER_LABELS.invalidPassword, { errors: rules.errors });
      const salt = crypto.salt();
      world.dispatch({ type: "member.password.changed", id: member.id, salt, passwordHash: await crypto.hash(rules.value.newPassword, salt) });
      return HttpResponse.json(true);
    }),

    withMember(memberApi.deleteAccount, (member) => {
      world.dispatch({ type: "member.deleted", id: member.id });
      return HttpResponse.json(true);
    }),

    route(memberApi.forgotPassword, async ({ body }, request) => {
      const member = "email" in body ? byEmail(body.email) : byUsername(body.username);
      if (member === undefined) return fail(400, MEMBER_LABELS.loginNotExists);
      if (member.deleted) return fail(400, MEMBER_LABELS.loginDeleted);
      const code = crypto.code();
      world.dispatch({ type: "member.reset.requested", id: member.id, code });
      const link = resetPasswordLink(new URL(request.url).origin, await loginToken(member), code);
      world.dispatch({ type: "mail.sent", to: member.email, kind: "reset-password", subject: MAIL_SUBJECTS["reset-password"], link });
      return HttpResponse.json(true);
    }),

    withMember(memberApi.resendActivation, async (member, _decoded, request) => {
      if (member.verified) return fail(400, MEMBER_LABELS.activationVerified);
      await sendVerification(member, new URL(request.url).origin);
      return HttpResponse.json(true);
    }),

    route(memberApi.activate, async ({ body }) => {
      // Signature first, expiry last: a used link answers "already verified" (§8) even once it has expired.
      const key = await verifyToken(crypto, body.key, "activation", 0);
      const member = Result.isSuccess(key) ? byId(key.success.id) : undefined;
      if (Result.isFailure(key) || member === undefined) return fail(400, MEMBER_LABELS.activationInvalid);
      if (member.deleted) return fail(400, MEMBER_LABELS.loginDeleted);
      if (member.verified) return fail(400, MEMBER_LABELS.activationVerified);
      if (key.success.exp * 1000 <= now()) return fail(400, MEMBER_LABELS.activationExpired);
      world.dispatch({ type: "member.verified", id: member.id });
      world.dispatch({ type: "member.credited", id: member.id, amount: WELCOME_CREDITS, reason: "welcome" });
      return HttpResponse.json({ token: await loginToken(member) });
    }),

    withMember(memberApi.changeUsername, async (member, { body }) => {
      const rules = validateChangeUsername(body.username);
      if (!rules.ok) return fail(400, MEMBER_LABELS.changeUsernameInvalid, { errors: rules.errors });
      const taken = byUsername(body.username) ?? byEmail(body.username);
      if (taken !== undefined && taken.id !== member.id) return fail(400, MEMBER_LABELS.changeUsernameExists);
      world.dispatch({ type: "member.username.changed", id: member.id, username: body.username });
      return HttpResponse.json({ token: await loginToken(member) });
    }),

    route(memberApi.usernameSuggestions, ({ query }) => {
      const limit = Math.max(0, Math.min(query.limit, USERNAME_SUGGESTIONS_LIMIT * 4));
      const taken = (name: string) => byUsername(name) !== undefined;
      return HttpResponse.json({ suggestions: usernameSuggestions(query.username, limit, query.maxLength, taken) });
    }),

    withMember(memberApi.basicInfo, (member) => HttpResponse.json(basicInfo(member))),
    withMember(memberApi.credits, (member) => HttpResponse.json({ credits: member.credits })),
    withMember(memberApi.favourites, (member) => HttpResponse.json(favourites(member.id))),

    withMember(memberApi.addFavourite, (member, { body }) => {
      if (world.findPerformer(body.performerId) === undefined) return fail(404, MEMBER_LABELS.profileNotFound);
      world.dispatch({ type: "favourite.added", memberId: member.id, performerId: body.performerId });
      return HttpResponse.json(favourites(member.id));
    }),

    withMember(memberApi.removeFavourite, (member, { query }) => {
      world.dispatch({ type: "favourite.removed", memberId: member.id, performerId: query.performerId });
      return HttpResponse.json(favourites(member.id));
    }),
  ];
};
