import { usernameSuggestionSeed, validateChangeUsername } from "@camstage/core";

/**
 * §3/§5 username suggestions: built from the text stripped to letters, digits and spaces, each one a valid and
 * free username no longer than `maxLength`. Deterministic: the seed, then the seed with a number.
 */
export const usernameSuggestions = (text: string, limit: number, maxLength: number, taken: (username: string) => boolean): string[] => {
  const base = (usernameSuggestionSeed(text) ?? "member").replace(/ +/g, "_");
  const fits = (name: string) => name.length <= maxLength && validateChangeUsername(name).ok && !taken(name);
  const out: string[] = [];
  const offer = (name: string) => {
    if (out.length < limit && fits(name) && !out.some((n) => n.toLowerCase() === name.toLowerCase())) out.push(name);
  };
  offer(base);
  for (let n = 1; out.length < limit && n < 10_000; n = n < 10 ? n + 1 : n * 7 + 3) {
    const suffix = String(n);
    offer(`${base.slice(0, Math.max(0, maxLength - suffix.length))}${suffix}`);
  }
  return out;
};
