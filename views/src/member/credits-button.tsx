import { useId } from "react";
import { Button } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { CoinsIcon, VisuallyHidden, cx } from "../ui";
import { useCreditMinutes } from "./credit-minutes";
import { PlusIcon } from "./member-icons";
import styles from "./member.module.css";

export type CreditsButtonProps = {
  /** The balance in credits; shown as minutes (§1, §9). */
  credits: number;
  /** §2.3 a click opens the wallet. */
  onPress: () => void;
  className?: string;
};

/** §2.3 the header's credit balance, as minutes; it switches to a low look at 500 credits or fewer (§9). */
export function CreditsButton({ credits, onPress, className }: CreditsButtonProps) {
  const { t } = useLingui();
  const lowId = useId();
  const { short, long, isLow } = useCreditMinutes(credits);
  return (
    <Button
      className={cx(styles.credits, isLow && styles.low, className)}
      aria-label={t`Credits: ${long}`}
      aria-describedby={isLow ? lowId : undefined}
      onPress={onPress}
    >
      <CoinsIcon className={styles.creditsIcon} />
      <span className={styles.creditsValue}>{short}</span>
      <span className={styles.creditsPlus}>
        <PlusIcon />
      </span>
      {isLow ? (
        <VisuallyHidden>
          <span id={lowId}>{t`Low balance, buy credits`}</span>
        </VisuallyHidden>
      ) : null}
    </Button>
  );
}
