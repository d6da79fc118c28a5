import { useLingui } from "@lingui/react/macro";
import type { ChatEnd, NicknameErrorKey } from "@camstage/core";
import { CHAT_NICKNAME_MAX_LENGTH, CHAT_NICKNAME_MIN_LENGTH } from "@camstage/core";

/** The chat's texts in the active language: the §8 chat texts, the §4 end reasons, the §5 nickname rules. */
export function useChatMessages() {
  const { t } = useLingui();
  const min = CHAT_NICKNAME_MIN_LENGTH;
  const max = CHAT_NICKNAME_MAX_LENGTH;
  const nicknameError = (key: NicknameErrorKey): string =>
    ({
      "nickname.required": t`Please choose a nickname.`,
      "nickname.tooShort": t`A nickname has at least ${min} characters.`,
      "nickname.tooLong": t`A nickname has at most ${max} characters.`,
      "nickname.invalidCharacters": t`Use letters, digits, hyphens and underscores only.`,
      "nickname.reserved": t`This nickname is not allowed.`,
    })[key];
  /** §4 end reasons and the §8 performer-offline text: a title and what the visitor can do. */
  const end = (reason: ChatEnd, performer: string): { title: string; text: string } => {
    switch (reason) {
      case "kicked":
        return { title: t`You left the chat`, text: t`${performer} removed you from this chat.` };
      case "vipDisconnected":
        return { title: t`The private show has ended`, text: t`${performer} ended the private show.` };
      case "guest_expired":
        return { title: t`Your free chat time is over`, text: t`Sign up for free to keep chatting with ${performer}.` };
      case "duplicate_session":
        return { title: t`Chat opened elsewhere`, text: t`You opened this chat in another window, so this one was closed.` };
      case "paused":
        return { title: t`${performer} is taking a break`, text: t`The chat continues when she is back.` };
      case "no_credits":
        return { title: t`Your credits are used up`, text: t`Buy credits to keep chatting with ${performer}.` };
      case "offline":
        return { title: t`${performer} is offline`, text: t`Come back later, or choose another performer who is live now.` };
      case "default":
      case "redirect":
        return { title: t`The chat has ended`, text: t`You can start it again from ${performer}'s profile.` };
    }
  };
  return {
    nicknameError,
    end,
    notice: t`For your safety: do not share contact details such as phone numbers, e-mail addresses or social media.`,
    notStarted: t`The chat could not be started. Please try again.`,
    failedToSend: t`Message failed to send`,
    sending: t`Sending…`,
  };
}
