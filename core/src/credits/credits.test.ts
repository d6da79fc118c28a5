import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectCredits } from "./credits.connect";
import { creditsMachine } from "./credits.machine";
import { CreditsEvent, type CreditsEmitted } from "./credits.schema";

function start() {
  const actor = createActor(creditsMachine);
  const emitted: CreditsEmitted[] = [];
  actor.on("credits.noCredits", (e) => void emitted.push(e));
  actor.start();
  return { actor, emitted, view: () => connectCredits(actor.getSnapshot(), actor.send) };
}

describe("credits", () => {
  it("the balance comes from setCredits / updated-credits, shown as minutes (§4, §9)", () => {
    const t = start();
    expect(t.view()).toMatchObject({ isKnown: false, balance: null, minutes: 0, isLow: false });
    t.actor.send({ type: "socket.member.credits", credits: 1250 });
    expect(t.view()).toMatchObject({ isKnown: true, balance: 1250, minutes: 20, isLow: false, isEmpty: false });
    t.actor.send({ type: "socket.member.credits", credits: 500 });
    expect(t.view()).toMatchObject({ balance: 500, isLow: true });
    t.actor.send({ type: "socket.member.credits", credits: 0 });
    expect(t.view()).toMatchObject({ isEmpty: true, isLow: true });
    expect(t.view().canAfford(60)).toBe(false);
  });

  it("a bundle-bought credits its payment session once, whatever repeats (ARCHITECTURE §7)", () => {
    const t = start();
    t.actor.send({ type: "credits.loaded", credits: 100 });
    t.actor.send({ type: "socket.member.bundleBought", credits: 600, session: "ps-1" });
    t.actor.send({ type: "socket.member.bundleBought", credits: 600, session: "ps-1" });
    expect(t.view().balance).toBe(700);
    t.actor.send({ type: "socket.member.bundleBought", credits: 300, session: "ps-2" });
    expect(t.view().balance).toBe(1000);
    expect(t.view().canAfford(1000)).toBe(true);
  });

  it("a bundle-bought without a session waits for the platform's balance; the balance replaces what was added", () => {
    const t = start();
    t.actor.send({ type: "credits.loaded", credits: 100 });
    t.actor.send({ type: "socket.member.bundleBought", credits: 600 });
    expect(t.view().balance).toBe(100);
    t.actor.send({ type: "socket.member.credits", credits: 700 });
    expect(t.view().balance).toBe(700);
  });

  it("a session bought before the balance is known is counted by that balance, not again", () => {
    const t = start();
    t.actor.send({ type: "socket.member.bundleBought", credits: 600, session: "ps-1" });
    expect(t.view().balance).toBeNull();
    t.actor.send({ type: "socket.member.credits", credits: 600 });
    t.actor.send({ type: "socket.member.bundleBought", credits: 600, session: "ps-1" });
    expect(t.view().balance).toBe(600);
  });

  it("negative or non-numeric amounts are ignored (§8)", () => {
    const t = start();
    t.actor.send({ type: "socket.member.credits", credits: 40 });
    for (const credits of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      t.actor.send({ type: "socket.member.credits", credits });
      t.actor.send({ type: "socket.member.bundleBought", credits, session: `bad-${credits}` });
    }
    expect(t.view().balance).toBe(40);
  });

  it("failed-payment with action interval or pre-paid asks for the no-credits modal (§4, §8)", () => {
    const t = start();
    for (const action of ["interval", "pre-paid", "single", "INTERVAL"]) t.actor.send({ type: "socket.member.failedPayment", action });
    expect(t.emitted).toEqual([
      { type: "credits.noCredits", action: "interval" },
      { type: "credits.noCredits", action: "pre-paid" },
    ]);
  });

  it("logout clears the balance and the credited sessions", () => {
    const t = start();
    t.actor.send({ type: "credits.loaded", credits: 100 });
    t.actor.send({ type: "socket.member.bundleBought", credits: 600, session: "ps-1" });
    t.actor.send({ type: "credits.clear" });
    expect(t.view()).toMatchObject({ isKnown: false, balance: null });
    expect(t.actor.getSnapshot().context.creditedSessions).toEqual([]);
  });

  it("its events decode from plain data; a negative balance does not", () => {
    const decode = Schema.decodeUnknownSync(CreditsEvent);
    expect(decode({ type: "socket.member.credits", credits: 120 })).toEqual({ type: "socket.member.credits", credits: 120 });
    expect(() => decode({ type: "socket.member.credits", credits: -1 })).toThrow();
    expect(() => decode({ type: "socket.member.bundleBought", credits: "600" })).toThrow();
  });
});
