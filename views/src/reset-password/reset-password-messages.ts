import { useLingui } from "@lingui/react/macro";
import { PASSWORD_MIN_LENGTH, type PasswordShapeError, type ResetPasswordErrorKey } from "@camstage/core";
import { useAuthMessages } from "../auth/auth-messages";

/** §5 each reset-password failure has its own message. */
export function useResetPasswordMessages() {
  const { t } = useLingui();
  const { passwordShape } = useAuthMessages();
  const min = PASSWORD_MIN_LENGTH;
  return (key: ResetPasswordErrorKey): string => {
    switch (key) {
      case "oldPassword.required":
        return t`Please enter your current password.`;
      case "oldPassword.tooShort":
        return t`Your current password has at least ${min} characters.`;
      case "newPassword.required":
        return t`Please enter a new password.`;
      case "newPassword.sameAsOld":
        return t`The new password must differ from the current one.`;
      case "repeatPassword.required":
        return t`Please repeat the new password.`;
      case "repeatPassword.mismatch":
        return t`The passwords do not match.`;
      default:
        return passwordShape(key.slice("newPassword.".length) as PasswordShapeError);
    }
  };
}
