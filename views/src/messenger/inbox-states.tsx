import { Trans, useLingui } from "@lingui/react/macro";
import type { InboxFilter } from "@camstage/core";
import { cx } from "../ui/cx";
import { SearchIcon } from "../ui/icons";
import { VisuallyHidden } from "../ui/visually-hidden";
import { ChatsIcon } from "./messenger-icons";
import styles from "./inbox.module.css";

const SKELETON_ROWS = 7;

export function InboxSkeleton() {
  const { t } = useLingui();
  return (
    <>
      <VisuallyHidden>
        <span role="status">{t`Loading your conversations…`}</span>
      </VisuallyHidden>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <li key={i} className={cx(styles.row, styles.skeleton)}>
            <span className={styles.open}>
              <span className={styles.skeletonAvatar} />
              <span className={styles.main}>
                <span className={styles.skeletonLine} style={{ width: `${45 + ((i * 17) % 30)}%` }} />
                <span className={styles.skeletonLine} style={{ width: `${60 + ((i * 23) % 35)}%` }} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function InboxEmpty({ filter, search, hasSuggestions }: { filter: InboxFilter; search: string; hasSuggestions: boolean }) {
  const { t } = useLingui();
  const query = search.trim();
  let title: string;
  let text: string;
  if (query !== "") {
    const shown = <strong className={styles.query}>{query}</strong>;
    return (
      <div className={styles.state}>
        <span className={styles.stateArt} aria-hidden="true">
          <SearchIcon />
        </span>
        <p className={styles.stateTitle}>
          <Trans>No conversations with “{shown}”</Trans>
        </p>
        <p className={styles.stateText}>{t`Search looks at the start of a username.`}</p>
      </div>
    );
  }
  switch (filter) {
    case "all":
      title = t`No conversations yet`;
      text = t`Send a model a message from her profile: your chats show up here.`;
      break;
    case "unanswered":
      title = t`You are all caught up`;
      text = t`Every model has had your answer.`;
      break;
    case "answered":
      title = t`No answered chats`;
      text = t`Chats where you wrote last show up here.`;
      break;
    case "favourites":
      title = t`No chats with your favourites`;
      text = hasSuggestions ? t`Start one with a favourite below.` : t`Chats with the models you like show up here.`;
      break;
    case "models":
      title = t`None of your models is online`;
      text = hasSuggestions ? t`These models are online now: say hello.` : t`Models you chat with show up here when they are online.`;
      break;
  }
  return (
    <div className={cx(styles.state, hasSuggestions && styles.stateCompact)}>
      <span className={styles.stateArt} aria-hidden="true">
        <ChatsIcon />
      </span>
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.stateText}>{text}</p>
    </div>
  );
}
