import { createContext, use, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import { useSelector } from "@xstate/react";
import type { AnyActorRef } from "xstate";
import type { FlowActor, FlowInputEvent, FlowName, FlowSnapshot, SiteFlows } from "@camstage/core";
import type { SiteSession } from "./site-session";

type Flow = FlowName<SiteFlows>;

const SiteSessionContext = createContext<SiteSession | null>(null);
export const SiteSessionProvider = SiteSessionContext.Provider;

/** The visitor's session (its flows, log and language switch). */
export function useSiteSession(): SiteSession {
  const session = useContext(SiteSessionContext);
  if (session === null) throw new Error("useSiteSession outside SiteSessionProvider");
  return session;
}

const useIsStarted = (flow: Flow): boolean => {
  const { system } = useSiteSession();
  const subscribe = useCallback((onChange: () => void) => system.onStart(onChange), [system]);
  return useSyncExternalStore(subscribe, () => system.isStarted(flow), () => system.isStarted(flow));
};

/**
 * A flow's actor for the views' `use<Flow>` hooks. A lazy flow's code loads on first use (the component suspends
 * meanwhile, DESIGN §3 "flows load with their pages"). Its `send` goes through the session, so every event is
 * appended to the event log; reading (snapshot, subscribe) is the actor's own.
 */
export function useFlowActor<K extends Flow>(flow: K): FlowActor<SiteFlows, K> {
  const { system } = useSiteSession();
  if (!useIsStarted(flow)) use(system.start(flow));
  return useMemo(() => {
    const actor = system.actor(flow);
    return Object.create(actor, { send: { value: (event: FlowInputEvent<SiteFlows, K>) => system.send(flow, event) } }) as FlowActor<SiteFlows, K>;
  }, [system, flow]);
}

/** Binds a component to one flow: its `connect` result, with every event sent through the session's log. */
export function useFlow<K extends Flow, Result>(
  flow: K,
  connect: (snapshot: FlowSnapshot<SiteFlows, K>, send: (event: FlowInputEvent<SiteFlows, K>) => void) => Result,
): Result {
  const actor = useFlowActor(flow) as AnyActorRef;
  const snapshot = useSelector(actor, (s) => s) as FlowSnapshot<SiteFlows, K>;
  return useMemo(() => connect(snapshot, actor.send as (event: FlowInputEvent<SiteFlows, K>) => void), [connect, snapshot, actor]);
}

/** A lazy flow's `connect` result once it runs, else null: reading its state never loads it (the header's badges). */
export function useStartedFlow<K extends Flow, Result>(
  flow: K,
  connect: (snapshot: FlowSnapshot<SiteFlows, K>, send: (event: FlowInputEvent<SiteFlows, K>) => void) => Result,
): Result | null {
  const { system } = useSiteSession();
  const started = useIsStarted(flow);
  const subscribe = useCallback(
    (onChange: () => void) => (started ? (system.actor(flow) as AnyActorRef).subscribe(onChange).unsubscribe : () => undefined),
    [system, flow, started],
  );
  const read = () => (started ? (system.snapshot(flow) as FlowSnapshot<SiteFlows, K>) : null);
  const snapshot = useSyncExternalStore(subscribe, read, read);
  const send = useCallback((event: FlowInputEvent<SiteFlows, K>) => system.send(flow, event), [system, flow]);
  return useMemo(() => (snapshot === null ? null : connect(snapshot, send)), [connect, snapshot, send]);
}
