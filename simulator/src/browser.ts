import type { RequestHandler, WebSocketHandler } from "msw";
import { setupWorker, type SetupWorker } from "msw/browser";
import { createStore, get, set } from "idb-keyval";
import { linkOriginFrom } from "./handlers/site-origin";
import { createHandlers } from "./simulated-handlers";
import { openTabWorld, tabSecret, tabWorldKey, type WorldShelf } from "./browser-world";
import { PERFORMER_COUNT, worldClockOf } from "./world/world.seed";
import type { World } from "./world/world";
import { providerPaymentId, showProviderPage } from "./payments/provider-page.browser";
import { showMailbox } from "./members/mailbox.browser";
import { CONSOLE_PATH } from "./console/console-path";
import { qaApiHandler } from "./browser-host/qa-api.browser";
import { qaSocketsOf } from "./console/qa-sockets";
import { webMemberCrypto } from "./members/member-crypto-web";
import { bindBrowserWorldSockets, type BrowserWorldSockets } from "./browser-host/world-sockets";
import { startInboxReplies } from "./inbox/inbox-replies";
import { createLiveStreamHandlers } from "./room/live-stream.browser";

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

/** One world's answers in the page: MSW's handlers for its calls and sockets, and its performers' replies. */
interface WorldAnswers {
  readonly handlers: (RequestHandler | WebSocketHandler)[];
  readonly sockets: BrowserWorldSockets;
  /** The world's time as its handlers stamp it: its clock, running in real time. */
  readonly now: () => number;
  /** Ends them: the world's sockets close at the transport, its replies stop. */
  readonly stop: () => void;
}

const randomSecret = () => Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * A world's answers as the Node host gives them: payment and dial-in times run from the world clock in real time; one
 * secret signs the handlers' tokens and checks the sockets' handshakes.
 */
const answersOf = (world: World, secret: string): WorldAnswers => {
  // ARCHITECTURE §7 links point at the page's own site, whichever base the calls went to.
  const linkOrigin = linkOriginFrom({ siteOrigin: () => globalThis.location.origin, allowedHosts: () => [] });
  const startedAt = Date.now();
  const now = () => world.getState().clock + (Date.now() - startedAt);
  const memberCrypto = webMemberCrypto(secret);
  // The /member and /chat sockets on MSW's WebSocket interception: the site's own socket.io-client connects to them.
  const sockets = bindBrowserWorldSockets(world, { crypto: memberCrypto, now, url: window.location.origin });
  // Performers answer members' messages (issue 13), as on the Node host.
  const stopReplies = startInboxReplies(world, { now });
  return {
    handlers: [
      // Snapshots as drawings: a JPEG would be drawn on the page's own main thread.
      ...createHandlers(world, { crypto: memberCrypto, now, linkOrigin, rasterSnapshots: false }),
      ...createLiveStreamHandlers(world, startedAt),
      // The QA API (its console, Ladle's page stories) over the same world, with its sockets to drop.
      qaApiHandler(world, { now, sockets: qaSocketsOf(sockets) }),
      sockets.handler,
    ],
    sockets,
    now,
    stop: () => {
      stopReplies();
      sockets.dropAll();
      sockets.dispose();
    },
  };
};

const startWorker = async (handlers: (RequestHandler | WebSocketHandler)[], options: BrowserSimulatorOptions): Promise<SetupWorker> => {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: options.quiet ?? true,
    ...(options.serviceWorkerUrl ? { serviceWorker: { url: options.serviceWorkerUrl } } : {}),
  });
  return worker;
};

