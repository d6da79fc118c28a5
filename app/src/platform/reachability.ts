/**
 * Issue 14: whether the last platform call reached the platform, as the platform client tells it. It exists before the
 * session's flows load (the first calls go out with the first page), so the session reads where it stands and then
 * hears each change.
 */
export interface Reachability {
  readonly report: (reached: boolean) => void;
  readonly current: () => boolean;
  /** Hears each change (not every call); returns the unsubscribe. */
  readonly subscribe: (listener: (reached: boolean) => void) => () => void;
}

export function createReachability(): Reachability {
  let reached = true;
  const listeners = new Set<(reached: boolean) => void>();
  return {
    report: (next) => {
      if (next === reached) return;
      reached = next;
      for (const listener of listeners) listener(next);
    },
    current: () => reached,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
