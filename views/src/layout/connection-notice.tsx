import { useLingui } from "@lingui/react/macro";
import { cx } from "../ui/cx";
import { Spinner } from "../ui/feedback";
import { CheckIcon } from "../ui/icons-more";
import styles from "./connection-notice.module.css";

/** What the connection flow says (core's `ConnectionNotice`). */
export type ConnectionNoticeState = "none" | "reconnecting" | "restored";

/**
 * Issue 14: the platform unreachable for a moment. A slim notice under the header says the site is reconnecting
 * (nothing typed is lost: it waits or goes out once back), then that it is connected again. The live region is always
 * there so a screen reader hears each change, also while an overlay is open; it covers nothing and moves nothing.
 */
export function ConnectionNotice({ notice }: { notice: ConnectionNoticeState }) {
  const { t } = useLingui();
  return (
    // Like a toast, it stays in the accessibility tree while a React Aria overlay hides what is outside it (an open
    // search list, a dialog): the visitor must still hear it.
    <div role="status" className={styles.region} data-react-aria-top-layer="true">
      {notice === "none" ? null : (
        <p className={cx(styles.notice, notice === "restored" && styles.restored)}>
          {notice === "reconnecting" ? (
            <>
              <Spinner size="0.875rem" />
              <span>{t`Connection lost. Reconnecting…`}</span>
              <span className={styles.hint}>{t`What you typed is kept.`}</span>
            </>
          ) : (
            <>
              <CheckIcon aria-hidden="true" />
              <span>{t`Connected again`}</span>
            </>
          )}
        </p>
      )}
    </div>
  );
}
