import { and, assign, emit, enqueueActions, fromPromise, not, setup } from "xstate";
import { TIMINGS_MS } from "../constants";
import { memberIdFromToken, type LoginRequest, type PasswordChangeRequest } from "../domain/member.schema";
import { errorLabel, PlatformHttpError } from "../platform/platform-error";
import { ruleErrors } from "../rules/rule-result";
import { validateResetPassword, type ResetPasswordErrorKey, type ResetPasswordInput } from "../rules/password.rules";
import {
  INCORRECT_PASSWORD_LABEL,
  type ResetPasswordEvent, type ResetPasswordField, type ResetPasswordPresentation, type ResetPasswordServerError,
} from "./reset-password.schema";

export interface ResetPasswordContext {
  readonly presentation: ResetPasswordPresentation;
  /** Arrived from the e-mail link: the old field is hidden and filled from the link (§2.4). */
  readonly fromEmail: boolean;
  readonly memberId: number | null;
  /** The link's reset token: it authorises the change from e-mail, and nothing else (ARCHITECTURE §7). */
  readonly linkToken: string | null;
  /** The logged-in member's login name, to log in again once the change has revoked the session's token. */
  readonly username: string | null;
  readonly fields: ResetPasswordInput;
  readonly touched: readonly ResetPasswordField[];
  readonly errors: readonly ResetPasswordErrorKey[];
  readonly serverError: ResetPasswordServerError | null;
}

const ALL_FIELDS: readonly ResetPasswordField[] = ["oldPassword", "newPassword", "repeatPassword"];
const emptyFields: ResetPasswordInput = { oldPassword: "", newPassword: "", repeatPassword: "" };

const validate = (c: Pick<ResetPasswordContext, "fields" | "fromEmail">) => validateResetPassword(c.fields, { requireOld: !c.fromEmail });

const startMemberId = (event: ResetPasswordEvent): number | undefined => {
  if (event.type !== "resetPassword.start") return undefined;
  const token = event.link?.token ?? event.loginToken;
  return token === null ? undefined : memberIdFromToken(token);
};

/**
 * §2.4/§4 password page or modal. E-mail-link mode logs out the current session and changes the password with the
 * link's reset token, which logs nobody in (ARCHITECTURE §7: the completion offers the login); logged-in mode asks for
 * the old password and, since the change revokes every earlier token, logs in again with the new one. A guest
 * not from e-mail goes home after 1 s; without a member id in the token the modal closes or the visitor goes
 * home. After a change the query keys are cleared; a modal shows the completion screen, a page announces the change.
 */
/** The token the renewed login answered (the machine's own event types do not list effect results). */
const renewedToken = (event: object): string => {
  const output = (event as { output?: { token?: unknown } }).output;
  return typeof output?.token === "string" ? output.token : "";
};

/** What the change sends: the §7 body, and the link's reset token when it comes from e-mail. */
export type PasswordChangeInput = PasswordChangeRequest & { readonly token?: string };

/** What the reset announces; the routing table tells the session and the modal host (ARCHITECTURE §3). */
export type ResetPasswordEmitted =
  | { type: "resetPassword.logout" }
  /** The session's new login token, after the change revoked the old one. */
  | { type: "resetPassword.token"; token: string }
  | { type: "resetPassword.closed" }
  | { type: "resetPassword.changed" };

