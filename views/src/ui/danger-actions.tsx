import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button } from "./button";
import { Spinner } from "./feedback";
import styles from "./modal.module.css";

export type DangerActionsProps = {
  /** What the confirm button says ("Delete", "Yes, delete my account"). */
  confirm: ReactNode;
  /** What it says while the action is on its way (defaults to `confirm`). */
  pending?: ReactNode;
  /** The action is on its way: the confirm button spins, cancel waits. */
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The two buttons of a modal that asks before something cannot be undone (a deleted account, a deleted
 * conversation): cancel first and focused (the safe choice is the one a stray Enter takes), then the red confirm.
 */
export function DangerActions({ confirm, pending, isPending, onConfirm, onCancel }: DangerActionsProps) {
  const { t } = useLingui();
  return (
    <div className={styles.actions}>
      <Button variant="secondary" size="lg" block onPress={onCancel} isDisabled={isPending} autoFocus>
        {t`Cancel`}
      </Button>
      <Button variant="primary" size="lg" block className={styles.danger} onPress={onConfirm} isPending={isPending}>
        {isPending ? <Spinner /> : null}
        {isPending && pending !== undefined ? pending : confirm}
      </Button>
    </div>
  );
}
