import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button as AriaButton, Input, Label, ListBox, ListBoxItem, Popover, SearchField, Select, SelectValue } from "react-aria-components";
import { useVirtualizer } from "@tanstack/react-virtual";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  INFINITE_SCROLL_MARGIN_PX, conversationOther, dateLabel, lastMessageSide, tokenizeMarkup, unreadBadge, type Conversation, type DateLabelLocale, type InboxFilter,
  type InboxSort, type InboxSuggestion,
} from "@camstage/core";
import { Button, IconButton } from "../ui/button";
import { cx } from "../ui/cx";
import { Spinner, StatusDot } from "../ui/feedback";
import { ChevronDownIcon, HeartIcon, SearchIcon } from "../ui/icons";
import { AlertIcon, CloseIcon } from "../ui/icons-more";
import { Pill } from "../ui/pill";
import { VisuallyHidden, visuallyHiddenClassName } from "../ui/visually-hidden";
import { Avatar } from "./avatar";
import { ChatsIcon, ImageIcon, TrashIcon } from "./messenger-icons";
import { INBOX_FILTERS, INBOX_SORTS, useMessengerTexts } from "./messenger-texts";
import styles from "./inbox.module.css";

export type InboxPanelProps = {
  /** The logged-in member (the login token's id, §3): decides who the other side is and whose the last message is. */
  memberId: number;
  /** The conversations as shown: core's `visibleConversations` (filtered, searched, sorted). */
  conversations: readonly Conversation[];
  status: "loading" | "ready" | "error";
  filter: InboxFilter;
  sort: InboxSort;
  search: string;
  /** §2.6 the models and favourites filters suggest performers to start a chat with. */
  suggestions: readonly InboxSuggestion[];
  /** The performer whose conversation is open (highlighted). */
  activeUsername: string | null;
  /** §9 more pages exist. */
  hasMore: boolean;
  loadingMore: boolean;
  locale: DateLabelLocale;
  /** The clock the §2.6 date labels read against (epoch ms). */
  now: number;
  /** Whether a conversation's performer is online now (a dot on her avatar); omitted: no dots. */
  isOnline?: (conversation: Conversation) => boolean;
  onFilter: (filter: InboxFilter) => void;
  onSort: (sort: InboxSort) => void;
  onSearch: (text: string) => void;
  onOpen: (username: string) => void;
  onStart: (suggestion: InboxSuggestion) => void;
  /** Asks to delete (the flow confirms with the DeleteChatModal). */
  onDelete: (conversationId: number) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  className?: string;
};

/** A row's height before it is measured (4.75rem at 16 px). */
const ROW_ESTIMATE_PX = 76;
const SKELETON_ROWS = 7;

/** The last message as one line of plain text: its markup read (emoji, link texts), line breaks as spaces. */
export function previewText(text: string): string {
  return tokenizeMarkup(text)
    .map((token) => (token.kind === "break" ? " " : token.kind === "emoji" ? token.emoji : token.text))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * §2.6 the messenger's conversation list: search by username, the five filters, the sort, the conversations (the
 * open one highlighted; each with her picture, the last message, its §2.6 date label, the unread badge (99+), a
 * favourite mark and a delete action), suggestions under the models and favourites filters, and an empty state per
 * filter. Long lists are virtualised (TanStack Virtual); §9 the next page is asked for 200 px before the end.
 */
