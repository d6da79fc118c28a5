import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { cx } from "../../ui/cx";
import { AlertIcon } from "../../ui/icons-more";
import { CrownIcon } from "./vip-icons";
import { useVipTexts } from "./vip-texts";
import styles from "./vip.module.css";

/** The crown, the title and the price a minute: the top of every state. */
export function Hero({ title, subtitle, price, live = false }: { title: string; subtitle?: ReactNode; price: number; live?: boolean }) {
  const { t } = useLingui();
  const texts = useVipTexts();
  return (
    <div className={cx(styles.hero, live && styles.live)}>
      <span className={styles.crown} aria-hidden="true">
        <CrownIcon />
      </span>
      <div className={styles.heroText}>
        <span className={styles.eyebrow}>{live ? t`VIP · live` : t`VIP show`}</span>
        <h2 className={styles.title}>{title}</h2>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      <span className={styles.price}>{texts.perMinute(price)}</span>
    </div>
  );
}

export function ErrorLine({ error, performer }: { error: string | null; performer: string }) {
  const texts = useVipTexts();
  if (error === null) return null;
  return (
    <p className={styles.alert} role="alert">
      <AlertIcon aria-hidden="true" />
      <span>{texts.error(error, performer)}</span>
    </p>
  );
}
