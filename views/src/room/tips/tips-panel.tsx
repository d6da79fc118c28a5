import { useId, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { CHAT_TIPS, MEMBER_TIPS, TOY_TIPS, type TipFlag, type TipGoal, type TipMenuItem } from "@camstage/core";
import { useCreditMinutes } from "../../member/credit-minutes";
import { Button, IconButton } from "../../ui/button";
import { cx } from "../../ui/cx";
import { AlertIcon, CheckIcon, CloseIcon, CoinsIcon, SparkIcon, VibrateIcon } from "../../ui/icons-more";
import { visuallyHiddenClassName } from "../../ui/visually-hidden";
import { CustomTipForm, type CustomTipChange, type TipsPanelCustom } from "./custom-tip-form";
import { GoalBar } from "./goal-bar";
import { GiftIcon, ListIcon, tipIcon } from "./tip-icons";
import { useTipTexts, type TipTexts } from "./tip-messages";
import { MenuRow, TipTile, ToyTile } from "./tip-tiles";
import styles from "./tips.module.css";

export type { CustomTipChange, TipsPanelCustom } from "./custom-tip-form";

/** A tip chosen from a listing, the toy tips or the menu (the custom form goes through `onCustomSubmit`). */
export type TipChoice = { flag: TipFlag; amount: number; item?: string };

/** The last tip's outcome (core's `TipOutcome`): sent, or refused with a core rule's key or the platform's label. */
export type TipsPanelOutcome = { readonly kind: "sent"; readonly amount: number } | { readonly kind: "error"; readonly error: string };

export type TipsPanelProps = {
  performer: string;
  /** The member's balance in credits; null for a guest: a sign-up prompt instead of the tips. */
  credits: number | null;
  onSignUp: () => void;
  /** §9 toy tips replace the normal tips while the performer's toy is active. */
  toyActive: boolean;
  menu: readonly TipMenuItem[];
  goal: TipGoal | null;
  /** A tip is on its way: the tip buttons are disabled (a double click tips once; the flow also guards). */
  sending: boolean;
  outcome: TipsPanelOutcome | null;
  custom: TipsPanelCustom;
  onTip: (tip: TipChoice) => void;
  onCustomChange: (change: CustomTipChange) => void;
  onCustomSubmit: () => void;
  /** Clears the outcome line. */
  onDismiss: () => void;
};

/**
 * §2.6 the stream's tips tab: the performer's goal, the §9 quick tips and gifts (or, while her toy is active, the
 * toy tips that replace them), her tip menu and a custom amount (§5 100–100000, an optional message, public or
 * private). Each price shows in credits and in minutes of chat. The last tip's outcome is a status line that stays
 * in view. A guest gets a short pitch and the free sign-up.
 */
export function TipsPanel(props: TipsPanelProps) {
  const { performer, credits, goal, outcome } = props;
  const { t } = useLingui();
  const texts = useTipTexts();
  return (
    <div className={styles.panel}>
      {goal !== null ? <GoalBar goal={goal} /> : null}
      {credits === null ? <GuestPitch performer={performer} toyActive={props.toyActive} onSignUp={props.onSignUp} /> : <MemberTips {...props} credits={credits} texts={texts} />}
      <p role="status" className={cx(styles.outcome, outcome !== null && styles[outcome.kind])}>
        {outcome === null ? null : (
          <>
            <span className={styles.outcomeIcon} aria-hidden="true">
              {outcome.kind === "sent" ? <CheckIcon /> : <AlertIcon />}
            </span>
            <OutcomeText outcome={outcome} texts={texts} />
            <IconButton className={styles.outcomeDismiss} size="sm" aria-label={t`Dismiss`} onPress={props.onDismiss}>
              <CloseIcon aria-hidden="true" />
            </IconButton>
          </>
        )}
      </p>
    </div>
  );
}

function OutcomeText({ outcome, texts }: { outcome: TipsPanelOutcome; texts: TipTexts }) {
  const { t } = useLingui();
  if (outcome.kind === "error") return <span>{texts.outcomeError(outcome.error)}</span>;
  const amount = texts.number(outcome.amount);
  return <span>{t`You tipped ${amount} credits`}</span>;
}

function GuestPitch({ performer, toyActive, onSignUp }: { performer: string; toyActive: boolean; onSignUp: () => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.guest}>
      <span className={styles.guestArt} aria-hidden="true">
        <GiftIcon />
      </span>
      <h2 className={styles.title}>{t`Spoil ${performer} with a tip`}</h2>
      <p className={styles.text}>
        {toyActive
          ? t`Members send tips and gifts, ask for something from her tip menu, and make her toy vibrate. Sign up for free to join in.`
          : t`Members send tips and gifts, and ask for something from her tip menu. Sign up for free to join in.`}
      </p>
      <ul className={styles.teaser} aria-hidden="true">
        {CHAT_TIPS.map((tip) => (
          <li key={tip.name}>{tipIcon(tip.name)}</li>
        ))}
      </ul>
      <Button variant="primary" size="lg" block onPress={onSignUp}>
        {t`Free sign up`}
      </Button>
    </div>
  );
}

