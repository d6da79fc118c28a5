import { useLingui } from "@lingui/react/macro";
import { AppLink } from "../link/link-context";
import { Button } from "../ui/button";
import { ChevronRightIcon, LoginIcon } from "../ui/icons";
import { UserPlusIcon } from "../ui/icons-more";
import { LanguageList } from "../language/language-list";
import type { LanguageOption } from "../language/language.types";
import { Drawer, type DrawerCloseVia } from "./drawer";
import styles from "./drawer.module.css";

export type AuthDrawerNavItem = { key: string; label: string; href: string; current?: boolean };

export type AuthDrawerProps = {
  isOpen: boolean;
  onClose: (via: DrawerCloseVia) => void;
  /** §2.3 modes: `whitelabel` adds the brand's browse links. */
  mode?: "default" | "whitelabel";
  side?: "left" | "right";
  logoUrl: string;
  brandName: string;
  /** §9 welcome credits for the sign-up teaser; omitted hides the number. */
  welcomeCredits?: number;
  languages: readonly LanguageOption[];
  currentLanguage: string;
  onLanguageSelect: (key: string) => void;
  onSignUp: () => void;
  onLogin: () => void;
  navItems?: readonly AuthDrawerNavItem[];
};

/** §2.3 Auth drawer for mobile guests: sign up, log in, languages. */
export function AuthDrawer(props: AuthDrawerProps) {
  const { t } = useLingui();
  const mode = props.mode ?? "default";
  const credits = props.welcomeCredits;
  return (
    <Drawer
      isOpen={props.isOpen}
      onClose={props.onClose}
      side={props.side ?? "left"}
      title={t`Menu`}
      header={
        <span className={styles.brand}>
          <img src={props.logoUrl} alt={props.brandName} height={28} />
        </span>
      }
    >
      <section className={styles.authIntro} aria-labelledby="auth-drawer-title">
        <h2 id="auth-drawer-title" className={styles.authTitle}>
          {t`Join for free`}
        </h2>
        <p className={styles.authText}>
          {credits && credits > 0
            ? t`Create your free account and get ${credits} free credits to chat with live models.`
            : t`Create your free account to chat with live models.`}
        </p>
        <div className={styles.authActions}>
          <Button variant="primary" size="lg" block onPress={props.onSignUp}>
            <UserPlusIcon aria-hidden="true" />
            {t`Free sign up`}
          </Button>
          <Button variant="secondary" size="lg" block onPress={props.onLogin}>
            <LoginIcon aria-hidden="true" />
            {t`Log in`}
          </Button>
        </div>
      </section>

      {mode === "whitelabel" && props.navItems && props.navItems.length > 0 ? (
        <nav className={styles.section} aria-label={t`Browse`}>
          <h2 className={styles.sectionTitle}>{t`Browse`}</h2>
          <ul className={styles.navList}>
            {props.navItems.map((item) => (
              <li key={item.key}>
                <AppLink href={item.href} className={styles.navLink} aria-current={item.current ? "page" : undefined}>
                  {item.label}
                  <ChevronRightIcon aria-hidden="true" />
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <section className={styles.section} aria-labelledby="auth-drawer-languages">
        <h2 id="auth-drawer-languages" className={styles.sectionTitle}>
          {t`Language`}
        </h2>
        <LanguageList languages={props.languages} current={props.currentLanguage} onSelect={props.onLanguageSelect} />
      </section>
    </Drawer>
  );
}
