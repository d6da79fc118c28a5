import type { LanguageOption } from "../language/language.types";
import { CreditsButton } from "./credits-button";
import { MemberMenu } from "./member-menu";
import { MessengerButton } from "./messenger-button";
import styles from "./member.module.css";

export type MemberControlsProps = {
  username: string;
  credits: number;
  /** §2.3 the messenger button exists only when the messenger feature flag is on. */
  messengerEnabled: boolean;
  unreadCount?: number;
  /** §2.3 / §6 the username still equals the e-mail: the messenger button opens the change-username modal. */
  usernameIsEmail?: boolean;
  /** §6 unverified members see the claim-credits item. */
  isUnverified?: boolean;
  favouritesHref: string;
  settingsHref: string;
  /** The member menu's language items: pass them on mobile only. */
  languages?: readonly LanguageOption[] | undefined;
  currentLanguage?: string | undefined;
  onLanguageSelect?: ((key: string) => void) | undefined;
  /** The credits button and the menu's "Buy credits" open the wallet. */
  onOpenWallet: () => void;
  onOpenMessenger: () => void;
  onChangeUsername: () => void;
  onClaimCredits?: (() => void) | undefined;
  onLogout: () => void;
  /** For stories and tests: render the member menu opened. */
  defaultMenuOpen?: boolean;
};

/** §2.3 the logged-in header controls (the Header's `memberSlot`): credits, messenger, member menu. */
export function MemberControls(props: MemberControlsProps) {
  const { usernameIsEmail = false } = props;
  return (
    <div className={styles.controls}>
      <CreditsButton credits={props.credits} onPress={props.onOpenWallet} />
      {props.messengerEnabled ? (
        <MessengerButton unreadCount={props.unreadCount ?? 0} onPress={usernameIsEmail ? props.onChangeUsername : props.onOpenMessenger} />
      ) : null}
      <MemberMenu
        username={props.username}
        credits={props.credits}
        isUnverified={props.isUnverified}
        favouritesHref={props.favouritesHref}
        settingsHref={props.settingsHref}
        languages={props.languages}
        currentLanguage={props.currentLanguage}
        onLanguageSelect={props.onLanguageSelect}
        onBuyCredits={props.onOpenWallet}
        onClaimCredits={props.onClaimCredits}
        onLogout={props.onLogout}
        defaultOpen={props.defaultMenuOpen}
      />
    </div>
  );
}
