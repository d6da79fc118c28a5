import { useLingui } from "@lingui/react/macro";
import type { PerformerProfile } from "@camstage/core";
import { useCreditMinutes } from "../../member/credit-minutes";
import { ProfileDetails } from "../../profile/profile-details";
import { Button, ButtonLink } from "../../ui/button";
import styles from "./room-panels.module.css";

export type RoomWalletPanelProps = {
  /** The member's balance in credits; null for a guest. */
  credits: number | null;
  onBuyCredits: () => void;
  onPayByPhone: () => void;
  onSignUp: () => void;
};

/** §2.6 the wallet tab: the balance as minutes (§1) and the ways to buy more; a guest is offered the free sign-up. */
export function RoomWalletPanel({ credits, onBuyCredits, onPayByPhone, onSignUp }: RoomWalletPanelProps) {
  const { t } = useLingui();
  const minutes = useCreditMinutes(credits ?? 0);
  return (
    <div className={styles.stack}>
      {credits === null ? (
        <>
          <h2 className={styles.title}>{t`Chat longer with credits`}</h2>
          <p className={styles.text}>{t`Sign up for free: members get welcome credits, chat without a time limit and can pay by phone.`}</p>
          <Button variant="primary" onPress={onSignUp}>
            {t`Free sign up`}
          </Button>
        </>
      ) : (
        <>
          <h2 className={styles.title}>{t`Your balance`}</h2>
          <p className={styles.balance}>{minutes.long}</p>
          <p className={styles.text}>{t`One minute of chat costs 60 credits.`}</p>
          <Button variant="primary" onPress={onBuyCredits}>
            {t`Buy credits`}
          </Button>
        </>
      )}
      <Button variant="secondary" onPress={onPayByPhone}>
        {t`Pay by phone`}
      </Button>
    </div>
  );
}

/** §2.6 the model tab: who she is (§3 profile), with the way to her full profile. */
export function RoomModelPanel({ profile, profileHref, messageHref }: { profile: PerformerProfile; profileHref: string; messageHref?: string | undefined }) {
  const { t } = useLingui();
  return (
    <div className={styles.stack}>
      <h2 className={styles.title}>{t`About ${profile.username}`}</h2>
      {profile.motto ? <blockquote className={styles.motto}>{profile.motto}</blockquote> : null}
      {profile.description ? <p className={styles.text}>{profile.description}</p> : null}
      <ProfileDetails profile={profile} />
      <ButtonLink href={profileHref} variant="secondary" size="md">
        {t`View profile`}
      </ButtonLink>
      {messageHref ? (
        <ButtonLink href={messageHref} variant="secondary" size="md">
          {t`Message ${profile.username}`}
        </ButtonLink>
      ) : null}
    </div>
  );
}