export function InboxPanel(props: InboxPanelProps) {
  const { conversations, status, filter, sort, search, suggestions, hasMore, loadingMore, onFilter, onSort, onSearch, onLoadMore, onRetry } = props;
  const { t } = useLingui();
  const texts = useMessengerTexts();
  const headingId = useId();
  const scroller = useRef<HTMLDivElement | null>(null);
  // The virtualiser needs the element itself: its rows' layout effects run before a parent's ref is attached.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const attach = useCallback((el: HTMLDivElement | null) => {
    scroller.current = el;
    setScrollElement(el);
  }, []);
  const showSuggestions = (filter === "models" || filter === "favourites") && suggestions.length > 0 && status === "ready";

  // §9 infinite scroll: the next page 200 px before the end, once per length of the list (a failed page is asked
  // again with the button at the end).
  const asked = useRef<number | null>(null);
  const count = conversations.length;
  const maybeLoadMore = useCallback(() => {
    const el = scroller.current;
    if (!el || status !== "ready" || !hasMore || loadingMore || count === 0 || asked.current === count) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight > INFINITE_SCROLL_MARGIN_PX) return;
    asked.current = count;
    onLoadMore();
  }, [status, hasMore, loadingMore, count, onLoadMore]);
  useEffect(() => maybeLoadMore(), [maybeLoadMore]);

  return (
    <section className={cx(styles.inbox, props.className)} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.title}>
          {t`Messages`}
        </h2>
        <Select className={styles.sort} value={sort} onChange={(value) => value !== null && onSort(value as InboxSort)}>
          <Label className={visuallyHiddenClassName}>{t`Sort by`}</Label>
          <AriaButton className={styles.sortButton}>
            <SelectValue className={styles.sortValue} />
            <ChevronDownIcon aria-hidden="true" />
          </AriaButton>
          <Popover className={styles.sortPopover} placement="bottom end">
            <ListBox className={styles.sortList}>
              {INBOX_SORTS.map((value) => (
                <ListBoxItem key={value} id={value} className={styles.sortItem} textValue={texts.sort[value]}>
                  {texts.sort[value]}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
      </div>
      <SearchField className={styles.search} value={search} onChange={onSearch} aria-label={t`Search by username`}>
        <SearchIcon className={styles.searchIcon} aria-hidden="true" />
        <Input className={styles.searchInput} placeholder={t`Search by username`} />
        <AriaButton className={styles.searchClear} aria-label={t`Clear the search`}>
          <CloseIcon aria-hidden="true" />
        </AriaButton>
      </SearchField>
      <div className={styles.filters} role="group" aria-label={t`Show conversations`}>
        {INBOX_FILTERS.map((value) => (
          <Pill key={value} className={styles.filter} isSelected={filter === value} onChange={() => onFilter(value)}>
            {texts.filter[value]}
          </Pill>
        ))}
      </div>
      <div ref={attach} className={cx(styles.scroller, status === "loading" && styles.still)} onScroll={maybeLoadMore} aria-busy={status === "loading" || loadingMore || undefined}>
        {status === "loading" ? (
          <InboxSkeleton />
        ) : status === "error" ? (
          <div className={styles.state} role="alert">
            <span className={cx(styles.stateArt, styles.stateArtError)} aria-hidden="true">
              <AlertIcon />
            </span>
            <p className={styles.stateTitle}>{t`Your conversations could not be loaded.`}</p>
            <Button variant="primary" size="sm" className={styles.stateAction} onPress={onRetry}>
              {t`Try again`}
            </Button>
          </div>
        ) : count === 0 ? (
          <InboxEmpty filter={filter} search={search} hasSuggestions={showSuggestions} />
        ) : (
          <ConversationRows {...props} scrollElement={scrollElement} />
        )}
        {status === "ready" && count > 0 && (hasMore || loadingMore) ? (
          <div className={styles.more}>
            {loadingMore ? (
              <span className={styles.moreLoading} role="status">
                <Spinner /> {t`Loading more conversations…`}
              </span>
            ) : (
              <Button variant="ghost" size="sm" onPress={onLoadMore}>
                {t`Show more conversations`}
              </Button>
            )}
          </div>
        ) : null}
        {showSuggestions ? <Suggestions filter={filter} suggestions={suggestions} onStart={props.onStart} /> : null}
      </div>
      <VisuallyHidden>
        <span role="status">{status === "ready" && search.trim() !== "" ? t({ message: plural(count, { one: "# conversation found", other: "# conversations found" }) }) : ""}</span>
      </VisuallyHidden>
    </section>
  );
}

type RowsProps = InboxPanelProps & { scrollElement: HTMLDivElement | null };

/**
 * The rows, virtualised: only those near the scroller's view are in the DOM (ARCHITECTURE §5 long lists). Where nothing
 * can be measured (no ResizeObserver, as in tests) every row renders in the flow.
 */
function ConversationRows(props: RowsProps) {
  const { conversations, scrollElement } = props;
  const canMeasure = typeof ResizeObserver !== "undefined";
  const virtualizer = useVirtualizer({
    count: conversations.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (index) => conversations[index]?.id ?? index,
    overscan: 6,
  });
  if (!canMeasure) {
    return (
      <ul className={styles.list}>
        {conversations.map((conversation, index) => (
          <ConversationRow key={conversation.id} {...props} conversation={conversation} index={index} />
        ))}
      </ul>
    );
  }
  return (
    <ul className={cx(styles.list, styles.virtual)} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const conversation = conversations[item.index];
        if (!conversation) return null;
        return (
          <ConversationRow
            key={item.key}
            {...props}
            conversation={conversation}
            index={item.index}
            measure={virtualizer.measureElement}
            top={item.start}
          />
        );
      })}
    </ul>
  );
}

type RowProps = InboxPanelProps & {
  conversation: Conversation;
  index: number;
  measure?: (element: HTMLElement | null) => void;
  top?: number;
};

