import type { ReactElement, ReactNode } from "react";
import { act, cleanup, render, type RenderResult } from "@testing-library/react";
import { afterEach } from "vitest";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom has no CSS.escape, which React Aria's overlays call; a minimal CSSOM escape for identifiers.
if (typeof globalThis.CSS === "undefined" || typeof globalThis.CSS.escape !== "function") {
  const escape = (value: string) => String(value).replace(/[^a-zA-Z0-9_\u00a0-\uffff-]/g, (ch) => `\\${ch}`);
  Object.defineProperty(globalThis, "CSS", { value: { ...(globalThis.CSS ?? {}), escape }, configurable: true });
}

/** Renders inside an I18nProvider with English active and no catalogue (the macros' source text shows). */
export function renderWithI18n(ui: ReactElement): RenderResult {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return render(ui, { wrapper });
}

/**
 * What a browser does when the focused control becomes disabled (jsdom does not): the focus falls back to the page,
 * and React Aria's focus containment cannot put it back on a disabled control. A dialog whose focus is on the page no
 * longer hears Escape.
 */
export function browserFocusFixup(): void {
  const active = document.activeElement as (HTMLElement & { disabled?: boolean }) | null;
  if (!active?.disabled) return;
  document.body.tabIndex = -1;
  act(() => document.body.focus());
  document.body.removeAttribute("tabindex");
}
