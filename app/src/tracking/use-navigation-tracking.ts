import { useEffect } from "react";
import { useRouter } from "@tanstack/react-router";

/**
 * §2.1 navigation rules (previous route saved, page view after 250 ms), wired to the router. The tracker's code
 * loads beside the first page (DESIGN §6); it sends the page it finds then and follows every change after.
 */
export function useNavigationTracking() {
  const router = useRouter();
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    void import("./start-navigation-tracking").then(({ startNavigationTracking }) => {
      if (active) stop = startNavigationTracking(router);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [router]);
}
