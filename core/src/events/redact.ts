import { isToken } from "../domain/token";
import type { EventLogData } from "./event-log.schema";

/**
 * ARCHITECTURE §7 the exported event log carries no secret. Values under these keys (anywhere in an event, an effect's
 * result included) are replaced by stable placeholders that still replay: the same secret always becomes the same
 * placeholder, and a placeholder keeps what the rules read of its secret.
 * - a token (`header.payload.signature`) keeps its header and payload (the member id, an expiry) and loses its
 *   signature, so it reads the same but no platform accepts it;
 * - any other secret (passwords, PINs, mailed codes) keeps its length and its kinds of character (letters, digits,
 *   spaces), so the §5 checks give the same answer.
 * A secret once met is replaced wherever it appears later (a snapshot's context, another event).
 *
 * Issue 27: a token is known by its type ({@link isToken}), whatever its field is called (the chat's `auth` came out
 * in clear) and inside a longer text too (a link's query); an e-mail address anywhere in a text becomes
 * `member<n>@example.com` (the same address, the same placeholder: a replay's checks compare them alike).
 */
const SECRET_KEYS = new Set(["token", "loginToken", "joinToken", "password", "oldPassword", "newPassword", "repeatPassword", "repeatNewPassword", "pin"]);
/** Fields that are secret in one event only: the mailed verification key, the dial-in PIN being typed (§5). */
const SECRET_EVENT_FIELDS: Readonly<Record<string, string>> = { "verification.start": "key", "dialIn.pin.input": "value" };

export const REDACTED_SIGNATURE = "redacted";
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
/** An e-mail address inside any text: the characters a local part may have, then a dotted domain. */
const EMAIL_IN_TEXT = /[\w!#$%&'*+/=?^`{|}~.-]+@[\w-]+(?:\.[\w-]+)+/gu;
/** A token inside a longer text (a mailed link's query, a message): see {@link isToken}. */
const TOKEN_IN_TEXT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";

export interface Redactor {
  /** A copy of `value` with every secret (by key, or met before) replaced by its placeholder. */
  redact<T>(value: T): T;
  /** A copy with only the secrets already met replaced (a snapshot, whose state names may look like keys). */
  redactKnown<T>(value: T): T;
}

/** One redactor per export: its placeholders are numbered in the order the secrets are met. */
export const createRedactor = (): Redactor => {
  const placeholders = new Map<string, string>();
  const placeholder = (secret: string): string => {
    const known = placeholders.get(secret);
    if (known !== undefined) return known;
    const n = placeholders.size + 1;
    const made = TOKEN_SHAPE.test(secret)
      ? `${secret.slice(0, secret.lastIndexOf("."))}.${REDACTED_SIGNATURE}`
      : [...secret]
          .map((char, i) => {
            if (/\p{Lu}/u.test(char)) return LETTERS[(n * 7 + i) % 26]!.toUpperCase();
            if (/\p{L}/u.test(char)) return LETTERS[(n * 7 + i) % 26]!;
            if (/[0-9]/.test(char)) return DIGITS[(n * 3 + i) % 10]!;
            return /\s/u.test(char) ? char : "*";
          })
          .join("");
    placeholders.set(secret, made);
    return made;
  };
  const addresses = new Map<string, string>();
  const address = (email: string): string => {
    const key = email.toLowerCase();
    const known = addresses.get(key);
    if (known !== undefined) return known;
    const made = `member${addresses.size + 1}@example.com`;
    addresses.set(key, made);
    return made;
  };
  const walk = (value: unknown, secret: boolean, byKey = true): unknown => {
    // A secret met once is replaced wherever it appears again, whatever the key; a token whatever its key.
    if (typeof value === "string") {
      if ((secret && value !== "") || placeholders.has(value) || isToken(value)) return placeholder(value);
      const tokensOut = value.includes("eyJ") ? value.replace(TOKEN_IN_TEXT, placeholder) : value;
      return tokensOut.includes("@") ? tokensOut.replace(EMAIL_IN_TEXT, address) : tokensOut;
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, secret, byKey));
    if (typeof value === "object" && value !== null) {
      if (!byKey) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, false, false)]));
      const type = (value as { type?: unknown }).type;
      const eventField = typeof type === "string" ? SECRET_EVENT_FIELDS[type] : undefined;
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, secret || SECRET_KEYS.has(key) || key === eventField)]));
    }
    return value;
  };
  return { redact: <T>(value: T) => walk(value, false) as T, redactKnown: <T>(value: T) => walk(value, false, false) as T };
};

/** The log with its secrets replaced (ARCHITECTURE §7): what `export()` writes. */
export const redactLog = (data: EventLogData, redactor: Redactor = createRedactor()): EventLogData => {
  const entries = data.entries.map((entry) => ({ ...entry, event: redactor.redact(entry.event) }));
  // The site's data (query keys may hold the token) loses every secret the events showed, and those its keys name.
  return data.site === undefined ? { ...data, entries } : { ...data, entries, site: redactor.redact(data.site) };
};
