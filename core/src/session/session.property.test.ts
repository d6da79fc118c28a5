import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { LoginRequest, MemberBasicInfo, RegisterRequest, TokenResponse } from "../domain/member.schema";
import { encodeTokenPayload } from "../domain/token";
import { PlatformHttpError } from "../platform/platform-error";
import { validateLogin } from "../rules/login.rules";
import { validateRegister } from "../rules/register.rules";
import { sessionMachine } from "./session.machine";

type Step =
  | { kind: "login"; username: string; password: string }
  | { kind: "register"; email: string; password: string }
  | { kind: "logout" }
  | { kind: "token"; id: number }
  | { kind: "answer"; id: number }
  | { kind: "fail"; status: number }
  | { kind: "refresh" };
const email = fc.constantFrom("ann@example.com", " bo@x.nl ", "nope", "");
const password = fc.constantFrom("secret1", "", "short", "a b 12");
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("login" as const), username: email, password }),
  fc.record({ kind: fc.constant("register" as const), email, password }),
  fc.constant({ kind: "logout" as const }),
  fc.record({ kind: fc.constant("token" as const), id: fc.nat(99) }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("answer" as const), id: fc.nat(99) }) },
  fc.record({ kind: fc.constant("fail" as const), status: fc.constantFrom(400, 403, 500) }),
  fc.constant({ kind: "refresh" as const }),
);

describe("session properties", () => {
  it("only rule-valid credentials are sent; a member always has the token's id; a guest has no token", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const login = controllable<TokenResponse, LoginRequest>();
        const register = controllable<unknown, RegisterRequest>();
        const loadMember = controllable<MemberBasicInfo, { memberId: number | null }>();
        const loadInbox = controllable<unknown, void>();
        const actor = createActor(
          sessionMachine.provide({ actors: { login: login.logic, register: register.logic, loadMember: loadMember.logic, loadInbox: loadInbox.logic } }),
          { input: { fingerprint: "fp", affiliateCode: "aff" } },
        ).start();
        const active = () => [login, register, loadMember, loadInbox].find((a) => a.isPending);
        for (const s of steps) {
          const logins = login.calls.length;
          const registers = register.calls.length;
          if (s.kind === "login") actor.send({ type: "session.login", username: s.username, password: s.password });
          else if (s.kind === "register") actor.send({ type: "session.register", email: s.email, password: s.password });
          else if (s.kind === "logout") actor.send({ type: "session.logout" });
          else if (s.kind === "token") actor.send({ type: "session.token", token: encodeTokenPayload({ id: s.id }) });
          else if (s.kind === "refresh") actor.send({ type: "session.refresh" });
          else {
            const a = active();
            const ok = s.kind === "answer";
            const id = s.kind === "answer" ? s.id : 0;
            const status = s.kind === "fail" ? s.status : 400;
            const refusal = (status: number) => new PlatformHttpError({ method: "POST", path: "/x" }, status, "x", null);
            if (a === login) {
              if (ok) login.resolve({ token: encodeTokenPayload({ id }) });
              else login.reject(refusal(400));
            } else if (a === register) {
              if (ok) register.resolve({});
              else register.reject(refusal(400));
            } else if (a === loadMember) {
              if (ok) loadMember.resolve({ email: "a@b.nl", username: "u", isVerified: true, credits: id * 60, favourites: [], showChangeUsername: false });
              else loadMember.reject(refusal(status));
            } else if (a === loadInbox) {
              if (ok) loadInbox.resolve(null);
              else loadInbox.reject(new Error("x"));
            }
            await settle();
          }
          const fromRegister = register.calls.length > registers;
          for (const call of login.calls.slice(logins)) {
            if (!fromRegister && s.kind === "login") expect(validateLogin(s).ok).toBe(true);
            expect(call.username).toBe(call.username.trim());
          }
          if (fromRegister && s.kind === "register") expect(validateRegister(s).ok).toBe(true);
          const snap = actor.getSnapshot();
          const { token, memberId } = snap.context;
          if (snap.matches("member")) {
            expect(token).not.toBeNull();
            expect(memberId).not.toBeNull();
          }
          if (snap.value === "guest") expect(token).toBeNull();
          expect([login, register, loadMember, loadInbox].filter((a) => a.isPending).length).toBeLessThanOrEqual(1);
        }
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
