import { queryOptions } from "@tanstack/react-query";
import { DEFAULT_CONFIGURATION, performerApi, withFallback } from "@camstage/core";
import { reportDegraded } from "./report";
import { STALE, type QueryEnv } from "./query-env";

const report = reportDegraded("The white-label configuration could not be loaded; using the built-in defaults");

/**
 * §3 white-label configuration (/common/configuration.json). Issue 14: a failed or malformed answer falls back to the
 * built-in defaults (with a notice in the log), not a dead site; the defaults are asked again sooner than an answer.
 */
export const configurationQuery = ({ platform }: Pick<QueryEnv, "platform">) =>
  queryOptions({
    queryKey: ["configuration"] as const,
    queryFn: ({ signal }) => withFallback(platform.call(performerApi.configuration, { signal }), DEFAULT_CONFIGURATION, report),
    staleTime: (query) => (query.state.data === DEFAULT_CONFIGURATION ? STALE.live : STALE.static),
  });
