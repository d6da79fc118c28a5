import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from "react";
import {
  MESSAGE_PRICE_CREDITS, addLanePage, addPendingSend, canLoadOlder, confirmSend, createLane, failSend, laneItems, placeUnreadDivider, ruleErrors,
  validateImage, visibleConversations, type Conversation, type ConversationLane as LaneState, type ConversationLaneItem, type ConversationParty,
  type InboxFilter, type InboxSort, type InboxSuggestion, type Message, type PopupConversation,
} from "@camstage/core";
import { examplePerformers } from "../../grid/examples/performers";
import { portrait } from "../../examples/portraits";
import { ChatPopup, PopupDock, type ChatPopupProps } from "../chat-popup";
import { ConversationLane, type ConversationLaneProps } from "../conversation-lane";
import { DeleteChatModal, type DeleteChatModalProps } from "../delete-chat-modal";
import { InboxPanel, type InboxPanelProps } from "../inbox-panel";
import { MessageEditor, type MessageEditorProps } from "../message-editor";
import { ConversationHeader, MessengerLayout } from "../messenger-layout";

const noop = () => {};

/** The clock of every example: Wednesday 15 January 2025, 20:00 in the viewer's time zone (the labels read as §2.6 says). */
export const EXAMPLE_NOW = new Date(2025, 0, 15, 20, 0).getTime();
/** A local time on a day of January 2025 (or another month/year). */
const at = (day: number, hour: number, minute: number, month = 0, year = 2025): string => new Date(year, month, day, hour, minute).toISOString();

/** The member: the token's id 10, and the conversations' owner (§3 id/userid). */
export const MEMBER_ID = 10;
export const MEMBER_NAME = "jan_de_vries";
const member: ConversationParty = { userid: MEMBER_ID, id: 100, avatar: null, username: MEMBER_NAME };

const performers = examplePerformers(24);
const party = (i: number): ConversationParty => {
  const p = performers[i]!;
  return { userid: p.user, id: 5000 + i, avatar: p.snapshot ?? null, username: p.username };
};
export const performerName = (i: number): string => performers[i]!.username;
export const performerSnapshot = (i: number): string => performers[i]!.snapshot ?? portrait(i);
export const profileHref = (username: string): string => `/en/profile/${encodeURIComponent(username)}`;

type Last = { when: string; text?: string; photo?: number; mine?: boolean; read?: boolean; status?: Message["status"] };

function conversation(i: number, last: Last | null, extra: Partial<Conversation> = {}): Conversation {
  const other = party(i);
  const message: Message | null = last && {
    id: 9000 + i,
    createdAt: last.when,
    read: last.read ?? false,
    text: last.text ?? "",
    attachment: last.photo === undefined ? null : portrait(last.photo),
    receiver: last.mine ? other.id : member.id,
    status: last.status ?? "delivered",
  };
  return {
    id: 100 + i, createdAt: at(1, 12, 0, 10, 2024), updatedAt: last?.when ?? at(20, 18, 30, 10, 2024), participant: other, owner: member,
    isBubble: false, unread: 0, archived: false, deleted: false, favorite: false, message, ...extra,
  };
}

/** A dozen conversations: Dutch and English, photos, unread counts up to 99+, favourites, one without a message yet. */
export const conversations: readonly Conversation[] = [
  conversation(0, { when: at(15, 19, 42), text: "Hoi schat! Ben je er vanavond ook? 😘" }, { unread: 2, favorite: true }),
  conversation(1, { when: at(15, 18, 5), text: "Thanks for the show last night :heart:", mine: true, read: true }),
  conversation(2, { when: at(15, 9, 12), photo: 2 }, { unread: 1, favorite: true }),
  conversation(3, { when: at(15, 8, 47), text: "Waar blijf je nou?? Ik wacht al de hele dag op je 😜" }, { unread: 120 }),
  conversation(4, { when: at(14, 23, 10), text: "Ik ben er om 21:00, tot straks!", mine: true, status: "delivered" }),
  conversation(5, { when: at(14, 17, 2), text: "**Dankjewel** voor je lieve berichtje :)", read: true }, { favorite: true }),
  conversation(6, { when: at(13, 22, 15), photo: 6, mine: true, status: "sent" }),
  conversation(7, { when: at(13, 11, 30), text: "I'm online at 9 tonight, see you there ;)", read: true }),
  conversation(8, { when: at(12, 16, 45), text: "Wat een mooie foto 🔥", mine: true, read: true }),
  conversation(9, { when: at(2, 0, 14), text: "Happy new year!! 🎉 Fijne jaarwisseling gehad?", read: true }, { favorite: true }),
  conversation(10, { when: at(28, 21, 5, 11, 2024), text: "Hey you, long time no see. Miss you in my room xx", read: true }),
  conversation(11, null),
];

