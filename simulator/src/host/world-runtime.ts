import path from "node:path";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { createMiddleware } from "@mswjs/http-middleware";
import type { Server as SocketServer } from "socket.io";
import { createHandlers } from "../simulated-handlers";
import { CLIENT_ADDRESS_HEADER } from "../handlers/rate-limiter";
import type { LinkOrigin } from "../handlers/site-origin";
import type { LoginLabels } from "../members/member.handlers";
import { nodeMemberCrypto } from "../members/member-crypto-node";
import type { World } from "../world/world";
import { redactEvent } from "../simulated-world";
import { MEDIA_BASE } from "../world/media.urls";
import { createQaRouter, QA_API_BASE } from "../console/qa-api";
import { qaSocketsOf } from "../console/qa-sockets";
import type { QaAccess } from "../console/qa-guard";
import { bindWorldSockets, type WorldSockets } from "../socket/socket.host";
import { LIVE_BASE, livePlaylist, segmentFile } from "../room/live-stream";
import { liveLookDir, liveLookFor } from "../media/live-looks";
import { modeOf } from "../room/chat-mode";
import { PROVIDER_PAGE_BASE } from "../payments/payment.handlers";
import { createProviderPageRouter } from "../payments/provider-page.router";
import { FLAGS_BASE } from "../dial-in/dial-in.numbers";
import { startInboxReplies } from "../inbox/inbox-replies";
import { createOutage, type Outage } from "./outage";

export const API_PREFIX = "/api/";

/** The platform's own paths (the API, media and flags), which MSW answers and an outage takes down. */
export const PLATFORM_PATHS = [API_PREFIX, `${MEDIA_BASE}/`, `${FLAGS_BASE}/`];
export const isPlatformPath = (path: string) => PLATFORM_PATHS.some((prefix) => path.startsWith(prefix));

/** Every path a world answers: the platform, its live streams, the QA API and the provider's payment pages. */
const WORLD_PATHS = [...PLATFORM_PATHS, `${LIVE_BASE}/`, `${QA_API_BASE}/`, `${PROVIDER_PAGE_BASE}/`];
export const isWorldPath = (path: string) => WORLD_PATHS.some((prefix) => path.startsWith(prefix)) || path === QA_API_BASE;

/**
 * Sends a video file or segment (`sendFile` answers Range requests, which players need). A player that goes away
 * mid-answer (a room left, a seek, a playlist moving on) aborts it: that is no error, and the log stays quiet about it.
 * Any other failure before the headers went out goes to the error handler.
 */
export function sendMediaFile(res: Pick<Response, "sendFile" | "headersSent">, file: string, headers: Record<string, string>, next: NextFunction): void {
  res.sendFile(file, { headers }, (error?: Error & { code?: string }) => {
    if (error && error.code !== "ECONNABORTED" && !res.headersSent) next(error);
  });
}

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

/** What every world of a host shares: the socket server, where links point, who may call QA, the shipped media. */
export interface WorldHostParts {
  readonly io: SocketServer;
  readonly linkOrigin: LinkOrigin;
  readonly access: QaAccess;
  readonly assetsDir: string;
  readonly loginLabels?: LoginLabels | undefined;
  readonly log: (line: string) => void;
}

/** One live world of the Node host (issue 25): its state, its HTTP answers and its sockets. */
export interface WorldRuntime {
  readonly id: string;
  readonly world: World;
  /** Its platform outage (issue 14): only this world's calls and sockets go down. */
  readonly outage: Outage;
  readonly sockets: WorldSockets;
  /** Answers this world's platform, stream, QA and payment-page requests; passes the rest on. */
  readonly router: Router;
  /** Stops its timers, scenarios and sockets. */
  readonly close: () => void;
}

/**
 * A world with everything that acts on it: the §7 handlers over real HTTP (MSW), the live streams, the QA API, the
 * provider's payment pages, its member socket and chat engine, the reply bot and an outage of its own. Each world signs
 * its tokens with its own secret, so a token of one world is refused by every other.
 */
