import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { TokenResponse, UsernameSuggestionRequest, UsernameSuggestionResponse } from "../domain/member.schema";
import { PlatformHttpError } from "../platform/platform-error";
import { usernameSuggestionSeed, validateChangeUsername } from "../rules/username.rules";
import { changeUsernameMachine } from "./change-username.machine";

type Step =
  | { kind: "input"; text: string }
  | { kind: "suggest" }
  | { kind: "submit" }
  | { kind: "answer"; names: string[] }
  | { kind: "fail" };
const text = fc.oneof(fc.constantFrom("", "anna", "admin", "an!na", "a b c", "x".repeat(33), "anna_bad"), fc.string({ maxLength: 36 }));
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: text.map((t) => ({ kind: "input" as const, text: t })) },
  fc.constant({ kind: "suggest" as const }),
  { weight: 2, arbitrary: fc.constant({ kind: "submit" as const }) },
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 6 }).map((names) => ({ kind: "answer" as const, names })),
  fc.constant({ kind: "fail" as const }),
);

describe("change username properties", () => {
  it("only valid names of at most 32 are sent, suggestions come from the stripped seed, at most 3 shown", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const sugg = controllable<UsernameSuggestionResponse, UsernameSuggestionRequest>();
        const change = controllable<TokenResponse, { username: string }>();
        const actor = createActor(
          changeUsernameMachine.provide({ actors: { fetchSuggestions: sugg.logic, changeUsername: change.logic } }),
          { input: { forbiddenWords: ["bad"] } },
        ).start();
        for (const s of steps) {
          const { text: before } = actor.getSnapshot().context;
          const sent = change.calls.length;
          const asked = sugg.calls.length;
          if (s.kind === "input") actor.send({ type: "changeUsername.input", text: s.text });
          else if (s.kind === "suggest") actor.send({ type: "changeUsername.suggest" });
          else if (s.kind === "submit") actor.send({ type: "changeUsername.submit" });
          else if (sugg.isPending || change.isPending) {
            const refusal = new PlatformHttpError({ method: "POST", path: "/x" }, 400, "badRequest.username.exists", null);
            if (sugg.isPending) {
              if (s.kind === "answer") sugg.resolve({ suggestions: s.names });
              else sugg.reject(refusal);
            } else if (s.kind === "answer") change.resolve({ token: "t" });
            else change.reject(refusal);
            await settle();
          }
          for (const call of change.calls.slice(sent)) {
            expect(validateChangeUsername(call.username).ok).toBe(true);
            expect(call.username.length).toBeLessThanOrEqual(32);
          }
          for (const call of sugg.calls.slice(asked)) expect(call.username).toBe(usernameSuggestionSeed(before));
          expect(actor.getSnapshot().context.suggestions.length).toBeLessThanOrEqual(3);
        }
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
