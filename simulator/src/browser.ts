import { setupWorker } from "msw/browser";
import { createHandlers } from "./handlers";
import type { World } from "./world/world";

/**
 * The browser host (DESIGN §2: Ladle, demos): the same handlers in a service worker. Needs
 * `mockServiceWorker.js` (from `npx msw init <public dir>`) served at the site root.
 */
export const startBrowserSimulator = async (world: World, options: { serviceWorkerUrl?: string; quiet?: boolean } = {}) => {
  const worker = setupWorker(...createHandlers(world));
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: options.quiet ?? true,
    ...(options.serviceWorkerUrl ? { serviceWorker: { url: options.serviceWorkerUrl } } : {}),
  });
  return worker;
};
