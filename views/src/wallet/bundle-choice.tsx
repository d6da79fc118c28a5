import { useId } from "react";
import { Radio, RadioGroup } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { CheckIcon } from "../ui/icons-more";
import { visuallyHiddenClassName } from "../ui/feedback";
import { cx } from "../ui/cx";
import type { WalletBundle } from "./wallet-bundle";
import { useWalletFormat } from "../ui/wallet-format";
import { useWalletMessages } from "./wallet-messages";
import { GiftIcon } from "./wallet-icons";
import styles from "./wallet.module.css";

export type BundleChoiceProps = {
  bundles: readonly WalletBundle[];
  selectedBundleId: number | null;
  onSelectBundle: (bundleId: number) => void;
  /** The id of the visible step heading that names the group. */
  labelledBy: string;
  isDisabled?: boolean;
};

function useBundleName() {
  const { t } = useLingui();
  const format = useWalletFormat();
  return (bundle: WalletBundle) => {
    const minutes = format.minutes(bundle.minutes);
    const price = format.money(bundle.price, bundle.currency);
    if (bundle.bonusMinutes <= 0) return t`${minutes} for ${price}`;
    const bonus = format.minutes(bundle.bonusMinutes);
    return t`${minutes} plus ${bonus} bonus for ${price}`;
  };
}

function choose(bundles: readonly WalletBundle[], value: string, onSelect: (id: number) => void) {
  const bundle = bundles.find((b) => String(b.id) === value);
  if (bundle) onSelect(bundle.id);
}

/** §2.5 drawer variant, step 1: bundle cards with minutes, bonus, badge, tag ribbon, price and price per minute. */
export function BundleCards({ bundles, selectedBundleId, onSelectBundle, labelledBy, isDisabled }: BundleChoiceProps) {
  const { t } = useLingui();
  const format = useWalletFormat();
  const messages = useWalletMessages();
  const nameOf = useBundleName();
  const idBase = useId();
  return (
    <RadioGroup
      className={styles.cards}
      aria-labelledby={labelledBy}
      orientation="horizontal"
      value={selectedBundleId === null ? null : String(selectedBundleId)}
      onChange={(value) => choose(bundles, value, onSelectBundle)}
      isDisabled={isDisabled}
    >
      {bundles.map((bundle) => {
        const detailsId = `${idBase}-${bundle.id}`;
        const bonus = format.number(bundle.bonusMinutes);
        return (
          <Radio
            key={bundle.id}
            value={String(bundle.id)}
            className={styles.card}
            aria-label={nameOf(bundle)}
            aria-describedby={detailsId}
          >
            {bundle.ribbon ? <span className={cx(styles.ribbon, styles[bundle.ribbon])}>{messages.ribbon(bundle.ribbon)}</span> : null}
            <span className={styles.cardCheck} aria-hidden="true">
              <CheckIcon />
            </span>
            <span className={styles.cardMinutes}>
              <span className={styles.cardMinutesValue}>{format.number(bundle.minutes)}</span>
              <span className={styles.cardMinutesUnit}>{t`minutes`}</span>
            </span>
            <span className={styles.cardBadges}>
              {bundle.bonusMinutes > 0 ? (
                <span className={styles.bonus}>
                  <GiftIcon />
                  {t`+${bonus} bonus`}
                </span>
              ) : null}
              {bundle.label ? <span className={styles.labelBadge}>{bundle.label}</span> : null}
            </span>
            <span className={styles.cardPrice}>{format.money(bundle.price, bundle.currency)}</span>
            <span id={detailsId} className={styles.cardPerMinute}>
              {format.perMinute(bundle.pricePerMinute, bundle.currency)}
              {bundle.ribbon ? <span className={visuallyHiddenClassName}>{`, ${messages.ribbon(bundle.ribbon)}`}</span> : null}
              {bundle.label ? <span className={visuallyHiddenClassName}>{`, ${bundle.label}`}</span> : null}
            </span>
          </Radio>
        );
      })}
    </RadioGroup>
  );
}

/** §2.5 simple variant: a compact bundle list (minutes, bonus, badge, price). */
export function BundleList({ bundles, selectedBundleId, onSelectBundle, labelledBy, isDisabled }: BundleChoiceProps) {
  const { t } = useLingui();
  const format = useWalletFormat();
  const messages = useWalletMessages();
  const nameOf = useBundleName();
  return (
    <RadioGroup
      className={styles.list}
      aria-labelledby={labelledBy}
      value={selectedBundleId === null ? null : String(selectedBundleId)}
      onChange={(value) => choose(bundles, value, onSelectBundle)}
      isDisabled={isDisabled}
    >
      {bundles.map((bundle) => {
        const bonus = format.number(bundle.bonusMinutes);
        return (
        <Radio key={bundle.id} value={String(bundle.id)} className={styles.row} aria-label={nameOf(bundle)}>
          <span className={styles.rowDot} aria-hidden="true" />
          <span className={styles.rowMain}>
            <span className={styles.rowMinutes}>{format.minutes(bundle.minutes)}</span>
            {bundle.bonusMinutes > 0 ? <span className={styles.rowBonus}>{t`+${bonus} bonus`}</span> : null}
            {bundle.ribbon ? <span className={styles.rowTag}>{messages.ribbon(bundle.ribbon)}</span> : null}
          </span>
          {bundle.label ? <span className={styles.labelBadge}>{bundle.label}</span> : null}
          <span className={styles.rowPrice}>{format.money(bundle.price, bundle.currency)}</span>
        </Radio>
        );
      })}
    </RadioGroup>
  );
}
