import { useCallback, useMemo } from "react";
import { useRouterState } from "@tanstack/react-router";
import { isLocale, siteLanguages } from "@camstage/core";
import { lazyConnect, useFlowLater } from "../flows/use-flow";
import { useConfiguration, useSession } from "./site-hooks";

// The language flow's connect loads with the first switch, not with the first page (ARCHITECTURE §6).
const languageConnect = lazyConnect("language", () => import("@camstage/core/language/language.connect").then((module) => module.connectLanguage));

/**
 * The languages the menus offer (§1 nl and en, and those the configuration turns on: issue 28), the current one, and the
 * visitor's switch: the language flow loads the messages, sets the cookie and names the matching prefixed path
 * (§2.1, §4). `beforeSwitch` runs first (e.g. closing the drawer the menu sits in).
 */
export function useSiteLanguages(beforeSwitch?: () => void) {
  const configuration = useConfiguration();
  const { locale } = useSession();
  const language = useFlowLater("language", languageConnect);
  const location = useRouterState({ select: (state) => state.location });
  const languages = useMemo(() => siteLanguages(configuration.languages), [configuration]);
  const switchLanguage = useCallback(
    (key: string) => {
      if (!isLocale(key) || !languages.some((language) => language.key === key)) return;
      beforeSwitch?.();
      language((api) => api.switchTo(key, location.pathname, location.searchStr));
    },
    [beforeSwitch, language, location.pathname, location.searchStr, languages],
  );
  return { languages, current: locale, switchLanguage };
}
