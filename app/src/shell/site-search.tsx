import { useMemo, useState } from "react";
import { useRouter } from "@tanstack/react-router";
import { baseQuery, connectSearch, statusFromOnlineStatus } from "@camstage/core";
import { LazySearchBox, type SearchSuggestion } from "@camstage/views";
import { useSitePath } from "../site/site-hooks";
import { stringifySearch } from "../platform/search";
import { useFlowLater, useSessionEffect, useStartedFlow } from "../flows/use-flow";

/**
 * §2.3 search with autocomplete; choosing a performer, or Enter (core's `submittedUsername`), opens the profile; Enter
 * on a text that names nobody shows the grid searched for it (`?q=`, §7 user/find filter.username). The
 * field takes typing before the flows have loaded (ARCHITECTURE §6): the text shows at once and reaches the search flow when
 * it is there.
 */
export function SiteSearch({ width = "desktop" }: { width?: "desktop" | "full" }) {
  const search = useStartedFlow("search", connectSearch);
  const later = useFlowLater("search", connectSearch);
  const [early, setEarly] = useState("");
  const router = useRouter();
  const sitePath = useSitePath();

  useSessionEffect(
    ({ system }) => {
      const offs = [
        system.on("search", "search.selected", (event) => {
          void router.navigate({ href: sitePath(`/profile/${encodeURIComponent(event.username)}`) });
        }),
        system.on("search", "search.searched", (event) => {
          const base = baseQuery(router.state.location.searchStr);
          void router.navigate({ href: `${sitePath("/")}${stringifySearch({ ...base, q: event.text })}` });
        }),
      ];
      return () => offs.forEach((off) => off());
    },
    [router, sitePath],
  );

  const suggestions = useMemo<SearchSuggestion[]>(
    () =>
      (search?.results ?? []).map((item) => ({
        username: item.username,
        // The platform already answers with non-nude snapshots while the nude filter is on (§7 no-nude flag).
        avatarUrl: item.snapshot,
        status: statusFromOnlineStatus(item.onlineStatus),
      })),
    [search?.results],
  );

  return (
    <LazySearchBox
      query={search?.text ?? early}
      onQueryChange={
        search?.input ??
        ((text) => {
          setEarly(text);
          later((flow) => flow.input(text));
        })
      }
      suggestions={suggestions}
      isLoading={search?.isLoading ?? false}
      isFailed={search?.isFailed ?? false}
      onSelect={(username) => later((flow) => flow.select(username))}
      // §2.3 Enter with no suggestion highlighted: the flow picks the exact match or the first suggestion.
      onSubmit={() => later((flow) => flow.submit())}
      width={width}
    />
  );
}
