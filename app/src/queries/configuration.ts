import { queryOptions } from "@tanstack/react-query";
import { performerApi } from "@camstage/core";
import { STALE, type QueryEnv } from "./query-env";

/** §3 white-label configuration (/common/configuration.json). */
export const configurationQuery = ({ platform }: Pick<QueryEnv, "platform">) =>
  queryOptions({
    queryKey: ["configuration"] as const,
    queryFn: ({ signal }) => platform.call(performerApi.configuration, { signal }),
    staleTime: STALE.static,
  });
