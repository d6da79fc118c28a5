import type { KeyboardEvent } from "react";

/**
 * Enter in the search field (§2.3): with a suggestion highlighted (aria-activedescendant) the combobox chooses it;
 * otherwise the search is submitted and the search flow picks the performer. Shared by the combobox and the field
 * that stands in while it loads, so it needs no React Aria.
 */
export const submitOnEnter =
  (onSubmit: (() => void) | undefined) =>
  (event: KeyboardEvent<HTMLInputElement>): void => {
    if (onSubmit === undefined || event.key !== "Enter" || event.nativeEvent.isComposing) return;
    if (event.currentTarget.getAttribute("aria-activedescendant")) return;
    event.preventDefault();
    onSubmit();
  };
