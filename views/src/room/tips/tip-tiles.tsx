import { Button as AriaButton } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import type { TipMenuItem } from "@camstage/core";
import { cx } from "../../ui/cx";
import { tipIcon } from "./tip-icons";
import type { TipTexts } from "./tip-messages";
import { IntensityMeter, toyLevel } from "./toy-status";
import styles from "./tips.module.css";

type TileProps = { amount: number; sending: boolean; texts: TipTexts; onPress: () => void };

/** A §9 listed tip: its icon, name, price in credits and in minutes of chat. */
export function TipTile({ kind, name, amount, sending, texts, compact = false, onPress }: TileProps & { kind: string; name: string; compact?: boolean }) {
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
export function ToyTile({ amount, intensity, vibration, sending, texts, onPress }: TileProps & { intensity: keyof TipTexts["intensity"]; vibration: number }) {
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
export function MenuRow({ item, sending, texts, onPress }: { item: TipMenuItem; sending: boolean; texts: TipTexts; onPress: () => void }) {
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
