import { useCallback, useState, type FocusEvent, type PointerEvent } from "react";

/** The handlers a stand-in control spreads to notice that the visitor is about to use it. */
export type IntentHandlers = {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A control whose real implementation is heavy (most of React Aria) stands in as plain markup until the visitor
 * shows intent: a pointer over it, a press, or keyboard focus. Only then does its code load, so the first page
 * neither downloads nor parses it (ARCHITECTURE §6 total blocking time). `wanted` stays true once set.
 */
export function useIntent(): { wanted: boolean; want: () => void; intent: IntentHandlers } {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  return { wanted, want, intent: { onPointerEnter: want, onPointerDown: want, onFocus: want } };
}
