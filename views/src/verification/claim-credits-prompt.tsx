import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import type { ResendStatus } from "@camstage/core";
import { CoinsIcon } from "../ui/icons-more";
import { cx } from "../ui/cx";
import { ResendButton } from "./resend-button";
import styles from "./verification.module.css";

export type ClaimCreditsPromptProps = {
  welcomeCredits: number;
  resendStatus: ResendStatus;
  onResend: () => void;
  className?: string;
};

/** §2.4/§6 the compact claim-credits prompt for unverified members (member menu, banners). */
export function ClaimCreditsPrompt({ welcomeCredits, resendStatus, onResend, className }: ClaimCreditsPromptProps) {
  const { t } = useLingui();
  const textId = useId();
  return (
    <section className={cx(styles.prompt, className)} aria-labelledby={textId}>
      <CoinsIcon aria-hidden="true" className={styles.promptIcon} />
      <p id={textId} className={styles.promptText}>
        {t`Verify your e-mail to claim ${welcomeCredits} free credits`}
      </p>
      <ResendButton resendStatus={resendStatus} onResend={onResend} size="sm" block={false} className={styles.promptAction} />
    </section>
  );
}
