import type { AutocompleteResult } from "../domain/performer.schema";
import type { AnalyticsEvent, TrackerRequest } from "../domain/tracking.schema";
import type { PlatformClient } from "../platform/client";
import type { RoutedLocale } from "../constants/constants";
import type { ChatSocketPort } from "../realtime/chat-socket.port";

/**
 * ARCHITECTURE §3 what the site's flows need from outside: ports only. The app fills them with the browser's cookies,
 * storage, router, tag manager and windows; tests and replays fill them with fakes. Nothing here decides anything.
 */
/** Where the tracking flow's calls go (§3, §7). */
export interface TrackerPort {
  log(request: TrackerRequest): Promise<unknown>;
  close(request: TrackerRequest): void;
}

export interface SitePorts {
  /** The §7 platform (network). */
  readonly platform: PlatformClient;
  /** Opens a socket to the chat engine (§4; socket.io-client in the browser, loaded with the stream page). */
  readonly chatSocket: () => Promise<ChatSocketPort>;
  /**
   * The member's webcam for camback (§2.6; getUserMedia in the browser). `start` rejects with core's `cameraError`
   * when there is no webcam or it is refused; `stop` switches it off (and does nothing when it is off).
   */
  readonly camera: { start(): Promise<void>; stop(): void };
  /** Sends a request that outlives the page (navigator.sendBeacon): §4 the chat's leave on page close. */
  readonly beacon: (url: string, body: unknown) => void;
  readonly cookies: {
    get(name: string): string | undefined;
    set(name: string, value: string, maxAgeMs: number): void;
  };
  readonly sessionStorage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** §4 the messenger's pop-ups are kept per member in local storage. */
  readonly localStorage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** The member token every platform call carries (§7) and the auth cookie (§9 30 days). */
  readonly auth: {
    setToken(token: string | null): void;
    persist(token: string | null, username: string | null): void;
    /** The member's token now (§3 the tracker's "auth token"), null for a guest. */
    current(): string | null;
  };
  /** The document: the language's messages (§4 language). */
  readonly loadMessages: (locale: RoutedLocale) => Promise<unknown>;
  /** §2.3 user/autocomplete through the query cache. */
  readonly autocomplete: (username: string) => Promise<AutocompleteResult>;
  /** The router. */
  readonly navigation: {
    /** Home in the current language, keeping the affiliate values (§2.3). */
    goHome(): void;
    /** The query keys leave the URL once used (ARCHITECTURE §7 tokens leave the URL). */
    clearQueryKeys(keys: readonly string[]): void;
    /** Leaves the page for a `tel:` link (§2.5 mobile dial-in). */
    assign(href: string): void;
  };
  /** The page loader bar (§4 login). */
  readonly pageLoader: (on: boolean) => void;
  /** §4 promos are refetched after a login or logout. */
  readonly refetchPromos: () => void;
  /**
   * §3/§7 the platform's tracker: a log, and the close as a beacon. Left out, the tracking flow calls the platform
   * itself; a replay passes one that sends nothing (a replayed session calls no platform).
   */
  readonly tracker?: TrackerPort;
  /** The tag manager (§4 sign-up, conversion, purchase analytics). */
  readonly track: (event: AnalyticsEvent) => void;
  /** §2.5 the payment window, opened within the click. */
  readonly payWindow: { open(): void; navigate(url: string): void; close(): void };
  /** What the browser tells of the visitor. */
  readonly visitor: {
    readonly fingerprint: string;
    /** §4 register: the valid p query of the landing URL ("" when none; the configured default is the tracker's). */
    readonly affiliateCode: string;
    /** The pathname the site was opened on, and the locale cookie (§4 language). */
    readonly pathname: string;
    /** The current location's search string (§2.1 route basics for the dial-in calls). */
    search(): string;
    isMobile(): boolean;
    /** §3 tracking: the site's host, the browser's user agent and the page's referrer ("" without one). */
    readonly host: string;
    readonly userAgent: string;
    readonly referrer: string;
  };
  readonly log: (message: string, error: unknown) => void;
}
