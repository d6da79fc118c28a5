import { useLingui } from "@lingui/react/macro";
import type { ResendStatus } from "@camstage/core";
import { Button } from "../ui/button";
import { Spinner } from "../ui/feedback";
import { CheckIcon } from "../ui/icons-more";
import { cx } from "../ui/cx";
import { MailIcon } from "../auth/auth-icons";
import styles from "./verification.module.css";

export type ResendButtonProps = {
  /** The resend region of the verification flow: idle, sending, sent (sent resets after 10 s, §9). */
  resendStatus: ResendStatus;
  onResend: () => void;
  size?: "sm" | "md" | "lg";
  block?: boolean;
  className?: string;
};

/**
 * §2.4 resend-verification button: pending while sending, a confirmation while sent. It stays focusable throughout
 * (aria-disabled, never `disabled`): a focused button that turns disabled drops the focus to the page, outside the
 * dialog, and Escape no longer reaches the dialog.
 */
export function ResendButton({ resendStatus, onResend, size = "lg", block = true, className }: ResendButtonProps) {
  const { t } = useLingui();
  const sent = resendStatus === "sent";
  const sending = resendStatus === "sending";
  return (
    <div className={cx(styles.resend, className)}>
      <Button
        variant={sent ? "secondary" : "outline"}
        size={size}
        block={block}
        isPending={sending}
        aria-disabled={sent || undefined}
        onPress={() => {
          if (resendStatus === "idle") onResend();
        }}
      >
        {sending ? <Spinner /> : sent ? <CheckIcon aria-hidden="true" className={styles.sentIcon} /> : <MailIcon />}
        {sent ? t`E-mail sent` : t`Resend verification e-mail`}
      </Button>
      {/* Always present so the confirmation is announced when it appears. */}
      <p role="status" className={styles.resendStatus}>
        {sent ? t`We sent you a new verification e-mail.` : null}
      </p>
    </div>
  );
}
