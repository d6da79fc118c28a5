import type { Express, NextFunction, Request, Response } from "express";
import type { Server as HttpServer } from "node:http";
import type { Http2SecureServer } from "node:http2";
import { Server as TlsServer } from "node:tls";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { createMiddleware } from "@mswjs/http-middleware";
import cors from "cors";
import type { Server as SocketServer } from "socket.io";
import { createHandlers } from "../handlers";
import { CLIENT_ADDRESS_HEADER } from "../handlers/rate-limiter";
import { linkOriginFrom } from "../handlers/site-origin";
import type { LoginLabels } from "../members/member.handlers";
import { redactEvent } from "../world/world.redact";
import { nodeMemberCrypto } from "../members/member-crypto-node";
import { createWorld, type World } from "../world/world";
import { WORLD_CLOCK } from "../world/world.seed";
import { MEDIA_BASE } from "../media/media.urls";
import { createQaRouter, QA_API_BASE } from "../console/qa-api";
import { createConsoleRouter } from "../console/console.router";
import { attachSocketServer, bindChatSocket, bindMemberSocket, dropAllTransports } from "../socket/socket.host";
import { LIVE_BASE, livePlaylist, segmentFile } from "../chat/live-stream";
import { modeOf } from "../chat/chat-mode";
import { PROVIDER_PAGE_BASE } from "../payments/payment.handlers";
import { createProviderPageRouter } from "../payments/provider-page.router";
import { FLAGS_BASE } from "../dial-in/dial-in.numbers";
import { startInboxReplies } from "../inbox/inbox-replies";
import { createOutage, type Outage } from "./outage";

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
   * The site's origin, which mail and payment links point at (DESIGN §7), e.g. `https://camstage.example`. Default
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
 * DESIGN §7 where links point: the configured site origin, or the request's own origin when its host is allowed.
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
  return { siteOrigin: () => configured ?? ownOrigin(), allowedHosts };
};

const API_PREFIX = "/api/";

/** The platform's own paths (the API, media and flags), which MSW answers and an outage takes down. */
const PLATFORM_PATHS = [API_PREFIX, `${MEDIA_BASE}/`, `${FLAGS_BASE}/`];
const isPlatformPath = (path: string) => PLATFORM_PATHS.some((prefix) => path.startsWith(prefix));

/** The label of a platform call answered during an outage (issue 14). */
export const OUTAGE_LABEL = "server.unavailable";

/**
 * Issue 14: while the platform is down, its calls answer 503 with Retry-After (the seconds left, rounded up), as a
 * gateway in front of a restarting platform would; the QA API, the console and the provider pages stay up.
 */
const platformOutage = (outage: Outage) => (req: Request, res: Response, next: NextFunction) => {
  const until = outage.until();
  if (until === null || !isPlatformPath(req.path)) return next();
  const retryAfter = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  res.status(503).set("Retry-After", String(retryAfter)).json({ label: OUTAGE_LABEL });
};

/** The paths a site on another origin reads from its platform: the API, media and flags, the live streams, the QA API. */
const CROSS_ORIGIN_PATHS = [API_PREFIX, `${MEDIA_BASE}/`, `${FLAGS_BASE}/`, `${LIVE_BASE}/`, `${QA_API_BASE}/`];

/**
 * DESIGN §7 CORS as a platform answers it: the listed site origins only (echoed, `Vary: Origin`), the methods and
 * headers the site sends (`X-Api-Key`, `Authorization`, `Content-Type`), preflights cached for ten minutes; no
 * cookies (the member token travels in its header).
 */
export const platformCors = (origins: readonly string[]) => {
  const allow = cors({
    origin: [...origins],
    methods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
    allowedHeaders: ["Accept", "Authorization", "Content-Type", "X-Api-Key", "X-QA-Key"],
    // How long a 429 or an outage's 503 asks the site to wait.
    exposedHeaders: ["Retry-After"],
    maxAge: 600,
  });
  return (req: Request, res: Response, next: NextFunction) => (CROSS_ORIGIN_PATHS.some((prefix) => req.path.startsWith(prefix)) ? allow(req, res, next) : next());
};

export interface SimulatorHost {
  readonly world: World;
  readonly io: SocketServer;
  /** The platform outage QA starts and ends (issue 14). */
  readonly outage: Outage;
  readonly close: () => Promise<void>;
}

const DEFAULT_ASSETS = fileURLToPath(new URL("../../assets", import.meta.url));

const clockOf = (clock: SimulatorOptions["clock"]) => {
  if (typeof clock === "number") return clock;
  if (clock === "fixed") return WORLD_CLOCK;
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};

/**
 * The Node host (DESIGN §2): the MSW handlers over real HTTP, the generated media, the QA console and API,
 * the simulated payment provider's pages (/simulator/pay/{session}), and a socket.io server at /socket.io (the §4
 * member socket in namespace /member, the chat engine in /chat) and the performers' live streams. Mount it before the site's own routes; anything it does not answer
 * falls through. QA can take the platform down for a moment (`outage`, issue 14).
 */
