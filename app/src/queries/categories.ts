import { queryOptions } from "@tanstack/react-query";
import { reportingFailure } from "@camstage/core";
import { reportDegraded } from "./report";
import { STALE, type QueryEnv } from "./query-env";

const report = reportDegraded("The categories could not be loaded");

/**
 * §3 categories (featured/categories), ordered by position by the platform. Issue 14: a failure is reported and stays
 * a failure (a category page cannot tell its category); the grid pages show no category pills meanwhile.
 */
export const categoriesQuery = ({ platform }: Pick<QueryEnv, "platform">) =>
  queryOptions({
    queryKey: ["categories"] as const,
    queryFn: ({ signal }) => reportingFailure(platform.performer("categories", { signal }), report),
    staleTime: STALE.static,
  });
