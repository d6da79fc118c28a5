import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button as AriaButton, Input, Label, ListBox, ListBoxItem, Popover, SearchField, Select, SelectValue } from "react-aria-components";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  INFINITE_SCROLL_MARGIN_PX, type Conversation, type DateLabelLocale, type InboxFilter, type InboxSort, type InboxSuggestion,
} from "@camstage/core";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { Spinner } from "../ui/feedback";
import { ChevronDownIcon, SearchIcon } from "../ui/icons";
import { AlertIcon, CloseIcon } from "../ui/icons-more";
import { Pill } from "../ui/pill";
import { VisuallyHidden, visuallyHiddenClassName } from "../ui/visually-hidden";
import { ConversationRows } from "./inbox-rows";
import { InboxEmpty, InboxSkeleton } from "./inbox-states";
import { Suggestions } from "./inbox-suggestions";
import { INBOX_FILTERS, INBOX_SORTS, useMessengerTexts } from "./messenger-texts";
import styles from "./inbox.module.css";

export { previewText } from "./preview-text";

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
