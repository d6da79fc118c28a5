import { queryOptions } from "@tanstack/react-query";
import { performerApi } from "@camstage/core";
import { STALE, type QueryEnv } from "./query-env";

/** §7 the visitor's geo lookup (the dial-in numbers put its country first). §8: a failure is ignored (null). */
export const geoCountryQuery = ({ platform }: Pick<QueryEnv, "platform">) =>
  queryOptions({
    queryKey: ["geo"] as const,
    queryFn: ({ signal }) =>
      platform
        .call(performerApi.geo, { signal })
        .then((geo): string | null => geo.country_code)
        .catch(() => null),
    staleTime: STALE.static,
  });
