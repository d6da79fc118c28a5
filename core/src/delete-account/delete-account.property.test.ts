import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import { deleteAccountMachine } from "./delete-account.machine";

type Step = "request" | "confirm" | "cancel" | "answer" | "fail";
const step = fc.constantFrom<Step>("request", "confirm", "cancel", "answer", "fail");

describe("delete account properties", () => {
  it("a deletion is called only after a request and a confirm, one at a time, and the app hears of it once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const api = controllable<unknown, void>();
        let deleted = 0;
        const actor = createActor(
          deleteAccountMachine.provide({ actors: { deleteAccount: api.logic }, actions: { accountDeleted: () => void deleted++ } }),
        ).start();
        for (const s of steps) {
          const before = actor.getSnapshot().value;
          const calls = api.calls.length;
          if (s === "request" || s === "confirm" || s === "cancel") actor.send({ type: `deleteAccount.${s}` });
          else if (api.isPending) {
            if (s === "answer") api.resolve(true);
            else api.reject(new Error("500"));
            await settle();
          }
          const after = actor.getSnapshot();
          expect(api.calls.length - calls).toBe(s === "confirm" && before === "confirming" ? 1 : 0);
          expect(api.isPending).toBe(after.value === "deleting");
          expect(deleted).toBe(after.value === "deleted" ? 1 : 0);
          // Deleted is final: the actor takes no further events.
          if (after.status === "done") break;
        }
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
