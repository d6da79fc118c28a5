import { useId, type MouseEvent, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { unreadBadge, type PopupConversation } from "@camstage/core";
import { FavouriteButton } from "../favourites/favourite-button";
import { AppLink } from "../link/link-context";
import { IconButton } from "../ui/button";
import { cx } from "../ui/cx";
import { CloseIcon } from "../ui/icons-more";
import { VisuallyHidden } from "../ui/visually-hidden";
import { Avatar } from "./avatar";
import { MinimiseIcon, RestoreIcon } from "./messenger-icons";
import styles from "./popup.module.css";

export type ChatPopupProps = {
  popup: PopupConversation;
  /** §2.6 the username links to /profile/{username} (the app builds the localised path). */
  profileHref: string;
  isFavourite: boolean;
  /** §4 blinking: unread messages, or the performer's last message not read yet. */
  blinking: boolean;
  /** §2.6 the focused pop-up stacks higher. */
  focused: boolean;
  /** §2.6 no minimise on mobile; the one pop-up spans the width. */
  isMobile: boolean;
  /** The conversation's lane (`ConversationLane`). */
  lane: ReactNode;
  /** The pop-up's editor (`MessageEditor` with `compact`). */
  editor: ReactNode;
  /** The member pressed or focused the pop-up (§4 focusing a blinking one marks it read). */
  onFocus: () => void;
  onToggleMinimised: () => void;
  onClose: () => void;
  onToggleFavourite: () => void;
  /** §4 another favourite toggle is in flight (the heart waits, §9 3 s). */
  favouriteLocked?: boolean;
  className?: string;
};

/**
 * §2.6 a conversation pop-up: the header (her avatar with the unread count, the username linking to her profile,
 * the favourite heart, minimise on desktop, close) and, unless minimised, the lane and the editor. A blinking
 * pop-up pulses its header (a steady highlight where motion is reduced). Not modal: a named region beside the page.
 */
export function ChatPopup({
  popup, profileHref, isFavourite, blinking, focused, isMobile, lane, editor, onFocus, onToggleMinimised, onClose, onToggleFavourite, favouriteLocked = false,
  className,
}: ChatPopupProps) {
  const { t } = useLingui();
  const bodyId = useId();
  const { username } = popup;
  const minimised = popup.minimized && !isMobile;
  const badge = unreadBadge(popup.unread);
  // §4 pressing or focusing the pop-up focuses it; again while it blinks (that marks it read).
  const focus = () => {
    if (!focused || blinking) onFocus();
  };
  // A minimised pop-up opens again from a click anywhere on its bar (the button is the keyboard's way).
  const barClick = (event: MouseEvent<HTMLElement>) => {
    if (!minimised) return;
    if ((event.target as HTMLElement).closest("a, button")) return;
    onToggleMinimised();
  };
  return (
    <section
      className={cx(styles.popup, isMobile && styles.mobile, minimised && styles.minimised, blinking && styles.blinking, focused && styles.focused, className)}
      aria-label={t`Chat with ${username}`}
      data-blinking={blinking || undefined}
      data-focused={focused || undefined}
      data-minimised={minimised || undefined}
      onPointerDownCapture={focus}
      onFocusCapture={focus}
    >
      <header className={styles.header} onClick={barClick}>
        <Avatar
          src={popup.snapshot}
          name={username}
          size="sm"
          badge={
            badge !== null ? (
              <span className={styles.badge} aria-hidden="true">
                {badge}
              </span>
            ) : null
          }
        />
        <div className={styles.who}>
          <AppLink href={profileHref} className={styles.name}>
            {username}
          </AppLink>
          {badge !== null ? <VisuallyHidden>{t`${badge} unread`}</VisuallyHidden> : null}
        </div>
        <div className={styles.actions}>
          <FavouriteButton username={username} isFavourite={isFavourite} onToggle={onToggleFavourite} isLocked={favouriteLocked} size="sm" className={styles.heart} />
          {isMobile ? null : (
            <IconButton
              size="sm"
              className={styles.action}
              aria-label={minimised ? t`Open the chat with ${username}` : t`Minimise the chat with ${username}`}
              aria-expanded={!minimised}
              aria-controls={minimised ? undefined : bodyId}
              onPress={onToggleMinimised}
            >
              {minimised ? <RestoreIcon aria-hidden="true" /> : <MinimiseIcon aria-hidden="true" />}
            </IconButton>
          )}
          <IconButton size="sm" className={styles.action} aria-label={t`Close the chat with ${username}`} onPress={onClose}>
            <CloseIcon aria-hidden="true" />
          </IconButton>
        </div>
      </header>
      {minimised ? null : (
        <div id={bodyId} className={styles.body}>
          {lane}
          {editor}
        </div>
      )}
    </section>
  );
}

export type PopupDockProps = {
  /** The open pop-ups (`ChatPopup`), oldest first: the newest sits at the right. */
  children: ReactNode;
  /** Forces the mobile dock (one pop-up, full width); without it, the window's width decides (§9 under 1024 px). */
  isMobile?: boolean;
  className?: string;
};

/**
 * §2.6/§9 the pop-ups' dock: a row along the bottom right of the window. Each pop-up is 21rem wide and core's
 * `popupCapacity` reserves 5rem of margin for each (26rem a pop-up), so the dock's own gap and edge, well inside that,
 * never overflow the window core counted on. On mobile the one pop-up spans the bottom of the screen.
 */
export function PopupDock({ children, isMobile, className }: PopupDockProps) {
  return <div className={cx(styles.dock, isMobile === true && styles.dockMobile, isMobile === false && styles.dockDesktop, className)}>{children}</div>;
}
