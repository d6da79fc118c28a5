import { assign, fromPromise, setup } from "xstate";
import { ruleErrors } from "../rules/rule-result";
import { validateForgotPassword, type ForgotPasswordErrorKey, type ForgotPasswordTarget } from "../rules/forgot-password.rules";
import { retryAfterMinutes } from "../platform/retry-after";
import type { ForgotPasswordEvent } from "./forgot-password.schema";

export interface ForgotPasswordContext {
  readonly text: string;
  /** Shown once a submit was tried; then kept current while the visitor types. */
  readonly errors: readonly ForgotPasswordErrorKey[];
  readonly attempted: boolean;
  /** What was sent (e-mail or username, §5); the view picks a web-mail link from an e-mail's domain. */
  readonly sent: ForgotPasswordTarget | null;
  /** ARCHITECTURE §7 the platform refused more requests for a while (429): the minutes to wait. */
  readonly retryAfterMinutes: number | null;
}

const initialContext: ForgotPasswordContext = { text: "", errors: [], attempted: false, sent: null, retryAfterMinutes: null };

/**
 * §4 forgot password: the form, then complete. §8: a failed call is logged and complete is shown anyway, so
 * the answer never tells whether an account exists; only too many requests (ARCHITECTURE §7, 429) keep the form and say
 * how long to wait (the issue asks for it; it tells nothing of the account).
 */
export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  actors: {
    requestReset: fromPromise<unknown, ForgotPasswordTarget>(async () => {
      throw new Error("requestReset is provided by the app");
    }),
  },
  guards: {
    valid: ({ context }) => validateForgotPassword(context.text).ok,
    tooMany: (_, params: { error: unknown }) => retryAfterMinutes(params.error) !== null,
  },
  actions: {
    logError: (_: unknown, _params: { error: unknown }) => {},
    setText: assign(({ context, event }) => {
      const text = event.type === "forgotPassword.input" ? event.text : context.text;
      return { text, errors: context.attempted ? ruleErrors(validateForgotPassword(text)) : [] };
    }),
    showErrors: assign({ attempted: () => true, errors: ({ context }) => ruleErrors(validateForgotPassword(context.text)) }),
    refuse: assign({ retryAfterMinutes: (_, params: { error: unknown }) => retryAfterMinutes(params.error) }),
    remember: assign({
      retryAfterMinutes: () => null,
      sent: ({ context }) => {
        const r = validateForgotPassword(context.text);
        return r.ok ? r.value : null;
      },
    }),
    reset: assign(() => initialContext),
  },
}).createMachine({
  id: "forgotPassword",
  context: initialContext,
  initial: "form",
  states: {
    form: {
      on: {
        "forgotPassword.input": { actions: "setText" },
        "forgotPassword.submit": [
          { guard: "valid", target: "sending", actions: "remember" },
          { actions: "showErrors" },
        ],
      },
    },
    sending: {
      invoke: {
        id: "requestReset",
        src: "requestReset",
        input: ({ context }) => context.sent ?? { username: context.text.trim() },
        onDone: { target: "complete" },
        onError: [
          {
            guard: { type: "tooMany", params: ({ event }) => ({ error: event.error }) },
            target: "form",
            actions: [
              { type: "logError", params: ({ event }) => ({ error: event.error }) },
              { type: "refuse", params: ({ event }) => ({ error: event.error }) },
            ],
          },
          { target: "complete", actions: { type: "logError", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    complete: {
      on: { "forgotPassword.back": { target: "form", actions: "reset" } },
    },
  },
});
export type ForgotPasswordMachine = typeof forgotPasswordMachine;
