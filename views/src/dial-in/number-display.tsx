import { useLingui } from "@lingui/react/macro";
import { CURRENCY } from "@camstage/core";
import { cx } from "../ui/cx";
import { useWalletFormat } from "../ui/wallet-format";
import styles from "./dial-in.module.css";

export function Flag({ src, country }: { src: string | null; country: string }) {
  return src ? (
    <img className={styles.flag} src={src} alt="" width={32} height={24} loading="lazy" decoding="async" />
  ) : (
    <span className={cx(styles.flag, styles.flagCode)} aria-hidden="true">
      {country}
    </span>
  );
}

export function useTariff() {
  const format = useWalletFormat();
  return (tariff: number) => format.perMinute(tariff, CURRENCY);
}

export function DoublePromoNote() {
  const { t } = useLingui();
  return <p className={styles.promo}>{t`Double promo: you get double chat time on this number.`}</p>;
}
