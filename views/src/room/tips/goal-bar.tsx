import { Label, ProgressBar } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import type { TipGoal } from "@camstage/core";
import { cx } from "../../ui/cx";
import { CheckIcon } from "../../ui/icons-more";
import { visuallyHiddenClassName } from "../../ui/visually-hidden";
import { TargetIcon } from "./tip-icons";
import styles from "./goal-bar.module.css";

export type GoalBarProps = { goal: TipGoal; className?: string };

/**
 * The performer's tip goal: its title, how far the room's tips brought it ("150 of 5000 credits", a progress bar
 * with that value text) and, once the progress reaches the target, that it is reached. In the tips tab and above
 * the chat.
 */
export function GoalBar({ goal, className }: GoalBarProps) {
  const { t, i18n } = useLingui();
  const reached = goal.progress >= goal.target;
  const progress = i18n.number(goal.progress);
  const target = i18n.number(goal.target);
  const left = i18n.number(Math.max(0, goal.target - goal.progress));
  const valueLabel = t`${progress} of ${target} credits`;
  return (
    <ProgressBar
      className={cx(styles.goal, reached && styles.reached, className)}
      value={Math.min(goal.progress, goal.target)}
      maxValue={goal.target}
      valueLabel={valueLabel}
    >
      {({ percentage = 0 }) => (
        <>
          <div className={styles.head}>
            <span className={styles.icon} aria-hidden="true">
              {reached ? <CheckIcon /> : <TargetIcon />}
            </span>
            <Label className={styles.title}>
              <span className={visuallyHiddenClassName}>{t`Tip goal:`} </span>
              {goal.title}
            </Label>
            <span className={styles.percent} aria-hidden="true">
              {i18n.number(percentage / 100, { style: "percent", maximumFractionDigits: 0 })}
            </span>
          </div>
          <div className={styles.track} aria-hidden="true">
            <div className={styles.fill} style={{ width: `${percentage}%` }} />
          </div>
          <div className={styles.foot}>
            <span className={styles.value}>{valueLabel}</span>
            <span className={styles.left}>{reached ? t`Goal reached!` : t`${left} to go`}</span>
          </div>
        </>
      )}
    </ProgressBar>
  );
}
