import { useMemo, useSyncExternalStore } from "react";

/** What a batched view reads: an actor, or anything with a current value and change notifications. */
export interface SnapshotSource<T> {
  getSnapshot(): T;
  subscribe(observer: { next: (value: T) => void; error: (error: unknown) => void }): { unsubscribe(): void };
}

/** ARCHITECTURE §6 what arrives from the room reaches the page at most this often (one React commit a batch). */
export const CHAT_BATCH_MS = 100;

/**
 * A source's value as the page shows it, in batches: a change is shown at the end of a window of `ms` that it opens,
 * with whatever else changed in that window (one notification however many changes came, and always the latest value,
 * so nothing is lost). A change `urgent(shown, next)` calls urgent is shown at once, and takes what waited with it.
 */
export function batchedSource<T>(source: SnapshotSource<T>, ms: number, urgent: (shown: T, next: T) => boolean) {
  let shown = source.getSnapshot();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe(): void } | undefined;
  const listeners = new Set<() => void>();

  const show = () => {
    clearTimeout(timer);
    timer = undefined;
    const next = source.getSnapshot();
    if (Object.is(next, shown)) return;
    shown = next;
    for (const listener of listeners) listener();
  };
  const changed = (next: T) => {
    if (Object.is(next, shown)) return;
    if (urgent(shown, next)) show();
    else timer ??= setTimeout(show, ms);
  };

  return {
    getSnapshot: () => shown,
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (subscription === undefined) {
        // An actor that fails shows at once (as `useSelector`, the component then throws its error).
        subscription = source.subscribe({ next: changed, error: show });
        // What changed between the first read and the subscription.
        changed(source.getSnapshot());
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || subscription === undefined) return;
        subscription.unsubscribe();
        subscription = undefined;
        clearTimeout(timer);
        timer = undefined;
      };
    },
  };
}

/**
 * The actor's snapshot, batched (`batchedSource`): the component renders at most once per `ms` for changes that are
 * not urgent, and at once for those that are. As `useSelector`, an actor that failed throws its error to the nearest
 * error boundary. `urgent` is read when the actor or `ms` changes, so it should not depend on render-time values.
 */
export function useBatchedSnapshot<T>(source: SnapshotSource<T>, ms: number, urgent: (shown: T, next: T) => boolean): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `urgent` is a fixed rule, read with the source
  const store = useMemo(() => batchedSource(source, ms, urgent), [source, ms]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const failed = snapshot as { status?: unknown; error?: unknown } | null;
  if (failed !== null && typeof failed === "object" && failed.status === "error") throw failed.error;
  return snapshot;
}
