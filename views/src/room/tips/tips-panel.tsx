import { useId, type ReactNode } from "react";
import { Button as AriaButton, FieldError, Form, Input, Label, Switch, Text, TextField } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import {
  CHAT_TIPS, MEMBER_TIPS, MESSAGE_MAX_LENGTH, TOY_TIPS, type TipErrorKey, type TipFlag, type TipGoal, type TipMenuItem,
} from "@camstage/core";
import { useCreditMinutes } from "../../member/credit-minutes";
import { Button, IconButton } from "../../ui/button";
import { cx } from "../../ui/cx";
import { Spinner } from "../../ui/feedback";
import { AlertIcon, CheckIcon, CloseIcon, CoinsIcon, SparkIcon, VibrateIcon } from "../../ui/icons-more";
import { visuallyHiddenClassName } from "../../ui/visually-hidden";
import { GoalBar } from "./goal-bar";
import { GiftIcon, ListIcon, tipIcon } from "./tip-icons";
import { useTipTexts, type TipTexts } from "./tip-messages";
import { IntensityMeter, toyLevel } from "./toy-status";
import styles from "./tips.module.css";

/** A tip chosen from a listing, the toy tips or the menu (the custom form goes through `onCustomSubmit`). */
export type TipChoice = { flag: TipFlag; amount: number; item?: string };

/** The last tip's outcome (core's `TipOutcome`): sent, or refused with a core rule's key or the platform's label. */
export type TipsPanelOutcome = { readonly kind: "sent"; readonly amount: number } | { readonly kind: "error"; readonly error: string };

/** §5 the custom tip form as the flow holds it (core's `CustomTip`). */
export type TipsPanelCustom = { readonly amount: string; readonly message: string; readonly isPublic: boolean; readonly errors: readonly TipErrorKey[] };

export type CustomTipChange = { amount?: string; message?: string; isPublic?: boolean };

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

type TileProps = { amount: number; sending: boolean; texts: TipTexts; onPress: () => void };

/** A §9 listed tip: its icon, name, price in credits and in minutes of chat. */
function TipTile({ kind, name, amount, sending, texts, compact = false, onPress }: TileProps & { kind: string; name: string; compact?: boolean }) {
  const { t } = useLingui();
  const price = texts.credits(amount);
  const shown = texts.number(amount);
  return (
    <AriaButton className={cx(styles.tile, compact && styles.compact)} isPending={sending} onPress={onPress} aria-label={t`${name}, ${price}`} data-kind={kind}>
      <span className={styles.tileIcon} aria-hidden="true">
        {tipIcon(kind)}
      </span>
      <span className={styles.tileName}>{name}</span>
      <span className={styles.tilePrice}>{t`${shown} cr`}</span>
      <span className={styles.tileMinutes}>{texts.minutes(amount)}</span>
    </AriaButton>
  );
}

/** A §9 toy tip: the intensity (words and a meter), the vibration time, the price in credits and minutes. */
function ToyTile({ amount, intensity, vibration, sending, texts, onPress }: TileProps & { intensity: keyof TipTexts["intensity"]; vibration: number }) {
  const { t } = useLingui();
  const price = texts.credits(amount);
  const shown = texts.number(amount);
  const strength = texts.intensity[intensity];
  const duration = t({ message: plural(vibration, { one: "# second", other: "# seconds" }) });
  const time = texts.seconds(vibration);
  return (
    <AriaButton className={styles.toyTile} isPending={sending} onPress={onPress} aria-label={t`${strength} for ${duration}, ${price}`} data-intensity={intensity}>
      <IntensityMeter level={toyLevel(intensity)} className={styles.toyMeter} />
      <span className={styles.toyText}>
        <span className={styles.toyIntensity}>{strength}</span>
        <span className={styles.toyTime}>{t`${time} vibration`}</span>
      </span>
      <span className={styles.rowPrice}>
        <span className={styles.tilePrice}>{t`${shown} cr`}</span>
        <span className={styles.tileMinutes}>{texts.minutes(amount)}</span>
      </span>
    </AriaButton>
  );
}

/** A tip-menu item: what the performer does for it, and its price. */
function MenuRow({ item, sending, texts, onPress }: { item: TipMenuItem; sending: boolean; texts: TipTexts; onPress: () => void }) {
  const { t } = useLingui();
  const label = item.label;
  const price = texts.credits(item.credits);
  const shown = texts.number(item.credits);
  return (
    <AriaButton className={styles.menuRow} isPending={sending} onPress={onPress} aria-label={t`${label}, ${price}`}>
      <span className={styles.menuLabel}>{label}</span>
      <span className={styles.rowPrice}>
        <span className={styles.tilePrice}>{t`${shown} cr`}</span>
        <span className={styles.tileMinutes}>{texts.minutes(item.credits)}</span>
      </span>
    </AriaButton>
  );
}

type CustomTipFormProps = {
  performer: string;
  custom: TipsPanelCustom;
  sending: boolean;
  texts: TipTexts;
  onChange: (change: CustomTipChange) => void;
  onSubmit: () => void;
};

/** §5 a custom amount (100–100000 credits), an optional message, public or private (§3 isPublic). */
function CustomTipForm({ performer, custom, sending, texts, onChange, onSubmit }: CustomTipFormProps) {
  const { t } = useLingui();
  const titleId = useId();
  const hintId = useId();
  const { min, max } = texts;
  const invalid = custom.errors.length > 0;
  return (
    <section className={cx(styles.section, styles.custom)} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        <span className={styles.sectionIcon} aria-hidden="true">
          <CoinsIcon />
        </span>
        {t`Your own amount`}
      </h3>
      <Form
        className={styles.form}
        aria-labelledby={titleId}
        // The flow validates (§5) and keeps the errors: every submit reaches it.
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <TextField className={styles.field} value={custom.amount} onChange={(amount) => onChange({ amount })} isInvalid={invalid} inputMode="numeric" autoComplete="off">
          <Label className={styles.label}>{t`Amount in credits`}</Label>
          <div className={styles.amountControl}>
            <CoinsIcon aria-hidden="true" />
            <Input className={styles.amountInput} placeholder={min} />
          </div>
          <Text slot="description" className={styles.hint}>
            {t`From ${min} to ${max} credits`}
          </Text>
          <FieldError className={styles.errors}>
            {custom.errors.map((key) => (
              <span key={key} className={styles.fieldError}>
                <AlertIcon aria-hidden="true" />
                {texts.customError(key)}
              </span>
            ))}
          </FieldError>
        </TextField>
        <TextField className={styles.field} value={custom.message} onChange={(message) => onChange({ message })} maxLength={MESSAGE_MAX_LENGTH} autoComplete="off">
          <Label className={styles.label}>{t`Message (optional)`}</Label>
          <Input className={styles.input} placeholder={t`Say something nice…`} />
        </TextField>
        <div className={styles.switchRow}>
          <Switch className={styles.switch} isSelected={custom.isPublic} onChange={(isPublic) => onChange({ isPublic })} aria-describedby={hintId}>
            <span className={styles.switchTrack} aria-hidden="true">
              <span className={styles.switchThumb} />
            </span>
            <span className={styles.switchLabel}>{t`Show my tip in the chat`}</span>
          </Switch>
          <p id={hintId} className={styles.switchHint}>
            {custom.isPublic ? t`Everyone in the room sees it.` : t`Private: only ${performer} sees it.`}
          </p>
        </div>
        <Button type="submit" variant="primary" size="md" block isPending={sending}>
          {sending ? <Spinner /> : <CoinsIcon aria-hidden="true" />}
          {t`Send tip`}
        </Button>
      </Form>
    </section>
  );
}