/** A second page (§9 the list is paged), for "load more". */
export const olderConversations: readonly Conversation[] = [12, 13, 14, 15, 16, 17, 18, 19].map((i, k) =>
  conversation(i, { when: at(20 - k, 20, 10 + k, 10, 2024), text: k % 2 ? "See you soon, babe" : "Tot de volgende keer!", read: true, mine: k % 3 === 0 }),
);

/** Who is online now (the models filter, the dots). */
export const onlineUsernames: ReadonlySet<string> = new Set([0, 2, 5, 7, 13].map(performerName));
export const isOnline = (c: Conversation): boolean => onlineUsernames.has(c.participant.username);

const suggestion = (i: number, online: boolean): InboxSuggestion => ({
  user: performers[i]!.user, username: performers[i]!.username, snapshot: performerSnapshot(i), nonude: portrait(i, { soft: true }), online,
});
/** §2.6 suggestions: online models to start a chat with, and favourites. */
export const modelSuggestions: readonly InboxSuggestion[] = [20, 21, 22].map((i) => suggestion(i, true));
export const favouriteSuggestions: readonly InboxSuggestion[] = [suggestion(23, true), suggestion(12, false)];

/** The list as shown for a filter, sort and search (core's `visibleConversations`). */
export const shown = (filter: InboxFilter, search = "", sort: InboxSort = "last", list: readonly Conversation[] = conversations): readonly Conversation[] =>
  visibleConversations({ conversations: list, page: 0, hasMore: false }, { memberId: MEMBER_ID, isOnline: (p) => onlineUsernames.has(p.username), filter, sort, search });

export const inboxReady: InboxPanelProps = {
  memberId: MEMBER_ID, conversations: shown("all"), status: "ready", filter: "all", sort: "last", search: "", suggestions: [], activeUsername: null,
  hasMore: false, loadingMore: false, locale: "en", now: EXAMPLE_NOW, isOnline, onFilter: noop, onSort: noop, onSearch: noop, onOpen: noop,
  onStart: noop, onDelete: noop, onLoadMore: noop, onRetry: noop,
};
export const inboxActive: InboxPanelProps = { ...inboxReady, activeUsername: performerName(0) };
export const inboxDutch: InboxPanelProps = { ...inboxActive, locale: "nl" };
export const inboxLoading: InboxPanelProps = { ...inboxReady, conversations: [], status: "loading" };
export const inboxError: InboxPanelProps = { ...inboxReady, conversations: [], status: "error" };
export const inboxEmpty: InboxPanelProps = { ...inboxReady, conversations: [] };
export const inboxFilter = (filter: InboxFilter): InboxPanelProps => ({
  ...inboxReady,
  filter,
  conversations: shown(filter),
  suggestions: filter === "models" ? modelSuggestions : filter === "favourites" ? favouriteSuggestions : [],
});
export const inboxEmptyFilter = (filter: InboxFilter): InboxPanelProps => ({ ...inboxFilter(filter), conversations: [] });
export const inboxSortedFavourited: InboxPanelProps = { ...inboxReady, sort: "favourited", conversations: shown("all", "", "favourited") };
export const inboxSearch: InboxPanelProps = { ...inboxReady, search: "lu", conversations: shown("all", "lu") };
export const inboxSearchNone: InboxPanelProps = { ...inboxReady, search: "xavier", conversations: [] };
export const inboxHasMore: InboxPanelProps = { ...inboxReady, hasMore: true };
export const inboxLoadingMore: InboxPanelProps = { ...inboxReady, hasMore: true, loadingMore: true };

// ---------------------------------------------------------------------------------------------------------------
// The lane
// ---------------------------------------------------------------------------------------------------------------

