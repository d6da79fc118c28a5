import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { AlertIcon, Button } from "../ui";
import styles from "./performer-grid.module.css";

export interface LoadFailedProps {
  /** What could not be loaded, as the visitor reads it. */
  readonly message: ReactNode;
  readonly onRetry: () => void;
  /** Below what is already shown (a later page), rather than in its place. */
  readonly inline?: boolean;
}

/** §8/issue 14: a part of the page that could not be loaded says so, with a way to try again; the rest keeps working. */
export function LoadFailed({ message, onRetry, inline = false }: LoadFailedProps) {
  return (
    <div className={inline ? styles.inlineError : styles.message} role="alert">
      <AlertIcon className={styles.alertIcon} />
      <p className={styles.messageTitle}>{message}</p>
      <Button variant="primary" onPress={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
