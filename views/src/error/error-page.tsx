import { useLingui } from "@lingui/react/macro";
import { ButtonLink } from "../ui/native-button";
import { HomeIcon } from "../ui/icons-more";
import styles from "./error.module.css";

export type ErrorPageProps = {
  /** §8 status code; defaults to 500. */
  status?: number;
  /** §2.3 go-home link, keeping the affiliate query values. */
  homeHref: string;
};

/** §2.3/§8 Error page: 404 "Page not found", any other status "Something went wrong". */
export function ErrorPage({ status = 500, homeHref }: ErrorPageProps) {
  const { t } = useLingui();
  const notFound = status === 404;
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          {status}
        </p>
        <h1 id="error-title" className={styles.title}>
          {notFound ? t`Page not found` : t`Something went wrong`}
        </h1>
        <p className={styles.text}>
          {notFound
            ? t`This page could not be found`
            : t`An error occurred while loading this page (error ${status}). Please try again in a moment.`}
        </p>
        <div className={styles.actions}>
          <ButtonLink href={homeHref} variant="primary" size="lg">
            <HomeIcon aria-hidden="true" />
            {t`Go to the homepage`}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
