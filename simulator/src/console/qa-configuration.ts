import type { QaRoutes } from "./qa-router";
import { Result, Schema } from "effect";
import { Configuration } from "@camstage/core";
import type { World } from "../world/world";
import { badBody, QA_LABELS, qaError } from "./qa-errors";

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `patch` laid over `base`: objects merge key by key, anything else (a value, a list) replaces what was there. A key
 * the patch sets to `null` replaces too, and the schema then says whether null may stand there.
 */
export const mergeConfiguration = (base: Json, patch: Json): Json => {
  if (!isRecord(base) || !isRecord(patch)) return patch;
  const merged: Record<string, Json> = { ...base };
  for (const [key, value] of Object.entries(patch)) merged[key] = key in base ? mergeConfiguration(base[key], value) : value;
  return merged;
};

const decodeConfiguration = Schema.decodeUnknownResult(Configuration);

/**
 * The white-label configuration under QA's control (issue 28, §3 Configuration): `POST /simulator/api/configuration`
 * takes part of a configuration (languages, SEO, brand, features, theme, indexable …) and merges it into the world's;
 * the result must be a configuration the §3 schema takes, else a labelled 400 and nothing changes. It answers the
 * whole configuration. `DELETE` puts the seed's back (as does a world reset). Each change is a world event, so the
 * next platform call (and the server's render) sees it, and a recording replays it.
 */
export const addConfigurationQaRoutes = (router: QaRoutes, world: World): void => {
  router.get("/configuration", (_req, res) => {
    res.json(world.getState().configuration);
  });

  router.post("/configuration", (req, res) => {
    if (!isRecord(req.body)) {
      badBody(res, "Expected a JSON object: part of the white-label configuration, e.g. {\"indexable\": false}");
      return;
    }
    const merged = decodeConfiguration(mergeConfiguration(world.getState().configuration, req.body));
    if (Result.isFailure(merged)) {
      qaError(res, 400, QA_LABELS.configuration, "The configuration this makes is not one the platform serves (§3)", { issue: merged.failure.message });
      return;
    }
    world.dispatch({ type: "configuration.replaced", configuration: merged.success });
    res.json(world.getState().configuration);
  });

  router.delete("/configuration", (_req, res) => {
    world.dispatch({ type: "configuration.restored" });
    res.json(world.getState().configuration);
  });
};
