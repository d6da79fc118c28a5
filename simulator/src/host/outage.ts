import { realTimers, type Timers } from "../timers";

/** What an outage listener hears: the outage started (or moved its end) or ended. */
export interface OutageState {
  readonly active: boolean;
  /** When it ends by itself (ms epoch); null when the platform is up. */
  readonly until: number | null;
}

/**
 * A platform outage (issue 14), as during a restart: while it lasts the Node host answers its platform calls 503 and
 * refuses socket connections; it ends by itself or when QA ends it.
 */
export interface Outage {
  /** The platform is down for `seconds` (more than 0) from now; a new start replaces the old end. Answers the end. */
  readonly start: (seconds: number) => number;
  /** The platform is up again (nothing when it is). */
  readonly end: () => void;
  readonly active: () => boolean;
  readonly until: () => number | null;
  /** Hears every start and end (the host drops its sockets on a start); answers the unsubscribe. */
  readonly onChange: (listener: (state: OutageState) => void) => () => void;
}

export const createOutage = ({ now = () => Date.now(), ...timers }: Partial<Timers> & { readonly now?: () => number } = {}): Outage => {
  const { setTimeout, clearTimeout } = { ...realTimers, ...timers };
  const listeners = new Set<(state: OutageState) => void>();
  let until: number | null = null;
  let timer: unknown;
  const tell = () => {
    for (const listener of [...listeners]) listener({ active: until !== null, until });
  };
  const end = () => {
    if (until === null) return;
    clearTimeout(timer);
    until = null;
    tell();
  };
  return {
    start: (seconds) => {
      if (!Number.isFinite(seconds) || seconds <= 0) throw new RangeError(`An outage lasts more than 0 seconds, not ${seconds}`);
      clearTimeout(timer);
      until = now() + seconds * 1000;
      timer = setTimeout(end, seconds * 1000);
      tell();
      return until;
    },
    end,
    active: () => until !== null,
    until: () => until,
    onChange: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
};
