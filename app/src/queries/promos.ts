import { queryOptions } from "@tanstack/react-query";
import { performerApi } from "@camstage/core";
import { STALE, type QueryEnv } from "./query-env";

/** §3 promos for the given placements (/promotion/whitelabel). §8: failures are silently ignored. */
export const promosQuery = ({ platform, session }: QueryEnv, placements: readonly string[], whiteLabelToken: string) =>
  queryOptions({
    queryKey: ["promos", session.locale, placements, whiteLabelToken] as const,
    queryFn: ({ signal }) =>
      platform
        .call(performerApi.promotions, { query: { placements: [...placements], lang: session.locale, whiteLabelToken }, signal })
        .catch(() => ({ items: [] })),
    staleTime: STALE.static,
  });
