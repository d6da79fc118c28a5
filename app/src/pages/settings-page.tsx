import { useEffect } from "react";
import { useLingui } from "@lingui/react/macro";
import { connectChangeEmail, connectCredits, connectDeleteAccount, connectModalHost, connectResetPassword, connectSession } from "@camstage/core";
import { ResetPasswordPage, SettingsPage as SettingsView, useMemberSession, useResetPassword } from "@camstage/views";
import { useFlow } from "../flows/use-flow";
import { usePageMeta } from "../theme/page-meta";

/**
 * §2.1 /settings (members only): username (the change-username modal), e-mail, password (the reset-password
 * flow in its logged-in page mode, §4 password page) and account deletion.
 */
export function SettingsPage() {
  const { t } = useLingui();
  usePageMeta(t`Settings`);
  const session = useMemberSession(useFlow("session", connectSession), useFlow("credits", connectCredits));
  const changeEmail = useFlow("changeEmail", connectChangeEmail);
  const deleteAccount = useFlow("deleteAccount", connectDeleteAccount);
  const modalHost = useFlow("modalHost", connectModalHost);
  const password = useResetPassword(useFlow("resetPassword", connectResetPassword));

  const { memberId, member, token } = session;
  const email = member?.email ?? "";
  // Each visit starts the forms for the member shown (the flows live in the session).
  useEffect(() => {
    if (memberId === null || email === "") return;
    changeEmail.start(memberId, email);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start once per member and address, not per render.
  }, [memberId, email]);
  useEffect(() => {
    // Once per member and address: the token a change renews (ARCHITECTURE §7) must not restart the announced form.
    if (token !== null && email !== "") password.start({ presentation: "page", link: null, loginToken: token, username: email });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start once per member and address, not per render or token.
  }, [memberId, email]);

  if (member === null || session.controlsProps === null) return null;
  return (
    <SettingsView
      username={{
        username: member.username,
        usernameIsEmail: session.controlsProps.usernameIsEmail ?? false,
        onChangeUsername: () => modalHost.open("changeUsername"),
      }}
      email={{
        currentEmail: changeEmail.currentEmail || email,
        isVerified: member.isVerified,
        fields: changeEmail.fields,
        errorsFor: changeEmail.errorsFor,
        serverError: changeEmail.serverError,
        isBusy: changeEmail.isBusy,
        isDone: changeEmail.isDone,
        onInput: changeEmail.input,
        onSubmit: changeEmail.submit,
        onAgain: changeEmail.again,
      }}
      password={<ResetPasswordPage {...password.pageProps} embedded onAgain={password.again} />}
      deleteAccount={{
        isConfirming: deleteAccount.isConfirming,
        isDeleting: deleteAccount.isDeleting,
        hasFailed: deleteAccount.hasFailed,
        onRequest: deleteAccount.request,
        onConfirm: deleteAccount.confirm,
        onCancel: deleteAccount.cancel,
      }}
    />
  );
}
