import { queryOptions } from "@tanstack/react-query";
import { withFallback, type Configuration } from "@camstage/core";
import { reportDegraded } from "./report";
import { STALE, type QueryEnv } from "./query-env";

const report = reportDegraded("The white-label configuration could not be loaded; using the built-in defaults");

/** The built-in white-label defaults load only when the platform fails to give its own (ARCHITECTURE §6: not first-page JS). */
const builtInDefaults = async () => (await import("@camstage/core/domain/configuration.defaults")).DEFAULT_CONFIGURATION;

/**
 * §3 white-label configuration (/common/configuration.json). Issue 14: a failed or malformed answer falls back to the
 * built-in defaults (with a notice in the log), not a dead site; a reload asks the platform again.
 */
export const configurationQuery = ({ platform }: Pick<QueryEnv, "platform">) =>
  queryOptions({
    queryKey: ["configuration"] as const,
    queryFn: async ({ signal }): Promise<Configuration> =>
      (await withFallback<Configuration | null>(platform.performer("configuration", { signal }), null, report)) ?? (await builtInDefaults()),
    staleTime: STALE.static,
  });
