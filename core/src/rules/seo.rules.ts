import { SEO_DESCRIPTION_MAX_LENGTH } from "../constants/constants";

/**
 * §5 the page description is cut at 160 characters. The result is always a prefix of the text; a cut never
 * splits a surrogate pair (it then keeps one character less).
 */
export const cutDescription = (text: string, max: number = SEO_DESCRIPTION_MAX_LENGTH): string => {
  if (text.length <= max) return text;
  const end = max > 0 && /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, Math.max(0, end));
};
