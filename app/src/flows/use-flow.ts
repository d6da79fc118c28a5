import { createContext, use, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type DependencyList } from "react";
import { useSelector } from "@xstate/react";
import type { AnyActorRef } from "xstate";
import type { FlowActor, FlowInputEvent, FlowName, FlowSnapshot, SiteFlows } from "@camstage/core";
import type { SiteSession } from "./site-session";
import type { SiteSessionHandle } from "./session-handle";
import { useHydrating } from "../platform/hydration";

type Flow = FlowName<SiteFlows>;
type Connect<K extends Flow, Result> = (snapshot: FlowSnapshot<SiteFlows, K>, send: (event: FlowInputEvent<SiteFlows, K>) => void) => Result;

const SiteSessionContext = createContext<SiteSessionHandle | null>(null);
export const SiteSessionProvider = SiteSessionContext.Provider;

/** The visitor's session as it loads (for presses made before it is there, see {@link useFlowLater}). */
export function useSessionHandle(): SiteSessionHandle {
  const handle = useContext(SiteSessionContext);
  if (handle === null) throw new Error("useSessionHandle outside SiteSessionProvider");
  return handle;
}

/**
 * The visitor's session (its flows, log and language switch); the component suspends while its code loads. `use` on
 * every render, loaded or not: a component that suspended here is replayed when the session arrives, and a replay that
 * skipped the `use` it suspended on met its later hooks as new ones (React error 467).
 */
export function useSiteSession(): SiteSession {
  return use(useSessionHandle().ready);
}

/** The session once loaded, else null: for the parts of the first page that render before it (never suspends). */
export function useReadySiteSession(): SiteSession | null {
  const handle = useSessionHandle();
  // None on the server: none while hydrating its HTML either (platform/hydration).
  return useSyncExternalStore(handle.subscribe, useHydrating() ? noSession : handle.current, noSession);
}

const noSession = (): null => null;

/** A promise React reads as already fulfilled (its `status` and `value`), so `use` returns at once. */
const STARTED: Promise<unknown> = Object.assign(Promise.resolve(), { status: "fulfilled" as const, value: undefined });

const useIsStarted = (system: SiteSession["system"] | null, flow: Flow): boolean => {
  const subscribe = useCallback((onChange: () => void) => (system ? system.onStart(onChange) : () => undefined), [system]);
  const read = () => system?.isStarted(flow) ?? false;
  return useSyncExternalStore(subscribe, read, read);
};

/**
 * A flow's actor, for what must read the actor itself (the room's chat, whose lane follows it in batches); a
 * component binds a flow with {@link useFlow}. A lazy flow's code loads on first use (the component suspends
 * meanwhile, ARCHITECTURE §3 "flows load with their pages"). Its `send` goes through the session, so every event is
 * appended to the event log; reading (snapshot, subscribe) is the actor's own.
 */
export function useFlowActor<K extends Flow>(flow: K): FlowActor<SiteFlows, K> {
  const { system } = useSiteSession();
  // `use` on every render, as React requires of a component that suspended on it (its development build says so):
  // once the flow runs, on a promise React sees as settled, so the component does not suspend again.
  use(system.isStarted(flow) ? STARTED : system.start(flow));
  return useMemo(() => {
    const actor = system.actor(flow);
    return Object.create(actor, { send: { value: (event: FlowInputEvent<SiteFlows, K>) => system.send(flow, event) } }) as FlowActor<SiteFlows, K>;
  }, [system, flow]);
}

/** Binds a component to one flow: its `connect` result, with every event sent through the session's log. */
export function useFlow<K extends Flow, Result>(flow: K, connect: Connect<K, Result>): Result {
  const actor = useFlowActor(flow) as AnyActorRef;
  const snapshot = useSelector(actor, (s) => s) as FlowSnapshot<SiteFlows, K>;
  return useMemo(() => connect(snapshot, actor.send as (event: FlowInputEvent<SiteFlows, K>) => void), [connect, snapshot, actor]);
}

/**
 * A flow's `connect` result once the session has loaded and the flow runs, else null: reading its state never loads
 * it and never suspends (the header's badges, the first page's favourites).
 */
export function useStartedFlow<K extends Flow, Result>(flow: K, connect: Connect<K, Result>): Result | null {
  const session = useReadySiteSession();
  const system = session?.system ?? null;
  const started = useIsStarted(system, flow);
  const subscribe = useCallback(
    (onChange: () => void) => (system && started ? (system.actor(flow) as AnyActorRef).subscribe(onChange).unsubscribe : () => undefined),
    [system, flow, started],
  );
  const read = () => (system && started ? (system.snapshot(flow) as FlowSnapshot<SiteFlows, K>) : null);
  const snapshot = useSyncExternalStore(subscribe, read, read);
  const send = useCallback((event: FlowInputEvent<SiteFlows, K>) => system?.send(flow, event), [system, flow]);
  return useMemo(() => (snapshot === null ? null : connect(snapshot, send)), [connect, snapshot, send]);
}

/**
 * Acting on a flow from a part that renders before the session loads: the action runs on the flow's state at the
 * time it runs, at once when loaded, else as soon as it is (a press while the session loads is not lost).
 */
export function useFlowLater<K extends Flow, Result>(flow: K, connect: Connect<K, Result> | LazyConnect<K, Result>): (act: (api: Result) => void) => void {
  const handle = useSessionHandle();
  return useCallback(
    (act: (api: Result) => void) =>
      handle.with((session) => {
        const connecting = "load" in connect ? connect.load() : Promise.resolve(connect);
        void Promise.all([session.system.start(flow), connecting]).then(([, bound]) =>
          act(bound(session.system.snapshot(flow), (event) => session.system.send(flow, event))),
        );
      }),
    [handle, flow, connect],
  );
}

/**
 * A flow's `connect` that loads with the first action (for {@link useFlowLater}): a first-page part that only acts on a
 * flow need not carry the flow's rules and schemas in the first page's script (ARCHITECTURE §6). Declare it at module
 * level, so it is the same object on every render.
 */
export interface LazyConnect<K extends Flow, Result> {
  readonly load: () => Promise<Connect<K, Result>>;
}

export const lazyConnect = <K extends Flow, Result>(_flow: K, load: () => Promise<Connect<K, Result>>): LazyConnect<K, Result> => ({ load });

/**
 * An effect on the session from a part that renders before it loads: it runs once the session is there (in the
 * order the effects were declared, before any press made meanwhile) and is cleaned up as usual.
 */
export function useSessionEffect(effect: (session: SiteSession) => void | (() => void), deps: DependencyList): void {
  const handle = useSessionHandle();
  useEffect(() => {
    let active = true;
    let cleanup: void | (() => void);
    handle.with((session) => {
      if (active) cleanup = effect(session);
    });
    return () => {
      active = false;
      cleanup?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's dependencies stand for the effect's.
  }, [handle, ...deps]);
}
