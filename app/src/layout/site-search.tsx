import { useEffect, useMemo } from "react";
import { useRouter } from "@tanstack/react-router";
import { connectSearch, statusFromOnlineStatus } from "@camstage/core";
import { LazySearchBox, type SearchSuggestion } from "@camstage/views";
import { useSiteContext, useSitePath } from "./site-hooks";
import { useFlow } from "../session/use-flow";

/** §2.3 search with autocomplete; choosing a performer opens the profile. */
export function SiteSearch({ width = "desktop" }: { width?: "desktop" | "full" }) {
  const search = useFlow("search", connectSearch);
  const { siteSession } = useSiteContext();
  const router = useRouter();
  const sitePath = useSitePath();

  useEffect(
    () =>
      siteSession.system.on("search", "search.selected", (event) => {
        void router.navigate({ href: sitePath(`/profile/${encodeURIComponent(event.username)}`) });
      }),
    [siteSession, router, sitePath],
  );

  const suggestions = useMemo<SearchSuggestion[]>(
    () =>
      search.results.map((item) => ({
        username: item.username,
        // The platform already answers with non-nude snapshots while the nude filter is on (§7 no-nude flag).
        avatarUrl: item.snapshot,
        status: statusFromOnlineStatus(item.onlineStatus),
      })),
    [search.results],
  );

  return (
    <LazySearchBox
      query={search.text}
      onQueryChange={search.input}
      suggestions={suggestions}
      isLoading={search.isLoading}
      onSelect={search.select}
      width={width}
    />
  );
}
