import { assign, emit, setup } from "xstate";
import { failedPaymentOpensNoCredits } from "../realtime/member-socket.schema";
import { isCreditAmount, type CreditsEmitted, type CreditsEvent } from "./credits.schema";

export interface CreditsContext {
  /** The member's balance in credits; null until the platform has told it. */
  readonly balance: number | null;
  /** Payment sessions already credited: a repeat of one adds nothing. */
  readonly creditedSessions: readonly string[];
}

const initialContext: CreditsContext = { balance: null, creditedSessions: [] };

/**
 * §4 the member's balance. setCredits and updated-credits carry the balance itself and replace it; a
 * bundle-bought naming a payment session adds its credits once, whatever repeats (ARCHITECTURE §7) — one without a
 * session cannot be told from a repeat, so the balance waits for the platform's next update. Amounts that are
 * negative or not numbers are ignored (§8 bad input loses nothing).
 */
export const creditsMachine = setup({
  types: { context: {} as CreditsContext, events: {} as CreditsEvent, emitted: {} as CreditsEmitted },
  guards: {
    validBalance: ({ event }) => "credits" in event && isCreditAmount(event.credits),
    newSession: ({ context, event }) =>
      event.type === "socket.member.bundleBought" &&
      isCreditAmount(event.credits) &&
      typeof event.session === "string" &&
      !context.creditedSessions.includes(event.session),
    opensNoCredits: ({ event }) => event.type === "socket.member.failedPayment" && failedPaymentOpensNoCredits(event.action),
  },
  actions: {
    setBalance: assign({ balance: ({ context, event }) => ("credits" in event ? event.credits : context.balance) }),
    // The session is remembered even before a balance is known: the first balance will already include it.
    creditSession: assign(({ context, event }) => {
      if (event.type !== "socket.member.bundleBought" || event.session === undefined) return {};
      return {
        balance: context.balance === null ? null : context.balance + event.credits,
        creditedSessions: [...context.creditedSessions, event.session],
      };
    }),
    noCredits: emit(({ event }) => ({ type: "credits.noCredits" as const, action: event.type === "socket.member.failedPayment" ? event.action : "" })),
    clear: assign(() => initialContext),
  },
}).createMachine({
  id: "credits",
  context: initialContext,
  initial: "unknown",
  on: {
    "socket.member.bundleBought": { guard: "newSession", actions: "creditSession" },
    "socket.member.failedPayment": { guard: "opensNoCredits", actions: "noCredits" },
    "credits.clear": { target: ".unknown", actions: "clear" },
  },
  states: {
    unknown: {
      on: {
        "credits.loaded": { guard: "validBalance", target: "known", actions: "setBalance" },
        "socket.member.credits": { guard: "validBalance", target: "known", actions: "setBalance" },
      },
    },
    known: {
      on: {
        "credits.loaded": { guard: "validBalance", actions: "setBalance" },
        "socket.member.credits": { guard: "validBalance", actions: "setBalance" },
      },
    },
  },
});
export type CreditsMachine = typeof creditsMachine;
