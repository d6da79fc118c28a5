import { useLingui } from "@lingui/react/macro";
import type { ChatEnd } from "@camstage/core";
import { Button } from "../../ui/button";
import { useChatMessages } from "./chat-messages";
import styles from "./chat.module.css";

export type ChatEndPanelProps = {
  end: ChatEnd;
  performer: string;
  /** §6 a guest whose free time is over is offered the free sign-up. */
  onSignUp?: () => void;
  /** §9 paid chat ended for want of credits: the wallet is offered. */
  onBuyCredits?: () => void;
  onRestart?: () => void;
};

/** §4 how the chat ended (kicked, guest time over, duplicate session, paused, offline, …), with what to do next. */
export function ChatEndPanel({ end, performer, onSignUp, onBuyCredits, onRestart }: ChatEndPanelProps) {
  const { t } = useLingui();
  const texts = useChatMessages();
  const { title, text } = texts.end(end, performer);
  return (
    <div className={styles.panel} role="status">
      <h2 className={styles.panelTitle}>{title}</h2>
      <p className={styles.panelText}>{text}</p>
      {end === "guest_expired" && onSignUp ? (
        <Button variant="primary" onPress={onSignUp}>
          {t`Free sign up`}
        </Button>
      ) : null}
      {end === "no_credits" && onBuyCredits ? (
        <Button variant="primary" onPress={onBuyCredits}>
          {t`Buy credits`}
        </Button>
      ) : null}
      {end !== "guest_expired" && end !== "offline" && end !== "kicked" && end !== "no_credits" && onRestart ? (
        <Button variant="secondary" onPress={onRestart}>
          {t`Chat again`}
        </Button>
      ) : null}
    </div>
  );
}

/** §8 chat not started (the join failed): say so and offer another try. */
export function ChatNotStarted({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui();
  const texts = useChatMessages();
  return (
    <div className={styles.panel} role="alert">
      <p className={styles.panelText}>{texts.notStarted}</p>
      {onRetry ? (
        <Button variant="primary" onPress={onRetry}>
          {t`Try again`}
        </Button>
      ) : null}
    </div>
  );
}
