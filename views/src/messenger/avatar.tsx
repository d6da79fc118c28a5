import type { CSSProperties, ReactNode } from "react";
import { cx } from "../ui/cx";
import styles from "./avatar.module.css";

/** A stable hue per name, so a performer without a picture keeps her colour everywhere. */
const hueOf = (name: string): number => [...name].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 360, 7);

export type AvatarProps = {
  /** The picture (a snapshot or the conversation's avatar); null shows the name's initial. */
  src: string | null | undefined;
  name: string;
  size?: "sm" | "md" | "lg";
  /** A small mark in the corner (an online dot, an unread count). */
  badge?: ReactNode;
  className?: string;
};

/** A round avatar; decorative (the name stands next to it), so its picture has no text alternative. */
export function Avatar({ src, name, size = "md", badge, className }: AvatarProps) {
  const style = { "--avatar-hue": hueOf(name) } as CSSProperties;
  return (
    <span className={cx(styles.avatar, styles[size], className)} style={style}>
      {src ? (
        <img className={styles.image} src={src} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      {badge}
    </span>
  );
}
