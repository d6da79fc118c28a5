import type { ReactNode } from "react";
import styles from "./visually-hidden.module.css";

// Apart from feedback.tsx: the first page needs this, not the spinners and bars (ARCHITECTURE §6).

/** Hides content visually while keeping it for assistive technology. */
export function VisuallyHidden({ children, as: Tag = "span" }: { children: ReactNode; as?: "span" | "div" | "h1" | "h2" }) {
  return <Tag className={styles.visuallyHidden}>{children}</Tag>;
}

export const visuallyHiddenClassName = styles.visuallyHidden;
