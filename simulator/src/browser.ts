import { setupWorker } from "msw/browser";
import { createHandlers, linkOriginFrom } from "./handlers";
import type { World } from "./world/world";

/**
 * The browser host (DESIGN §2: Ladle, demos): the same handlers in a service worker. Needs
 * `mockServiceWorker.js` (from `npx msw init <public dir>`) served at the site root.
 */
export const startBrowserSimulator = async (world: World, options: { serviceWorkerUrl?: string; quiet?: boolean } = {}) => {
  // DESIGN §7 links point at the page's own site, whichever base the calls went to.
  const linkOrigin = linkOriginFrom({ siteOrigin: () => globalThis.location.origin, allowedHosts: () => [] });
  const worker = setupWorker(...createHandlers(world, { linkOrigin }));
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: options.quiet ?? true,
    ...(options.serviceWorkerUrl ? { serviceWorker: { url: options.serviceWorkerUrl } } : {}),
  });
  return worker;
};