export const LANE_PERFORMER = performerName(0);
const her = party(0);
const conversationWith = (messages: readonly Message[], nextPage: number | null): Conversation => ({
  ...conversation(0, null), id: 1, messages, nextPage,
});
let seq = 0;
const fromHer = (when: string, text: string, extra: Partial<Message> = {}): Message => ({ id: ++seq, createdAt: when, read: true, text, receiver: member.id, ...extra });
const fromMe = (when: string, text: string, extra: Partial<Message> = {}): Message => ({
  id: ++seq, createdAt: when, read: true, text, receiver: her.id, status: "delivered", ...extra,
});

/** A conversation over three days: photos both ways, every tick, the last two of hers unread. */
export const laneMessages: readonly Message[] = [
  fromHer(at(13, 21, 2), "Hey jan! Thanks for following me :heart:"),
  fromMe(at(13, 21, 5), "Hoi Lisa, graag gedaan! Je show was **geweldig**"),
  fromHer(at(13, 21, 6), "Speciaal voor jou 😘", { attachment: portrait(0) }),
  fromMe(at(13, 21, 9), "Wow… 🔥"),
  fromMe(at(14, 22, 40), "Ben je morgen weer online?"),
  fromHer(at(14, 22, 51), "Ja! Vanaf 20:00. Kom je kijken? My schedule: [camstage.example/sweetlisa](https://camstage.example/sweetlisa)"),
  fromMe(at(14, 22, 53), "Zeker weten. Ik neem een vriend mee… grapje ;)"),
  fromMe(at(14, 23, 10), "", { attachment: portrait(3), read: false }),
  fromMe(at(15, 19, 30), "Ik ben er bijna!", { read: false }),
  fromMe(at(15, 19, 35), "Nog 10 minuten", { read: false, status: "sent" }),
  fromHer(at(15, 19, 40), "Yay, I'm so excited", { read: false }),
  fromHer(at(15, 19, 42), "Hoi schat! Ben je er vanavond ook? 😘", { read: false }),
];

const withSends = (lane: LaneState): LaneState =>
  failSend(
    addPendingSend(addPendingSend(lane, { clientId: "c-1", createdAt: at(15, 19, 58), text: "Ja, ik kom eraan!" }), {
      clientId: "c-2", createdAt: at(15, 19, 59), text: "Mag ik straks een privéshow? *Please*",
    }),
    "c-2",
  );

export const laneState = (messages: readonly Message[], options: { nextPage?: number | null; unread?: number; sends?: boolean } = {}): LaneState => {
  let lane = addLanePage(createLane(MEMBER_ID, 1), 0, conversationWith(messages, options.nextPage ?? null));
  if (options.unread !== undefined) lane = placeUnreadDivider(lane, options.unread);
  return options.sends ? withSends(lane) : lane;
};

export const laneItemsOf = (lane: LaneState, locale: "en" | "nl" = "en"): readonly ConversationLaneItem[] => laneItems(lane, EXAMPLE_NOW, locale);

export const laneReady: ConversationLaneProps = {
  items: laneItemsOf(laneState(laneMessages, { unread: 2, sends: true })), performer: LANE_PERFORMER, member: MEMBER_NAME, canLoadOlder: false,
  loadingOlder: false, status: "ready", onLoadOlder: noop, onRetry: noop, onRetrySend: noop, onOpenImage: noop,
};
export const laneDutch: ConversationLaneProps = { ...laneReady, items: laneItemsOf(laneState(laneMessages, { unread: 2, sends: true }), "nl") };
/** One of the member's messages per tick: on its way, failed, sent, delivered, read. */
export const laneTicks: ConversationLaneProps = {
  ...laneReady,
  items: laneItemsOf(
    withSends(
      laneState([
        fromHer(at(15, 19, 0), "Tell me which ticks you see 😉"),
        fromMe(at(15, 19, 10), "This one she read", { read: true }),
        fromMe(at(15, 19, 11), "This one reached her phone", { read: false }),
        fromMe(at(15, 19, 12), "This one is sent", { read: false, status: "sent" }),
      ]),
    ),
  ),
};
export const laneLoading: ConversationLaneProps = { ...laneReady, items: [], status: "loading" };
export const laneError: ConversationLaneProps = { ...laneReady, items: [], status: "error" };
export const laneEmpty: ConversationLaneProps = { ...laneReady, items: [] };
export const laneCanLoadOlder: ConversationLaneProps = { ...laneReady, items: laneItemsOf(laneState(laneMessages.slice(4))), canLoadOlder: true };
export const laneLoadingOlder: ConversationLaneProps = { ...laneCanLoadOlder, loadingOlder: true };

