import { INBOX_LABELS, dataUrlImage, jpegDataUrlBase64, validateImage } from "@camstage/core";
import { MEDIA_BASE } from "../world/media.urls";

/** Where a message's photo is served: the lists carry this URL, never the picture itself. */
export const INBOX_MEDIA_BASE = `${MEDIA_BASE}/inbox`;
export const attachmentUrl = (messageId: number) => `${INBOX_MEDIA_BASE}/${messageId}.jpg`;

/** §5 a message's image: a jpeg (else `imageNotAllowed`) of less than 5 MB decoded (else `imageTooBig`); the label, or null when fine. */
export const attachmentError = (dataUrl: string): string | null => {
  const checked = validateImage(dataUrlImage(dataUrl), { context: "messenger" });
  if (checked.ok) return null;
  return checked.errors.includes("ImageNotAllowed") ? INBOX_LABELS.imageNotAllowed : INBOX_LABELS.imageTooBig;
};

/** The jpeg's bytes, or null for anything that is not a jpeg data URL (a replayed export's `redacted`). */
export const attachmentBytes = (dataUrl: string): Uint8Array | null => {
  const base64 = jpegDataUrlBase64(dataUrl);
  return base64 === null ? null : Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};
