import type { Express, NextFunction, Request, Response } from "express";
import type { Server as HttpServer } from "node:http";
import type { Http2SecureServer } from "node:http2";
import { Server as TlsServer } from "node:tls";
import { fileURLToPath } from "node:url";
import cors from "cors";
import type { Server as SocketServer } from "socket.io";
import { linkOriginFrom } from "../handlers/site-origin";
import type { LoginLabels } from "../members/member.handlers";
import { createWorld } from "../simulated-world";
import type { World } from "../world/world";
import { PERFORMER_COUNT, worldClockOf } from "../world/world.seed";
import { QA_API_BASE } from "../console/qa-api";
import { QA_LABELS } from "../console/qa-errors";
import { createConsoleRouter } from "../console/console.router";
import { createWorldsRouter } from "./qa-worlds";
import { attachSocketServer } from "../socket/socket.host";
import { LIVE_BASE } from "../room/live-stream";
import type { Outage } from "./outage";
import { createWorldRuntime, PLATFORM_PATHS, isWorldPath, type WorldRuntime } from "./world-runtime";
import { chosenWorld, createWorlds, DEFAULT_WORLD_ID, worldLimitsFromEnv, type WorldLimits, type Worlds } from "./worlds";

export interface SimulatorOptions {
  /** An existing world; otherwise one is created from `seed`. */
  readonly world?: World;
  /** World seed (default 1). */
  readonly seed?: number;
  /** How many performers the seeded world has (default 320; `CAMSTAGE_SIM_PERFORMERS`, e.g. 1200 for `npm run bench:start`). */
  readonly performers?: number;
  /**
   * World clock: "fixed" (the seed's own date, fully deterministic) or "today" (midnight UTC of the current
   * day, so "new cams" and last-online dates look current; order and filters are identical). Default "today".
   */
  readonly clock?: "fixed" | "today" | number;
  /** Where sample.mp4 lives (default: simulator/assets). */
  readonly assetsDir?: string;
  /** Log lines (default: console.log with a prefix; pass () => {} to silence). World events are logged without secrets. */
  readonly log?: (line: string) => void;
  /**
   * The site's origin, which mail and payment links point at (ARCHITECTURE §7), e.g. `https://camstage.example`. Default
   * `CAMSTAGE_SITE_ORIGIN`, else the host's own address (`http://127.0.0.1:5173`).
   */
  readonly siteOrigin?: string;
  /**
   * Hosts (`host[:port]`) of the same site: a request to one of them gets links to its own origin. Default
   * `CAMSTAGE_ALLOWED_HOSTS` (comma-separated); without a site origin the host's own address under its loopback names
   * (127.0.0.1, localhost, [::1]) is allowed too. Any other Host gets the site origin.
   */
  readonly allowedHosts?: readonly string[];
  /** With it, QA API calls carrying it (header `X-QA-Key`) may come from any origin. Default `CAMSTAGE_QA_KEY`. */
  readonly qaKey?: string;
  /**
   * Sites on other origins that call it as their platform (the simulator run alone, `npm run simulator`): each gets
   * CORS answers on the platform, media, stream and QA paths and on the sockets, as a real platform would give. Default
   * none (the site and the simulator share one origin).
   */
  readonly corsOrigins?: readonly string[];
  /** See `LoginLabels`. Default `CAMSTAGE_LOGIN_LABELS` (`distinct` for §8's labels, as the Playwright specs' server sets it), else `uniform`. */
  readonly loginLabels?: LoginLabels;
  /** How many worlds may live at once and when an idle one is dropped (issue 25). Default `worldLimitsFromEnv()`. */
  readonly worldLimits?: WorldLimits;
}

/** A world size from the environment: a whole number from 1 to 20000, else none (the default). */
const performerCount = (value: string | undefined): number | undefined => {
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && count <= 20_000 ? count : undefined;
};

