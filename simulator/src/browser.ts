import { setupWorker, type SetupWorker } from "msw/browser";
import { createStore, get, set } from "idb-keyval";
import { linkOriginFrom } from "./handlers/site-origin";
import { createHandlers } from "./simulated-handlers";
import { openTabWorld, tabWorldKey, type WorldShelf } from "./browser-world";
import { PERFORMER_COUNT, worldClockOf } from "./world/world.seed";
import type { World } from "./world/world";

/** The world to start it with: the one with every feature (src/simulated-world.ts), as the Node host's. */
export { createWorld } from "./simulated-world";

export interface BrowserSimulatorOptions {
  /** Where the service worker script is served (MSW's `mockServiceWorker.js`, copied there by the build). */
  readonly serviceWorkerUrl?: string;
  readonly quiet?: boolean;
  /** The seed of a tab's new world (default 1) and its size (default as the Node host's). */
  readonly seed?: number;
  readonly performers?: number;
}

export interface BrowserSimulator {
  readonly world: World;
  readonly worker: SetupWorker;
  /** Whether the tab's world came back from IndexedDB. */
  readonly restored: boolean;
}

/** IndexedDB, in a database of the simulator's own. */
const indexedDbShelf = (): WorldShelf => {
  const store = createStore("camstage-simulator", "worlds");
  return { load: (key) => get(key, store), save: (key, recording) => set(key, recording, store) };
};

/**
 * The browser host (ARCHITECTURE §2, issue 30: a static demo, Ladle's page stories): the Node host's handlers answer the
 * platform's calls in MSW's service worker, over a world that lives in the page and is kept per tab in IndexedDB
 * (`browser-world.ts`). The worker answers the page's requests only: a page itself is the static host's file.
 */
export const startBrowserSimulator = async (options: BrowserSimulatorOptions = {}): Promise<BrowserSimulator> => {
  const tab = await openTabWorld({
    key: tabWorldKey(window.sessionStorage, () => crypto.randomUUID()),
    shelf: indexedDbShelf(),
    seed: options.seed ?? 1,
    world: { performers: options.performers ?? PERFORMER_COUNT, clock: worldClockOf("today") },
    log: (line) => console.warn(`Simulator: ${line}`),
  });
  // What changed just before the page goes is kept too.
  window.addEventListener("pagehide", () => void tab.flush());
  // ARCHITECTURE §7 links point at the page's own site, whichever base the calls went to.
  const linkOrigin = linkOriginFrom({ siteOrigin: () => globalThis.location.origin, allowedHosts: () => [] });
  // Snapshots as drawings: a JPEG would be drawn on the page's own main thread.
  const worker = setupWorker(...createHandlers(tab.world, { linkOrigin, rasterSnapshots: false }));
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: options.quiet ?? true,
    ...(options.serviceWorkerUrl ? { serviceWorker: { url: options.serviceWorkerUrl } } : {}),
  });
  return { world: tab.world, worker, restored: tab.restored };
};