const CHATTER = [
  "Hoi! Hoe was je dag?", "Pretty good, you?", "Druk op werk, maar nu heb ik tijd voor jou 😊", "Mmm I like that",
  "Wat ga je vanavond doen?", "A little show for my fans :*", "Ik kijk zeker!", "See you at 9 then", "Lekker weertje vandaag hè",
  "Too cold here in Antwerpen brrr", "Heb je die nieuwe foto's al gezien?", "Not yet, send them!",
] as const;
/** A long history: 60 messages over five days, paged by 20 as the platform sends them (page 0 the newest). */
export const longHistory: readonly Message[] = Array.from({ length: 60 }, (_, i) => {
  const when = at(10 + Math.floor(i / 12), 18 + Math.floor((i % 12) / 4), (i * 7) % 60);
  const text = CHATTER[i % CHATTER.length]!;
  return i % 2 === 0 ? fromHer(when, text) : fromMe(when, text);
});
export const historyPage = (page: number): readonly Message[] => longHistory.slice(Math.max(0, longHistory.length - (page + 1) * 20), longHistory.length - page * 20);

/** A very long lane (virtualised): 300 messages over ten days, a photo now and then both ways, long and short texts. */
export const veryLongHistory: readonly Message[] = Array.from({ length: 300 }, (_, i) => {
  const when = at(6 + Math.floor(i / 30), 9 + Math.floor((i % 30) / 3), (i * 11) % 60);
  const text = i % 7 === 3 ? `${CHATTER[i % CHATTER.length]!} ${CHATTER[(i + 5) % CHATTER.length]!} ${CHATTER[(i + 9) % CHATTER.length]!}` : CHATTER[i % CHATTER.length]!;
  const photo = i % 13 === 5 ? { attachment: portrait(i % 8), text: i % 2 === 0 ? "" : text } : {};
  return i % 2 === 0 ? fromHer(when, text, photo) : fromMe(when, text, photo);
});
export const laneLong: ConversationLaneProps = { ...laneReady, items: laneItemsOf(laneState(veryLongHistory, { unread: 3 })) };

