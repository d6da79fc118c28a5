import { CHUNK_RELOAD_INTERVAL_MS } from "@camstage/core";

export const CHUNK_RELOAD_KEY = "chunk-reload:at";

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

/** A lazily loaded part of the site (route chunk, catalogue) could not be fetched, e.g. after a deploy. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_ERROR.test(error.message);
}

export interface ReloadDeps {
  readonly storage: Pick<Storage, "getItem" | "setItem"> | undefined;
  readonly now: () => number;
  readonly reload: () => void;
}

/**
 * §8 failed chunk load: reload the page, at most once per minute. Returns false when a reload happened
 * less than a minute ago, so the caller shows the error page instead of looping.
 */
export function reloadAfterChunkError({ storage, now, reload }: ReloadDeps): boolean {
  const at = now();
  let last = Number.NaN;
  try {
    last = Number(storage?.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // Unreadable storage: we cannot know, so prefer not to loop.
    return false;
  }
  if (Number.isFinite(last) && at - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_KEY, String(at));
  } catch {
    return false;
  }
  reload();
  return true;
}

export const browserReloadDeps = (): ReloadDeps => ({
  storage: typeof sessionStorage === "undefined" ? undefined : sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
});
