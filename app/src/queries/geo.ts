import { queryOptions } from "@tanstack/react-query";
import { withFallback } from "@camstage/core";
import { reportDegraded } from "./report";
import { STALE, type QueryEnv } from "./query-env";

const report = reportDegraded("The geo lookup failed");

/** §7 the visitor's geo lookup (the dial-in numbers put its country first). §8: a failure is ignored (null), and logged. */
export const geoCountryQuery = ({ platform }: Pick<QueryEnv, "platform">) =>
  queryOptions({
    queryKey: ["geo"] as const,
    queryFn: ({ signal }) => withFallback(platform.performer("geo", { signal }).then((geo): string | null => geo.country_code), null, report),
    staleTime: STALE.static,
  });
