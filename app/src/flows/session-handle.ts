import type { SiteSession } from "./site-session";

/**
 * The visitor's session while its code loads (ARCHITECTURE §6: the flows are not part of the first page's JS). The page
 * renders without it; what needs it suspends or waits, and a press made meanwhile runs once it is there.
 */
export interface SiteSessionHandle {
  readonly ready: Promise<SiteSession>;
  /** The session once loaded, else null. */
  current(): SiteSession | null;
  /** Calls back once, when the session has loaded (never, if it already had). */
  subscribe(onReady: () => void): () => void;
  /** Runs now with a loaded session, or as soon as it loads: nothing a visitor does while it loads is lost. */
  with(run: (session: SiteSession) => void): void;
}

export function sessionHandle(load: Promise<SiteSession>): SiteSessionHandle {
  let session: SiteSession | null = null;
  const listeners = new Set<() => void>();
  const ready: Promise<SiteSession> = load.then((loaded) => {
    session = loaded;
    // Settled as React reads it (`status`, `value`): `use(ready)` returns the session at once from now on, so a component
    // calls it on every render, as React requires of one that suspended on it (see useSiteSession).
    Object.assign(ready, { status: "fulfilled", value: loaded });
    for (const listener of listeners) listener();
    listeners.clear();
    return loaded;
  });
  return {
    ready,
    current: () => session,
    subscribe(onReady) {
      if (session !== null) return () => undefined;
      listeners.add(onReady);
      return () => listeners.delete(onReady);
    },
    with(run) {
      if (session !== null) run(session);
      else void ready.then(run);
    },
  };
}

/** The digest of the error a server render meets where a part needs the flows: React renders that part in the browser. */
export const BROWSER_ONLY_DIGEST = "camstage:flows-run-in-the-browser";