/** The settings the environment gives (`npm start`, the specs' server); options passed to `mountSimulator` win. */
export const simulatorEnvOptions = (env: Record<string, string | undefined> = process.env): SimulatorOptions => {
  const list = (env.CAMSTAGE_ALLOWED_HOSTS ?? "").split(",").map((host) => host.trim()).filter((host) => host !== "");
  return {
    ...(env.CAMSTAGE_SITE_ORIGIN ? { siteOrigin: env.CAMSTAGE_SITE_ORIGIN } : {}),
    ...(list.length > 0 ? { allowedHosts: list } : {}),
    ...(env.CAMSTAGE_QA_KEY ? { qaKey: env.CAMSTAGE_QA_KEY } : {}),
    ...(env.CAMSTAGE_LOGIN_LABELS === "distinct" || env.CAMSTAGE_LOGIN_LABELS === "uniform" ? { loginLabels: env.CAMSTAGE_LOGIN_LABELS } : {}),
    ...(performerCount(env.CAMSTAGE_SIM_PERFORMERS) ? { performers: performerCount(env.CAMSTAGE_SIM_PERFORMERS) } : {}),
  };
};

const originOf = (siteOrigin: string) => {
  try {
    return new URL(siteOrigin).origin;
  } catch {
    throw new Error(`The site origin (siteOrigin, CAMSTAGE_SITE_ORIGIN) is not a URL: ${siteOrigin}`);
  }
};

const LOOPBACK_NAMES = ["127.0.0.1", "localhost", "[::1]"];
const WILDCARDS = new Set(["0.0.0.0", "::", ""]);

/**
 * ARCHITECTURE §7 where links point: the configured site origin, or the request's own origin when its host is allowed.
 * The host's own address is read when a request comes (the server listens after mounting).
 */
const siteOriginsOf = (server: HttpServer | Http2SecureServer, options: SimulatorOptions) => {
  const scheme = server instanceof TlsServer ? "https" : "http";
  const configured = options.siteOrigin === undefined ? undefined : originOf(options.siteOrigin);
  const listening = () => {
    const address = server.address();
    return address !== null && typeof address === "object" ? address : undefined;
  };
  const hostName = (address: string) => (address.includes(":") ? `[${address}]` : address);
  const ownHosts = () => {
    const address = listening();
    if (address === undefined) return [];
    const names = WILDCARDS.has(address.address) ? LOOPBACK_NAMES : [...LOOPBACK_NAMES, hostName(address.address)];
    return names.map((name) => new URL(`${scheme}://${name}:${address.port}`).host);
  };
  const ownOrigin = () => {
    const address = listening();
    if (address === undefined) return `${scheme}://localhost`;
    const name = WILDCARDS.has(address.address) ? "localhost" : hostName(address.address);
    return new URL(`${scheme}://${name}:${address.port}`).origin;
  };
  const listed = (options.allowedHosts ?? []).map((host) => host.toLowerCase());
  const allowedHosts = () => [...listed, ...(configured === undefined ? ownHosts() : [new URL(configured).host])];
  // Who may call the QA API from a browser (ARCHITECTURE §7, issue 25): whole origins, scheme included, never the request's
  // Host. The site, its listed hosts (on the server's scheme or the site's), and the server's own address (its console).
  const schemes = [...new Set([scheme, ...(configured === undefined ? [] : [new URL(configured).protocol.slice(0, -1)])])];
  const siteOrigins = () => [
    ...new Set([
      ...(configured === undefined ? [] : [configured]),
      ...listed.flatMap((host) => schemes.map((each) => `${each}://${host}`)),
      ...ownHosts().map((host) => `${scheme}://${host}`),
    ]),
  ];
  return { siteOrigin: () => configured ?? ownOrigin(), allowedHosts, siteOrigins };
};

/** The paths a site on another origin reads from its platform: the API, media and flags, the live streams, the QA API. */
const CROSS_ORIGIN_PATHS = [...PLATFORM_PATHS, `${LIVE_BASE}/`, `${QA_API_BASE}/`];

/**
 * ARCHITECTURE §7 CORS as a platform answers it: the listed site origins only (echoed, `Vary: Origin`), the methods and
 * headers the site sends (`X-Api-Key`, `Authorization`, `Content-Type`), preflights cached for ten minutes; no
 * cookies (the member token travels in its header).
 */
export const platformCors = (origins: readonly string[]) => {
  const allow = cors({
    origin: [...origins],
    methods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
    allowedHeaders: ["Accept", "Authorization", "Content-Type", "X-Api-Key", "X-QA-Key", "X-Camstage-World"],
    // How long a 429 or an outage's 503 asks the site to wait.
    exposedHeaders: ["Retry-After"],
    maxAge: 600,
  });
  return (req: Request, res: Response, next: NextFunction) => (CROSS_ORIGIN_PATHS.some((prefix) => req.path.startsWith(prefix)) ? allow(req, res, next) : next());
};

