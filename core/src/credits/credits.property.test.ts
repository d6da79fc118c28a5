import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, type Actor } from "xstate";
import { creditsMachine } from "./credits.machine";
import type { CreditsEvent } from "./credits.schema";

/** What the balance should be: the last balance the platform sent, plus each named session bought since, once. */
interface Model {
  balance: number | null;
  credited: Set<string>;
}
interface Real {
  readonly actor: Actor<typeof creditsMachine>;
  readonly noCredits: string[];
}
type Cmd = fc.Command<Model, Real>;

const valid = (n: number) => Number.isFinite(n) && n >= 0;

class Send implements Cmd {
  constructor(readonly event: CreditsEvent) {}
  check = () => true;
  run(m: Model, r: Real) {
    const e = this.event;
    const prompts = r.noCredits.length;
    r.actor.send(e);
    if ((e.type === "socket.member.credits" || e.type === "credits.loaded") && valid(e.credits)) m.balance = e.credits;
    if (e.type === "socket.member.bundleBought" && valid(e.credits) && e.session !== undefined && !m.credited.has(e.session)) {
      m.credited.add(e.session);
      if (m.balance !== null) m.balance += e.credits;
    }
    if (e.type === "credits.clear") {
      m.balance = null;
      m.credited.clear();
    }
    const opens = e.type === "socket.member.failedPayment" && (e.action === "interval" || e.action === "pre-paid");
    expect(r.noCredits.length - prompts).toBe(opens ? 1 : 0);
    const { balance, creditedSessions } = r.actor.getSnapshot().context;
    expect(balance).toBe(m.balance);
    if (balance !== null) expect(balance).toBeGreaterThanOrEqual(0);
    expect(new Set(creditedSessions).size).toBe(creditedSessions.length);
    expect(new Set(creditedSessions)).toEqual(m.credited);
  }
  toString = () => JSON.stringify(this.event);
}

// Amounts include bad input (negative, NaN, infinite) sent straight to the actor, as if a decoder were bypassed.
const amount = fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 0, max: 100_000 }) }, fc.constantFrom(-1, -600, Number.NaN, Number.POSITIVE_INFINITY));
const session = fc.option(fc.constantFrom("ps-1", "ps-2", "ps-3", "ps-4"), { nil: undefined });
const command: fc.Arbitrary<Cmd> = fc.oneof(
  amount.map((credits) => new Send({ type: "socket.member.credits", credits })),
  amount.map((credits) => new Send({ type: "credits.loaded", credits })),
  {
    weight: 4,
    arbitrary: fc.tuple(amount, session).map(([credits, s]) => new Send({ type: "socket.member.bundleBought", credits, ...(s === undefined ? {} : { session: s }) })),
  },
  fc.constantFrom("interval", "pre-paid", "single", "").map((action) => new Send({ type: "socket.member.failedPayment", action })),
  fc.constant(new Send({ type: "credits.clear" })),
);

describe("credits properties", () => {
  it("no sequence of socket and member events makes the balance negative or credits a session twice", () => {
    fc.assert(
      fc.property(fc.commands([command], { maxCommands: 60, size: "max" }), (cmds) => {
        const noCredits: string[] = [];
        const actor = createActor(creditsMachine);
        actor.on("credits.noCredits", (e) => void noCredits.push(e.action));
        actor.start();
        fc.modelRun(() => ({ model: { balance: null, credited: new Set<string>() }, real: { actor, noCredits } }), cmds);
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });
});
