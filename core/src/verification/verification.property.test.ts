import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { ActivateRequest, TokenResponse } from "../domain/member.schema";
import { encodeTokenPayload } from "../domain/token";
import { PlatformHttpError } from "../platform/platform-error";
import { verificationMachine } from "./verification.machine";
import { isVerificationKeyExpired } from "./verification.schema";

const request = { method: "POST", path: "/activate" };
type Step = { kind: "resend" } | { kind: "tick"; ms: number } | { kind: "answer" } | { kind: "fail"; label: string };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: "resend" as const }),
  fc.integer({ min: 1, max: 6000 }).map((ms) => ({ kind: "tick" as const, ms })),
  fc.constant({ kind: "answer" as const }),
  fc.constantFrom("badRequest.activation.verified", "badRequest.activation.invalid", "UNDEFINED_ERROR").map((label) => ({ kind: "fail" as const, label })),
);

describe("verification properties", () => {
  it("an expired key never calls; only an answered call logs in; resend only where offered", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }),
        fc.option(fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }), { nil: undefined }),
        fc.array(step, { maxLength: 20 }),
        async (nowSeconds, exp, steps) => {
          const now = nowSeconds * 1000;
          const key = encodeTokenPayload(exp === undefined ? {} : { exp });
          const clock = new SimulatedClock();
          const activate = controllable<TokenResponse, ActivateRequest>();
          const resend = controllable<unknown, void>();
          const tokens: string[] = [];
          const actor = createActor(
            verificationMachine.provide({
              actors: { activate: activate.logic, resendActivation: resend.logic },
              actions: { processToken: (_, p) => tokens.push(p.token) },
            }),
            { clock },
          ).start();
          actor.send({ type: "verification.start", key, fingerprint: "fp", now });
          const expired = exp !== undefined && exp * 1000 <= now;
          expect(isVerificationKeyExpired(key, now)).toBe(expired);
          expect(activate.calls.length).toBe(expired ? 0 : 1);
          for (const s of steps) {
            const before = actor.getSnapshot().value as { result: string; resend: string };
            const resends = resend.calls.length;
            if (s.kind === "resend") actor.send({ type: "verification.resend" });
            else if (s.kind === "tick") clock.increment(s.ms);
            else if (activate.isPending) {
              if (s.kind === "answer") activate.resolve({ token: "tok" });
              else activate.reject(new PlatformHttpError(request, 400, s.label, null));
              await settle();
            } else if (resend.isPending) {
              if (s.kind === "answer") resend.resolve(true);
              else resend.reject(new Error(s.label));
              await settle();
            }
            if (resend.calls.length > resends) expect(["expired", "failed"]).toContain(before.result);
            const { result } = actor.getSnapshot().value as { result: string };
            expect(tokens.length).toBe(result === "success" ? 1 : 0);
          }
          actor.stop();
        },
      ),
      { numRuns: 200 },
    );
  });
});
