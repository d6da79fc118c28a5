import { useEffect, useState, type CSSProperties } from "react";
import { useLingui } from "@lingui/react/macro";
import { TOY_TIPS, type ToyIntensity } from "@camstage/core";
import { cx } from "../../ui/cx";
import { VibrateIcon } from "../../ui/icons-more";
import { useTipTexts } from "./tip-messages";
import styles from "./toy-status.module.css";

/** §4 ft-tip: the toy's latest reaction; a new `key` is a new reaction (core's `ToyReaction`). */
export type ToyStatusReaction = { key: string; sender: string; intensity: ToyIntensity; duration: number };

export type ToyStatusProps = {
  /** §4 cybertoy: the performer's toy is on. */
  active: boolean;
  reaction: ToyStatusReaction | null;
  className?: string;
};

/** §3 an intensity's level, 1 (low) to 5 (extreme): core's toy listing goes from the weakest to the strongest. */
export const toyLevel = (intensity: ToyIntensity): number => TOY_TIPS.findIndex((tip) => tip.intensity === intensity) + 1;

/**
 * The toy over the player's corner: "Toy on" while the performer's toy is active; a reaction (§4 ft-tip) shakes the
 * badge for its duration, harder the higher the intensity, and says who made it vibrate, how hard and how long
 * ("bob: hard, 10 s"). Each new reaction starts the shaking again. With reduced motion the badge does not move: it
 * lights up with the intensity meter instead. A polite status, so the reaction is announced.
 */
export function ToyStatus({ active, reaction, className }: ToyStatusProps) {
  const { t } = useLingui();
  const texts = useTipTexts();
  // The reaction whose time is over (by key): the badge calms down until the next one.
  const [over, setOver] = useState<string | null>(null);
  const key = reaction?.key ?? null;
  const duration = Math.max(0, reaction?.duration ?? 0);
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => setOver(key), duration * 1000);
    return () => clearTimeout(timer);
  }, [key, duration]);

  const shaking = reaction !== null && reaction.key !== over ? reaction : null;
  const level = shaking ? toyLevel(shaking.intensity) : 0;
  const sender = shaking?.sender ?? "";
  const strength = shaking ? texts.intensity[shaking.intensity] : "";
  const time = texts.seconds(shaking?.duration ?? 0);
  return (
    <div role="status" className={cx(styles.status, className)}>
      {active || shaking ? (
        <span
          // A new reaction is a new element: its animation starts from the beginning.
          key={shaking?.key ?? "calm"}
          className={cx(styles.badge, shaking && styles.shaking, shaking && styles[shaking.intensity])}
          style={shaking ? ({ "--toy-duration": `${duration}s` } as CSSProperties) : undefined}
          data-intensity={shaking?.intensity}
        >
          <span className={styles.icon} aria-hidden="true">
            <VibrateIcon />
          </span>
          <span className={styles.label}>{t`Toy on`}</span>
          {shaking ? (
            <>
              <span className={styles.reaction}>
                {t`${sender}: ${strength}, ${time}`}
              </span>
              <IntensityMeter level={level} />
              <span className={styles.timer} aria-hidden="true" />
            </>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}

/** Five bars, lit up to the intensity (decorative: the intensity is said in words next to it). */
export function IntensityMeter({ level, className }: { level: number; className?: string }) {
  return (
    <span className={cx(styles.meter, className)} aria-hidden="true" data-level={level}>
      {TOY_TIPS.map((_, index) => (
        <span key={index} className={cx(styles.bar, index < level && styles.lit)} />
      ))}
    </span>
  );
}