function ConversationRow({ conversation: c, index, measure, top, memberId, activeUsername, locale, now, isOnline, onOpen, onDelete, conversations }: RowProps) {
  const { t } = useLingui();
  const previewId = useId();
  const other = conversationOther(c, memberId);
  const username = other.username;
  const message = c.message ?? null;
  const body = message ? previewText(message.content ?? message.text ?? "") : "";
  const photo = message !== null && body === "" && Boolean(message.attachment);
  const own = lastMessageSide(c, memberId) === "self";
  const when = dateLabel(message?.createdAt ?? c.updatedAt, now, locale);
  const badge = unreadBadge(c.unread);
  const active = activeUsername !== null && activeUsername.toLowerCase() === username.toLowerCase();
  const online = isOnline?.(c) ?? false;
  const parts = [username];
  if (c.favorite) parts.push(t`favourite`);
  if (online) parts.push(t`online`);
  if (badge !== null) parts.push(t`${badge} unread`);
  return (
    <li
      ref={measure}
      data-index={index}
      className={cx(styles.row, active && styles.active, badge !== null && styles.unread)}
      style={top === undefined ? undefined : { transform: `translateY(${top}px)` }}
      aria-setsize={conversations.length}
      aria-posinset={index + 1}
    >
      <button type="button" className={styles.open} aria-current={active ? "true" : undefined} aria-label={parts.join(", ")} aria-describedby={previewId} onClick={() => onOpen(username)}>
        <Avatar src={other.avatar} name={username} badge={online ? <span className={styles.onlineDot} /> : null} />
        <span className={styles.main}>
          <span className={styles.line}>
            <span className={styles.name}>{username}</span>
            {c.favorite ? <HeartIcon className={styles.favourite} aria-hidden="true" /> : null}
            <time className={styles.time} dateTime={message?.createdAt ?? c.updatedAt}>
              {when}
            </time>
          </span>
          <span className={styles.line}>
            <span id={previewId} className={styles.preview}>
              {own ? <span className={styles.you}>{t`You:`} </span> : null}
              {photo ? (
                <span className={styles.photo}>
                  <ImageIcon aria-hidden="true" />
                  {t`Photo`}
                </span>
              ) : message === null ? (
                <span className={styles.noMessage}>{t`No messages yet`}</span>
              ) : (
                body
              )}
            </span>
            {badge !== null ? (
              <span className={styles.badge} aria-hidden="true">
                {badge}
              </span>
            ) : null}
          </span>
        </span>
      </button>
      <IconButton className={styles.delete} size="sm" aria-label={t`Delete the conversation with ${username}`} onPress={() => onDelete(c.id)}>
        <TrashIcon aria-hidden="true" />
      </IconButton>
    </li>
  );
}

function InboxSkeleton() {
  const { t } = useLingui();
  return (
    <>
      <VisuallyHidden>
        <span role="status">{t`Loading your conversations…`}</span>
      </VisuallyHidden>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <li key={i} className={cx(styles.row, styles.skeleton)}>
            <span className={styles.open}>
              <span className={styles.skeletonAvatar} />
              <span className={styles.main}>
                <span className={styles.skeletonLine} style={{ width: `${45 + ((i * 17) % 30)}%` }} />
                <span className={styles.skeletonLine} style={{ width: `${60 + ((i * 23) % 35)}%` }} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function InboxEmpty({ filter, search, hasSuggestions }: { filter: InboxFilter; search: string; hasSuggestions: boolean }) {
  const { t } = useLingui();
  const query = search.trim();
  let title: string;
  let text: string;
  if (query !== "") {
    const shown = <strong className={styles.query}>{query}</strong>;
    return (
      <div className={styles.state}>
        <span className={styles.stateArt} aria-hidden="true">
          <SearchIcon />
        </span>
        <p className={styles.stateTitle}>
          <Trans>No conversations with “{shown}”</Trans>
        </p>
        <p className={styles.stateText}>{t`Search looks at the start of a username.`}</p>
      </div>
    );
  }
  switch (filter) {
    case "all":
      title = t`No conversations yet`;
      text = t`Send a model a message from her profile: your chats show up here.`;
      break;
    case "unanswered":
      title = t`You are all caught up`;
      text = t`Every model has had your answer.`;
      break;
    case "answered":
      title = t`No answered chats`;
      text = t`Chats where you wrote last show up here.`;
      break;
    case "favourites":
      title = t`No chats with your favourites`;
      text = hasSuggestions ? t`Start one with a favourite below.` : t`Chats with the models you like show up here.`;
      break;
    case "models":
      title = t`None of your models is online`;
      text = hasSuggestions ? t`These models are online now: say hello.` : t`Models you chat with show up here when they are online.`;
      break;
  }
  return (
    <div className={cx(styles.state, hasSuggestions && styles.stateCompact)}>
      <span className={styles.stateArt} aria-hidden="true">
        <ChatsIcon />
      </span>
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.stateText}>{text}</p>
    </div>
  );
}

function Suggestions({ filter, suggestions, onStart }: { filter: InboxFilter; suggestions: readonly InboxSuggestion[]; onStart: (s: InboxSuggestion) => void }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className={styles.suggestions} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.suggestionsTitle}>
        {filter === "models" ? t`Online now` : t`Your favourites`}
      </h3>
      <ul className={styles.suggestionList}>
        {suggestions.map((s) => (
          <li key={s.user} className={styles.suggestion}>
            <Avatar src={s.snapshot} name={s.username} size="sm" />
            <span className={styles.suggestionName}>
              <span className={styles.name}>{s.username}</span>
              <span className={styles.suggestionStatus}>
                <StatusDot tone={s.online ? "online" : "offline"} />
                {s.online ? t`Online` : t`Offline`}
              </span>
            </span>
            <Button variant="outline" size="sm" aria-label={t`Start a chat with ${s.username}`} onPress={() => onStart(s)}>
              {t`Start a chat`}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