export const createWorldRuntime = (id: string, world: World, parts: WorldHostParts): WorldRuntime => {
  const crypto = nodeMemberCrypto();
  // Payment and dial-in times run from the world clock in real time, so IVR sessions expire and calls last.
  const startedAt = Date.now();
  const now = () => world.getState().clock + (Date.now() - startedAt);
  const handlers = createMiddleware(
    ...createHandlers(world, { crypto, now, linkOrigin: parts.linkOrigin, ...(parts.loginLabels ? { loginLabels: parts.loginLabels } : {}) }),
  );
  const log = id === "default" ? parts.log : (line: string) => parts.log(`[${id}] ${line}`);
  const outage = createOutage();
  const sockets = bindWorldSockets(parts.io, id, world, { crypto, now, log });
  // Issue 14: an outage drops the world's sockets; the clients reconnect by themselves once it is over.
  const stopOutageLog = outage.onChange(({ until }) => {
    if (until === null) return log("platform outage over");
    log(`platform outage until ${new Date(until).toISOString()}`);
    sockets.dropAll();
  });
  // Performers answer members' messages (issue 13) while QA leaves the reply bot on.
  const stopReplies = startInboxReplies(world, { now });
  // ARCHITECTURE §7 the server log carries no secret.
  const stopEventLog = world.subscribe((_state, record) => log(`event #${record.seq} ${JSON.stringify(redactEvent(record.event))}`));

  const router = express.Router();
  router.use(platformOutage(outage));
  router.get(`${MEDIA_BASE}/video/sample.mp4`, (_req, res, next) => {
    sendMediaFile(res, path.join(parts.assetsDir, "sample.mp4"), { "Cache-Control": "public, max-age=86400" }, next);
  });
  // Each live performer's stream (issue 11): a live HLS playlist that never ends, over the shipped segments.
  const liveDir = path.join(parts.assetsDir, "live");
  router.get(`${LIVE_BASE}/:performer/index.m3u8`, (req, res) => {
    const performer = world.findPerformer(String(req.params.performer));
    if (performer === undefined || modeOf(performer.profile.onlineState) === null) {
      res.status(404).type("text/plain").send("Not live");
      return;
    }
    res.set({ "Content-Type": "application/vnd.apple.mpegurl", "Cache-Control": "no-cache" }).send(livePlaylist(Date.now() - startedAt, req.query.nonude === "1"));
  });
  router.get(`${LIVE_BASE}/:performer/:sequence.ts`, (req, res, next) => {
    const sequence = Number(req.params.sequence);
    const performer = world.findPerformer(String(req.params.performer));
    if (!Number.isInteger(sequence) || sequence < 0 || performer === undefined) return next();
    // Issue 27: her look's segments (the same for everyone: a shared cache may keep them).
    const dir = liveLookDir(liveLookFor(performer.profile), req.query.nonude === "1");
    sendMediaFile(res, path.join(liveDir, dir, segmentFile(sequence)), { "Content-Type": "video/mp2t", "Cache-Control": "public, max-age=60" }, next);
  });
  // Only platform, media and flag paths go through MSW.
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!isPlatformPath(req.path)) return next();
    // The client the rate limits count (ARCHITECTURE §7): the connection's address, never what the request says it is.
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    handlers(req, res, (error?: unknown) => {
      if (error) return next(error);
      // No handler matched: answer as the platform would instead of falling through to the site.
      if (req.path.startsWith(API_PREFIX)) res.status(404).json({ label: "notFound.endpoint" });
      else res.status(404).type("text/plain").send("Not found");
    });
  });
  router.use(QA_API_BASE, createQaRouter(world, { now, access: parts.access, sockets: qaSocketsOf(sockets), outage }));
  router.use(PROVIDER_PAGE_BASE, createProviderPageRouter(world));

  return {
    id,
    world,
    outage,
    sockets,
    router,
    close: () => {
      // A reset stops the world's scenarios and pending replies and disconnects its members; then nothing listens.
      world.dispatch({ type: "world.reset" });
      outage.end();
      sockets.dropAll();
      stopOutageLog();
      stopEventLog();
      stopReplies();
      sockets.dispose();
    },
  };
};
