import express, { type Router } from "express";
import type { World } from "../world/world";
import { qaGuard } from "./qa-guard";
import { qaBodyErrors, qaJsonBody, qaUnknownCall } from "./qa-body";
import { addQaRoutes, type QaOptions } from "./qa-routes";
import { VISITOR_LOG_BODY_LIMIT } from "./qa-visitor-logs";

export * from "./qa-routes";

/**
 * The QA HTTP API on the Node host (ARCHITECTURE §4): its calls (qa-routes.ts) on an express router, behind the guard
 * (ARCHITECTURE §7: the same origin, or the QA key) and express's JSON bodies.
 */
export const createQaRouter = (world: World, options: QaOptions = {}): Router => {
  const router = express.Router();
  router.use(qaGuard(options.access));
  router.use("/visitor-logs", qaJsonBody(VISITOR_LOG_BODY_LIMIT));
  router.use(qaJsonBody("1mb"));
  addQaRoutes(router, world, options);
  router.use(qaUnknownCall);
  // ARCHITECTURE §7: parse errors, a too large or too deep body, a bad charset: labelled 4xx (qa-errors.ts).
  router.use(qaBodyErrors);
  return router;
};
