import { queryOptions } from "@tanstack/react-query";
import { performerApi } from "@camstage/core";
import { STALE, type QueryEnv } from "./query-env";

/** §3 categories (featured/categories), ordered by position by the platform. */
export const categoriesQuery = ({ platform }: Pick<QueryEnv, "platform">) =>
  queryOptions({
    queryKey: ["categories"] as const,
    queryFn: ({ signal }) => platform.call(performerApi.categories, { signal }),
    staleTime: STALE.static,
  });
