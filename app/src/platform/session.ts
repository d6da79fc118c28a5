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
  /**
   * What the shared (server-rendered) HTML was made with: the same values without the member's token. React reads it
   * while it hydrates, so a member's parts fill in right after.
   */
  shared(): SessionState;
  set(patch: Partial<SessionState>): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(initial: SessionState): SessionStore {
  let state = initial;
  let shared: SessionState | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    shared: () => {
      if (shared === null || shared.locale !== state.locale || shared.noNude !== state.noNude) shared = { ...state, token: undefined };
      return shared;
    },
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
