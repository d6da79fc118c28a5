import { HttpResponse, type HttpHandler } from "msw";
import { Result } from "effect";
import {
  memberApi, USERNAME_SUGGESTIONS_LIMIT, validateChangeEmail, validateChangeUsername, validateLogin, validateRegister,
  validateRegisterUsername, validateResetPassword, WELCOME_CREDITS, type AnyEndpoint, type DecodedRequest, type EmailChangeData,
} from "@camstage/core";
import type { World } from "../world/world";
import type { WorldMember } from "../world/member.schema";
import { sameText } from "./member-crypto";
import { webMemberCrypto } from "./member-crypto-web";
import { ACTIVATION_KEY_TTL_S, expiryFrom, LOGIN_TOKEN_TTL_S, RESET_TOKEN_TTL_S, signToken, verifyToken, type TokenUse } from "./member-token";
import { createAuthenticator, fail, route, tooManyRequests } from "./member-route";
import { createHashGate, gatedCrypto } from "./hash-gate";
import { usernameSuggestions } from "./username-suggestions";
import { requestOrigin } from "../handlers/site-origin";
import { clientOf, createAttemptLimits } from "../handlers/rate-limiter";
import { MAIL_SUBJECTS, MEMBER_LABELS, resetPasswordLink, verificationLink } from "./member-labels";
import type { MemberHandlerOptions } from "./member-handler-options";
import { basicInfo, lower } from "./member-basic-info";

export { MAIL_SUBJECTS, MEMBER_LABELS, resetPasswordLink, verificationLink, type LoginLabels } from "./member-labels";
export type { MemberHandlerOptions } from "./member-handler-options";

/** Hashed for a login to an account that does not exist, so it costs what a wrong password costs. */
const DECOY_SALT = "no-such-member";

