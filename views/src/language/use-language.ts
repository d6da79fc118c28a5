import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectLanguage, isLocale, type languageMachine } from "@camstage/core";

export type CurrentLocation = { pathname: string; search?: string };

/**
 * Binds the language menu and list to the language actor. `location` is the page the visitor is on (the
 * app reads it from its router); the machine works out the matching prefixed path (§4 language).
 */
export function useLanguage(actorRef: ActorRefFrom<typeof languageMachine>, location: CurrentLocation) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectLanguage(snapshot, actorRef.send);
  const onSelect = (key: string) => {
    if (isLocale(key) && key !== api.locale) api.switchTo(key, location.pathname, location.search);
  };
  return { ...api, menuProps: { current: api.locale, onSelect } };
}
