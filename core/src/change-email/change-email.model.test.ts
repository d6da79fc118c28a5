import { expect } from "vitest";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { connectChangeEmail, type ChangeEmailSnapshot } from "./change-email.connect";
import type { EmailChangeRequest } from "../domain/member.schema";
import { PlatformHttpError } from "../platform/platform-error";
import { changeEmailMachine } from "./change-email.machine";

const input = { memberId: 42, currentEmail: "ann@example.com" };
const samples = {
  "changeEmail.input": [
    { type: "changeEmail.input", field: "email", value: "new@example.com" },
    { type: "changeEmail.input", field: "repeatEmail", value: "new@example.com" },
  ],
  "changeEmail.submit": [{ type: "changeEmail.submit" }],
  "changeEmail.again": [{ type: "changeEmail.again" }],
  "changeEmail.start": [{ type: "changeEmail.start", memberId: 9, currentEmail: "new@example.com" }],
  "xstate.done.actor.changeEmail": [{ type: "xstate.done.actor.changeEmail", output: true }],
  "xstate.error.actor.changeEmail": [
    { type: "xstate.error.actor.changeEmail", error: new PlatformHttpError({ method: "PUT", path: "/member" }, 400, "badRequest.email.exists", null) },
    { type: "xstate.error.actor.changeEmail", error: "500" },
  ],
};

describeModel("change e-mail", {
  machine: changeEmailMachine,
  samples,
  input,
  effects: () => ({ changeEmail: controllable<unknown, EmailChangeRequest>() }),
  expose: (snapshot) => connectChangeEmail(snapshot as ChangeEmailSnapshot, () => {}),
  states: {
    editing: (view, snapshot) => {
      expect([view.isBusy, view.isDone]).toEqual([false, false]);
      // §5 errors show only for fields a submit touched, and then all of them.
      const { errors, touched } = (snapshot as ChangeEmailSnapshot).context;
      for (const field of ["email", "repeatEmail"] as const) {
        const own = errors.filter((key) => key.startsWith(`${field}.`));
        expect(view.errorsFor(field)).toEqual(touched.includes(field) ? own : []);
      }
    },
    submitting: (view) => expect(view).toMatchObject({ isBusy: true, isDone: false, serverError: null }),
    done: (view) => expect(view).toMatchObject({ isBusy: false, isDone: true, serverError: null }),
  },
});
