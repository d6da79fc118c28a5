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
