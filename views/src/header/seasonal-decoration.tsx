import type { SiteTheme } from "@camstage/core";
import styles from "./seasonal-decoration.module.css";

/** The six hearts' sizes; where each rises, and when, is in the stylesheet (no inline styles: the CSP, ARCHITECTURE §7). */
const HEARTS = [14, 10, 16, 11, 15, 12] as const;

const LIGHTS = 24;
const SNOWFLAKES = 7;

const Heart = ({ size }: { size: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.2 0 3.6 1.3 4.3 2.6.7-1.3 2.1-2.6 4.3-2.6 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
  </svg>
);

/**
 * §2.3 a seasonal theme's decoration of the header (issue 28): the valentine's six rising hearts, or christmas's
 * string of lights and falling snow. Behind the header's content, never in its way; still where the visitor asks
 * for less motion.
 */
export function SeasonalDecoration({ theme }: { theme: SiteTheme }) {
  if (theme === "valentine") {
    return (
      <div className={`${styles.decoration} ${styles.valentine}`} aria-hidden="true" data-decoration="valentine">
        {HEARTS.map((size, i) => (
          <span key={i} className={styles.heart}>
            <Heart size={size} />
          </span>
        ))}
      </div>
    );
  }
  return (
    <div className={`${styles.decoration} ${styles.christmas}`} aria-hidden="true" data-decoration="christmas">
      <span className={styles.lights}>
        {Array.from({ length: LIGHTS }, (_, i) => (
          <span key={i} className={styles.light} />
        ))}
      </span>
      {Array.from({ length: SNOWFLAKES }, (_, i) => (
        <span key={i} className={styles.snow}>
          ✻
        </span>
      ))}
    </div>
  );
}
