import { useLingui } from "@lingui/react/macro";
import { CHANGE_USERNAME_MIN_LENGTH, type ChangeUsernameErrorKey, type ChangeUsernameNoticeKey } from "@camstage/core";

/**
 * The texts of the §5 rule keys and the §8 server keys of the change-username flow. `max` is the longest
 * allowed username of the machine's reading (31, "less than 32", or the catalogue's 32).
 */
export function useChangeUsernameLabels(max: number) {
  const { t } = useLingui();
  const min = CHANGE_USERNAME_MIN_LENGTH;
  const errors: Record<ChangeUsernameErrorKey, string> = {
    "username.required": t`Please choose a username.`,
    "username.tooShort": t`Your username needs at least ${min} characters.`,
    "username.tooLong": t`Your username can have at most ${max} characters.`,
    "username.invalidCharacters": t`Use only letters, digits, underscores (_) and hyphens (-).`,
    "username.reserved": t`This username is reserved. Please choose another one.`,
  };
  const notices: Record<ChangeUsernameNoticeKey, string> = {
    "username.forbiddenWord": t`Your username contains a word that may not be accepted.`,
  };
  // §8 the key is the server's label with the prefix badRequest replaced by change_username.
  const server: Record<string, string> = {
    "change_username.username.exists": t`This username is already taken.`,
    "change_username.username.invalid": t`This username is not allowed.`,
  };
  return {
    error: (key: ChangeUsernameErrorKey) => errors[key],
    notice: (key: ChangeUsernameNoticeKey) => notices[key],
    /** Unknown labels (and UNDEFINED_ERROR) get the generic text. */
    server: (key: string) => server[key] ?? t`Your username could not be changed. Please try again.`,
  };
}