export const mountSimulator = (app: Express, server: HttpServer | Http2SecureServer, given: SimulatorOptions = {}): SimulatorHost => {
  const options = { ...simulatorEnvOptions(), ...given };
  const log = options.log ?? ((line: string) => console.log(`[simulator] ${line}`));
  const world = options.world ?? createWorld(options.seed ?? 1, { clock: clockOf(options.clock), ...(options.performers ? { performers: options.performers } : {}) });
  // One secret per host: the member socket accepts exactly the tokens the HTTP handlers sign.
  const crypto = nodeMemberCrypto();
  // Payment and dial-in times run from the world clock in real time, so IVR sessions expire and calls last.
  const startedAt = Date.now();
  const now = () => world.getState().clock + (Date.now() - startedAt);
  const origins = siteOriginsOf(server, options);
  const handlers = createMiddleware(
    ...createHandlers(world, { crypto, now, linkOrigin: linkOriginFrom(origins), ...(options.loginLabels ? { loginLabels: options.loginLabels } : {}) }),
  );
  const video = path.join(options.assetsDir ?? DEFAULT_ASSETS, "sample.mp4");
  const corsOrigins = (options.corsOrigins ?? []).map(originOf);
  if (corsOrigins.length > 0) app.use(platformCors(corsOrigins));
  // After CORS, so a site on another origin reads the 503 too.
  const outage = createOutage();
  app.use(platformOutage(outage));

  app.get(`${MEDIA_BASE}/video/sample.mp4`, (_req, res, next) => {
    // sendFile answers Range requests, which browsers need to play (and seek) a video.
    res.sendFile(video, { headers: { "Cache-Control": "public, max-age=86400" } }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });

  // Each live performer's stream (issue 11): a live HLS playlist that never ends, over the shipped segments.
  const liveDir = path.join(options.assetsDir ?? DEFAULT_ASSETS, "live");
  app.get(`${LIVE_BASE}/:performer/index.m3u8`, (req, res) => {
    const performer = world.findPerformer(String(req.params.performer));
    if (performer === undefined || modeOf(performer.profile.onlineState) === null) {
      res.status(404).type("text/plain").send("Not live");
      return;
    }
    res.set({ "Content-Type": "application/vnd.apple.mpegurl", "Cache-Control": "no-cache" }).send(livePlaylist(Date.now() - startedAt));
  });
  app.get(`${LIVE_BASE}/:performer/:sequence.ts`, (req, res, next) => {
    const sequence = Number(req.params.sequence);
    if (!Number.isInteger(sequence) || sequence < 0) return next();
    res.sendFile(path.join(liveDir, segmentFile(sequence)), { headers: { "Content-Type": "video/mp2t", "Cache-Control": "public, max-age=60" } }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });

  // Only platform, media and flag paths go through MSW; everything else skips it.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isPlatformPath(req.path)) return next();
    // The client the rate limits count (DESIGN §7): the connection's address, never what the request says it is.
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    handlers(req, res, (error?: unknown) => {
      if (error) return next(error);
      // No handler matched: answer as the platform would instead of falling through to the site.
      if (req.path.startsWith(API_PREFIX)) res.status(404).json({ label: "notFound.endpoint" });
      else res.status(404).type("text/plain").send("Not found");
    });
  });

  const isSiteOrigin = (origin: string) => {
    if (origin === origins.siteOrigin()) return true;
    try {
      return origins.allowedHosts().includes(new URL(origin).host);
    } catch {
      return false;
    }
  };
  const io = attachSocketServer(server, log, corsOrigins, () => !outage.active());
  // Issue 14: an outage drops every socket; the clients reconnect by themselves once it is over.
  outage.onChange(({ until }) => {
    if (until === null) return log("platform outage over");
    log(`platform outage until ${new Date(until).toISOString()}`);
    dropAllTransports(io);
  });
  const memberSocket = bindMemberSocket(io, world, crypto, log);
  const chat = bindChatSocket(io, world, { crypto, now, log });
  // Performers answer members' messages (issue 13) while QA leaves the reply bot on.
  const stopReplies = startInboxReplies(world, { now });
  const sockets = {
    drop: (filter: { member?: number; performer?: string }) => {
      if (filter.member !== undefined) chat.dropMember(filter.member);
      return chat.drop(filter);
    },
  };
  app.use(QA_API_BASE, createQaRouter(world, { now, access: { qaKey: options.qaKey, isSiteOrigin }, sockets, outage }));
  app.use(PROVIDER_PAGE_BASE, createProviderPageRouter(world));
  app.use(createConsoleRouter());

  // DESIGN §7 the server log carries no secret.
  world.subscribe((_state, record) => log(`event #${record.seq} ${JSON.stringify(redactEvent(record.event))}`));
  log(`world seed ${world.seed}: ${world.getState().performers.length} performers; QA console at /simulator`);

  return {
    world,
    io,
    outage,
    close: () => new Promise<void>((resolve) => {
      // socket.io's close also closes the HTTP server it is attached to.
      outage.end();
      memberSocket.dispose();
      chat.dispose();
      stopReplies();
      void io.close(() => resolve());
    }),
  };
};
