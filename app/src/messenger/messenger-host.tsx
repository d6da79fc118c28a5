import { useEffect } from "react";
import { connectConversations, connectFavourites, connectSession, popupsStorageKey, type PopupConversation, type PopupViewport } from "@camstage/core";
import { ChatPopup, PopupDock, useFavourites } from "@camstage/views";
import { useFlow, useSiteSession } from "../flows/use-flow";
import { useIsMobile } from "../site/use-is-mobile";
import { useSitePath } from "../site/site-hooks";
import { useConversation } from "./use-conversation";

/** The window the pop-ups sit in (§9 popup width in rem). */
const viewport = (): PopupViewport => ({ widthPx: window.innerWidth, remPx: Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16 });

/** §9 device detection refreshes 50 ms after a resize. */
const RESIZE_DEBOUNCE_MS = 50;

/**
 * §2.6 the member's messenger on every page: starts the list and the conversations for the logged-in member (§4
 * login: the unread count and the conversations), restores the pop-ups kept for them, follows the window's width,
 * and shows the pop-ups.
 */
export function MessengerHost() {
  const { memberId } = useFlow("session", connectSession);
  const { input } = useSiteSession();
  const chats = useFlow("chats", connectConversations);
  const isMobile = useIsMobile();

  // The routing table opens the list and starts the conversations (core/site/site-routes.ts); the page gives them the
  // pop-ups kept for the member and the window's width.
  useEffect(() => {
    if (memberId === null) return;
    input({ type: "site.messengerShown", memberId, stored: window.localStorage.getItem(popupsStorageKey(String(memberId))), viewport: viewport() });
  }, [memberId, input]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => input({ type: "site.viewportChanged", viewport: viewport() }), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [input]);

  if (!chats.isOpen || chats.popups.length === 0) return null;
  return (
    <PopupDock isMobile={isMobile}>
      {chats.popups.map(({ popup, focused, blinking }) => (
        <SitePopup key={popup.user} popup={popup} focused={focused} blinking={blinking} isMobile={isMobile} />
      ))}
    </PopupDock>
  );
}

function SitePopup({ popup, focused, blinking, isMobile }: { popup: PopupConversation; focused: boolean; blinking: boolean; isMobile: boolean }) {
  const sitePath = useSitePath();
  const chats = useFlow("chats", connectConversations);
  const favourites = useFavourites(useFlow("favourites", connectFavourites));
  const chat = useConversation(popup.username, true);
  if (chat === null) return null;
  const heart = favourites.toggleFor(popup.user);
  return (
    <>
      <ChatPopup
        popup={popup}
        profileHref={sitePath(`/profile/${encodeURIComponent(popup.username)}`)}
        isFavourite={heart.isFavourite}
        favouriteLocked={heart.isLocked}
        blinking={blinking}
        focused={focused}
        isMobile={isMobile}
        lane={chat.lane}
        editor={chat.editor}
        onFocus={() => chats.focus(popup.user)}
        onToggleMinimised={() => chats.minimise(popup.user)}
        onClose={() => chats.closePopup(popup.user)}
        onToggleFavourite={heart.onToggle}
      />
      {chat.dialogs}
    </>
  );
}
