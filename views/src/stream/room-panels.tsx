import { useLingui } from "@lingui/react/macro";
import { CHAT_TIPS, VIP_CREDITS_PER_MINUTE, VIP_MIN_CREDITS, VIP_MIN_MINUTES, type ChatTipName, type PerformerProfile } from "@camstage/core";
import { useCreditMinutes } from "../member/credit-minutes";
import { ProfileDetails } from "../profile/profile-details";
import { Button, ButtonLink } from "../ui/button";
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

/** §2.6 the tips tab: the performer's tip menu (§9 chat tips). Sending tips arrives with the next release. */
export function RoomTipsPanel({ performer }: { performer: string }) {
  const { t } = useLingui();
  const names: Record<ChatTipName, string> = { rose: t`Rose`, kiss: t`Kiss`, loving: t`Loving`, love: t`Love`, "rock it": t`Rock it`, diamond: t`Diamond` };
  return (
    <div className={styles.stack}>
      <h2 className={styles.title}>{t`Tip ${performer}`}</h2>
      <ul className={styles.tips}>
        {CHAT_TIPS.map((tip) => (
          <li key={tip.name} className={styles.tip}>
            <span>{names[tip.name]}</span>
            <span className={styles.amount}>{t`${tip.amount} credits`}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note} role="note">
        {t`Tipping from the room opens soon.`}
      </p>
    </div>
  );
}

/** §2.6/§4 the VIP request tab: what a private show costs (§9). Requesting one arrives with the next release. */
export function RoomVipPanel({ performer }: { performer: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.stack}>
      <h2 className={styles.title}>{t`A private VIP show with ${performer}`}</h2>
      <p className={styles.text}>{t`Just the two of you: ${VIP_CREDITS_PER_MINUTE} credits a minute, at least ${VIP_MIN_MINUTES} minutes. You need ${VIP_MIN_CREDITS} credits to ask.`}</p>
      <p className={styles.note} role="note">
        {t`Requesting a VIP show from the room opens soon.`}
      </p>
    </div>
  );
}

/** §2.6 the model tab: who she is (§3 profile), with the way to her full profile. */
export function RoomModelPanel({ profile, profileHref }: { profile: PerformerProfile; profileHref: string }) {
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
    </div>
  );
}
