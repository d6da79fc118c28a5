import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { LoginRequest } from "../domain/member.schema";
import { encodeTokenPayload } from "../domain/token";
import { validateResetPassword } from "../rules/password.rules";
import { resetPasswordMachine, type PasswordChangeInput } from "./reset-password.machine";
import type { ResetPasswordField } from "./reset-password.schema";

type Step = { kind: "input"; field: ResetPasswordField; value: string } | { kind: "submit" } | { kind: "again" } | { kind: "answer" } | { kind: "fail" };
const field = fc.constantFrom<ResetPasswordField>("oldPassword", "newPassword", "repeatPassword");
const value = fc.oneof(fc.constantFrom("secret1", " newpass2 ", "newpass2", "abc", ""), fc.string({ maxLength: 10 }));
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("input" as const), field, value }) },
  { weight: 2, arbitrary: fc.constant({ kind: "submit" as const }) },
  fc.constant({ kind: "again" as const }),
  fc.constant({ kind: "answer" as const }),
  fc.constant({ kind: "fail" as const }),
);

describe("reset password properties", () => {
  it("only fields the §5 rule accepts are sent, trimmed, for the token's member; the link's token only from e-mail, a new login only when logged in", async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(step, { maxLength: 30 }), async (fromEmail, steps) => {
        const api = controllable<unknown, PasswordChangeInput>();
        const login = controllable<{ token: string }, LoginRequest>();
        const actor = createActor(resetPasswordMachine.provide({ actors: { changePassword: api.logic, renewLogin: login.logic } })).start();
        const token = encodeTokenPayload({ id: 5 });
        actor.send({
          type: "resetPassword.start", presentation: "page",
          link: fromEmail ? { token, password: "tmp123" } : null, loginToken: fromEmail ? null : token, username: fromEmail ? null : "ann@example.com",
        });
        for (const s of steps) {
          const { fields, fromEmail: linkMode } = actor.getSnapshot().context;
          const sent = api.calls.length;
          const logins = login.calls.length;
          if (s.kind === "input") actor.send({ type: "resetPassword.input", field: s.field, value: s.value });
          else if (s.kind === "submit") actor.send({ type: "resetPassword.submit" });
          else if (s.kind === "again") actor.send({ type: "resetPassword.again" });
          else if (api.isPending) {
            if (s.kind === "answer") api.resolve(true);
            else api.reject(new Error("x"));
            await settle();
          } else if (login.isPending) {
            if (s.kind === "answer") login.resolve({ token: "fresh" });
            else login.reject(new Error("x"));
            await settle();
          }
          for (const call of api.calls.slice(sent)) {
            const rule = validateResetPassword(fields, { requireOld: !linkMode });
            expect(rule.ok).toBe(true);
            if (rule.ok) {
              const data = { password: rule.value.oldPassword, newPassword: rule.value.newPassword, repeatNewPassword: rule.value.repeatPassword };
              expect(call).toEqual(linkMode ? { memberId: 5, data, token } : { memberId: 5, data });
            }
          }
          for (const call of login.calls.slice(logins)) {
            expect(fromEmail).toBe(false);
            expect(call).toEqual({ username: "ann@example.com", password: validateResetPassword(fields, { requireOld: true }).ok ? fields.newPassword.trim() : "" });
          }
          const after = actor.getSnapshot().context;
          // The link's code is the old password, also after the change (its form does not open again).
          if (after.fromEmail) expect(after.fields.oldPassword).toBe("tmp123");
          if (!fromEmail) expect(after.fromEmail).toBe(false);
        }
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