/** MSW handlers for the §7 member API over the world's members; every change is a world event. */
export const createMemberHandlers = (world: World, options: MemberHandlerOptions = {}): HttpHandler[] => {
  const crypto = gatedCrypto(options.crypto ?? webMemberCrypto(), createHashGate(options.hashGate));
  const now = () => world.getState().clock;
  const limitClock = options.now ?? now;
  const limits = createAttemptLimits(world.epoch, options.rateLimits);
  const linkOrigin = options.linkOrigin ?? requestOrigin;
  const distinct = options.loginLabels === "distinct";
  const members = () => world.getState().members;
  const byId = (id: number) => members().find((m) => m.id === id);
  // A live member first: an e-mail change may give a deleted member's address to a new owner (§5 "unused").
  const lookup = (matches: (m: WorldMember) => boolean) => members().find((m) => !m.deleted && matches(m)) ?? members().find(matches);
  const byEmail = (email: string) => lookup((m) => lower(m.email) === lower(email));
  const byUsername = (username: string) => lookup((m) => lower(m.username) === lower(username));

  /** A token of the member's current generation and the world's epoch: a password change or a world reset revokes it. */
  const issue = (member: WorldMember, use: TokenUse, ttlS: number) =>
    signToken(crypto, { id: member.id, exp: expiryFrom(now(), ttlS), use, gen: member.tokenGeneration, epoch: world.epoch() });
  const loginToken = (member: WorldMember) => issue(byId(member.id) ?? member, "login", LOGIN_TOKEN_TTL_S);
  const passwordMatches = async (member: WorldMember, password: string) => sameText(await crypto.hash(password, member.salt), member.passwordHash);

  /** Why a login is refused (a label), or null; see `LoginLabels`. */
  const loginRefusal = async (member: WorldMember | undefined, password: string): Promise<string | null> => {
    if (distinct) {
      if (member === undefined) return MEMBER_LABELS.loginNotExists;
      if (member.deleted) return MEMBER_LABELS.loginDeleted;
      return (await passwordMatches(member, password)) ? null : MEMBER_LABELS.incorrectPassword;
    }
    // The same answer after the same work, whether the account exists or not.
    const matches = member === undefined ? (await crypto.hash(password, DECOY_SALT), false) : await passwordMatches(member, password);
    const current = member === undefined ? undefined : byId(member.id);
    return current !== undefined && !current.deleted && matches ? null : MEMBER_LABELS.invalidLogin;
  };
  /** Rate-limit keys name the account, however it was named (e-mail or username), else the name tried. */
  const accountKey = (member: WorldMember | undefined, name: string) => (member === undefined ? `name:${lower(name)}` : `member:${member.id}`);

  const sendVerification = async (member: WorldMember, request: Request) => {
    const key = await issue(member, "activation", ACTIVATION_KEY_TTL_S);
    const link = verificationLink(linkOrigin(request), key);
    world.dispatch({ type: "mail.sent", to: member.email, kind: "verification", subject: MAIL_SUBJECTS.verification, link });
  };

  const auth = createAuthenticator(world, crypto);
  const withMember = <E extends AnyEndpoint>(endpoint: E, answer: (member: WorldMember, decoded: DecodedRequest<E>, request: Request) => Promise<Response> | Response) =>
    route(endpoint, async (decoded, request) => {
      const member = await auth.member(request);
      return Result.isFailure(member) ? member.failure : answer(member.success, decoded, request);
    });

  /** §5 change e-mail: the rules, then "unused" among live members; the new address is verified by mail like at registration. */
  const changeEmail = async (member: WorldMember, data: EmailChangeData, request: Request) => {
    const rules = validateChangeEmail({ currentEmail: member.email, email: data.email, repeatEmail: data.repeatEmail });
    if (!rules.ok) return fail(400, MEMBER_LABELS.changeEmailInvalid, { errors: rules.errors });
    const email = rules.value;
    const taken = members().some((m) => m.id !== member.id && !m.deleted && (lower(m.email) === lower(email) || lower(m.username) === lower(email)));
    if (taken) return fail(400, MEMBER_LABELS.changeEmailExists);
    world.dispatch({ type: "member.email.changed", id: member.id, email });
    await sendVerification(byId(member.id)!, request);
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
      await sendVerification(member, request);
      return HttpResponse.json({ token: await loginToken(member) });
    }),

    route(memberApi.login, async ({ body }, request) => {
      const login = validateLogin(body);
      if (!login.ok) return fail(400, MEMBER_LABELS.invalidLogin, { errors: login.errors });
      const member = byEmail(login.value.username) ?? byUsername(login.value.username);
      // ARCHITECTURE §7 failures are counted (before the hash, so concurrent guesses count too); a success is forgiven.
      const attempt = limits.login(accountKey(member, login.value.username), clientOf(request), limitClock());
      if (!attempt.ok) return tooManyRequests(attempt.retryAfterS);
      try {
        const refusal = await loginRefusal(member, login.value.password);
        if (refusal !== null) return fail(400, refusal);
        attempt.forgive();
        return HttpResponse.json({ token: await loginToken(member!) });
      } catch (error) {
        // Not checked (hashing busy): not a failure either.
        attempt.forgive();
        throw error;
      }
    }),

    route(memberApi.updateMember, async ({ body }, request) => {
      // A reset link's token may change the password, and nothing else (ARCHITECTURE §7).
      const found = await auth.token(request, ["login", "reset"]);
      if (Result.isFailure(found)) return found.failure;
      const { member, use } = found.success;
      if (body.memberId !== member.id) return fail(403, MEMBER_LABELS.memberMismatch);
      if (!("password" in body.data)) return use === "login" ? changeEmail(member, body.data, request) : fail(403, MEMBER_LABELS.tokenInvalid);
      const { password, newPassword, repeatNewPassword } = body.data;
      // From the e-mail link the "old" password is the link's one-time code (§2.1 action=resetpassword), with its reset token only.
      const confirmed = use === "reset" ? member.resetCode !== null && sameText(password, member.resetCode) : await passwordMatches(member, password);
      if (!confirmed) return fail(400, MEMBER_LABELS.incorrectPassword);
      const rules = validateResetPassword({ oldPassword: password, newPassword, repeatPassword: repeatNewPassword });
      if (!rules.ok) return fail(400, MEMBER_LABELS.invalidPassword, { errors: rules.errors });
      const salt = crypto.salt();
      const passwordHash = await crypto.hash(rules.value.newPassword, salt);
      // Checked again after the hash: of two changes with one token (a reset link sent twice at once) one wins.
      const current = byId(member.id);
      if (current === undefined || current.deleted || current.tokenGeneration !== member.tokenGeneration) return fail(403, MEMBER_LABELS.tokenRevoked);
      // Revokes every token issued before it, this one too (ARCHITECTURE §7).
      world.dispatch({ type: "member.password.changed", id: member.id, salt, passwordHash });
      return HttpResponse.json(true);
    }),

    withMember(memberApi.deleteAccount, (member) => {
      world.dispatch({ type: "member.deleted", id: member.id });
      return HttpResponse.json(true);
    }),

    route(memberApi.forgotPassword, async ({ body }, request) => {
      const name = "email" in body ? body.email : body.username;
      const member = "email" in body ? byEmail(body.email) : byUsername(body.username);
      // ARCHITECTURE §7 every request counts (each one mails): per account whoever asks, and per client.
      const attempt = limits.forgotPassword(accountKey(member, name), clientOf(request), limitClock());
      if (!attempt.ok) return tooManyRequests(attempt.retryAfterS);
      if (member === undefined) return distinct ? fail(400, MEMBER_LABELS.loginNotExists) : HttpResponse.json(true);
      if (member.deleted) return distinct ? fail(400, MEMBER_LABELS.loginDeleted) : HttpResponse.json(true);
      const code = crypto.code();
      world.dispatch({ type: "member.reset.requested", id: member.id, code });
      // ARCHITECTURE §7 a reset token, not a login token: an hour, this one change, spent (revoked) by it.
      const token = await issue(byId(member.id) ?? member, "reset", RESET_TOKEN_TTL_S);
      const link = resetPasswordLink(linkOrigin(request), token, code);
      world.dispatch({ type: "mail.sent", to: member.email, kind: "reset-password", subject: MAIL_SUBJECTS["reset-password"], link });
      return HttpResponse.json(true);
    }),

    withMember(memberApi.resendActivation, async (member, _decoded, request) => {
      if (member.verified) return fail(400, MEMBER_LABELS.activationVerified);
      await sendVerification(member, request);
      return HttpResponse.json(true);
    }),

    route(memberApi.activate, async ({ body }) => {
      // Signature first, expiry last: a used link answers "already verified" (§8) even once it has expired.
      const key = await verifyToken(crypto, body.key, "activation", 0);
      // A key from before a world reset names a member id given out again since.
      const member = Result.isSuccess(key) && key.success.epoch === world.epoch() ? byId(key.success.id) : undefined;
      if (Result.isFailure(key) || member === undefined) return fail(400, MEMBER_LABELS.activationInvalid);
      if (member.deleted) return fail(400, MEMBER_LABELS.loginDeleted);
      if (member.verified) return fail(400, MEMBER_LABELS.activationVerified);
      // Issued before a password change: revoked like every other token (it would answer a login token).
      if (key.success.gen !== member.tokenGeneration) return fail(400, MEMBER_LABELS.activationInvalid);
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
