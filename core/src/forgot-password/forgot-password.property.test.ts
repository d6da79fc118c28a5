import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import { validateForgotPassword, type ForgotPasswordTarget } from "../rules/forgot-password.rules";
import { forgotPasswordMachine } from "./forgot-password.machine";

type Step = { kind: "input"; text: string } | { kind: "submit" } | { kind: "answer" } | { kind: "fail" } | { kind: "back" };
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("a@b.c", " anna ", "abc")).map((text) => ({ kind: "input" as const, text })) },
  { weight: 2, arbitrary: fc.constant({ kind: "submit" as const }) },
  fc.constant({ kind: "answer" as const }),
  fc.constant({ kind: "fail" as const }),
  fc.constant({ kind: "back" as const }),
);

describe("forgot password properties", () => {
  it("only valid text is ever sent, as the rule's target, and every answer ends in complete", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const api = controllable<unknown, ForgotPasswordTarget>();
        const actor = createActor(forgotPasswordMachine.provide({ actors: { requestReset: api.logic } })).start();
        for (const s of steps) {
          const calls = api.calls.length;
          const text = actor.getSnapshot().context.text;
          if (s.kind === "input") actor.send({ type: "forgotPassword.input", text: s.text });
          else if (s.kind === "submit") actor.send({ type: "forgotPassword.submit" });
          else if (s.kind === "back") actor.send({ type: "forgotPassword.back" });
          else if (api.isPending) {
            if (s.kind === "answer") api.resolve(true);
            else api.reject(new Error("500"));
            await settle();
            expect(actor.getSnapshot().value).toBe("complete");
          }
          for (const call of api.calls.slice(calls)) {
            const rule = validateForgotPassword(text);
            expect(rule.ok).toBe(true);
            if (rule.ok) expect(call).toEqual(rule.value);
          }
        }
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
