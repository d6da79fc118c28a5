/**
 * Injected timers so tests drive scenarios, the reply bot and outages with a simulated clock. A file of its own at the
 * root: scenarios/, inbox/ and host/ all use it, and none of them may import another for it (folders.test.ts).
 */
export interface Timers {
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}
export const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
