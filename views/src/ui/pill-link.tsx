import type { AnchorHTMLAttributes, ReactNode } from "react";
import { AppLink } from "../link/link-context";
import { cx } from "./cx";
import styles from "./pill.module.css";

export type PillLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className"> & {
  href: string;
  current?: boolean;
  className?: string;
  children?: ReactNode;
};

/** A navigation pill; `current` marks the active page (aria-current). */
export function PillLink({ current = false, className, ...rest }: PillLinkProps) {
  return <AppLink {...rest} aria-current={current ? "page" : undefined} className={cx(styles.pill, className)} />;
}

export const pillClassName = styles.pill;
