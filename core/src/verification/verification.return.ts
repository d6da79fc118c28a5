import { isLive } from "../status/performer-status";

/** The longest username a stored value may hold; anything else stored there is ignored. */
const MAX_STORED_USERNAME = 64;

/** The `register:model` value to keep for a registration made on a performer's profile or stream (§2.4, §3). */
export const performerToRemember = (routeBaseName: string | undefined, model: unknown): string | null =>
  (routeBaseName === "profile" || routeBaseName === "stream") && typeof model === "string" ? storedPerformer(model) : null;

/** A stored `register:model` value read back: a plausible username, or null. */
export const storedPerformer = (stored: string | null): string | null => {
  const username = stored?.trim() ?? "";
  return username !== "" && username.length <= MAX_STORED_USERNAME ? username : null;
};

/**
 * §2.4 closing the e-mail verification modal goes to the stored performer's profile, only when that performer is
 * not offline (`onlineStatus` null: unknown, e.g. the profile failed to load).
 */
export const verificationReturnTo = (stored: string | null, onlineStatus: number | null): string | null => {
  const username = storedPerformer(stored);
  return username !== null && onlineStatus !== null && isLive(onlineStatus) ? username : null;
};
