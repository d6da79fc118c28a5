import { fromPromise } from "xstate";
import { changeEmailMachine } from "../change-email/change-email.machine";
import { changeUsernameMachine } from "../change-username/change-username.machine";
import { deleteAccountMachine } from "../delete-account/delete-account.machine";
import type { EmailChangeRequest, LoginRequest, UsernameSuggestionRequest } from "../domain/member.schema";
import type { ForgotPasswordTarget } from "../rules/forgot-password.rules";
import { forgotPasswordMachine } from "../forgot-password/forgot-password.machine";
import { memberApi } from "../platform/member-endpoints";
import { RESET_PASSWORD_QUERY_KEYS } from "../reset-password/reset-password.schema";
import { resetPasswordMachine, type PasswordChangeInput } from "../reset-password/reset-password.machine";
import { verificationMachine } from "../verification/verification.machine";
import type { SitePorts } from "./site-ports";

/**
 * §4 the member flows that load with their modals and pages (e-mail verification, password recovery, username,
 * e-mail and account changes), provided with the §7 member calls. What they tell other flows (a new token, a
 * logout, a closed modal) is emitted and routed by the site's routing table.
 */
export const memberFlows = ({ platform, navigation, track, log }: SitePorts) => {
  const logError = (message: string) => (_: unknown, { error }: { error: unknown }) => log(message, error);
  return {
    verification: verificationMachine.provide({
      actors: {
        activate: fromPromise(({ input }: { input: { key: string; fingerprint: string } }) => platform.call(memberApi.activate, { body: input })),
        resendActivation: fromPromise<unknown, void>(() => platform.call(memberApi.resendActivation)),
      },
      actions: {
        trackConversion: () => track({ event: "conversion" }),
        logError: logError("E-mail verification failed"),
      },
    }),
    forgotPassword: forgotPasswordMachine.provide({
      actors: {
        requestReset: fromPromise<unknown, ForgotPasswordTarget>(({ input }) => platform.call(memberApi.forgotPassword, { body: input })),
      },
      // §8 forgot-password errors are silent (logged) and the confirmation shows anyway.
      actions: { logError: logError("Unable to request a password reset") },
    }),
    resetPassword: resetPasswordMachine.provide({
      actors: {
        changePassword: fromPromise<unknown, PasswordChangeInput>(({ input: { token, ...body } }) =>
          platform.call(memberApi.updateMember, { body, ...(token === undefined ? {} : { token }) }),
        ),
        renewLogin: fromPromise(({ input }: { input: LoginRequest }) => platform.call(memberApi.login, { body: input })),
      },
      actions: {
        logError: logError("Unable to log in again after the password change"),
        goHome: () => navigation.goHome(),
        clearQueryKeys: () => navigation.clearQueryKeys(RESET_PASSWORD_QUERY_KEYS),
      },
    }),
    changeUsername: changeUsernameMachine.provide({
      actors: {
        fetchSuggestions: fromPromise(({ input }: { input: UsernameSuggestionRequest }) => platform.call(memberApi.usernameSuggestions, { query: input })),
        changeUsername: fromPromise(({ input }: { input: { username: string } }) => platform.call(memberApi.changeUsername, { body: input })),
      },
      actions: { logError: logError("Unable to fetch username suggestions") },
    }),
    changeEmail: changeEmailMachine.provide({
      actors: {
        changeEmail: fromPromise<unknown, EmailChangeRequest>(({ input }) => platform.call(memberApi.updateMember, { body: input })),
      },
    }),
    deleteAccount: deleteAccountMachine.provide({
      actors: { deleteAccount: fromPromise<unknown, void>(() => platform.call(memberApi.deleteAccount)) },
      actions: { logError: logError("Unable to delete the account") },
    }),
  };
};
export type MemberFlows = ReturnType<typeof memberFlows>;
