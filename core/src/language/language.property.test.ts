import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import { splitLocale } from "../routing/locale";
import { localizedPath, resolveLocale } from "./language.locale";
import { languageMachine } from "./language.machine";
import type { Locale, RequestOutcome } from "./language.schema";

type Step =
  | { kind: "switch"; locale: Locale; pathname: string }
  | { kind: "start"; id: string }
  | { kind: "end"; id: string; outcome: RequestOutcome }
  | { kind: "load"; ok: boolean };

const locale = fc.constantFrom<Locale>("nl", "en");
const id = fc.constantFrom("a", "b", "c");
const segment = fc.constantFrom("blonde", "profile", "anna", "en", "nl", "cookies");
const pathname = fc.array(segment, { maxLength: 3 }).map((s) => `/${s.join("/")}`);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("switch" as const), locale, pathname }),
  fc.record({ kind: fc.constant("start" as const), id }),
  fc.record({ kind: fc.constant("end" as const), id, outcome: fc.constantFrom<RequestOutcome>("ok", "error", "cancelled") }),
  fc.record({ kind: fc.constant("load" as const), ok: fc.boolean() }),
);

describe("language properties", () => {
  it("keeps the locale until a load succeeds, counts requests exactly, and never fails on a cancel", async () => {
    await fc.assert(
      fc.asyncProperty(pathname, fc.option(locale, { nil: null }), fc.array(step, { maxLength: 30 }), async (start, cookie, steps) => {
        const loader = controllable<unknown, { locale: Locale }>();
        const persisted: Locale[] = [];
        const machine = languageMachine.provide({
          actors: { loadMessages: loader.logic },
          actions: { persistLocale: (_, p) => void persisted.push(p.locale) },
        });
        const actor = createActor(machine, { input: { pathname: start, cookie } }).start();
        let expectedLocale = resolveLocale(start, cookie);
        const open = new Set<string>();
        let failed = false;
        for (const s of steps) {
          const pending = actor.getSnapshot().context.pending;
          if (s.kind === "switch") actor.send({ type: "language.switch", locale: s.locale, pathname: s.pathname });
          else if (s.kind === "start") {
            actor.send({ type: "language.request.start", id: s.id });
            open.add(s.id);
            failed = false;
          } else if (s.kind === "end") {
            actor.send({ type: "language.request.end", id: s.id, outcome: s.outcome });
            if (open.has(s.id) && s.outcome === "error") failed = true;
            open.delete(s.id);
          } else if (loader.isPending) {
            if (s.ok) {
              loader.resolve({});
              expectedLocale = pending?.locale ?? expectedLocale;
            } else loader.reject(new Error("load failed"));
            await settle();
          }
          const snap = actor.getSnapshot();
          expect(snap.context.locale).toBe(expectedLocale);
          expect(new Set(snap.context.inFlight)).toEqual(open);
          expect(snap.context.inFlight).toHaveLength(open.size);
          expect(snap.matches({ progress: "failed" })).toBe(failed);
          if (snap.matches({ progress: "idle" })) expect(open.size).toBe(0);
          const redirect = snap.context.redirectTo;
          if (redirect !== null) expect(splitLocale(redirect).prefix).toBe(snap.context.locale);
          expect(persisted.at(-1) ?? expectedLocale).toBe(expectedLocale);
        }
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });

  it("localizedPath always lands under the target prefix and keeps the page", () => {
    fc.assert(
      fc.property(pathname, locale, (p, l) => {
        const moved = localizedPath(p, l);
        expect(splitLocale(moved).prefix).toBe(l);
        expect(splitLocale(moved).rest).toBe(splitLocale(p).rest);
      }),
    );
  });
});
