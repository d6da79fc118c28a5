import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from "../constants/constants";
import { type RuleResult, ruleResult } from "./rule-result";

/** §5 the image markers (spelled as the platform spells them). */
export type ImageErrorKey = "ImageToBig" | "ImageNotAllowed";

export interface ImageFileInfo {
  readonly size: number;
  /** The MIME type, e.g. `File.type`. */
  readonly type: string;
}

export interface ImageRuleOptions {
  /** The messenger's size check is strictly less than 5 MB; elsewhere 5 MB itself is allowed. */
  readonly context?: "messenger" | "default";
}

/** §5 image: at most 5242880 bytes (messenger: less than), only image/jpeg. */
export const validateImage = <F extends ImageFileInfo>(file: F, options: ImageRuleOptions = {}): RuleResult<F, ImageErrorKey> => {
  const errors: ImageErrorKey[] = [];
  const tooBig = options.context === "messenger" ? file.size >= IMAGE_MAX_BYTES : file.size > IMAGE_MAX_BYTES;
  if (tooBig || !Number.isFinite(file.size) || file.size < 0) errors.push("ImageToBig");
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())) errors.push("ImageNotAllowed");
  return ruleResult(file, errors);
};

/** A jpeg data URL; its base64 starts `/9j/` (the jpeg's first bytes FF D8 FF), so another picture called jpeg is refused too. */
const JPEG_DATA_URL = /^data:image\/jpeg;base64,(\/9j\/[A-Za-z0-9+/]*={0,2})$/;

const decodedSize = (base64: string) => (base64.length * 3) / 4 - (base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0);

/**
 * What §5's rule reads of an image sent as a data URL (a cropped photo, a camera still): a jpeg's decoded size, or
 * a type no rule allows for anything that is not a well-formed jpeg data URL.
 */
export const dataUrlImage = (dataUrl: string): ImageFileInfo => {
  const base64 = JPEG_DATA_URL.exec(dataUrl)?.[1];
  return base64 === undefined || base64.length % 4 !== 0 ? { size: dataUrl.length, type: "application/octet-stream" } : { size: decodedSize(base64), type: "image/jpeg" };
};

/** The base64 of a well-formed jpeg data URL, or null. */
export const jpegDataUrlBase64 = (dataUrl: string): string | null => {
  const base64 = JPEG_DATA_URL.exec(dataUrl)?.[1];
  return base64 === undefined || base64.length % 4 !== 0 ? null : base64;
};
