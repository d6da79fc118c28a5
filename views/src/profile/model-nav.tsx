import { useLingui } from "@lingui/react/macro";
import { AppLink } from "../link";
import { ChevronLeftIcon, ChevronRightIcon, HeartIcon, IconButton, cx } from "../ui";
import styles from "./model-nav.module.css";

export type ModelNavTarget = { username: string; href: string };

export type ModelNavProps = {
  username: string;
  previous?: ModelNavTarget | undefined;
  next?: ModelNavTarget | undefined;
  /** Favourite toggle (§2.3 model nav); left out, the heart is shown disabled. */
  favourite?: { isFavourite: boolean; onToggle: () => void; disabled?: boolean } | undefined;
};

/** §2.3 model nav: previous, model name, favourite, next. */
export function ModelNav({ username, previous, next, favourite }: ModelNavProps) {
  const { t } = useLingui();
  const favouriteLabel = favourite?.isFavourite ? t`Remove ${username} from favourites` : t`Add ${username} to favourites`;
  return (
    <nav className={styles.nav} aria-label={t`Models`}>
      {previous ? (
        <AppLink href={previous.href} className={styles.step} aria-label={t`Previous model: ${previous.username}`}>
          <ChevronLeftIcon />
          <span className={styles.stepName}>{previous.username}</span>
        </AppLink>
      ) : (
        <span className={styles.step} aria-hidden="true" />
      )}
      <span className={styles.current}>
        <span className={styles.name}>{username}</span>
        <IconButton
          size="sm"
          aria-label={favouriteLabel}
          aria-pressed={favourite ? favourite.isFavourite : undefined}
          isDisabled={!favourite || favourite.disabled}
          onPress={favourite?.onToggle}
          className={cx(styles.heart, favourite?.isFavourite && styles.hearted)}
        >
          <HeartIcon />
        </IconButton>
      </span>
      {next ? (
        <AppLink href={next.href} className={cx(styles.step, styles.next)} aria-label={t`Next model: ${next.username}`}>
          <span className={styles.stepName}>{next.username}</span>
          <ChevronRightIcon />
        </AppLink>
      ) : (
        <span className={styles.step} aria-hidden="true" />
      )}
    </nav>
  );
}
