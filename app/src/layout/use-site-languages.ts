import { useCallback, useMemo } from "react";
import { useRouterState } from "@tanstack/react-router";
import { isLocale } from "@camstage/core";
import { useConfiguration, useSession, useSiteContext } from "./site-hooks";

/**
 * The languages the menus offer (the configured ones that are routable, §1 nl and en), the current one, and the
 * visitor's switch: the language flow loads the messages, sets the cookie and names the matching prefixed path
 * (§2.1, §4). `beforeSwitch` runs first (e.g. closing the drawer the menu sits in).
 */
export function useSiteLanguages(beforeSwitch?: () => void) {
  const configuration = useConfiguration();
  const { locale } = useSession();
  const { siteSession } = useSiteContext();
  const location = useRouterState({ select: (state) => state.location });
  const languages = useMemo(() => configuration.languages.filter((language) => isLocale(language.key)), [configuration]);
  const switchLanguage = useCallback(
    (key: string) => {
      if (!isLocale(key)) return;
      beforeSwitch?.();
      siteSession.with((session) => session.switchLanguage(key, location.pathname, location.searchStr));
    },
    [beforeSwitch, siteSession, location.pathname, location.searchStr],
  );
  return { languages, current: locale, switchLanguage };
}
