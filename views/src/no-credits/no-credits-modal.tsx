import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { VIP_MIN_CREDITS, wholeMinutes } from "@camstage/core";
import { Button } from "../ui/button";
import { CoinsIcon } from "../ui/icons-more";
import { Modal } from "../ui/modal";
import styles from "./no-credits.module.css";

export type NoCreditsModalProps = {
  isOpen: boolean;
  onClose: () => void;
  /** Opens the wallet (credits_drawer:open). */
  onBuyCredits: () => void;
  /** The balance as §9 whole minutes (core's credits `minutes`); null when unknown hides it. */
  balanceMinutes?: number | null;
};

export type NoCreditsForVipModalProps = NoCreditsModalProps & {
  /** §9 the minimum balance for a VIP request, in minutes (480 credits by default). */
  minimumMinutes?: number;
};

function NoCreditsFrame({ title, text, balanceMinutes, isOpen, onClose, onBuyCredits }: NoCreditsModalProps & { title: string; text: ReactNode }) {
  const { t } = useLingui();
  const minutes = balanceMinutes ?? null;
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      art={
        <span className={styles.art} aria-hidden="true">
          <CoinsIcon />
        </span>
      }
    >
      <p className={styles.text}>{text}</p>
      {minutes !== null ? (
        <p className={styles.balance}>
          <span className={styles.balanceLabel}>{t`Your balance`}</span>
          <span className={styles.balanceValue}>{t({ message: plural(minutes, { one: "# minute", other: "# minutes" }) })}</span>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" size="lg" block onPress={onBuyCredits}>
          <CoinsIcon aria-hidden="true" />
          {t`Buy credits`}
        </Button>
        <Button variant="ghost" size="md" block onPress={onClose}>
          {t`Not now`}
        </Button>
      </div>
    </Modal>
  );
}

/** §2.6 NoCreditsModal: the balance ran out (a paid action failed, or the socket's failed-payment, §4/§8). */
export function NoCreditsModal(props: NoCreditsModalProps) {
  const { t } = useLingui();
  return (
    <NoCreditsFrame
      {...props}
      title={t`You are out of credits`}
      text={t`You don't have enough credits to continue. Buy credits to keep chatting and sending messages.`}
    />
  );
}

/** §2.6 NoCreditsForTipModal: the balance does not cover the tip. */
export function NoCreditsForTipModal(props: NoCreditsModalProps) {
  const { t } = useLingui();
  return (
    <NoCreditsFrame
      {...props}
      title={t`Not enough credits for this tip`}
      text={t`Your balance does not cover this tip. Buy credits and send your tip right after.`}
    />
  );
}

/** §2.6 NoCreditsForVipModal: a VIP request needs the §9 minimum balance. */
export function NoCreditsForVipModal({ minimumMinutes = wholeMinutes(VIP_MIN_CREDITS), ...props }: NoCreditsForVipModalProps) {
  const { t } = useLingui();
  const minimum = t({ message: plural(minimumMinutes, { one: "# minute", other: "# minutes" }) });
  return (
    <NoCreditsFrame
      {...props}
      title={t`Not enough credits for a VIP show`}
      text={t`A private VIP show needs at least ${minimum} of credit. Buy credits to request one.`}
    />
  );
}
