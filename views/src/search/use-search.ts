import { useEffect } from "react";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectSearch, statusFromOnlineStatus, type searchMachine } from "@camstage/core";
import type { SearchSuggestion } from "./search.types";

type SearchActor = ActorRefFrom<typeof searchMachine>;

/**
 * Binds SearchBox to the search actor; `boxProps` spreads onto it. `onSelected` receives the machine's
 * `search.selected` (the app navigates to the profile).
 */
export function useSearch(actorRef: SearchActor, onSelected?: (username: string) => void) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectSearch(snapshot, actorRef.send);
  useEffect(() => {
    if (!onSelected) return;
    const subscription = actorRef.on("search.selected", (event) => onSelected(event.username));
    return () => subscription.unsubscribe();
  }, [actorRef, onSelected]);
  const suggestions: SearchSuggestion[] = api.results.map((item) => ({
    username: item.username,
    avatarUrl: item.snapshot,
    status: statusFromOnlineStatus(item.onlineStatus),
  }));
  return {
    ...api,
    boxProps: { query: api.text, onQueryChange: api.input, suggestions, isLoading: api.isLoading, isFailed: api.isFailed, onSelect: api.select, onSubmit: api.submit },
  };
}
