import { setupWorker } from "msw/browser";
import { linkOriginFrom } from "./handlers/site-origin";
import { createHandlers } from "./simulated-handlers";
import type { World } from "./world/world";

/** The world to start it with: the one with every feature (src/simulated-world.ts), as the Node host's. */
export { createWorld } from "./simulated-world";

/**
 * The browser host (ARCHITECTURE §2: Ladle, demos): the same handlers in a service worker. Needs
 * `mockServiceWorker.js` (from `npx msw init <public dir>`) served at the site root. Give it a world from
 * `createWorld` (above, or the package's): the one that folds every feature's events.
 */
export const startBrowserSimulator = async (world: World, options: { serviceWorkerUrl?: string; quiet?: boolean } = {}) => {
  // ARCHITECTURE §7 links point at the page's own site, whichever base the calls went to.
  const linkOrigin = linkOriginFrom({ siteOrigin: () => globalThis.location.origin, allowedHosts: () => [] });
  const worker = setupWorker(...createHandlers(world, { linkOrigin }));
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: options.quiet ?? true,
    ...(options.serviceWorkerUrl ? { serviceWorker: { url: options.serviceWorkerUrl } } : {}),
  });
  return worker;
};
