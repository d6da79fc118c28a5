import type { QaRoutes } from "./qa-router";
import { Result } from "effect";
import { importLog } from "@camstage/core";
import { badBody, QA_LABELS, qaError } from "./qa-errors";

/** A log carries the page's data for a replay without the platform: larger than the other QA bodies (qa-api.ts). */
export const VISITOR_LOG_BODY_LIMIT = "8mb";

/** How many shared visitor logs the simulator keeps (the oldest go first). */
export const VISITOR_LOGS_KEPT = 50;

/**
 * ARCHITECTURE §3 QA shares a visitor's exported session log so anyone can replay it in the site: `POST /visitor-logs`
 * keeps it (decoded with core's log schema) and answers its id and replay URL; `GET /visitor-logs/:id` gives it
 * back, which the site does for `/?replay=<id>`. A world recording is a different document: `POST /replay`.
 */
export const addVisitorLogQaRoutes = (router: QaRoutes) => {
  const logs = new Map<string, string>();
  let next = 0;

  router.post("/visitor-logs", (req, res) => {
    const imported = importLog(JSON.stringify(req.body ?? null));
    if (Result.isFailure(imported)) {
      badBody(res, "Expected a visitor log {version, startedAt, entries} as the site's QA panel exports it", imported.failure.message);
      return;
    }
    const id = `log-${++next}`;
    logs.set(id, JSON.stringify(imported.success));
    for (const old of [...logs.keys()].slice(0, Math.max(0, logs.size - VISITOR_LOGS_KEPT))) logs.delete(old);
    res.status(201).json({ id, entries: imported.success.entries.length, replayUrl: `/?replay=${id}` });
  });

  router.get("/visitor-logs/:id", (req, res) => {
    const log = logs.get(req.params.id);
    if (log === undefined) {
      qaError(res, 404, QA_LABELS.visitorLog, `Unknown visitor log: ${req.params.id}`);
      return;
    }
    res.type("application/json").send(log);
  });
};

/** A visitor log posted where a world recording is expected: said plainly, with where it goes. */
export const isVisitorLog = (body: unknown): boolean =>
  typeof body === "object" && body !== null && "entries" in body && "startedAt" in body && !("seed" in body);
