import { Suspense, lazy, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { NativeButton, NativeIconButton } from "../ui/native-button";
import { cx } from "../ui/cx";
import { LoginIcon, MenuIcon } from "../ui/icons";
import { PhoneIcon } from "../ui/phone-icons";
import { LazyLanguageMenu } from "../language/lazy-language-menu";
import type { LanguageOption } from "../language/language.types";
import type { SiteTheme } from "@camstage/core";
import { BrandLogo } from "./brand-logo";
import styles from "./header.module.css";

// Issue 28: a seasonal decoration is there only while the operator has a theme on; its code loads then, not with every
// first page (ARCHITECTURE §6). A server render holds it; the browser keeps that HTML until the code is there.
const SeasonalDecoration = lazy(() => import("./seasonal-decoration").then((m) => ({ default: m.SeasonalDecoration })));

export type HeaderProps = {
  logoUrl: string;
  brandName: string;
  /** §2.3 the configured home on the home page, otherwise / with the affiliate query values. */
  logoHref: string;
  languages: readonly LanguageOption[];
  currentLanguage: string;
  onLanguageSelect: (key: string) => void;
  onSignUp: () => void;
  onLogin: () => void;
  /** Hamburger (mobile, < 1024 px): opens the auth drawer. */
  onMenuOpen: () => void;
  /** When set, the member controls (credits, messenger, member menu) replace the guest buttons. */
  memberSlot?: ReactNode;
  /** Optional content between logo and actions on desktop (e.g. main nav). */
  centerSlot?: ReactNode;
  /** §2.3 the header grows to 5rem while a dial-in is active. */
  dialInActive?: boolean;
  /** §6 guests may pay by phone too: the dial-in drawer (members reach it from the wallet). Omitted hides it. */
  onPayByPhone?: () => void;
  /** Issue 28: a seasonal theme's decoration behind the header's content. */
  decoration?: SiteTheme | null;
};

/** §2.3 Header. */
export function Header(props: HeaderProps) {
  const { t } = useLingui();
  const isMember = props.memberSlot !== undefined && props.memberSlot !== null;
  return (
    <header className={cx(styles.header, props.dialInActive && styles.dialIn)}>
      {props.decoration ? (
        <Suspense fallback={null}>
          <SeasonalDecoration theme={props.decoration} />
        </Suspense>
      ) : null}
      <div className={styles.inner}>
        <div className={styles.start}>
          {isMember ? null : (
            <NativeIconButton
              className={cx(styles.hamburger, styles.mobileOnly)}
              aria-label={t`Open menu`}
              onPress={props.onMenuOpen}
            >
              <MenuIcon />
            </NativeIconButton>
          )}
          <BrandLogo logoUrl={props.logoUrl} brandName={props.brandName} href={props.logoHref} />
        </div>
        <div className={styles.center}>{props.centerSlot}</div>
        <div className={styles.end}>
          {isMember ? (
            props.memberSlot
          ) : (
            <>
              {props.onPayByPhone ? (
                <NativeIconButton aria-label={t`Pay by phone`} onPress={props.onPayByPhone}>
                  <PhoneIcon />
                </NativeIconButton>
              ) : null}
              <NativeButton variant="ghost" size="md" className={styles.desktopOnly} onPress={props.onLogin}>
                <LoginIcon aria-hidden="true" />
                {t`Log in`}
              </NativeButton>
              <NativeButton variant="primary" size="md" onPress={props.onSignUp}>
                {t`Free sign up`}
              </NativeButton>
            </>
          )}
          <span className={styles.desktopOnly}>
            <LazyLanguageMenu languages={props.languages} current={props.currentLanguage} onSelect={props.onLanguageSelect} />
          </span>
        </div>
      </div>
    </header>
  );
}
