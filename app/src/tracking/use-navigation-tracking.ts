import { useEffect } from "react";
import { useRouter } from "@tanstack/react-router";
import type { RouteVisit } from "@camstage/core";
import { useSessionHandle } from "../flows/use-flow";

/**
 * §2.1 navigation rules (previous route saved, page view after 250 ms), wired to the router, and §3 the tracking
 * flow told of each route and of the page's close. The tracker's code loads beside the first page (ARCHITECTURE §6); it
 * sends the page it finds then and follows every change after.
 */
export function useNavigationTracking() {
  const router = useRouter();
  const session = useSessionHandle();
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    const reports = {
      route: (visit: RouteVisit) => session.with(({ input }) => input({ type: "site.routed", ...visit })),
      close: () => session.current()?.input({ type: "site.closing" }),
    };
    void import("./start-navigation-tracking").then(({ startNavigationTracking }) => {
      if (active) stop = startNavigationTracking(router, reports);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [router, session]);
}
