import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import type { ActorRef, EventObject, Snapshot } from "xstate";

/**
 * For stories, examples and tests only: a flow's `connect` result on an actor of their own, as the app's
 * `useFlow(name, connectX)` gives it for the session's flow. The views' `use<Flow>` hooks take that result, never an
 * actor (ARCHITECTURE §3: the site's events all go through the session's log).
 */
export function useActorConnect<S extends Snapshot<unknown>, E extends EventObject, Emitted extends EventObject, Result>(
  actorRef: ActorRef<S, E, Emitted>,
  connect: (snapshot: S, send: (event: E) => void) => Result,
): Result {
  const snapshot = useSelector(actorRef, (s) => s);
  return useMemo(() => connect(snapshot, actorRef.send), [connect, snapshot, actorRef]);
}
