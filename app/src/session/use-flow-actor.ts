import { useMemo } from "react";
import type { AnyActorRef } from "xstate";
import { useSiteContext } from "../layout/site-hooks";

/**
 * A flow's actor for the views' `use<Flow>` hooks, whose `send` goes through the session so every event is
 * appended to the event log (DESIGN §3). Reading (snapshot, subscribe) is the actor's own.
 */
export function useFlowActor<Ref extends AnyActorRef>(flow: string): Ref {
  const { siteSession } = useSiteContext();
  return useMemo(() => {
    const actor = siteSession.system.actor(flow);
    return Object.create(actor, { send: { value: (event: Parameters<typeof actor.send>[0]) => siteSession.send(flow, event) } }) as Ref;
  }, [siteSession, flow]);
}
