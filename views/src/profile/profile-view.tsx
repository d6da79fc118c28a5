import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { pickImage, statusFromOnlineStatus, type PerformerProfile, type PerformerStatus } from "@camstage/core";
import { ButtonLink, MailIcon, MessageIcon, StarIcon, VibrateIcon, VisuallyHidden, cx } from "../ui";
import { StatusBadge } from "../grid/status-badge";
import { FavouriteButton, type FavouriteToggle } from "../favourites/favourite-button";
import { AlbumStrip, type ProfileAlbum } from "./album-strip";
import { ModelNav, type ModelNavProps } from "./model-nav";
import { ProfileDetails } from "./profile-details";
import { useProfileLabels } from "./profile-labels";
import styles from "./profile-view.module.css";

export type ProfileViewProps = {
  profile: PerformerProfile;
  /** Where the primary button goes: the performer's live stream page. */
  streamHref: string;
  /** Defaults to the §4 reading of the profile's numeric onlineStatus. */
  status?: PerformerStatus | undefined;
  /** §2.1 nude filter: non-nude pictures only. */
  nudeFilter?: boolean;
  /** The albums to show (defaults to the profile's), with covers when the app has them. */
  albums?: readonly ProfileAlbum[] | undefined;
  onOpenAlbum: (albumId: string) => void;
  /** §2.3 model nav: previous, next and the favourite toggle. */
  nav?: Omit<ModelNavProps, "username"> | undefined;
  /** For members: a favourite heart beside the name in the profile header (and in the model nav when `nav`
      brings no favourite of its own); left out, nothing changes. */
  favourite?: FavouriteToggle | undefined;
  /** For members with the messenger: the "Message" button's target (§2.6 her conversation). */
  messageHref?: string | undefined;
};

/** The model nav's heart follows the header's when the nav has none of its own. */
const navFavourite = (favourite: FavouriteToggle | undefined): ModelNavProps["favourite"] =>
  favourite && { isFavourite: favourite.isFavourite, onToggle: favourite.onToggle, disabled: Boolean(favourite.isLocked || favourite.isPending) };

/** §2.1 performer profile: hero, about, albums, and every §3 field in a details table. */
export function ProfileView({ profile, streamHref, status, nudeFilter = false, albums, onOpenAlbum, nav, favourite, messageHref }: ProfileViewProps) {
  const { t } = useLingui();
  const l = useProfileLabels();
  const headingId = useId();
  const current = status ?? statusFromOnlineStatus(profile.onlineStatus);
  const offline = current === "offline";
  const { username, age, city, rating } = profile;
  const performer = username;
  const coverVideo = !nudeFilter && profile.coverVideo ? profile.coverVideo : null;
  const cover = pickImage({ url: profile.cover, nonude: profile.nonude }, nudeFilter);
  const snapshot = pickImage(profile, nudeFilter);

  return (
    <article className={styles.profile} aria-labelledby={headingId}>
      <ModelNav username={username} {...nav} favourite={nav?.favourite ?? navFavourite(favourite)} />

      <header className={styles.hero}>
        <div className={styles.cover}>
          {coverVideo ? (
            <video className={styles.coverMedia} src={coverVideo} poster={profile.cover} autoPlay muted loop playsInline aria-hidden="true" />
          ) : (
            cover && <img className={styles.coverMedia} src={cover} alt="" width={1280} height={400} fetchPriority="high" />
          )}
        </div>
        <div className={styles.heroBody}>
          {snapshot ? (
            <img className={cx(styles.snapshot, offline && styles.snapshotOffline)} src={snapshot} alt="" width={400} height={300} />
          ) : (
            <span className={styles.snapshot} aria-hidden="true" />
          )}
          <div className={styles.identity}>
            <div className={styles.nameRow}>
              <h1 id={headingId} className={styles.username}>
                {username}
              </h1>
              <StatusBadge status={current} size="md" />
              {favourite && <FavouriteButton {...favourite} username={username} size="sm" />}
              {profile.cybertoy > 0 && (
                <span className={styles.toy}>
                  <VibrateIcon /> {t`Interactive toy`}
                </span>
              )}
            </div>
            <p className={styles.facts}>
              <span>
                <Trans>{age} years</Trans>
              </span>
              {city && <span>{city}</span>}
              <span className={styles.rating}>
                <StarIcon className={styles.star} />
                <span aria-hidden="true">{rating.toFixed(1)}</span>
                <VisuallyHidden>{t`Rating ${rating.toFixed(1)} out of 5`}</VisuallyHidden>
              </span>
            </p>
            {profile.languages.length > 0 && (
              <p className={styles.languages}>
                <VisuallyHidden>{t`Languages:`} </VisuallyHidden>
                {profile.languages.map((code) => (
                  <span key={code} className={styles.language} title={l.language(code)}>
                    {code}
                  </span>
                ))}
              </p>
            )}
          </div>
          <div className={cx(styles.cta, styles.actions)}>
            {offline ? (
              // Issue 28: an offline performer's room has nothing to show; her page says she is away instead.
              <p className={styles.offlineNote}>{t`${performer} is offline`}</p>
            ) : (
              <ButtonLink href={streamHref} variant="primary" size="lg">
                <MessageIcon />
                {t`Chat now`}
              </ButtonLink>
            )}
            {messageHref ? (
              <ButtonLink href={messageHref} variant="secondary" size="lg">
                <MailIcon />
                {t`Message`}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </header>

      <div className={styles.columns}>
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby={`${headingId}-about`}>
            <h2 id={`${headingId}-about`} className={styles.sectionTitle}>
              <Trans>About {username}</Trans>
            </h2>
            {profile.motto && <blockquote className={styles.motto}>{profile.motto}</blockquote>}
            {profile.description ? (
              <p className={styles.description}>{profile.description}</p>
            ) : (
              <p className={styles.muted}>
                <Trans>{username} has not written anything yet.</Trans>
              </p>
            )}
          </section>
          {(albums ?? profile.albums).length > 0 && (
            <section className={styles.card} aria-labelledby={`${headingId}-albums`}>
              <h2 id={`${headingId}-albums`} className={styles.sectionTitle}>
                <Trans>Photos and videos</Trans>
              </h2>
              <AlbumStrip albums={albums ?? profile.albums} onOpenAlbum={onOpenAlbum} />
            </section>
          )}
        </div>
        <div className={cx(styles.card, styles.aside)}>
          <ProfileDetails profile={profile} />
        </div>
      </div>
    </article>
  );
}
