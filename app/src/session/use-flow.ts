import { useCallback, useMemo } from "react";
import { useSelector } from "@xstate/react";
import type { AnyActorRef, SnapshotFrom } from "xstate";
import type { FlowEvent } from "@camstage/core";
import { useSiteContext } from "../layout/site-hooks";

/**
 * Binds a component to one flow of the session: its `connect` result, with every event sent through the
 * session so it lands in the event log (DESIGN §3).
 */
export function useFlow<Snapshot, Event, Result>(flow: string, connect: (snapshot: Snapshot, send: (event: Event) => void) => Result): Result {
  const { siteSession } = useSiteContext();
  const actor = siteSession.system.actor(flow) as AnyActorRef;
  const snapshot = useSelector(actor, (s: SnapshotFrom<AnyActorRef>) => s) as Snapshot;
  const send = useCallback((event: Event) => siteSession.send(flow, event as FlowEvent), [siteSession, flow]);
  return useMemo(() => connect(snapshot, send), [connect, snapshot, send]);
}
