import { useLingui } from "@lingui/react/macro";
import { pickImage, type PerformerProfile, type PerformerStatus } from "@camstage/core";
import { AppLink, ButtonLink, StatusBadge, StreamPlayer } from "@camstage/views";
import { useQueryEnv, useSitePath } from "../site/site-hooks";
import { attachStream } from "./stream-attach";
import styles from "./stream-page.module.css";

/**
 * Her name, status and links under the room. The status is what the room shows (issue 27: the live room passes the
 * room's own word, its switches and its close, over the status read at load).
 */
export function PerformerDetails({ profile, status }: { profile: PerformerProfile; status: PerformerStatus }) {
  const { t } = useLingui();
  const sitePath = useSitePath();
  return (
    <div className={styles.details}>
      <div className={styles.heading}>
        <h1 id="stream-title" className={styles.title}>
          {profile.username}
        </h1>
        <StatusBadge status={status} size="md" />
      </div>
      <div className={styles.actions}>
        <ButtonLink href={sitePath(`/profile/${encodeURIComponent(profile.username)}`)} variant="secondary" size="md">
          {t`View profile`}
        </ButtonLink>
        <AppLink className={styles.back} href={sitePath("/")}>
          {t`Back to all models`}
        </AppLink>
      </div>
    </div>
  );
}

export function OfflineRoom({ profile }: { profile: PerformerProfile }) {
  const env = useQueryEnv();
  return (
    <>
      <div className={styles.room}>
        <StreamPlayer performer={profile.username} poster={pickImage(profile, env.session.noNude) ?? null} src={null} status="offline" attach={attachStream} />
      </div>
      <PerformerDetails profile={profile} status="offline" />
    </>
  );
}

/** While the chat's code loads: the poster and a quiet side panel. */
export function RoomLoading({ profile, status }: { profile: PerformerProfile; status: PerformerStatus }) {
  const env = useQueryEnv();
  return (
    <>
      <div className={styles.room}>
        <StreamPlayer performer={profile.username} poster={pickImage(profile, env.session.noNude) ?? null} src={null} status={status} attach={attachStream} />
        <div className={styles.chat} aria-busy="true" />
      </div>
      <PerformerDetails profile={profile} status={status} />
    </>
  );
}
