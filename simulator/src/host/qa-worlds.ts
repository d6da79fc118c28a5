import express, { type Request, type Router } from "express";
import { Result, Schema } from "effect";
import { chosenWorld, DEFAULT_WORLD_ID, WORLD_COOKIE, type Worlds, type WorldSettings } from "./worlds";
import { QA_LABELS, qaError } from "../console/qa-errors";
import { qaBodyErrors, qaJsonBody } from "../console/qa-body";
import { qaGuard, type QaAccess } from "../console/qa-guard";

/** The most performers a world made through the API may have (each world stays a few MB). */
export const MAX_WORLD_PERFORMERS = 2000;

/** Body of `POST /simulator/api/worlds`: both optional, the host's own seed and size by default. */
export const WorldRequest = Schema.Struct({
  seed: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 2 ** 31 - 1 }))),
  performers: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_WORLD_PERFORMERS }))),
});
const decodeRequest = Schema.decodeUnknownResult(WorldRequest);

/** Where `GET /simulator/worlds/{id}` sends the browser: a path of this site (`?to=`), else its home page. */
const returnPath = (to: unknown) => (typeof to === "string" && to.startsWith("/") && !to.startsWith("//") && !to.includes("\\") ? to : "/");

/**
 * Issue 25 the worlds API (`/simulator/api/worlds`, guarded like the rest of the QA API) and the browser's way into a
 * world (`GET /simulator/worlds/{id}` sets the `camstage_world` cookie and goes to the site; `default` clears it).
 */
export const createWorldsRouter = (worlds: Worlds<{ readonly close: () => void }>, defaults: WorldSettings, access: QaAccess): Router => {
  const router = express.Router();
  const current = (req: Request) => {
    const chosen = chosenWorld(req.headers);
    return chosen === undefined ? DEFAULT_WORLD_ID : chosen;
  };
  const api = express.Router();
  api.use(qaGuard(access));
  api.use(qaJsonBody("4kb"));
  api.post("/", (req, res) => {
    const body = decodeRequest(req.body ?? {});
    if (Result.isFailure(body)) {
      qaError(res, 400, QA_LABELS.worldBody, `Expected {"seed"?: a whole number 0–2147483647, "performers"?: 1–${MAX_WORLD_PERFORMERS}}`, { issue: body.failure.message });
      return;
    }
    const made = worlds.create({ seed: body.success.seed ?? defaults.seed, performers: body.success.performers ?? defaults.performers });
    if (made === "full") {
      qaError(res, 429, QA_LABELS.worldsFull, "Too many worlds are alive: drop one (DELETE /simulator/api/worlds/{id}) or wait until idle ones are dropped");
      return;
    }
    res.status(201).json({ id: made.id });
  });
  api.get("/", (req, res) => {
    const chosen = current(req);
    res.json(worlds.list().map((world) => ({ ...world, current: world.id === chosen })));
  });
  api.delete("/:id", (req, res) => {
    if (req.params.id === DEFAULT_WORLD_ID) {
      qaError(res, 409, QA_LABELS.worldDefault, "The default world cannot be dropped (reset it instead)");
      return;
    }
    if (!worlds.drop(req.params.id)) {
      qaError(res, 404, QA_LABELS.world, `Unknown world: ${req.params.id}`);
      return;
    }
    res.json({ dropped: req.params.id });
  });
  api.use(qaBodyErrors);
  router.use("/simulator/api/worlds", api);

  router.get("/simulator/worlds/:id", (req, res) => {
    const { id } = req.params;
    const to = returnPath(req.query.to);
    const cookie = { path: "/", sameSite: "lax" as const, httpOnly: true, secure: req.secure };
    if (id === DEFAULT_WORLD_ID) {
      res.clearCookie(WORLD_COOKIE, cookie).redirect(303, to);
      return;
    }
    if (worlds.get(id) === undefined) {
      qaError(res, 404, QA_LABELS.world, `Unknown world: ${id}`);
      return;
    }
    res.cookie(WORLD_COOKIE, id, cookie).redirect(303, to);
  });
  return router;
};
