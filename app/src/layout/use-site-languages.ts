import { useCallback, useMemo } from "react";
import { useRouterState } from "@tanstack/react-router";
import { isLocale, siteLanguages } from "@camstage/core";
import { useConfiguration, useSession, useSiteContext } from "./site-hooks";

/**
 * The languages the menus offer (§1 nl and en, and those the configuration turns on: issue 28), the current one, and the
 * visitor's switch: the language flow loads the messages, sets the cookie and names the matching prefixed path
 * (§2.1, §4). `beforeSwitch` runs first (e.g. closing the drawer the menu sits in).
 */
export function useSiteLanguages(beforeSwitch?: () => void) {
  const configuration = useConfiguration();
  const { locale } = useSession();
  const { siteSession } = useSiteContext();
  const location = useRouterState({ select: (state) => state.location });
  const languages = useMemo(() => siteLanguages(configuration.languages), [configuration]);
  const switchLanguage = useCallback(
    (key: string) => {
      if (!isLocale(key) || !languages.some((language) => language.key === key)) return;
      beforeSwitch?.();
      siteSession.with((session) => session.switchLanguage(key, location.pathname, location.searchStr));
    },
    [beforeSwitch, siteSession, location.pathname, location.searchStr, languages],
  );
  return { languages, current: locale, switchLanguage };
}
