import type { ReactNode } from "react";
import { Shell, type DefaultLayoutProps } from "./default-layout";
import styles from "./layout.module.css";

export type WhitelabelLayoutProps = DefaultLayoutProps & {
  /** §2.3 category filter bar (desktop). */
  categoryBar?: ReactNode;
  /** §2.2 SEO text blocks, shown below the content. */
  seo?: ReactNode;
  /** §2.2 optional header image. */
  headerImage?: { src: string; alt: string };
};

/** §2.2 Whitelabel layout: the default layout plus category bar, SEO blocks and an optional header image. */
export function WhitelabelLayout({ categoryBar, seo, headerImage, children, ...shell }: WhitelabelLayoutProps) {
  return (
    <Shell {...shell}>
      {categoryBar}
      {headerImage ? (
        <div className={styles.hero}>
          <img src={headerImage.src} alt={headerImage.alt} />
        </div>
      ) : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {seo ? <div className={styles.seo}>{seo}</div> : null}
    </Shell>
  );
}
