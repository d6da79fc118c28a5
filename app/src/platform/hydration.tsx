import { startTransition, useContext, useEffect, useState, type ReactNode } from "react";
import { Hydrating } from "./hydrating-context";

/**
 * Whether the page is (or takes over) the server's HTML: true on the server and while React hydrates it, false from
 * then on, and always false in a page React rendered itself. What differs between a visitor's browser and the shared
 * HTML (a member's parts, the viewport's layout, a deferred first render) reads the shared value while true, so
 * hydration matches the server's render.
 *
 * It turns false in a transition once the page has hydrated: the browser's own values then render in slices React can
 * interrupt. A store read with `useSyncExternalStore` whose browser value differs from its server value would instead
 * re-render every reader at once, in one blocking task, as soon as hydration commits (issue 26: that re-render, with
 * the lazily loaded parts it brought in, was the home page's longest task at 4× CPU, about 500 ms).
 */
export function HydrationState({ serverHtml, onSettled, children }: { serverHtml: boolean; onSettled?: () => void; children: ReactNode }) {
  const [hydrating, setHydrating] = useState(serverHtml);
  useEffect(() => {
    // On the server no effect runs: it stays true there.
    if (hydrating) startTransition(() => setHydrating(false));
    // The page as the browser shows it has committed: it may take input (a press before would land on parts the
    // transition was about to re-render).
    else onSettled?.();
  }, [hydrating, onSettled]);
  return <Hydrating value={hydrating}>{children}</Hydrating>;
}

/** See {@link HydrationState}. */
export const useHydrating = (): boolean => useContext(Hydrating);
