import type { RoutedLocale } from "@camstage/core";

/**
 * What every platform call carries (§7: lang, no-nude flag, member token) and what query keys depend on.
 * One small external store so the platform client, the router and React read the same values.
 */
export interface SessionState {
  readonly locale: RoutedLocale;
  readonly noNude: boolean;
  readonly token: string | undefined;
}

export interface SessionStore {
  get(): SessionState;
  set(patch: Partial<SessionState>): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(initial: SessionState): SessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      const next = { ...state, ...patch };
      if (next.locale === state.locale && next.noNude === state.noNude && next.token === state.token) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
