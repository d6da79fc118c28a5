import { htmlLangOf } from "@camstage/core";
import type { ReactNode } from "react";
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator, type MenuItemProps } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { AppLink } from "../link";
import { CheckIcon, ChevronDownIcon, CoinsIcon, HeartIcon, cx } from "../ui";
import type { LanguageOption } from "../language/language.types";
import { useCreditMinutes } from "./credit-minutes";
import { GiftIcon, LogoutIcon, SettingsIcon } from "./member-icons";
import styles from "./member.module.css";

export type MemberMenuProps = {
  username: string;
  credits: number;
  /** §6 unverified members see the claim-welcome-credits item. */
  isUnverified?: boolean;
  favouritesHref: string;
  settingsHref: string;
  /** §2.4 the language switcher of the member menu; pass it on mobile only (the desktop header has its own). */
  languages?: readonly LanguageOption[] | undefined;
  currentLanguage?: string | undefined;
  onLanguageSelect?: ((key: string) => void) | undefined;
  onBuyCredits: () => void;
  onClaimCredits?: (() => void) | undefined;
  onLogout: () => void;
  /** For stories and tests: render the menu opened. */
  defaultOpen?: boolean;
};

/** A menu item that navigates through the app's router link (views import no router). */
function LinkItem({ href, ...rest }: Omit<MenuItemProps, "href" | "render"> & { href: string }) {
  return <MenuItem {...rest} href={href} render={(props) => ("href" in props ? <AppLink {...props} href={props.href} /> : <div {...props} />)} />;
}

function ItemBody({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className={styles.itemIcon}>{icon}</span>
      <span className={styles.itemText}>{children}</span>
    </>
  );
}

/** §2.3 / §2.4 member menu: greeting, balance with buy, claim credits, favourites, settings, languages, log out. */
export function MemberMenu(props: MemberMenuProps) {
  const { t } = useLingui();
  const { username, isUnverified = false, languages, currentLanguage, onLanguageSelect } = props;
  const { short, isLow } = useCreditMinutes(props.credits);
  const initial = username.trim().charAt(0).toUpperCase() || "?";
  const showLanguages = languages !== undefined && languages.length > 1 && onLanguageSelect !== undefined;
  return (
    <MenuTrigger defaultOpen={props.defaultOpen}>
      <Button className={styles.trigger} aria-label={username}>
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <span className={styles.triggerName} aria-hidden="true">
          {username}
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={8}>
        <Menu className={styles.menu}>
          <MenuSection className={styles.section}>
            <Header className={styles.greeting}>
              <span className={styles.greetingAvatar} aria-hidden="true">
                {initial}
              </span>
              <span className={styles.greetingText}>
                <span className={styles.hello}>{t`Hi, ${username}`}</span>
                <span className={cx(styles.balance, isLow && styles.balanceLow)}>{t`Balance: ${short}`}</span>
              </span>
            </Header>
            <MenuItem id="buy" className={cx(styles.item, styles.buy)} textValue={t`Buy credits`} onAction={props.onBuyCredits}>
              <ItemBody icon={<CoinsIcon />}>{t`Buy credits`}</ItemBody>
            </MenuItem>
            {isUnverified && props.onClaimCredits ? (
              <MenuItem id="claim" className={cx(styles.item, styles.claim)} textValue={t`Claim your free credits`} onAction={props.onClaimCredits}>
                <ItemBody icon={<GiftIcon />}>{t`Claim your free credits`}</ItemBody>
              </MenuItem>
            ) : null}
          </MenuSection>
          <Separator className={styles.separator} />
          <MenuSection className={styles.section} aria-label={t`Account`}>
            <LinkItem id="favourites" className={styles.item} textValue={t`Favourites`} href={props.favouritesHref}>
              <ItemBody icon={<HeartIcon />}>{t`Favourites`}</ItemBody>
            </LinkItem>
            <LinkItem id="settings" className={styles.item} textValue={t`Settings`} href={props.settingsHref}>
              <ItemBody icon={<SettingsIcon />}>{t`Settings`}</ItemBody>
            </LinkItem>
          </MenuSection>
          {showLanguages ? (
            <>
              <Separator className={styles.separator} />
              <MenuSection
                className={styles.section}
                selectionMode="single"
                selectedKeys={currentLanguage ? [currentLanguage] : []}
                disallowEmptySelection
                onSelectionChange={(keys) => {
                  const [key] = keys === "all" ? [] : [...keys];
                  if (key !== undefined && key !== currentLanguage) onLanguageSelect(String(key));
                }}
              >
                <Header className={styles.sectionTitle}>{t`Language`}</Header>
                {languages.map((language) => (
                  <MenuItem key={language.key} id={language.key} className={styles.item} textValue={language.name} lang={htmlLangOf(language.key)}>
                    {({ isSelected }) => (
                      <>
                        <span className={styles.code} aria-hidden="true">
                          {language.key}
                        </span>
                        <span className={styles.itemText}>{language.name}</span>
                        {isSelected ? <CheckIcon className={styles.check} /> : null}
                      </>
                    )}
                  </MenuItem>
                ))}
              </MenuSection>
            </>
          ) : null}
          <Separator className={styles.separator} />
          <MenuItem id="logout" className={cx(styles.item, styles.logout)} textValue={t`Log out`} onAction={props.onLogout}>
            <ItemBody icon={<LogoutIcon />}>{t`Log out`}</ItemBody>
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
