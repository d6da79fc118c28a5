import { useLingui } from "@lingui/react/macro";
import type { VipState } from "@camstage/core";
import { Button } from "../../ui/button";
import { cx } from "../../ui/cx";
import { ProgressBar, Spinner } from "../../ui/feedback";
import { AlertIcon, CheckIcon, CloseIcon, CoinsIcon } from "../../ui/icons-more";
import { CrownIcon } from "./vip-icons";
import { ClockIcon } from "../../ui/icons-more";
import { elapsedSeconds, formatElapsed, useTickingNow, vipCreditsSpent } from "./vip-clock";
import { ErrorLine, Hero } from "./vip-hero";
import { useVipTexts } from "./vip-texts";
import styles from "./vip.module.css";

/** §4 the VIP flow's states as the tab shows them (core's `VipState`). */
export type VipPanelState = VipState;

export type VipPanelProps = {
  performer: string;
  /** The member's balance in credits; null for a guest: a sign-up prompt instead. */
  credits: number | null;
  onSignUp: () => void;
  state: VipPanelState;
  /** §9 credits a minute (50; 240 on the premium tab). */
  price: number;
  /** §9 the balance needed to ask (480). */
  minimumCredits: number;
  /** §9 the shortest show (5 minutes). */
  minimumMinutes: number;
  /** When the show started (epoch ms), once accepted. */
  startedAt: number | null;
  /** The clock for the time in VIP (default `Date.now`); the panel ticks each second while the show is on. */
  now?: () => number;
  /** §8 a failed request: the platform's label (already requested, not enough credits, anything else). */
  error: string | null;
  onRequest: () => void;
  /** Withdraws a request not yet answered. */
  onCancel: () => void;
  /** While the show is on: the app asks first (§2.6 End VIP modal). */
  onEnd: () => void;
  /** After a declined, stopped or disconnected show: back to the start. */
  onDismiss: () => void;
};

/**
 * §2.6/§4 the VIP tab: what a private show costs and the request (§9 price a minute, minimum minutes, the balance
 * needed), then waiting for the performer (with a cancel), the show itself (its time and what it cost so far, the
 * end), and the notices when she declines, the show stops or the connection drops. While a call is on its way its
 * button is pending (aria-disabled, the focus stays), with a spinner. A guest is offered the free sign-up.
 */
export function VipPanel(props: VipPanelProps) {
  const { performer, credits, state } = props;
  if (credits === null) return <GuestPitch {...props} />;
  switch (state) {
    case "idle":
    case "requesting":
      return <RequestView {...props} credits={credits} />;
    case "requested":
    case "cancelling":
      return <WaitingView {...props} />;
    case "accepted":
    case "stopping":
      return <ShowView {...props} />;
    case "declined":
    case "stopped":
    case "disconnected":
      return <EndedView state={state} performer={performer} onDismiss={props.onDismiss} />;
  }
}

function GuestPitch({ performer, price, minimumMinutes, onSignUp }: VipPanelProps) {
  const { t } = useLingui();
  const texts = useVipTexts();
  const minimum = texts.minutes(minimumMinutes);
  const perMinute = texts.perMinute(price);
  return (
    <div className={styles.panel}>
      <Hero title={t`A private show with ${performer}`} price={price} />
      <p className={styles.text}>{t`Just the two of you: the room leaves and ${performer} performs for you alone, for ${perMinute} (at least ${minimum}).`}</p>
      <p className={styles.text}>{t`Sign up for free to ask for a VIP show.`}</p>
      <Button variant="primary" size="lg" block onPress={onSignUp}>
        {t`Free sign up`}
      </Button>
    </div>
  );
}

function RequestView({ performer, credits, state, price, minimumCredits, minimumMinutes, error, onRequest }: VipPanelProps & { credits: number }) {
  const { t } = useLingui();
  const texts = useVipTexts();
  const requesting = state === "requesting";
  const balance = texts.number(credits);
  const needed = texts.number(minimumCredits);
  const enough = credits >= minimumCredits;
  const coverage = texts.minutes(Math.floor(credits / price));
  return (
    <div className={styles.panel}>
      <Hero title={t`A private show with ${performer}`} price={price} />
      <p className={styles.text}>{t`Just the two of you: the room leaves and ${performer} performs for you alone. You pay by the minute for as long as the show lasts.`}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t`Price`}</dt>
          <dd>{texts.perMinute(price)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t`Minimum`}</dt>
          <dd>{texts.minutes(minimumMinutes)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t`To ask`}</dt>
          <dd>{t`${needed} credits`}</dd>
        </div>
      </dl>
      <p className={cx(styles.balance, !enough && styles.short)}>
        {enough ? <CheckIcon aria-hidden="true" /> : <AlertIcon aria-hidden="true" />}
        <span>
          {enough
            ? t`Your ${balance} credits cover about ${coverage} of VIP.`
            : t`You need at least ${needed} credits to ask; you have ${balance}.`}
        </span>
      </p>
      <ErrorLine error={error} performer={performer} />
      <Button variant="primary" size="lg" block isPending={requesting} onPress={onRequest}>
        {requesting ? <Spinner /> : <CrownIcon aria-hidden="true" />}
        {requesting ? t`Sending your request…` : t`Request a VIP show`}
      </Button>
    </div>
  );
}

