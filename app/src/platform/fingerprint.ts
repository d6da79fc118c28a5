import { LOCAL_STORAGE_KEYS } from "@camstage/core";

/** §4 on start the fingerprint is set: one random id per browser, kept under `fid` (§3 storage keys). */
export function browserFingerprint(storage: Pick<Storage, "getItem" | "setItem"> | undefined, random: () => string = () => crypto.randomUUID()): string {
  const saved = safe(() => storage?.getItem(LOCAL_STORAGE_KEYS.fingerprint));
  if (saved && /^[A-Za-z0-9-]{8,64}$/.test(saved)) return saved;
  const fresh = random();
  safe(() => storage?.setItem(LOCAL_STORAGE_KEYS.fingerprint, fresh));
  return fresh;
}

// Storage can throw (private mode, blocked cookies); the fingerprint then lives for this page only.
function safe<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
