import type { Express, NextFunction, Request, Response } from "express";
import type { Server as HttpServer } from "node:http";
import type { Http2SecureServer } from "node:http2";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { createMiddleware } from "@mswjs/http-middleware";
import type { Server as SocketServer } from "socket.io";
import { createHandlers } from "../handlers";
import { nodeMemberCrypto } from "../members/member-crypto-node";
import { createWorld, type World } from "../world/world";
import { WORLD_CLOCK } from "../world/world.seed";
import { MEDIA_BASE } from "../media/media.urls";
import { createQaRouter, QA_API_BASE } from "../console/qa-api";
import { createConsoleRouter } from "../console/console.router";
import { attachSocketServer, bindMemberSocket } from "../socket/socket.host";
import { PROVIDER_PAGE_BASE } from "../payments/payment.handlers";
import { createProviderPageRouter } from "../payments/provider-page.router";
import { FLAGS_BASE } from "../dial-in/dial-in.numbers";

export interface SimulatorOptions {
  /** An existing world; otherwise one is created from `seed`. */
  readonly world?: World;
  /** World seed (default 1). */
  readonly seed?: number;
  /**
   * World clock: "fixed" (the seed's own date, fully deterministic) or "today" (midnight UTC of the current
   * day, so "new cams" and last-online dates look current; order and filters are identical). Default "today".
   */
  readonly clock?: "fixed" | "today" | number;
  /** Where sample.mp4 lives (default: simulator/assets). */
  readonly assetsDir?: string;
  /** Log lines (default: console.log with a prefix; pass () => {} to silence). */
  readonly log?: (line: string) => void;
}

export interface SimulatorHost {
  readonly world: World;
  readonly io: SocketServer;
  readonly close: () => Promise<void>;
}

const API_PREFIX = "/api/";
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
 * member socket in namespace /member). Mount it before the site's own routes; anything it does not answer
 * falls through.
 */
export const mountSimulator = (app: Express, server: HttpServer | Http2SecureServer, options: SimulatorOptions = {}): SimulatorHost => {
  const log = options.log ?? ((line: string) => console.log(`[simulator] ${line}`));
  const world = options.world ?? createWorld(options.seed ?? 1, { clock: clockOf(options.clock) });
  // One secret per host: the member socket accepts exactly the tokens the HTTP handlers sign.
  const crypto = nodeMemberCrypto();
  // Payment and dial-in times run from the world clock in real time, so IVR sessions expire and calls last.
  const startedAt = Date.now();
  const now = () => world.getState().clock + (Date.now() - startedAt);
  const handlers = createMiddleware(...createHandlers(world, { crypto, now }));
  const video = path.join(options.assetsDir ?? DEFAULT_ASSETS, "sample.mp4");

  app.get(`${MEDIA_BASE}/video/sample.mp4`, (_req, res, next) => {
    // sendFile answers Range requests, which browsers need to play (and seek) a video.
    res.sendFile(video, { headers: { "Cache-Control": "public, max-age=86400" } }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });

  // Only platform, media and flag paths go through MSW; everything else skips it.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith(API_PREFIX) && !req.path.startsWith(`${MEDIA_BASE}/`) && !req.path.startsWith(`${FLAGS_BASE}/`)) return next();
    handlers(req, res, (error?: unknown) => {
      if (error) return next(error);
      // No handler matched: answer as the platform would instead of falling through to the site.
      if (req.path.startsWith(API_PREFIX)) res.status(404).json({ label: "notFound.endpoint" });
      else res.status(404).type("text/plain").send("Not found");
    });
  });

  app.use(QA_API_BASE, createQaRouter(world, { now }));
  app.use(PROVIDER_PAGE_BASE, createProviderPageRouter(world));
  app.use(createConsoleRouter());

  const io = attachSocketServer(server, log);
  const memberSocket = bindMemberSocket(io, world, crypto, log);
  world.subscribe((_state, record) => log(`event #${record.seq} ${JSON.stringify(record.event)}`));
  log(`world seed ${world.seed}: ${world.getState().performers.length} performers; QA console at /simulator`);

  return {
    world,
    io,
    close: () => new Promise<void>((resolve) => {
      // socket.io's close also closes the HTTP server it is attached to.
      memberSocket.dispose();
      void io.close(() => resolve());
    }),
  };
};