function WaitingView({ performer, state, price, error, onCancel }: VipPanelProps) {
  const { t } = useLingui();
  const cancelling = state === "cancelling";
  return (
    <div className={styles.panel}>
      <Hero title={t`VIP show requested`} price={price} />
      <div className={styles.waiting}>
        <span className={styles.pulse} aria-hidden="true">
          <CrownIcon />
        </span>
        <p className={styles.waitingText} role="status">
          {cancelling ? t`Withdrawing your request…` : t`Waiting for ${performer} to accept`}
        </p>
        <p className={styles.text}>{t`Nothing is charged until she accepts. Keep chatting meanwhile.`}</p>
        <ProgressBar label={t`Waiting for ${performer}`} className={styles.waitingBar} />
      </div>
      <ErrorLine error={error} performer={performer} />
      <Button variant="secondary" size="lg" block isPending={cancelling} onPress={onCancel}>
        {cancelling ? <Spinner /> : <CloseIcon aria-hidden="true" />}
        {t`Cancel request`}
      </Button>
    </div>
  );
}

function ShowView({ performer, state, price, startedAt, now = Date.now, error, onEnd }: VipPanelProps) {
  const { t } = useLingui();
  const texts = useVipTexts();
  const stopping = state === "stopping";
  const current = useTickingNow(state === "accepted" && startedAt !== null, now);
  const seconds = startedAt === null ? 0 : elapsedSeconds(startedAt, current);
  const spent = texts.number(vipCreditsSpent(seconds, price));
  const minutePrice = texts.number(price);
  return (
    <div className={styles.panel}>
      <Hero title={t`Your private show with ${performer}`} price={price} live />
      <dl className={cx(styles.facts, styles.showFacts)}>
        <div className={cx(styles.fact, styles.big)}>
          <dt>
            <ClockIcon aria-hidden="true" />
            {t`Time in VIP`}
          </dt>
          <dd>
            <span role="timer">{startedAt === null ? "--:--" : formatElapsed(seconds)}</span>
          </dd>
        </div>
        <div className={cx(styles.fact, styles.big)}>
          <dt>
            <CoinsIcon aria-hidden="true" />
            {t`Spent so far`}
          </dt>
          <dd>{startedAt === null ? "—" : t`${spent} credits`}</dd>
        </div>
      </dl>
      <p className={styles.text}>{t`Every started minute costs ${minutePrice} credits. End the show whenever you like.`}</p>
      <ErrorLine error={error} performer={performer} />
      <Button variant="outline" size="lg" block isPending={stopping} onPress={onEnd} className={styles.end}>
        {stopping ? <Spinner /> : <CloseIcon aria-hidden="true" />}
        {stopping ? t`Ending the VIP show…` : t`End VIP show`}
      </Button>
    </div>
  );
}

function EndedView({ state, performer, onDismiss }: { state: "declined" | "stopped" | "disconnected"; performer: string; onDismiss: () => void }) {
  const { t } = useLingui();
  const notice = {
    declined: { title: t`${performer} declined your VIP request`, text: t`Nothing was charged. Keep chatting, or ask again later.` },
    stopped: { title: t`The VIP show has ended`, text: t`Thank you for the show. You are back in the room's chat.` },
    disconnected: { title: t`The VIP show was disconnected`, text: t`The connection to the private show was lost. You are back in the room's chat.` },
  }[state];
  return (
    <div className={styles.panel}>
      <div className={cx(styles.notice, styles[state])} role="status">
        <span className={styles.noticeIcon} aria-hidden="true">
          {state === "stopped" ? <CheckIcon /> : <AlertIcon />}
        </span>
        <h2 className={styles.noticeTitle}>{notice.title}</h2>
        <p className={styles.text}>{notice.text}</p>
      </div>
      <Button variant="secondary" size="lg" block onPress={onDismiss}>
        {t`OK`}
      </Button>
    </div>
  );
}
