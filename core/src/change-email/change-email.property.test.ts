import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { EmailChangeRequest } from "../domain/member.schema";
import { PlatformHttpError } from "../platform/platform-error";
import { validateChangeEmail } from "../rules/email.rules";
import { changeEmailMachine } from "./change-email.machine";
import type { ChangeEmailField } from "./change-email.schema";

type Step =
  | { kind: "input"; field: ChangeEmailField; value: string }
  | { kind: "submit" }
  | { kind: "again" }
  | { kind: "answer" }
  | { kind: "fail"; exists: boolean };
const field = fc.constantFrom<ChangeEmailField>("email", "repeatEmail");
const value = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("ann@example.com", " new@example.com ", "NEW@example.com", "new@example.com", "nope", "") },
  fc.string({ maxLength: 12 }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("input" as const), field, value }) },
  { weight: 2, arbitrary: fc.constant({ kind: "submit" as const }) },
  fc.constant({ kind: "again" as const }),
  fc.constant({ kind: "answer" as const }),
  fc.record({ kind: fc.constant("fail" as const), exists: fc.boolean() }),
);

/** Drives the flow through the steps, checking the invariants after each one. */
async function runSteps(steps: readonly Step[]) {
    const api = controllable<unknown, EmailChangeRequest>();
    const actor = createActor(changeEmailMachine.provide({ actors: { changeEmail: api.logic } }), {
      input: { memberId: 9, currentEmail: "ann@example.com" },
    }).start();
    for (const s of steps) {
      const before = actor.getSnapshot();
      const sent = api.calls.length;
      if (s.kind === "input") actor.send({ type: "changeEmail.input", field: s.field, value: s.value });
      else if (s.kind === "submit") actor.send({ type: "changeEmail.submit" });
      else if (s.kind === "again") actor.send({ type: "changeEmail.again" });
      else if (api.isPending) {
        if (s.kind === "answer") api.resolve(true);
        else api.reject(s.exists ? new PlatformHttpError({ method: "PUT", path: "/member" }, 400, "badRequest.email.exists", null) : new Error("x"));
        await settle();
      }
      const started = api.calls.slice(sent);
      expect(started.length).toBeLessThanOrEqual(s.kind === "submit" && before.value === "editing" ? 1 : 0);
      for (const call of started) {
        const { currentEmail, fields } = before.context;
        expect(validateChangeEmail({ currentEmail, ...fields }).ok).toBe(true);
        expect(call).toEqual({ memberId: 9, data: { email: fields.email.trim(), repeatEmail: fields.repeatEmail.trim() } });
        expect(call.data.email.toLowerCase()).not.toBe(currentEmail.toLowerCase());
      }
      const snap = actor.getSnapshot();
      expect(api.isPending).toBe(snap.value === "submitting");
      if (snap.value !== "editing") expect(snap.context.serverError).toBeNull();
    }
    actor.stop();
}

describe("change e-mail properties", () => {
  it("only entries the §5 rule accepts are sent, trimmed, once per submit, never the current address", async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { maxLength: 30 }), runSteps), { numRuns: 200 });
  });

  // Regression (seed 564096351): a failed attempt's error stayed shown while the next submit ran.
  it("drops the previous server error when the form is submitted again", async () => {
    await runSteps([
      { kind: "input", field: "repeatEmail", value: " new@example.com " },
      { kind: "input", field: "email", value: " new@example.com " },
      { kind: "submit" },
      { kind: "fail", exists: false },
      { kind: "submit" },
    ]);
  });
});
