import fc from "fast-check";

/** fast-check arbitraries shared by the rules' property tests. */

const range = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

export const LETTERS = [...range(65, 90), ...range(97, 122)];
export const DIGITS = range(48, 57);
/** Printable ASCII without the space. */
export const VISIBLE = range(33, 126);
export const WHITESPACE = [" ", "\t", "\n", "\r", "\u00a0", "\u2003"];

export const letter = fc.constantFrom(...LETTERS);
export const digit = fc.constantFrom(...DIGITS);
export const visibleChar = fc.constantFrom(...VISIBLE);
export const whitespaceChar = fc.constantFrom(...WHITESPACE);

/** Inserts `piece` into `text` at a position chosen by `at`. */
const insertAt = (text: string, piece: string, at: number): string => {
  const i = at % (text.length + 1);
  return text.slice(0, i) + piece + text.slice(i);
};

/** Strings of visible characters whose length lies in [min, max]. */
export const visibleString = (min: number, max: number) => fc.string({ unit: visibleChar, minLength: min, maxLength: max });

/** A password that satisfies §5: 6-32 characters, a digit, a letter, no whitespace. */
export const validPassword = fc
  .tuple(letter, digit, visibleString(4, 30), fc.nat(), fc.nat())
  .map(([l, d, rest, i, j]) => insertAt(insertAt(rest, l, i), d, j));

/** Any string that contains at least one whitespace character. */
export const withWhitespace = fc
  .tuple(fc.string({ maxLength: 20 }), whitespaceChar, fc.string({ maxLength: 20 }))
  .map(([a, w, b]) => a + w + b);

/** Insert a whitespace character strictly inside a non-empty string (survives trimming). */
export const withInnerWhitespace = (base: fc.Arbitrary<string>) =>
  fc.tuple(base, whitespaceChar, fc.nat()).map(([s, w, at]) => {
    const i = 1 + (at % Math.max(1, s.length - 1));
    return s.slice(0, i) + w + s.slice(i);
  });

const localChar = fc.constantFrom(...LETTERS, ...DIGITS, "_", "-", "+", ".");
const domainChar = fc.constantFrom(...LETTERS, ...DIGITS, "-");

/** A plausible e-mail address. */
export const validEmail = fc
  .tuple(
    fc.string({ unit: localChar, minLength: 1, maxLength: 12 }),
    fc.string({ unit: domainChar, minLength: 1, maxLength: 10 }),
    fc.string({ unit: letter, minLength: 2, maxLength: 6 }),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

/** Username alphabet: letters, digits, underscore, hyphen. */
export const usernameChar = fc.constantFrom(...LETTERS, ...DIGITS, "_", "-");
export const usernameString = (min: number, max: number) => fc.string({ unit: usernameChar, minLength: min, maxLength: max });
