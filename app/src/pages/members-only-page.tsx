import { useLingui } from "@lingui/react/macro";
import { ButtonLink } from "@camstage/views";
import { useSitePath } from "../layout/site-hooks";
import { usePageMeta } from "../theme/page-meta";
import styles from "./stream-page.module.css";

/**
 * Favourites, settings and messenger are member pages (§6). Their guards send guests home, so this only
 * shows to a member before the member milestone brings the real pages.
 */
export function MembersOnlyPage() {
  const { t } = useLingui();
  const sitePath = useSitePath();
  usePageMeta(t`Coming soon`);
  return (
    <section className={styles.panel} aria-labelledby="members-title">
      <h1 id="members-title" className={styles.title}>
        {t`Coming soon`}
      </h1>
      <p className={styles.note}>{t`This part of your account is being prepared.`}</p>
      <ButtonLink href={sitePath("/")} variant="primary">
        {t`Back to all models`}
      </ButtonLink>
    </section>
  );
}