export const resetPasswordMachine = setup({
  types: { context: {} as ResetPasswordContext, events: {} as ResetPasswordEvent, emitted: {} as ResetPasswordEmitted },
  actors: {
    changePassword: fromPromise<unknown, PasswordChangeInput>(async () => {
      throw new Error("changePassword is provided by the app");
    }),
    renewLogin: fromPromise<{ token: string }, LoginRequest>(async () => {
      throw new Error("renewLogin is provided by the app");
    }),
  },
  delays: { resetPasswordRedirect: TIMINGS_MS.resetPasswordRedirect },
  guards: {
    guest: ({ event }) => event.type === "resetPassword.start" && event.link === null && event.loginToken === null,
    hasMemberId: ({ event }) => startMemberId(event) !== undefined,
    fromLink: ({ event }) => event.type === "resetPassword.start" && event.link !== null,
    valid: ({ context }) => validate(context).ok,
    /** Logged in with a known login name: the change revoked the session's token, so log in again. */
    canRenew: ({ context }) => !context.fromEmail && context.username !== null,
    loggedIn: ({ context }) => !context.fromEmail,
  },
  actions: {
    /** A reset link logs the current member out (the routing table tells the session). */
    logout: emit({ type: "resetPassword.logout" as const }),
    /** The new login token goes to the session (routing table). */
    renewToken: emit(({ event }) => ({ type: "resetPassword.token" as const, token: renewedToken(event) })),
    logError: (_: unknown, _params: { error: unknown }) => {},
    /** §2.4 leave the reset: a modal closes (routing table), a page goes home. */
    leave: enqueueActions(({ context, enqueue }) => {
      enqueue(context.presentation === "modal" ? "closeModal" : "goHome");
    }),
    closeModal: emit({ type: "resetPassword.closed" as const }),
    goHome: () => {},
    clearQueryKeys: () => {},
    /** §2.4 the change is done: the query keys go; a page announces it (a modal shows its completion instead). */
    finish: enqueueActions(({ context, enqueue }) => {
      enqueue("clearQueryKeys");
      if (context.presentation !== "modal") enqueue("announceChange");
    }),
    /** The settings' password was changed (a page, not the e-mail link's modal). */
    announceChange: emit({ type: "resetPassword.changed" as const }),
    begin: assign(({ event }) => {
      const start = event.type === "resetPassword.start" ? event : null;
      return {
        presentation: start?.presentation ?? "page",
        fromEmail: start?.link != null,
        memberId: startMemberId(event) ?? null,
        linkToken: start?.link?.token ?? null,
        username: start?.link == null ? (start?.username ?? null) : null,
        fields: { ...emptyFields, oldPassword: start?.link?.password ?? "" },
        touched: [],
        errors: [],
        serverError: null,
      };
    }),
    setField: assign(({ context, event }) => {
      // The old password of the e-mail mode comes from the link, not from a (hidden) field.
      if (event.type !== "resetPassword.input" || (context.fromEmail && event.field === "oldPassword")) return {};
      const fields = { ...context.fields, [event.field]: event.value };
      return { fields, errors: ruleErrors(validate({ fields, fromEmail: context.fromEmail })), serverError: null };
    }),
    touch: assign({
      touched: ({ context, event }) =>
        event.type === "resetPassword.blur" && !context.touched.includes(event.field) ? [...context.touched, event.field] : context.touched,
      errors: ({ context }) => ruleErrors(validate(context)),
    }),
    touchAll: assign({ touched: () => ALL_FIELDS, errors: ({ context }) => ruleErrors(validate(context)) }),
    clearForm: assign({ fields: emptyFields, touched: [], errors: [], serverError: null }),
  },
}).createMachine({
  id: "resetPassword",
  context: { presentation: "page", fromEmail: false, memberId: null, linkToken: null, username: null, fields: emptyFields, touched: [], errors: [], serverError: null },
  initial: "idle",
  // The flow lives in the session: every opening (settings page, e-mail link) starts it afresh.
  on: {
    "resetPassword.start": [
      { guard: "guest", target: ".redirecting", actions: "begin" },
      {
        guard: and(["fromLink", "hasMemberId"]),
        target: ".form",
        actions: ["logout", "begin"],
      },
      { guard: not("hasMemberId"), target: ".left", actions: ["begin", "leave"] },
      { target: ".form", actions: "begin" },
    ],
  },
  states: {
    idle: {},
    redirecting: {
      after: { resetPasswordRedirect: { target: "left", actions: "leave" } },
    },
    form: {
      on: {
        "resetPassword.input": { actions: "setField" },
        "resetPassword.blur": { actions: "touch" },
        "resetPassword.submit": [{ guard: "valid", target: "submitting" }, { actions: "touchAll" }],
      },
    },
    submitting: {
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ context }) => {
          const result = validate(context);
          const fields = result.ok ? result.value : context.fields;
          return {
            memberId: context.memberId ?? 0,
            data: { password: fields.oldPassword, newPassword: fields.newPassword, repeatNewPassword: fields.repeatPassword },
            ...(context.fromEmail && context.linkToken !== null ? { token: context.linkToken } : {}),
          };
        },
        onDone: [{ guard: "canRenew", target: "renewing" }, { target: "complete", actions: "finish" }],
        onError: {
          target: "form",
          actions: assign({
            serverError: ({ context, event }) => {
              if (errorLabel(event.error) === INCORRECT_PASSWORD_LABEL) return "incorrectPassword";
              // §8 reset link expired: from an e-mail link, a refused token (403) reads as the link having expired.
              const refused = event.error instanceof PlatformHttpError && event.error.status === 403;
              return context.fromEmail && refused ? "incorrectPassword" : "undefinedError";
            },
          }),
        },
      },
    },
    /** ARCHITECTURE §7 the change revoked the session's token: log in with the new password for a fresh one. */
    renewing: {
      invoke: {
        id: "renewLogin",
        src: "renewLogin",
        input: ({ context }) => ({ username: context.username ?? "", password: validate(context).ok ? context.fields.newPassword.trim() : context.fields.newPassword }),
        onDone: { target: "complete", actions: ["renewToken", "finish"] },
        // The password is changed all the same; the revoked token logs the member out on its next use (§8 403).
        onError: { target: "complete", actions: [{ type: "logError", params: ({ event }) => ({ error: event.error }) }, "finish"] },
      },
    },
    complete: {
      // The link's code and token are spent (§8 reset link already used): only the logged-in mode changes again.
      on: { "resetPassword.again": { guard: "loggedIn", target: "form", actions: "clearForm" } },
    },
    left: {},
  },
});
export type ResetPasswordMachine = typeof resetPasswordMachine;
