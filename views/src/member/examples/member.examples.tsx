import type { MemberControlsProps } from "../member-controls";
import type { MemberMenuProps } from "../member-menu";
import { exampleLanguages } from "../../examples/site.examples";

const noop = () => {};

/** A verified member with 20 minutes (1,240 credits) and three unread messages. */
export const memberControls: MemberControlsProps = {
  username: "NightOwl",
  credits: 1240,
  messengerEnabled: true,
  unreadCount: 3,
  favouritesHref: "/en/favourites",
  settingsHref: "/en/settings",
  onOpenWallet: noop,
  onOpenMessenger: noop,
  onChangeUsername: noop,
  onClaimCredits: noop,
  onLogout: noop,
};

/** §9 500 credits or fewer: the low-balance look (120 credits, 2 minutes). */
export const memberLowBalance: MemberControlsProps = { ...memberControls, credits: 120 };
export const memberNoCredits: MemberControlsProps = { ...memberControls, credits: 0, unreadCount: 0 };
export const memberManyUnread: MemberControlsProps = { ...memberControls, unreadCount: 154 };
export const memberNoUnread: MemberControlsProps = { ...memberControls, unreadCount: 0 };
/** §2.3 the messenger feature is off: no messenger button. */
export const memberMessengerOff: MemberControlsProps = { ...memberControls, messengerEnabled: false };
/** §2.3 the username is still the e-mail: the messenger button opens the change-username modal. */
export const memberUsernameIsEmail: MemberControlsProps = { ...memberControls, username: "john.doe@example.com", usernameIsEmail: true };
/** §6 an unverified member: the menu offers the welcome credits. */
export const memberUnverified: MemberControlsProps = { ...memberControls, credits: 0, isUnverified: true, unreadCount: 0 };

export const memberMenuOpen: MemberMenuProps = {
  username: "NightOwl",
  credits: 1240,
  favouritesHref: "/en/favourites",
  settingsHref: "/en/settings",
  onBuyCredits: noop,
  onClaimCredits: noop,
  onLogout: noop,
  defaultOpen: true,
};
export const memberMenuUnverified: MemberMenuProps = { ...memberMenuOpen, credits: 0, isUnverified: true };
/** §2.4 on mobile the member menu carries the language switcher. */
export const memberMenuMobile: MemberMenuProps = { ...memberMenuOpen, credits: 300, languages: exampleLanguages, currentLanguage: "en", onLanguageSelect: noop };
