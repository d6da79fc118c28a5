import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { pickImage, statusFromOnlineStatus } from "@camstage/core";
import { AppLink, ButtonLink, StatusBadge } from "@camstage/views";
import { useQueryEnv, useSitePath } from "../layout/site-hooks";
import { profileQuery } from "../queries";
import { usePageMeta } from "../theme/page-meta";
import styles from "./stream-page.module.css";

/**
 * §2.1 live stream view. Live video and chat arrive with the chat milestone; until then the page shows
 * the performer's latest snapshot and status, and says so.
 */
export function StreamPage() {
  const { t } = useLingui();
  const env = useQueryEnv();
  const sitePath = useSitePath();
  const model = useParams({ strict: false, select: (params: { model?: string }) => params.model ?? "" });
  const profile = useSuspenseQuery(profileQuery(env, model)).data;
  const status = statusFromOnlineStatus(profile.onlineStatus);
  const snapshot = pickImage(profile, env.session.noNude);
  const profileHref = sitePath(`/profile/${encodeURIComponent(profile.username)}`);
  usePageMeta(t`${profile.username} live`);

  return (
    <section className={styles.page} aria-labelledby="stream-title">
      <div className={styles.stage}>
        {snapshot ? <img className={styles.snapshot} src={snapshot} alt={t`Latest snapshot of ${profile.username}`} width={1280} height={960} /> : null}
        <div className={styles.overlay}>
          <StatusBadge status={status} size="md" />
        </div>
      </div>
      <div className={styles.panel}>
        <h1 id="stream-title" className={styles.title}>
          {profile.username}
        </h1>
        <p className={styles.note}>{t`Live video and chat are coming soon. Until then you can see ${profile.username}'s latest snapshot here.`}</p>
        <div className={styles.actions}>
          <ButtonLink href={profileHref} variant="primary" size="lg">
            {t`View profile`}
          </ButtonLink>
          <AppLink className={styles.back} href={sitePath("/")}>
            {t`Back to all models`}
          </AppLink>
        </div>
      </div>
    </section>
  );
}
