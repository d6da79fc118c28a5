import { Trans } from "@lingui/react/macro";
import { ButtonLink, GridIcon } from "../ui";
import { HeartArt } from "./heart-art";
import styles from "./favourites.module.css";

export type FavouritesEmptyProps = {
  /** The grid of all models (the app's localized home path). */
  allModelsHref: string;
};

/** §2.1 the favourites page without favourites: heart art, a hint and a way back to all models. */
export function FavouritesEmpty({ allModelsHref }: FavouritesEmptyProps) {
  return (
    <section className={styles.empty} aria-labelledby="favourites-empty-title">
      <HeartArt className={styles.emptyArt} />
      <h2 id="favourites-empty-title" className={styles.emptyTitle}>
        <Trans>No favourites yet</Trans>
      </h2>
      <p className={styles.emptyText}>
        <Trans>Tap the heart on a model's picture or profile and she will be waiting for you here.</Trans>
      </p>
      <ButtonLink href={allModelsHref} variant="primary" size="lg">
        <GridIcon aria-hidden="true" />
        <Trans>Browse all models</Trans>
      </ButtonLink>
    </section>
  );
}
