import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { AppLink } from "../link/link-context";
import { GridIcon, HeartIcon } from "../ui/icons";
import { SparkIcon, StarIcon, VibrateIcon } from "../ui/icons-more";
import styles from "./filters.module.css";

export type ModelsSubNavKey = "all" | "new" | "toy" | "favourites";

export type ModelsSubNavProps = {
  current?: ModelsSubNavKey;
  allHref: string;
  newHref: string;
  toyHref: string;
  favouritesHref: string;
  isLoggedIn: boolean;
  /** §2.3 favourites needs a login: guests get this instead of the link. */
  onLoginRequired: () => void;
};

/** §2.3 Models sub-nav: all models, new cams, toy, favourites (login required); free is disabled. */
export function ModelsSubNav(props: ModelsSubNavProps) {
  const { t } = useLingui();
  const link = (key: ModelsSubNavKey, href: string, icon: ReactNode, label: string) => (
    <li>
      <AppLink href={href} className={styles.subLink} aria-current={props.current === key ? "page" : undefined}>
        {icon}
        {label}
      </AppLink>
    </li>
  );
  return (
    <nav aria-label={t`Models`}>
      <ul className={styles.subNav}>
        {link("all", props.allHref, <GridIcon aria-hidden="true" />, t`All models`)}
        {link("new", props.newHref, <SparkIcon aria-hidden="true" />, t`New cams`)}
        {link("toy", props.toyHref, <VibrateIcon aria-hidden="true" />, t`Interactive toy`)}
        <li>
          {/* §2.3 "free" is disabled: shown, not reachable. */}
          <Button className={styles.subLink} isDisabled>
            <StarIcon aria-hidden="true" />
            {t`Free chat`}
          </Button>
        </li>
        {props.isLoggedIn ? (
          link("favourites", props.favouritesHref, <HeartIcon aria-hidden="true" />, t`Favourites`)
        ) : (
          <li>
            <Button className={styles.subLink} onPress={props.onLoginRequired} aria-label={t`Favourites (log in required)`}>
              <HeartIcon aria-hidden="true" />
              {t`Favourites`}
            </Button>
          </li>
        )}
      </ul>
    </nav>
  );
}