/** The long lane with her messages arriving (a text, then a photo): it follows them at the bottom, and a reader above sees the new-messages button. */
export function LongLaneDemo() {
  const [extra, setExtra] = useState<readonly Message[]>([]);
  const items = useMemo(() => laneItemsOf(laneState([...veryLongHistory, ...extra], { unread: 3 })), [extra]);
  const herTurn = () =>
    setExtra((list) => {
      const n = list.length;
      const when = new Date(EXAMPLE_NOW - 60_000 * (30 - n)).toISOString();
      return [...list, fromHer(when, n % 2 === 0 ? `Nieuw bericht ${n + 1} :heart:` : "", n % 2 === 0 ? {} : { attachment: portrait(n % 8) })];
    });
  return (
    <>
      <ConversationLane {...laneLong} items={items} />
      <button type="button" onClick={herTurn} style={{ margin: 8 }}>
        {LANE_PERFORMER} writes
      </button>
    </>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The editor
// ---------------------------------------------------------------------------------------------------------------

export const editorIdle: MessageEditorProps = {
  text: "", sending: false, error: null, price: MESSAGE_PRICE_CREDITS, performer: LANE_PERFORMER, onText: noop, onSend: noop, onPickImage: noop,
};
export const editorTyped: MessageEditorProps = { ...editorIdle, text: "Hoi Lisa! Ik kom vanavond zeker kijken 😘" };
export const editorSending: MessageEditorProps = { ...editorTyped, sending: true };
const longText =
  "Lieve Lisa, ik wilde je even laten weten hoe leuk ik je show gisteren vond. Je bent echt de leukste van de hele site en ik kijk elke avond uit naar je berichtjes. " +
  "Zullen we morgen een privéshow doen? Laat maar weten hoe laat het jou uitkomt, ik ben er!";
export const editorNearLimit: MessageEditorProps = { ...editorIdle, text: longText.slice(0, 230) };
export const editorAtLimit: MessageEditorProps = { ...editorIdle, text: (longText + " Tot morgen!! xx").slice(0, 255) };
/** §5/§8 each error the editor names: a rule's key, the platform's label, anything else. */
export const editorErrors = {
  empty: "message.empty",
  tooLong: "message.tooLong",
  noCredits: "message.noCredits",
  imageTooBig: "ImageToBig",
  imageNotAllowed: "ImageNotAllowed",
  platformNoCredits: "badRequest.deduct.credits.amount",
  platformTooLong: "badRequest.message.tooLong",
  platformImageTooBig: "badRequest.image.tooBig",
  platformImageNotAllowed: "badRequest.image.notAllowed",
  other: "internalServerError",
} as const;
export const editorError = (error: string): MessageEditorProps => ({ ...editorTyped, error });

// ---------------------------------------------------------------------------------------------------------------
// Pop-ups
// ---------------------------------------------------------------------------------------------------------------

export const popupOf = (i: number, extra: Partial<PopupConversation> = {}): PopupConversation => ({
  user: performers[i]!.user, username: performerName(i), snapshot: performerSnapshot(i), nonude: portrait(i, { soft: true }), unread: 0,
  conversation: 100 + i, minimized: false, bubbled: false, ...extra,
});

const shortLane = (i: number, lines: ReadonlyArray<readonly [mine: boolean, text: string]>, unread = 0): ConversationLaneProps => {
  const messages = lines.map(([mine, text], k) => (mine ? fromMe(at(15, 19, 10 + k), text, { read: k < lines.length - 1 }) : fromHer(at(15, 19, 10 + k), text, { read: unread === 0 })));
  return { ...laneReady, performer: performerName(i), items: laneItemsOf(laneState(messages, unread > 0 ? { unread } : {})) };
};
export const popupLanes = {
  lisa: { ...laneReady },
  nina: shortLane(1, [[true, "Thanks for the show last night :heart:"], [false, "Anytime babe! Kom je vanavond weer?"], [true, "Tuurlijk 😘"]]),
  bella: shortLane(2, [[false, "Hoi! Zin in een praatje?"], [false, "Ik heb een nieuwe foto voor je 📸"], [false, "Waar ben je? 🙈"]], 3),
  amber: shortLane(3, [[false, "Waar blijf je nou??"]], 1),
} as const;

export const popupProps = (popup: PopupConversation, lane: ConversationLaneProps, over: Partial<ChatPopupProps> = {}): ChatPopupProps => ({
  popup, profileHref: profileHref(popup.username), isFavourite: false, blinking: false, focused: false, isMobile: false,
  lane: <ConversationLane {...lane} />, editor: <MessageEditor {...editorIdle} performer={popup.username} compact />,
  onFocus: noop, onToggleMinimised: noop, onClose: noop, onToggleFavourite: noop, ...over,
});

export const deleteModal: DeleteChatModalProps = { isOpen: true, username: performerName(3), deleting: false, onConfirm: noop, onClose: noop };

// ---------------------------------------------------------------------------------------------------------------
// Frames and working demos (UI timers only)
// ---------------------------------------------------------------------------------------------------------------

/** A bordered frame of a given size, for the parts that fill their container. */
export function Frame({ children, width = "22rem", height = "40rem", style }: { children: ReactNode; width?: string; height?: string; style?: CSSProperties }) {
  return (
    <div
      style={{
        display: "flex", flexDirection: "column", width, maxWidth: "100%", height, margin: "1rem", overflow: "hidden",
        border: "1px solid var(--color-border)", borderRadius: "var(--radius-lg)", background: "var(--color-surface)", ...style,
      }}
    >
      {children}
    </div>
  );
}

/** The page behind the pop-ups: a hint of the site, so the dock reads as floating over it. */
export function PageBehind({ children }: { children: ReactNode }) {
  return (
    <div style={{ minHeight: "100vh", background: "var(--gradient-backdrop), var(--color-bg)" }}>
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))", gap: "1rem", padding: "1.5rem", opacity: 0.45 }}>
        {performers.slice(0, 12).map((p, i) => (
          <img key={p.user} src={portrait(i)} alt="" style={{ width: "100%", aspectRatio: "4 / 3", borderRadius: "var(--radius-md)", objectFit: "cover" }} />
        ))}
      </div>
      {children}
    </div>
  );
}