export interface SimulatorHost {
  /** The default world: what a request that chooses none acts on (`npm start`'s world). */
  readonly world: World;
  readonly io: SocketServer;
  /** The default world's platform outage (issue 14). */
  readonly outage: Outage;
  /** Every live world, the default among them (issue 25). */
  readonly worlds: Worlds<WorldRuntime>;
  readonly close: () => Promise<void>;
}

const DEFAULT_ASSETS = fileURLToPath(new URL("../../assets", import.meta.url));


/**
 * The Node host (ARCHITECTURE §2): the MSW handlers over real HTTP, the generated media, the QA console and API,
 * the simulated payment provider's pages (/simulator/pay/{session}), and a socket.io server at /socket.io (the §4
 * member socket in namespace /member, the chat engine in /chat) and the performers' live streams. Mount it before the
 * site's own routes; anything it does not answer falls through. It serves many isolated worlds (issue 25): a request
 * chooses one with the `X-Camstage-World` header or the `camstage_world` cookie, else it gets the default world; QA
 * makes and drops them at `/simulator/api/worlds`. QA can take a world's platform down for a moment (`outage`, issue 14).
 */
export const mountSimulator = (app: Express, server: HttpServer | Http2SecureServer, given: SimulatorOptions = {}): SimulatorHost => {
  const options = { ...simulatorEnvOptions(), ...given };
  const log = options.log ?? ((line: string) => console.log(`[simulator] ${line}`));
  const clock = worldClockOf(options.clock);
  const defaults = { seed: options.world?.seed ?? options.seed ?? 1, performers: options.world?.getState().performers.length ?? options.performers ?? PERFORMER_COUNT };
  const origins = siteOriginsOf(server, options);
  const corsOrigins = (options.corsOrigins ?? []).map(originOf);
  if (corsOrigins.length > 0) app.use(platformCors(corsOrigins));

  const access = { qaKey: options.qaKey, siteOrigins: origins.siteOrigins };
  // The worlds are made below (their sockets need the server); the server asks them which world a handshake chose.
  const worldOf = (headers: Record<string, string | string[] | undefined>) => {
    const chosen = chosenWorld(headers);
    return chosen === undefined ? worlds.default : worlds.get(chosen);
  };
  const io = attachSocketServer(server, log, {
    worldOf: (request) => {
      const runtime = worldOf(request.headers);
      return runtime && { id: runtime.id, sockets: runtime.sockets, admits: () => !runtime.outage.active() };
    },
  }, corsOrigins);
  const parts = { io, linkOrigin: linkOriginFrom(origins), access, assetsDir: options.assetsDir ?? DEFAULT_ASSETS, loginLabels: options.loginLabels, log };
  const worlds: Worlds<WorldRuntime> = createWorlds(
    (id, settings) => createWorldRuntime(id, id === DEFAULT_WORLD_ID && options.world ? options.world : createWorld(settings.seed, { clock, performers: settings.performers }), parts),
    defaults,
    options.worldLimits ?? worldLimitsFromEnv(),
  );
  const fallback = worlds.default;
  // Idle worlds are dropped now and then, not only when a new one is made.
  const sweeper = setInterval(() => worlds.sweep(), 60_000);
  sweeper.unref();

  app.use(createWorldsRouter(worlds, defaults, access));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isWorldPath(req.path)) return next();
    const runtime = worldOf(req.headers);
    if (runtime === undefined) {
      res.status(404).json({ label: QA_LABELS.world, error: "Unknown world: choose one of GET /simulator/api/worlds, or none for the default" });
      return;
    }
    runtime.router(req, res, next);
  });
  app.use(createConsoleRouter());

  log(`world seed ${fallback.world.seed}: ${fallback.world.getState().performers.length} performers; QA console at /simulator`);

  return {
    world: fallback.world,
    io,
    outage: fallback.outage,
    worlds,
    close: () => new Promise<void>((resolve) => {
      clearInterval(sweeper);
      worlds.close();
      // socket.io's close also closes the HTTP server it is attached to.
      void io.close(() => resolve());
    }),
  };
};
