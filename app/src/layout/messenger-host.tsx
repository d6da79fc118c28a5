import { useEffect } from "react";
import { connectChats, connectSession, popupsStorageKey, type PopupConversation, type PopupViewport } from "@camstage/core";
import { ChatPopup, PopupDock, useFavourites } from "@camstage/views";
import { useFlow, useFlowActor } from "../session/use-flow";
import { useIsMobile } from "./use-is-mobile";
import { useSitePath } from "./site-hooks";
import { useChat } from "./use-chat";

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
  const inbox = useFlowActor("inbox");
  const chatsActor = useFlowActor("chats");
  const chats = useFlow("chats", connectChats);
  const isMobile = useIsMobile();

  useEffect(() => {
    if (memberId === null) return;
    inbox.send({ type: "inbox.open", memberId });
    chatsActor.send({ type: "chats.start", memberId, stored: window.localStorage.getItem(popupsStorageKey(String(memberId))), viewport: viewport() });
  }, [memberId, inbox, chatsActor]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => chatsActor.send({ type: "chats.viewport", viewport: viewport() }), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [chatsActor]);

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
  const chats = useFlow("chats", connectChats);
  const favourites = useFavourites(useFlowActor("favourites"));
  const chat = useChat(popup.username, true);
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
