import { AppLink } from "../link/link-context";
import { cx } from "../ui/cx";
import styles from "./header.module.css";

export type BrandLogoProps = { logoUrl: string; brandName: string; href?: string; className?: string };

/** The white-label logo; the image's alt is the brand name, which also names the home link. */
export function BrandLogo({ logoUrl, brandName, href, className }: BrandLogoProps) {
  const image = <img className={styles.logoImage} src={logoUrl} alt={brandName} width={144} height={32} />;
  if (!href) return <span className={cx(styles.logo, className)}>{image}</span>;
  return (
    <AppLink href={href} className={cx(styles.logo, className)}>
      {image}
    </AppLink>
  );
}