/** The list working as on the site: filters, sort and search through core's rules, delete through the modal, a second page. */
export function InboxDemo({ initial = inboxReady }: { initial?: InboxPanelProps }) {
  const [list, setList] = useState<readonly Conversation[]>(conversations);
  const [filter, setFilter] = useState<InboxFilter>(initial.filter);
  const [sort, setSort] = useState<InboxSort>(initial.sort);
  const [search, setSearch] = useState(initial.search);
  const [active, setActive] = useState<string | null>(initial.activeUsername);
  const [loadingMore, setLoadingMore] = useState(false);
  const [asking, setAsking] = useState<Conversation | null>(null);
  const [deleting, setDeleting] = useState(false);
  const timer = useTimer();
  const visible = useMemo(() => shown(filter, search, sort, list), [filter, search, sort, list]);
  const hasMore = list.length < conversations.length + olderConversations.length;
  return (
    <>
      <Frame>
        <InboxPanel
          {...initial}
          conversations={visible}
          filter={filter}
          sort={sort}
          search={search}
          activeUsername={active}
          suggestions={filter === "models" ? modelSuggestions : filter === "favourites" ? favouriteSuggestions : []}
          hasMore={hasMore}
          loadingMore={loadingMore}
          onFilter={setFilter}
          onSort={setSort}
          onSearch={setSearch}
          onOpen={setActive}
          onDelete={(id) => setAsking(list.find((c) => c.id === id) ?? null)}
          onLoadMore={() => {
            setLoadingMore(true);
            timer(() => {
              setList((l) => [...l, ...olderConversations.filter((c) => !l.includes(c))]);
              setLoadingMore(false);
            }, 900);
          }}
        />
      </Frame>
      <DeleteChatModal
        isOpen={asking !== null}
        username={asking?.participant.username ?? ""}
        deleting={deleting}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          setDeleting(true);
          timer(() => {
            setList((l) => l.filter((c) => c.id !== asking?.id));
            setDeleting(false);
            setAsking(null);
          }, 700);
        }}
      />
    </>
  );
}

/** One timer at a time, cleared on unmount. */
function useTimer() {
  const handle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(handle.current), []);
  return (run: () => void, ms: number) => {
    clearTimeout(handle.current);
    handle.current = setTimeout(run, ms);
  };
}

let clientSeq = 0;

/**
 * A conversation working as on the site, without the platform: older pages load on scroll up (0.9 s), a send is
 * pending for 0.8 s then sent (a text with "fail" in it is refused, and can be sent again); a photo is checked with
 * core's §5 rule (a jpeg under 5 MB goes out, anything else shows its error).
 */
export function ConversationDemo({ compact = false, startPage = 0 }: { compact?: boolean; startPage?: number }) {
  const [lane, setLane] = useState<LaneState>(() => {
    let l = createLane(MEMBER_ID, 1);
    for (let p = 0; p <= startPage; p++) l = addLanePage(l, p, conversationWith(historyPage(p), p < 2 ? p + 1 : null));
    return l;
  });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const older = useTimer();
  const send = useTimer();
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const go = (clientId: string, body: string, attachment: string | null) => {
    setSending(true);
    setError(null);
    setLane((l) => addPendingSend(l, { clientId, createdAt: new Date(EXAMPLE_NOW + 60_000 * (l.messages.length % 50)).toISOString(), text: body, attachment }));
    send(() => {
      setSending(false);
      if (body.includes("fail")) {
        setLane((l) => failSend(l, clientId));
        setError("internalServerError");
        return;
      }
      setText("");
      setLane((l) => {
        const pending = l.messages.find((m) => String(m.id) === clientId);
        return confirmSend(l, clientId, { id: 50_000 + ++clientSeq, createdAt: pending?.createdAt ?? new Date().toISOString(), read: false, text: body, attachment, receiver: her.id, conversation: 1 });
      });
    }, 800);
  };
  const items = useMemo(() => laneItems(lane, EXAMPLE_NOW, "en"), [lane]);
  return (
    <>
      <ConversationLane
        items={items}
        performer={LANE_PERFORMER}
        member={MEMBER_NAME}
        canLoadOlder={canLoadOlder(lane)}
        loadingOlder={loadingOlder}
        status="ready"
        onRetry={noop}
        onOpenImage={(url) => window.open(url, "_blank", "noopener")}
        onLoadOlder={() => {
          const page = lane.nextPage;
          if (page === null) return;
          setLoadingOlder(true);
          older(() => {
            setLane((l) => addLanePage(l, page, conversationWith(historyPage(page), page < 2 ? page + 1 : null)));
            setLoadingOlder(false);
          }, 900);
        }}
        onRetrySend={(clientId) => {
          const failed = lane.messages.find((m) => String(m.id) === clientId);
          if (failed) go(clientId, (failed.text ?? "").replace("fail", "retry"), failed.attachment ?? null);
        }}
      />
      <MessageEditor
        text={text}
        sending={sending}
        error={error}
        price={MESSAGE_PRICE_CREDITS}
        performer={LANE_PERFORMER}
        compact={compact}
        onText={(value) => {
          setText(value);
          setError(null);
        }}
        onSend={() => go(`c-${++clientSeq}`, text.trim(), null)}
        onPickImage={(file) => {
          const errors = ruleErrors(validateImage(file, { context: "messenger" }));
          if (errors.length > 0) {
            setError(errors[0]!);
            return;
          }
          const url = URL.createObjectURL(file);
          urls.current.push(url);
          go(`c-${++clientSeq}`, "", url);
        }}
      />
    </>
  );
}