function MemberTips({ performer, credits, toyActive, menu, sending, custom, onTip, onCustomChange, onCustomSubmit, texts }: TipsPanelProps & { credits: number; texts: TipTexts }) {
  const { t } = useLingui();
  const balance = useCreditMinutes(credits);
  return (
    <>
      <div className={styles.head}>
        <h2 className={styles.title}>{t`Tip ${performer}`}</h2>
        <span className={cx(styles.balance, balance.isLow && styles.low)}>
          <CoinsIcon aria-hidden="true" />
          <span className={visuallyHiddenClassName}>{t`Your balance:`} </span>
          {balance.short}
        </span>
      </div>

      {toyActive ? (
        <Section
          icon={<VibrateIcon />}
          title={t`Toy tips`}
          tone="toy"
          note={t`${performer}'s toy is on: your tip makes it vibrate. The higher the tip, the harder and longer.`}
        >
          <ul className={styles.toyList}>
            {TOY_TIPS.map((tip) => (
              <li key={tip.amount}>
                <ToyTile amount={tip.amount} intensity={tip.intensity} vibration={tip.vibration} sending={sending} texts={texts} onPress={() => onTip({ flag: "toy", amount: tip.amount })} />
              </li>
            ))}
          </ul>
        </Section>
      ) : (
        <>
          <Section icon={<SparkIcon />} title={t`Quick tips`}>
            <ul className={styles.grid}>
              {CHAT_TIPS.map((tip) => (
                <li key={tip.name}>
                  <TipTile kind={tip.name} name={texts.chatTip[tip.name]} amount={tip.amount} sending={sending} texts={texts} onPress={() => onTip({ flag: tip.name, amount: tip.amount })} />
                </li>
              ))}
            </ul>
          </Section>
          <Section icon={<GiftIcon />} title={t`Gifts`}>
            <ul className={cx(styles.grid, styles.gifts)}>
              {MEMBER_TIPS.map((tip) => (
                <li key={tip.kind}>
                  <TipTile kind={tip.kind} name={texts.memberTip[tip.kind]} amount={tip.amount} sending={sending} texts={texts} compact onPress={() => onTip({ flag: tip.kind, amount: tip.amount })} />
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}

      {menu.length > 0 ? (
        <Section icon={<ListIcon />} title={t`Tip menu`}>
          <ul className={styles.menu}>
            {menu.map((item) => (
              <li key={item.id}>
                <MenuRow item={item} sending={sending} texts={texts} onPress={() => onTip({ flag: "menu", amount: item.credits, item: item.label })} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <CustomTipForm performer={performer} custom={custom} sending={sending} texts={texts} onChange={onCustomChange} onSubmit={onCustomSubmit} />
    </>
  );
}

function Section({ icon, title, note, tone, children }: { icon: ReactNode; title: string; note?: string; tone?: "toy"; children: ReactNode }) {
  const id = useId();
  return (
    <section className={cx(styles.section, tone === "toy" && styles.toySection)} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        <span className={styles.sectionIcon} aria-hidden="true">
          {icon}
        </span>
        {title}
      </h3>
      {note ? <p className={styles.note}>{note}</p> : null}
      {children}
    </section>
  );
}
