import { connectChats, connectCredits, type RoutedLocale } from "@camstage/core";
import { ConversationLane, MessageEditor } from "@camstage/views";
import { useFlow, useSiteSession } from "../session/use-flow";
import { useSession } from "./site-hooks";

/**
 * One open conversation's lane and editor, bound to the chats flow: the member's balance and a fresh idempotency key
 * go with each send (DESIGN §7), the messages' times read in the site's language.
 */
export function useChat(performer: string, compact: boolean) {
  const { system } = useSiteSession();
  const { locale } = useSession();
  const chats = useFlow("chats", connectChats);
  const balance = useFlow("credits", connectCredits).balance ?? 0;
  const chat = chats.chat(performer, Date.now(), locale as RoutedLocale);
  if (chat === null) return null;
  const send = () => chats.send(performer, balance, system.env.ids(), new Date().toISOString());
  return {
    chat,
    lane: (
      <ConversationLane
        items={chat.items}
        performer={chat.performer.username}
        canLoadOlder={chat.canLoadOlder}
        loadingOlder={chat.loadingOlder}
        status={chat.status}
        onLoadOlder={() => chats.loadOlder(performer)}
        onRetry={() => chats.loadOlder(performer)}
        onRetrySend={(clientId) => chats.retry(performer, clientId)}
      />
    ),
    editor: (
      <MessageEditor
        text={chat.text}
        sending={chat.sending}
        error={chat.error}
        price={chat.price}
        performer={chat.performer.username}
        compact={compact}
        onText={(text) => chats.type(performer, text)}
        onSend={send}
      />
    ),
  };
}
