import { useLingui } from "@lingui/react/macro";
import { IMAGE_MAX_BYTES, INBOX_LABELS, MESSAGE_MAX_LENGTH, type InboxFilter, type InboxSort, type MessageTick } from "@camstage/core";

/** The §2.6 filters in the order the chips show them. */
export const INBOX_FILTERS: readonly InboxFilter[] = ["all", "unanswered", "answered", "favourites", "models"];
export const INBOX_SORTS: readonly InboxSort[] = ["last", "favourited"];

/** The send and image errors the editor names (§5 rule keys, §8 platform labels). */
export type MessageEditorErrorKind = "empty" | "tooLong" | "noCredits" | "imageTooBig" | "imageNotAllowed" | "other";

/** §8 which error a label is: a core rule's key or the platform's label; anything else is the generic failure. */
export function editorErrorKind(error: string): MessageEditorErrorKind {
  switch (error) {
    case "message.empty":
    case INBOX_LABELS.empty:
      return "empty";
    case "message.tooLong":
    case INBOX_LABELS.tooLong:
      return "tooLong";
    case "message.noCredits":
    case INBOX_LABELS.noCredits:
      return "noCredits";
    case "ImageToBig":
    case INBOX_LABELS.imageTooBig:
      return "imageTooBig";
    case "ImageNotAllowed":
    case INBOX_LABELS.imageNotAllowed:
      return "imageNotAllowed";
    default:
      return "other";
  }
}

/** The messenger's texts in the active language: filters, sorts, ticks, the editor's errors. */
export function useMessengerTexts() {
  const { t, i18n } = useLingui();
  const filter: Record<InboxFilter, string> = {
    all: t`All`,
    unanswered: t`Unanswered`,
    answered: t`Answered`,
    favourites: t`Favourites`,
    models: t`Online models`,
  };
  // §2.6 "last interaction or favourited you".
  const sort: Record<InboxSort, string> = { last: t`Last interaction`, favourited: t`Favourited you` };
  const tick: Record<Exclude<MessageTick, "none">, string> = {
    pending: t`Sending`,
    failed: t`Not sent`,
    sent: t`Sent`,
    delivered: t`Delivered`,
    read: t`Read`,
  };
  const credits = (amount: number) => {
    const shown = i18n.number(amount);
    return t`${shown} credits`;
  };
  const max = i18n.number(MESSAGE_MAX_LENGTH);
  const megabytes = i18n.number(IMAGE_MAX_BYTES / 1024 / 1024);
  /** §5 the image rules, listed under an image error (§8 "with a rule list of size and type"). */
  const imageRules = t`JPG photos only, smaller than ${megabytes} MB.`;
  const editorError = (error: string, price: number): string => {
    const kind = editorErrorKind(error);
    const needed = credits(price);
    switch (kind) {
      case "empty":
        return t`Write a message or add a photo first.`;
      case "tooLong":
        return t`Your message is too long: at most ${max} characters.`;
      case "noCredits":
        return t`You need at least ${needed} to send a message.`;
      case "imageTooBig":
        return t`This photo is too big.`;
      case "imageNotAllowed":
        return t`This type of file cannot be sent.`;
      case "other":
        return t`Your message could not be sent. Please try again.`;
    }
  };
  return { filter, sort, tick, credits, imageRules, editorError };
}
