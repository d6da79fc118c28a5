import { useEffect } from "react";
import { useParams, useRouter, useSearch } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { connectInbox, type PerformerSummary, type RoutedLocale } from "@camstage/core";
import { ConversationHeader, InboxPanel, MessengerLayout } from "@camstage/views";
import { useFlow, useFlowActor, useSiteSession } from "../flows/use-flow";
import { useIsMobile } from "../site/use-is-mobile";
import { useQueryEnv, useSession, useSitePath } from "../site/site-hooks";
import { profileQuery } from "../queries";
import { useConversation } from "../messenger/use-conversation";

/**
 * §2.1/§2.2 /messenger, /messenger/{performer} and /messenger/new-conversation?modelId=&model=: the conversation list
 * beside the open conversation (one at a time on mobile). The performer's conversation opens from the list, or new
 * when there is none yet (it gets its id with the first message, §4); opening it reads it.
 */
export function MessengerPage() {
  const { t } = useLingui();
  const router = useRouter();
  const sitePath = useSitePath();
  const { locale } = useSession();
  const { system, input } = useSiteSession();
  const isMobile = useIsMobile();
  const performerParam = useParams({ strict: false, select: (params: { performer?: string }) => params.performer ?? null });
  const newConversation = useSearch({ strict: false, select: (search: { model?: unknown }) => (typeof search.model === "string" ? search.model : null) });
  const target = performerParam ?? newConversation;
  const inbox = useFlow("inbox", connectInbox);
  // The conversations' flow loads with the page (the page suspends until it runs).
  useFlowActor("chats");
  const profile = useQuery({ ...profileQuery(useQueryEnv(), target ?? ""), enabled: target !== null });
  const conversationId = target === null ? null : inbox.conversationWith(target);
  const summary: PerformerSummary | null = profile.data
    ? { user: profile.data.id, username: profile.data.username, snapshot: profile.data.snapshot, nonude: profile.data.nonude }
    : null;
  const listReady = inbox.status === "ready";

  useEffect(() => {
    if (summary === null || !listReady) return;
    // Opening it reads it: the chats flow tells the list (routing table, chats.markedRead → inbox.read).
    input({ type: "site.conversationShown", performer: summary, conversation: conversationId });
    const { username } = summary;
    return () => input({ type: "site.conversationLeft", performer: username });
    // The summary is the profile's: its id names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [summary?.user, listReady, conversationId, input]);

  // §4 deleting the open conversation leaves for /messenger.
  useEffect(
    () =>
      system.on("inbox", "inbox.deleted", (event) => {
        if (target !== null && event.username.toLowerCase() === target.toLowerCase()) void router.navigate({ href: sitePath("/messenger") });
      }),
    [system, target, router, sitePath],
  );

  const open = (username: string) => void router.navigate({ href: sitePath(`/messenger/${encodeURIComponent(username)}`) });
  const list = (
    <InboxPanel
      memberId={inbox.memberId}
      conversations={inbox.conversations}
      status={inbox.status}
      filter={inbox.filter}
      sort={inbox.sort}
      search={inbox.search}
      suggestions={inbox.suggestions}
      activeUsername={target}
      hasMore={inbox.hasMore}
      loadingMore={inbox.loadingMore}
      locale={locale as RoutedLocale}
      now={Date.now()}
      onFilter={inbox.setFilter}
      onSort={inbox.setSort}
      onSearch={inbox.setSearch}
      onOpen={open}
      onStart={(s) => void router.navigate({ href: sitePath(`/messenger/new-conversation?modelId=${s.user}&model=${encodeURIComponent(s.username)}`) })}
      onDelete={inbox.remove}
      onLoadMore={inbox.loadMore}
      onRetry={inbox.retry}
    />
  );
  return (
    <MessengerLayout
      isMobile={isMobile}
      list={list}
      conversation={
        target === null ? null : (
          <OpenConversation
            performer={target}
            profileHref={sitePath(`/profile/${encodeURIComponent(target)}`)}
            notFound={profile.isError}
            onBack={() => void router.navigate({ href: sitePath("/messenger") })}
            onDelete={conversationId === null ? undefined : () => inbox.remove(conversationId)}
          />
        )
      }
      emptyHint={<p>{t`Pick a conversation, or start one from a performer's profile.`}</p>}
    />
  );
}

function OpenConversation(props: { performer: string; profileHref: string; notFound: boolean; onBack: () => void; onDelete?: () => void }) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const chat = useConversation(props.performer, false);
  if (props.notFound) return <p role="alert">{t`This performer could not be found.`}</p>;
  if (chat === null) return null;
  return (
    <>
      <ConversationHeader
        username={chat.chat.performer.username}
        snapshot={chat.chat.performer.snapshot || null}
        profileHref={props.profileHref}
        onBack={isMobile ? props.onBack : undefined}
        onDelete={props.onDelete}
      />
      {chat.lane}
      {chat.editor}
      {chat.dialogs}
    </>
  );
}
