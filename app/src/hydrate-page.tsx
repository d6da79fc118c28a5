import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { QueryClient } from "@tanstack/react-query";
import type { SiteRouter } from "./router/router";
import type { ServerState } from "./platform/server-state";
import { BROWSER_ONLY_DIGEST } from "./flows/session-handle";

/**
 * Issue 26: React DOM's renderer and taking over a server-rendered page. Its own chunk, asked for as the start begins,
 * so that the first page's script stays within its budget and React DOM is evaluated in a task of its own rather than
 * in the one that evaluates the first page's code (ARCHITECTURE §6 TBT).
 */

/** A page the server did not render (the client shell, a member's page): React renders it afresh. */
export function renderPage(container: HTMLElement, page: ReactNode): () => void {
  const root = createRoot(container);
  root.render(page);
  return () => root.unmount();
}

/**
 * Puts the server's answers into the cache, as of when they arrived (so they go stale as they would), before the router
 * loads, so its loaders find them.
 */
export function restore(queryClient: QueryClient, json: string): void {
  const state = JSON.parse(json) as ServerState;
  for (const query of state.queries) queryClient.setQueryData(query.queryKey, query.data, { updatedAt: query.updatedAt });
}

/**
 * React takes over the server's HTML once the route has loaded from the server's data and code. A route that moved
 * meanwhile (the locale cookie chose another language) no longer matches that HTML: it renders anew. Either way the
 * page takes input once it has settled (App's `onSettled`; entry.ts held its controls). Answers how to unmount it.
 */
export function hydratePage(container: HTMLElement, router: SiteRouter, renderedPath: string, page: ReactNode): () => void {
  if (router.state.location.pathname !== renderedPath) return renderPage(container, page);
  // What TanStack Router's own hydration sets: the matches render as on the server (no Suspense of the router's around them).
  router.ssr = { manifest: undefined };
  // In a transition: React hydrates in slices it can interrupt, never in one long task (ARCHITECTURE §6 TBT); the page is
  // on screen already.
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, page, {
      // A part that needs the visitor's flows was left to the browser on purpose (server-session.ts): not an error.
      onRecoverableError: (error) => {
        if ((error as { digest?: unknown } | null)?.digest !== BROWSER_ONLY_DIGEST) console.error(error);
      },
    });
  });
  return () => root?.unmount();
}