/**
 * The browser host (ARCHITECTURE §2, issue 30: a static demo, Ladle's page stories): the Node host's handlers answer the
 * platform's calls in MSW's service worker, over a world that lives in the page and is kept per tab in IndexedDB
 * (`browser-world.ts`); the member socket and the chat engine answer the site's socket.io client through MSW's
 * WebSocket interception (`browser-host/`); the live streams play the shipped segments. The worker answers the page's
 * requests only: a page itself is the static host's file.
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
  const { world } = tab;
  const answers = answersOf(world, tabSecret(window.sessionStorage, randomSecret));
  const worker = await startWorker(answers.handlers, options);
  return { world, worker, restored: tab.restored };
};

/** The world on the stage: its sockets and its time. */
export type ShownWorld = Pick<WorldAnswers, "sockets" | "now">;

/** A stage of worlds: one at a time answers the page, and another can take its place (a page story each). */
export interface WorldStage {
  /** This world answers from now on; the one before it stops (its sockets close, its replies end). */
  readonly show: (world: World) => ShownWorld;
}

/**
 * Issue 30: the simulator for Ladle's page stories. No world is kept: each story sets up the world of its scenario and
 * shows it on the stage, where the page's MSW worker answers from it (`show`).
 */
export const startWorldStage = async (first: World, options: Omit<BrowserSimulatorOptions, "seed" | "performers"> = {}): Promise<WorldStage> => {
  const secret = randomSecret();
  playStreamsWithMediaSource();
  let current = { world: first, answers: answersOf(first, secret) };
  const worker = await startWorker(current.answers.handlers, options);
  return {
    show: (world) => {
      if (world !== current.world) {
        current.answers.stop();
        current = { world, answers: answersOf(world, secret) };
        worker.resetHandlers(...current.answers.handlers);
      }
      return current.answers;
    },
  };
};

/**
 * Chromium's own HLS player does not play what a service worker answers (DEMUXER_ERROR_COULD_NOT_PARSE, where the same
 * playlist and segments from a server play): in the demo the browser says it has none, and the site plays the live
 * streams with hls.js over Media Source, as it does in every browser without HLS of its own (issue 11).
 */
const playStreamsWithMediaSource = () => {
  const canPlayType = HTMLMediaElement.prototype.canPlayType;
  HTMLMediaElement.prototype.canPlayType = function (this: HTMLMediaElement, type: string) {
    return /mpegurl/i.test(type) ? "" : canPlayType.call(this, type);
  };
};

/** Where a demo page keeps its simulator, for the windows it opens (the provider's pay window). */
const HOST_KEY = "__camstageSimulator";
type DemoWindow = Window & { [HOST_KEY]?: BrowserSimulator };

/**
 * Issue 30: a page of the static demo. The provider's pay window (the site opens it at the provider page's address)
 * shows the payment page over the world of the window that opened it. The QA console (`/simulator`) in the frame a demo
 * page opens it in is the console's page alone: its calls reach the MSW worker of the page around it (MSW answers a
 * frame's requests as its page's), over that page's world; opened on its own, it starts the tab's simulator first. Every
 * other page starts the simulator, with the demo's mailbox and QA console, and the site is started after it (`"site"`).
 */
export const startDemoPage = async (options: BrowserSimulatorOptions = {}): Promise<"site" | "provider" | "console"> => {
  const { pathname } = window.location;
  const payment = providerPaymentId(pathname);
  if (payment !== undefined) {
    const opener = window.opener as DemoWindow | null;
    showProviderPage(document, opener?.[HOST_KEY]?.world, payment);
    return "provider";
  }
  if (pathname === CONSOLE_PATH) {
    const framed = window.parent !== window && (window.parent as DemoWindow)[HOST_KEY] !== undefined;
    if (!framed) (window as DemoWindow)[HOST_KEY] = await startBrowserSimulator(options);
    // The console's page and script load only for it.
    const { showConsolePage } = await import("./console/console.browser");
    await showConsolePage(document);
    return "console";
  }
  const simulator = await startBrowserSimulator(options);
  (window as DemoWindow)[HOST_KEY] = simulator;
  playStreamsWithMediaSource();
  showMailbox(document, simulator.world, CONSOLE_PATH);
  return "site";
};
