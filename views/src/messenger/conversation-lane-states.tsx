import { Trans, useLingui } from "@lingui/react/macro";
import { cx } from "../ui/cx";
import { ShieldIcon } from "../ui/icons-more";
import { VisuallyHidden } from "../ui/visually-hidden";
import { ChatsIcon } from "./messenger-icons";
import styles from "./lane.module.css";

/** §2.6 the notice at the start of every conversation. */
export function Notice() {
  const { t } = useLingui();
  return (
    <p className={styles.notice}>
      <ShieldIcon aria-hidden="true" />
      {t`For your safety: do not share contact details such as phone numbers, e-mail addresses or social media.`}
    </p>
  );
}

export function LaneEmpty({ performer }: { performer: string }) {
  const who = <span className={styles.emptyName}>{performer}</span>;
  return (
    <div className={styles.empty}>
      <span className={styles.stateArt} aria-hidden="true">
        <ChatsIcon />
      </span>
      <p className={styles.stateTitle}>
        <Trans>Say hello to {who}</Trans>
      </p>
      <p className={styles.stateText}>
        <Trans>Your first message starts the conversation.</Trans>
      </p>
      <Notice />
    </div>
  );
}

export function LaneSkeleton() {
  const { t } = useLingui();
  const shapes: ReadonlyArray<readonly [boolean, string]> = [
    [false, "62%"],
    [false, "40%"],
    [true, "55%"],
    [false, "70%"],
    [true, "35%"],
    [true, "48%"],
  ];
  return (
    <>
      <VisuallyHidden>
        <span role="status">{t`Loading messages…`}</span>
      </VisuallyHidden>
      <ol className={styles.skeletonList} aria-hidden="true">
        {shapes.map(([own, width], i) => (
          <li key={i} className={cx(styles.item, own ? styles.own : styles.other)}>
            <span className={cx(styles.bubble, styles.skeleton)} style={{ width }} />
          </li>
        ))}
      </ol>
    </>
  );
}
