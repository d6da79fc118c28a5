import "@camstage/views/theme/tokens.css";
import "./app.css";
import { browserReloadDeps, isChunkLoadError, reloadAfterChunkError } from "./errors/chunk-reload";
import { startSite } from "./start-site";

/** The site's page: the site started at the page's address, in its `#root`, with the page's QA hooks and reloads. */
async function boot(): Promise<void> {
  await startSite({
    container: document.getElementById("root"),
    href: `${window.location.pathname}${window.location.search}${window.location.hash}`,
    // ARCHITECTURE §3: QA exports the session's event log (the QA panel, ?qa=1, or `camstage.exportLog()`) to attach to a bug.
    onCreated: ({ router, siteSession, queryClient }) =>
      Object.assign(window, {
        camstage: {
          exportLog: async () => (await import("./flows/visitor-log")).exportVisitorLog(await siteSession.ready, queryClient),
          router,
        },
      }),
  });
}

// §8 failed chunk load: reload, at most once per minute (Vite reports failed preloads here).
window.addEventListener("vite:preloadError", (event) => {
  if (reloadAfterChunkError(browserReloadDeps())) event.preventDefault();
});
window.addEventListener("unhandledrejection", (event) => {
  if (isChunkLoadError(event.reason)) reloadAfterChunkError(browserReloadDeps());
});

// No top-level await: lazily loaded chunks import from this module, and would wait for it to finish evaluating.
void boot()
  // Not needed to show the page: its code comes after (ARCHITECTURE §6 home JS budget).
  .then(() => import("./service-worker"))
  .then(({ registerServiceWorker }) => registerServiceWorker())
  .catch((error: unknown) => {
    // The server's HTML stays usable as it is: its links work without JavaScript.
    const container = document.getElementById("root");
    if (container) delete container.dataset.hydrating;
    console.error(error);
  });
