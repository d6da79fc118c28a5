import { queryOptions } from "@tanstack/react-query";
import { withFallback } from "@camstage/core";
import { reportDegraded } from "./report";
import { STALE, type QueryEnv } from "./query-env";

const report = reportDegraded("The promotions could not be loaded");

/** §3 promos for the given placements (/promotion/whitelabel). §8: a failure shows no promos (logged only). */
export const promosQuery = ({ platform, session }: QueryEnv, placements: readonly string[], whiteLabelToken: string) =>
  queryOptions({
    queryKey: ["promos", session.locale, placements, whiteLabelToken] as const,
    queryFn: ({ signal }) =>
      withFallback(
        platform.performer("promotions", { query: { placements: [...placements], lang: session.locale, whiteLabelToken }, signal }),
        { items: [] },
        report,
      ),
    staleTime: STALE.static,
  });