/** The pop-ups working: focus (a blinking one stops), minimise, favourite, close. */
export function PopupsDemo() {
  const [popups, setPopups] = useState<readonly PopupConversation[]>(() => [
    popupOf(1), popupOf(3, { unread: 1, minimized: true }), popupOf(2, { unread: 3 }), popupOf(0),
  ]);
  const [focused, setFocused] = useState<number | null>(popupOf(0).user);
  const [favourites, setFavourites] = useState<ReadonlySet<number>>(() => new Set([popupOf(0).user]));
  const lanes = [popupLanes.lisa, popupLanes.nina, popupLanes.bella, popupLanes.amber];
  const laneFor = (p: PopupConversation) => lanes[[0, 1, 2, 3].find((i) => popupOf(i).user === p.user) ?? 0]!;
  const update = (user: number, change: (p: PopupConversation) => PopupConversation) => setPopups((list) => list.map((p) => (p.user === user ? change(p) : p)));
  return (
    <PageBehind>
      <PopupDock>
        {popups.map((p) => (
          <ChatPopup
            key={p.user}
            {...popupProps(p, laneFor(p))}
            isFavourite={favourites.has(p.user)}
            blinking={p.unread > 0}
            focused={focused === p.user}
            onFocus={() => {
              setFocused(p.user);
              update(p.user, (x) => ({ ...x, unread: 0 }));
            }}
            onToggleMinimised={() => update(p.user, (x) => ({ ...x, minimized: !x.minimized }))}
            onClose={() => setPopups((list) => list.filter((x) => x.user !== p.user))}
            onToggleFavourite={() =>
              setFavourites((set) => {
                const next = new Set(set);
                if (!next.delete(p.user)) next.add(p.user);
                return next;
              })
            }
          />
        ))}
      </PopupDock>
    </PageBehind>
  );
}

/** §2.2 the messenger page: the list and the open conversation (desktop side by side, mobile one at a time). */
export function MessengerPage({ isMobile, open = true, height = "44rem" }: { isMobile: boolean; open?: boolean; height?: string }) {
  const [active, setActive] = useState<string | null>(open ? LANE_PERFORMER : null);
  const list = <InboxPanel {...inboxReady} activeUsername={active} onOpen={setActive} />;
  const conversationView =
    active === null ? null : (
      <>
        <ConversationHeader
          username={active}
          snapshot={performerSnapshot(Math.max(0, performers.findIndex((p) => p.username === active)))}
          profileHref={profileHref(active)}
          online={onlineUsernames.has(active)}
          onBack={isMobile ? () => setActive(null) : undefined}
          onDelete={noop}
        />
        <ConversationLane {...laneReady} performer={active} />
        <MessageEditor {...editorIdle} performer={active} />
      </>
    );
  return (
    <div style={{ width: isMobile ? "390px" : "100%", maxWidth: "100%", height, border: "1px solid var(--color-border)", ["--messenger-height" as string]: height, ["--messenger-height-open" as string]: height }}>
      <MessengerLayout list={list} conversation={conversationView} isMobile={isMobile} />
    </div>
  );
}
