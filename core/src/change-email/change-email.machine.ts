import { assign, emit, fromPromise, setup } from "xstate";
import type { EmailChangeRequest } from "../domain/member.schema";
import { errorLabel } from "../platform/platform-error";
import { validateChangeEmail, type ChangeEmailErrorKey } from "../rules/email.rules";
import { ruleErrors } from "../rules/rule-result";
import { EMAIL_EXISTS_LABEL, type ChangeEmailEvent, type ChangeEmailField, type ChangeEmailServerError } from "./change-email.schema";

export interface ChangeEmailFlowInput {
  readonly memberId: number;
  readonly currentEmail: string;
}

export interface ChangeEmailContext extends ChangeEmailFlowInput {
  readonly fields: Readonly<Record<ChangeEmailField, string>>;
  readonly touched: readonly ChangeEmailField[];
  readonly errors: readonly ChangeEmailErrorKey[];
  readonly serverError: ChangeEmailServerError | null;
}

const ALL_FIELDS: readonly ChangeEmailField[] = ["email", "repeatEmail"];
const emptyForm = { fields: { email: "", repeatEmail: "" }, touched: [], errors: [], serverError: null } as const;

const validate = (c: Pick<ChangeEmailContext, "fields" | "currentEmail">) => validateChangeEmail({ currentEmail: c.currentEmail, ...c.fields });

const request = (c: ChangeEmailContext): EmailChangeRequest => ({
  memberId: c.memberId,
  data: { email: c.fields.email.trim(), repeatEmail: c.fields.repeatEmail.trim() },
});

/**
 * §5 change e-mail in the settings: required, valid, different from the current address and entered twice;
 * "unused" is the server's answer (§8 `badRequest.email.exists`). The change is PUT /member with an e-mail
 * body (§7); on success the app refreshes the member (`emailChanged`).
 */
export const changeEmailMachine = setup({
  types: { context: {} as ChangeEmailContext, events: {} as ChangeEmailEvent, input: {} as ChangeEmailFlowInput | undefined, emitted: {} as { type: "changeEmail.changed"; email: string } },
  actors: {
    changeEmail: fromPromise<unknown, EmailChangeRequest>(async () => {
      throw new Error("changeEmail is provided by the app");
    }),
  },
  guards: {
    valid: ({ context }) => validate(context).ok,
  },
  actions: {
    /** The routing table reloads the member, so the new address shows (unverified, its mail sent). */
    emailChanged: emit((_, params: { email: string }) => ({ type: "changeEmail.changed" as const, email: params.email })),
    setField: assign(({ context, event }) => {
      if (event.type !== "changeEmail.input") return {};
      const fields = { ...context.fields, [event.field]: event.value };
      return { fields, errors: ruleErrors(validate({ fields, currentEmail: context.currentEmail })), serverError: null };
    }),
    touchAll: assign({ touched: () => ALL_FIELDS, errors: ({ context }) => ruleErrors(validate(context)) }),
    // A new attempt drops the previous attempt's server error, so it is not shown while the retry runs.
    clearServerError: assign({ serverError: () => null }),
    adoptEmail: assign({ currentEmail: ({ context }) => context.fields.email.trim() }),
  },
}).createMachine({
  id: "changeEmail",
  context: ({ input }) => ({ memberId: input?.memberId ?? 0, currentEmail: input?.currentEmail ?? "", ...emptyForm }),
  initial: "editing",
  on: {
    "changeEmail.start": {
      target: ".editing",
      actions: assign(({ event }) => ({ memberId: event.memberId, currentEmail: event.currentEmail, ...emptyForm })),
    },
  },
  states: {
    editing: {
      on: {
        "changeEmail.input": { actions: "setField" },
        "changeEmail.submit": [{ guard: "valid", target: "submitting", actions: ["touchAll", "clearServerError"] }, { actions: "touchAll" }],
      },
    },
    submitting: {
      invoke: {
        id: "changeEmail",
        src: "changeEmail",
        input: ({ context }) => request(context),
        onDone: {
          target: "done",
          actions: [{ type: "emailChanged", params: ({ context }) => ({ email: context.fields.email.trim() }) }, "adoptEmail"],
        },
        onError: {
          target: "editing",
          actions: assign({
            serverError: ({ event }) => (errorLabel(event.error) === EMAIL_EXISTS_LABEL ? "emailExists" : "undefinedError"),
          }),
        },
      },
    },
    done: {
      on: { "changeEmail.again": { target: "editing", actions: assign(() => emptyForm) } },
    },
  },
});
export type ChangeEmailMachine = typeof changeEmailMachine;
