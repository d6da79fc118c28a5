import { queryOptions } from "@tanstack/react-query";
import { STALE, type QueryEnv } from "./query-env";

/** §3 performer profile (profile/{id}; the id is the username in the URL). */
export const profileQuery = ({ platform, session }: QueryEnv, model: string) =>
  queryOptions({
    queryKey: ["profile", session.locale, session.noNude, model] as const,
    queryFn: ({ signal }) => platform.performer("profile", { params: { id: model }, signal }),
    staleTime: STALE.live,
    retry: false,
  });

/** §2.6 the performer's albums (media/albums/{id}). */
export const albumsQuery = ({ platform, session }: QueryEnv, performerId: string) =>
  queryOptions({
    queryKey: ["albums", session.noNude, performerId] as const,
    queryFn: ({ signal }) => platform.performer("album", { params: { id: performerId }, signal }),
    staleTime: STALE.static,
  });
