import { useSyncExternalStore } from "react";
import { MOBILE_MAX_WIDTH_PX } from "@camstage/core";
import { useHydrating } from "../platform/hydration";

// §9 mobile viewport: width under 1024 px.
const QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX - 1}px)`;

const subscribe = (listener: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", listener);
  return () => list.removeEventListener("change", listener);
};

const matches = () => window.matchMedia(QUERY).matches;
const serverValue = () => false;

/** Whether the viewport is a mobile one (§9), following resizes; false on the server and while hydrating its HTML. */
export const useIsMobile = (): boolean => useSyncExternalStore(subscribe, useHydrating() ? serverValue : matches, serverValue);
