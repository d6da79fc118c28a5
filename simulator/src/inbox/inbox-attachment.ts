import { INBOX_LABELS, validateImage } from "@camstage/core";
import { MEDIA_BASE } from "../media/media.urls";

/** Where a message's photo is served: the lists carry this URL, never the picture itself. */
export const INBOX_MEDIA_BASE = `${MEDIA_BASE}/inbox`;
export const attachmentUrl = (messageId: number) => `${INBOX_MEDIA_BASE}/${messageId}.jpg`;

/** A jpeg data URL; its base64 starts `/9j/` (the jpeg's first bytes FF D8 FF), so another picture called jpeg is refused too. */
const JPEG_DATA_URL = /^data:image\/jpeg;base64,(\/9j\/[A-Za-z0-9+/]*={0,2})$/;

const decodedSize = (base64: string) => (base64.length * 3) / 4 - (base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0);

/** §5 a message's image: a jpeg (else `imageNotAllowed`) of less than 5 MB decoded (else `imageTooBig`); the label, or null when fine. */
export const attachmentError = (dataUrl: string): string | null => {
  const base64 = JPEG_DATA_URL.exec(dataUrl)?.[1];
  if (base64 === undefined || base64.length % 4 !== 0) return INBOX_LABELS.imageNotAllowed;
  return validateImage({ size: decodedSize(base64), type: "image/jpeg" }, { context: "messenger" }).ok ? null : INBOX_LABELS.imageTooBig;
};

/** The jpeg's bytes, or null for anything that is not a jpeg data URL (a replayed export's `redacted`). */
export const attachmentBytes = (dataUrl: string): Uint8Array | null => {
  const base64 = JPEG_DATA_URL.exec(dataUrl)?.[1];
  return base64 === undefined ? null : Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};
