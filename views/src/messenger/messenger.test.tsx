import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWithI18n } from "../ui/testing";
import { ChatPopup, PopupDock, type ChatPopupProps } from "./chat-popup";
import { ConversationLane, type ConversationLaneProps } from "./conversation-lane";
import { anchorShift, findAnchor, rowGap, type AnchorRow } from "./conversation-lane";
import { DeleteChatModal } from "./delete-chat-modal";
import { InboxPanel, previewText, type InboxPanelProps } from "./inbox-panel";
import { MessageEditor, type MessageEditorProps } from "./message-editor";
import { ConversationHeader, MessengerLayout } from "./messenger-layout";
import * as ex from "./examples/messenger.examples";

const disabled = (el: HTMLElement) => el.hasAttribute("disabled") || el.getAttribute("aria-disabled") === "true";

// ---------------------------------------------------------------------------------------------------------------
// InboxPanel
// ---------------------------------------------------------------------------------------------------------------

const inbox = (over: Partial<InboxPanelProps> = {}): InboxPanelProps => ({
  ...ex.inboxReady,
  onFilter: vi.fn(),
  onSort: vi.fn(),
  onSearch: vi.fn(),
  onOpen: vi.fn(),
  onStart: vi.fn(),
  onDelete: vi.fn(),
  onLoadMore: vi.fn(),
  onRetry: vi.fn(),
  ...over,
});
/** The conversations' open buttons (described by their last message). */
const rowButtons = () => [...document.querySelectorAll<HTMLButtonElement>("li > button[aria-describedby]")];
const statusTexts = () => screen.getAllByRole("status").map((s) => s.textContent);

describe("InboxPanel (§2.6 conversation list)", () => {
  it("lists each conversation: her name, favourite, online and unread (99+) in the row's name, the last message and its date label", () => {
    const props = inbox();
    renderWithI18n(<InboxPanel {...props} />);
    const open = (name: string | RegExp) => screen.getByRole("button", { name });
    expect(open("SweetLisa, favourite, online, 2 unread")).toBeTruthy();
    expect(open("AmberRose, 99+ unread")).toBeTruthy();
    expect(open("NaughtyNina")).toBeTruthy();
    // The last message describes the row; the member's own reads "You: …"; a photo alone reads "Photo".
    const lisa = open(/^SweetLisa/);
    expect(document.getElementById(lisa.getAttribute("aria-describedby")!)!.textContent).toBe("Hoi schat! Ben je er vanavond ook? 😘");
    const nina = open("NaughtyNina");
    expect(document.getElementById(nina.getAttribute("aria-describedby")!)!.textContent).toBe("You: Thanks for the show last night ❤️");
    const bella = open(/^BlondeBella/);
    expect(document.getElementById(bella.getAttribute("aria-describedby")!)!.textContent).toBe("Photo");
    expect(within(open("RubyRed")).getByText("No messages yet")).toBeTruthy();
    // §2.6 date labels at the examples' clock: today HH:mm, yesterday, the weekday, dd/LL, with the year.
    expect(within(lisa).getByText("19:42")).toBeTruthy();
    expect(within(open("JadeJoy")).getByText("yesterday")).toBeTruthy();
    expect(within(open("SophieStar, online")).getByText("Monday")).toBeTruthy();
    expect(within(open("ZoeZen, favourite")).getByText("02/01")).toBeTruthy();
    expect(within(open("CandyKate")).getByText("28/12/2024")).toBeTruthy();
    expect(within(open(/^AmberRose/)).getByText("99+")).toBeTruthy();
    fireEvent.click(lisa);
    expect(props.onOpen).toHaveBeenCalledExactlyOnceWith("SweetLisa");
  });

  it("reads the dates in Dutch (dd-LL, gisteren, maandag)", () => {
    renderWithI18n(<InboxPanel {...inbox({ locale: "nl" })} />);
    expect(within(screen.getByRole("button", { name: "JadeJoy" })).getByText("gisteren")).toBeTruthy();
    expect(within(screen.getByRole("button", { name: "SophieStar, online" })).getByText("maandag")).toBeTruthy();
    expect(within(screen.getByRole("button", { name: "ZoeZen, favourite" })).getByText("02-01")).toBeTruthy();
  });

  it("marks the open conversation (case-insensitive)", () => {
    renderWithI18n(<InboxPanel {...inbox({ activeUsername: "sweetlisa" })} />);
    expect(screen.getByRole("button", { name: /^SweetLisa/ }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: "NaughtyNina" }).getAttribute("aria-current")).toBeNull();
  });

  it("shows the five filters as pressed toggles and asks for another", () => {
    const props = inbox({ filter: "favourites", conversations: ex.shown("favourites") });
    renderWithI18n(<InboxPanel {...props} />);
    const group = screen.getByRole("group", { name: "Show conversations" });
    const chips = within(group).getAllByRole("button");
    expect(chips.map((c) => [c.textContent, c.getAttribute("aria-pressed")])).toEqual([
      ["All", "false"], ["Unanswered", "false"], ["Answered", "false"], ["Favourites", "true"], ["Online models", "false"],
    ]);
    fireEvent.click(within(group).getByRole("button", { name: "Unanswered" }));
    expect(props.onFilter).toHaveBeenCalledExactlyOnceWith("unanswered");
  });

  it("searches by username and clears the search", () => {
    const props = inbox({ search: "lu", conversations: ex.shown("all", "lu") });
    renderWithI18n(<InboxPanel {...props} />);
    const field = screen.getByRole("searchbox", { name: "Search by username" });
    expect((field as HTMLInputElement).value).toBe("lu");
    expect(rowButtons().map((b) => b.getAttribute("aria-label"))).toEqual(["LunaLove"]);
    fireEvent.change(field, { target: { value: "lun" } });
    expect(props.onSearch).toHaveBeenLastCalledWith("lun");
    fireEvent.click(screen.getByRole("button", { name: "Clear the search" }));
    expect(props.onSearch).toHaveBeenLastCalledWith("");
  });

  it("sorts by last interaction or favourited you", async () => {
    const props = inbox();
    renderWithI18n(<InboxPanel {...props} />);
    const trigger = screen.getByRole("button", { name: /Sort by/ });
    expect(trigger.textContent).toContain("Last interaction");
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole("option", { name: "Favourited you" }));
    expect(props.onSort).toHaveBeenCalledExactlyOnceWith("favourited");
  });

  it("asks to delete a conversation with the row's delete action", () => {
    const props = inbox();
    renderWithI18n(<InboxPanel {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete the conversation with NaughtyNina" }));
    expect(props.onDelete).toHaveBeenCalledExactlyOnceWith(101);
  });

  it("suggests performers under the models and favourites filters, and starts a chat", () => {
    const props = inbox({ ...ex.inboxFilter("models") });
    const { rerender } = renderWithI18n(<InboxPanel {...props} onStart={vi.fn()} />);
    const onStart = vi.fn();
    rerender(<InboxPanel {...props} onStart={onStart} />);
    const online = screen.getByRole("region", { name: "Online now" });
    fireEvent.click(within(online).getByRole("button", { name: "Start a chat with KiraKiss" }));
    expect(onStart).toHaveBeenCalledExactlyOnceWith(ex.modelSuggestions[1]);
    rerender(<InboxPanel {...inbox(ex.inboxFilter("favourites"))} />);
    expect(within(screen.getByRole("region", { name: "Your favourites" })).getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([
      "Start a chat with MayaMist", "Start a chat with IvyIris",
    ]);
    // Other filters show none, even when some are given.
    rerender(<InboxPanel {...inbox({ suggestions: ex.modelSuggestions })} />);
    expect(screen.queryByRole("button", { name: /^Start a chat/ })).toBeNull();
  });

  it("has an empty state per filter and for a search", () => {
    const cases: Array<[Partial<InboxPanelProps>, string]> = [
      [{ filter: "all" }, "No conversations yet"],
      [{ filter: "unanswered" }, "You are all caught up"],
      [{ filter: "answered" }, "No answered chats"],
      [{ filter: "favourites" }, "No chats with your favourites"],
      [{ filter: "models" }, "None of your models is online"],
      [{ search: "xavier" }, "No conversations with “xavier”"],
    ];
    for (const [over, title] of cases) {
      const { unmount } = renderWithI18n(<InboxPanel {...inbox({ conversations: [], ...over })} />);
      expect(screen.getByText((_, el) => el?.tagName === "P" && el.textContent === title)).toBeTruthy();
      unmount();
    }
  });

  it("shows a loading skeleton, and an error with its retry", () => {
    const props = inbox({ status: "loading", conversations: [] });
    const { rerender } = renderWithI18n(<InboxPanel {...props} />);
    expect(statusTexts()).toContain("Loading your conversations…");
    rerender(<InboxPanel {...props} status="error" />);
    expect(screen.getByRole("alert").textContent).toContain("Your conversations could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });

  it("§9 asks for the next page near the end, once per length, and with the button; not while loading or at the end", () => {
    const props = inbox({ hasMore: true });
    const { rerender } = renderWithI18n(<InboxPanel {...props} />);
    // jsdom has no layout: the list's end is within 200 px at once.
    expect(props.onLoadMore).toHaveBeenCalledOnce();
    rerender(<InboxPanel {...props} />);
    expect(props.onLoadMore).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Show more conversations" }));
    expect(props.onLoadMore).toHaveBeenCalledTimes(2);
    rerender(<InboxPanel {...props} loadingMore />);
    expect(statusTexts().join(" ")).toContain("Loading more conversations…");
    expect(screen.queryByRole("button", { name: "Show more conversations" })).toBeNull();
    const atEnd = inbox({ hasMore: false });
    rerender(<InboxPanel {...atEnd} />);
    expect(atEnd.onLoadMore).not.toHaveBeenCalled();
  });

  it("previews markup as one line of text", () => {
    expect(previewText("**Hoi** [mijn site](https://camstage.example)\\nTot :)")).toBe("Hoi mijn site Tot 🙂");
  });
});

// ---------------------------------------------------------------------------------------------------------------
// DeleteChatModal
// ---------------------------------------------------------------------------------------------------------------

describe("DeleteChatModal (§2.6)", () => {
  it("is a named dialog with the username, cancel and confirm", () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithI18n(<DeleteChatModal {...ex.deleteModal} onConfirm={onConfirm} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Delete this conversation?" });
    expect(dialog.textContent).toContain("Your conversation with AmberRose, with all its messages and photos, will be deleted.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("waits while deleting: both answers pending, no close button", () => {
    const onConfirm = vi.fn();
    renderWithI18n(<DeleteChatModal {...ex.deleteModal} deleting onConfirm={onConfirm} />);
    const dialog = screen.getByRole("dialog", { name: "Delete this conversation?" });
    const confirm = within(dialog).getByRole("button", { name: "Deleting…" });
    expect(disabled(confirm)).toBe(true);
    expect(disabled(within(dialog).getByRole("button", { name: "Cancel" }))).toBe(true);
    expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("the list's delete asks first through the modal; only the confirm deletes", async () => {
    renderWithI18n(<ex.InboxDemo />);
    fireEvent.click(screen.getByRole("button", { name: "Delete the conversation with JadeJoy" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this conversation?" });
    expect(dialog.textContent).toContain("JadeJoy");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "JadeJoy" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete the conversation with JadeJoy" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "JadeJoy" })).toBeNull());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

// ---------------------------------------------------------------------------------------------------------------
// ConversationLane
// ---------------------------------------------------------------------------------------------------------------

const lane = (over: Partial<ConversationLaneProps> = {}): ConversationLaneProps => ({
  ...ex.laneReady,
  ...over,
  onLoadOlder: vi.fn(),
  onRetry: vi.fn(),
  onRetrySend: vi.fn(),
  onOpenImage: "onOpenImage" in over ? over.onOpenImage : vi.fn(),
});

describe("ConversationLane (§2.6 chat lane)", () => {
  it("is a named log: the notice, day dividers, the unread divider, her bubbles and the member's, with their times", () => {
    renderWithI18n(<ConversationLane {...lane()} />);
    const log = screen.getByRole("log", { name: "Messages with SweetLisa" });
    expect(log.textContent).toContain("do not share contact details");
    const rows = within(log).getAllByRole("listitem").map((li) => li.textContent);
    expect(rows.filter((text) => ["Monday", "yesterday", "Today", "Unread messages"].includes(text ?? ""))).toEqual(["Monday", "yesterday", "Today", "Unread messages"]);
    const unread = rows.indexOf("Unread messages");
    expect(rows[unread + 1]).toBe("SweetLisa wrote: Yay, I'm so excited19:40");
    expect(rows).toContain("You wrote: Ik ben er bijna!19:30");
    // Her bubbles left, the member's right.
    const yay = within(log).getByText("Yay, I'm so excited").closest("li")!;
    const bijna = within(log).getByText("Ik ben er bijna!").closest("li")!;
    expect(yay.className).not.toBe(bijna.className);
  });

  it("names each tick: sending, not sent, sent, delivered, read; her messages have none", () => {
    renderWithI18n(<ConversationLane {...lane(ex.laneTicks)} />);
    const log = screen.getByRole("log");
    const tickOf = (text: string) => within(within(log).getByText(text).closest("li")!).queryByRole("img");
    expect(tickOf("This one she read")?.getAttribute("aria-label")).toBe("Read");
    expect(tickOf("This one reached her phone")?.getAttribute("aria-label")).toBe("Delivered");
    expect(tickOf("This one is sent")?.getAttribute("aria-label")).toBe("Sent");
    expect(tickOf("Ja, ik kom eraan!")?.getAttribute("aria-label")).toBe("Sending");
    expect(tickOf("Please")?.getAttribute("aria-label")).toBe("Not sent");
    expect(tickOf("Tell me which ticks you see 😉")).toBeNull();
    expect(within(log).getAllByRole("img").map((img) => img.getAttribute("aria-label"))).toEqual(["Read", "Delivered", "Sent", "Sending", "Not sent"]);
  });

  it("sends a failed message again with its client id", () => {
    const props = lane();
    renderWithI18n(<ConversationLane {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Not sent — retry" }));
    expect(props.onRetrySend).toHaveBeenCalledExactlyOnceWith("c-2");
  });

  it("shows photos lazily with their text alternative, and opens them", () => {
    const props = lane();
    renderWithI18n(<ConversationLane {...props} />);
    const hers = screen.getByRole("img", { name: "Photo from SweetLisa" });
    const mine = screen.getByRole("img", { name: "Your photo" });
    expect(hers.getAttribute("loading")).toBe("lazy");
    fireEvent.click(screen.getByRole("button", { name: "Your photo" }));
    expect(props.onOpenImage).toHaveBeenCalledExactlyOnceWith(mine.getAttribute("src"));
    // Without onOpenImage a photo is no button.
    renderWithI18n(<ConversationLane {...lane({ onOpenImage: undefined })} />);
    expect(screen.getAllByRole("button", { name: "Photo from SweetLisa" })).toHaveLength(1);
  });

  it("renders the text's markup as elements, never as HTML (ARCHITECTURE §7)", () => {
    renderWithI18n(<ConversationLane {...lane()} />);
    const log = screen.getByRole("log");
    expect(within(log).getByText("geweldig").tagName).toBe("STRONG");
    const link = within(log).getByRole("link", { name: "camstage.example/sweetlisa" });
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow ugc");
  });

  it("says hello when empty, and shows loading and error states", () => {
    const props = lane({ items: [] });
    const { rerender } = renderWithI18n(<ConversationLane {...props} />);
    expect(screen.getByText((_, el) => el?.tagName === "P" && el.textContent === "Say hello to SweetLisa")).toBeTruthy();
    rerender(<ConversationLane {...props} status="loading" />);
    expect(screen.getByRole("status").textContent).toBe("Loading messages…");
    rerender(<ConversationLane {...props} status="error" />);
    expect(screen.getByRole("alert").textContent).toContain("The messages could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });

  it("§9 loads older messages near the top, once per oldest message, or with the button; the notice waits for the start", () => {
    const props = lane(ex.laneCanLoadOlder);
    const { rerender } = renderWithI18n(<ConversationLane {...props} />);
    // jsdom has no layout: the top is within 200 px at once.
    expect(props.onLoadOlder).toHaveBeenCalledOnce();
    expect(screen.getByRole("log").textContent).not.toContain("do not share contact details");
    fireEvent.click(screen.getByRole("button", { name: "Show older messages" }));
    expect(props.onLoadOlder).toHaveBeenCalledTimes(2);
    rerender(<ConversationLane {...props} loadingOlder />);
    expect(screen.getByRole("status").textContent).toContain("Loading older messages…");
    expect(screen.queryByRole("button", { name: "Show older messages" })).toBeNull();
    rerender(<ConversationLane {...props} items={ex.laneReady.items} canLoadOlder={false} />);
    expect(props.onLoadOlder).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("log").textContent).toContain("do not share contact details");
  });

  it("keeps the view on what was read when an older page lands above, and follows the member's send to the bottom", () => {
    const props = lane(ex.laneCanLoadOlder);
    const { rerender } = renderWithI18n(<ConversationLane {...props} />);
    const log = screen.getByRole("log");
    const all = ex.laneItemsOf(ex.laneState(ex.laneMessages));
    let height = 1000;
    Object.defineProperty(log, "scrollHeight", { configurable: true, get: () => height });
    Object.defineProperty(log, "clientHeight", { configurable: true, get: () => 400 });
    log.scrollTop = 120;
    fireEvent.scroll(log);
    height = 1600;
    rerender(<ConversationLane {...props} items={all} canLoadOlder={false} />);
    // 600 px arrived above: the same messages stay in view.
    expect(log.scrollTop).toBe(720);
    const sent = ex.laneItemsOf(ex.laneState([...ex.laneMessages, { id: 999, createdAt: new Date(ex.EXAMPLE_NOW).toISOString(), read: false, text: "Nog eentje", receiver: 5000, status: "sent" }], {}));
    height = 1700;
    rerender(<ConversationLane {...props} items={sent} canLoadOlder={false} />);
    expect(log.scrollTop).toBe(1700);
  });
});

describe("ConversationLane: virtual rows, the place kept, the live region", () => {
  // Sent in the order of their ids, in the last minute.
  const when = (id: number) => new Date(ex.EXAMPLE_NOW - 60_000 + (id - 900) * 1000).toISOString();
  const her = (id: number, text: string, extra: Record<string, unknown> = {}) => ({ id, createdAt: when(id), read: false, text, receiver: 100, ...extra });
  const mine = (id: number, text: string) => ({ id, createdAt: when(id), read: false, text, receiver: 5000, status: "sent" as const });
  const live = () => document.querySelector<HTMLElement>('[aria-live="polite"]');
  const spoken = () => [...(live()?.querySelectorAll("p") ?? [])].map((p) => p.textContent);

  it("keeps the first message in view where it was when an older page lands above (the anchoring arithmetic)", () => {
    // Rows as the virtualiser measures them: a page of 3 rows, then the same rows under an older page of 4.
    const layout = (rows: ReadonlyArray<readonly [string, number, boolean]>, top = 60): AnchorRow[] => {
      let y = top;
      return rows.map(([key, size, message]) => {
        const row = { key, top: y, bottom: y + size, message };
        y += size;
        return row;
      });
    };
    const page: ReadonlyArray<readonly [string, number, boolean]> = [["d:14", 40, false], ["m:5", 50, true], ["m:6", 300, true], ["m:7", 45, true]];
    const before = layout(page);
    // Scrolled so that the day's divider is half out of view: the reader's row is the first message, not the divider.
    const anchor = findAnchor(before, 80)!;
    expect(anchor).toEqual({ key: "m:5", offset: 100 - 80 });
    // The older page is of the same day: the divider moves up above it; the page's rows are 200 px in all, and the
    // notice replacing the older-page button is 30 px taller.
    const after = layout([["d:14", 40, false], ["m:1", 50, true], ["m:2", 60, true], ["m:3", 40, true], ["m:4", 50, true], ...page.slice(1)], 90);
    const scrollTop = 80;
    const shift = anchorShift(anchor, after.find((row) => row.key === "m:5")!.top, scrollTop);
    expect(shift).toBe(30 + 200);
    const m5 = after.find((row) => row.key === "m:5")!;
    expect(m5.top - (scrollTop + shift)).toBe(anchor.offset);
    // A row that is gone moves nothing; nothing in view, no anchor.
    expect(anchorShift(anchor, undefined, 80)).toBe(0);
    expect(findAnchor(before, 10_000)).toBeNull();
    // Only dividers in view: the divider is the anchor.
    expect(findAnchor(layout([["d:1", 40, false], ["unread", 40, false]]), 70)).toEqual({ key: "d:1", offset: -10 });
  });

  it("gives each row its room under it as padding: more at a change of side and around dividers", () => {
    const items = ex.laneReady.items;
    const day = items.find((item) => item.kind === "day")!;
    const own = items.find((item) => item.kind === "message" && item.message.owner === "self")!;
    const hers = items.find((item) => item.kind === "message" && item.message.owner !== "self")!;
    expect(rowGap(own, own)).toBe("same");
    expect(rowGap(hers, hers)).toBe("same");
    expect(rowGap(own, hers)).toBe("turn");
    expect(rowGap(hers, own)).toBe("turn");
    expect(rowGap(own, day)).toBe("beforeDivider");
    expect(rowGap(day, own)).toBe("afterDivider");
    expect(rowGap(day, day)).toBe("betweenDividers");
    expect(rowGap(own, undefined)).toBe("last");
  });

  it("the log is not live; a separate live region announces her messages arriving at the end, not a page landing above nor the member's own", () => {
    const base = ex.laneMessages.slice(4);
    const props = lane({ items: ex.laneItemsOf(ex.laneState(base)) });
    const { rerender } = renderWithI18n(<ConversationLane {...props} />);
    const log = screen.getByRole("log", { name: "Messages with SweetLisa" });
    expect(log.getAttribute("aria-live")).toBe("off");
    expect(log.getAttribute("tabindex")).toBe("0");
    const region = live()!;
    expect(region).toBeTruthy();
    // Outside the log: finding a message's text in the lane finds the bubble only.
    expect(log.contains(region)).toBe(false);
    expect(region.className).toMatch(/visuallyHidden/);
    expect(spoken()).toEqual([]);

    // An older page lands above: nothing is announced.
    rerender(<ConversationLane {...props} items={ex.laneItemsOf(ex.laneState(ex.laneMessages))} />);
    expect(spoken()).toEqual([]);
    // The member's own message: nothing.
    const withMine = [...ex.laneMessages, mine(901, "Ik kom zo")];
    rerender(<ConversationLane {...props} items={ex.laneItemsOf(ex.laneState(withMine))} />);
    expect(spoken()).toEqual([]);
    // Hers: her name and the text as read (markup and emoticons read as text); a photo says so.
    const withHers = [...withMine, her(902, "Ik wacht op je **schat** :heart:")];
    rerender(<ConversationLane {...props} items={ex.laneItemsOf(ex.laneState(withHers))} />);
    expect(spoken()).toEqual(["SweetLisa: Ik wacht op je schat ❤️"]);
    const withPhoto = [...withHers, her(903, "", { attachment: "/photo.jpg" })];
    rerender(<ConversationLane {...props} items={ex.laneItemsOf(ex.laneState(withPhoto))} />);
    expect(spoken()).toEqual(["SweetLisa: Ik wacht op je schat ❤️", "SweetLisa sent a photo"]);
    expect(within(log).getAllByText("Ik wacht op je", { exact: false })).toHaveLength(1);
  });

  it("announces nothing when the lane opens or another conversation takes its place", () => {
    const props = lane({ status: "loading", items: [] });
    const { rerender } = renderWithI18n(<ConversationLane {...props} />);
    rerender(<ConversationLane {...props} status="ready" items={ex.laneReady.items} />);
    expect(spoken()).toEqual([]);
    rerender(<ConversationLane {...props} status="ready" performer="NaughtyNina" items={ex.popupLanes.nina.items} />);
    expect(spoken()).toEqual([]);
  });

  it("virtual where rows can be measured: only the rows near the view are in the DOM, each with its place in the list", () => {
    class NoResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal("ResizeObserver", NoResizeObserver);
    // jsdom has no layout: the log is 600 px high and as long as its list; a row is 48 px.
    const isLog = (el: HTMLElement) => el.getAttribute("role") === "log";
    const clientHeights = vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockImplementation(function (this: HTMLElement) {
      return isLog(this) ? 600 : 0;
    });
    const scrollHeights = vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(function (this: HTMLElement) {
      return isLog(this) ? (parseFloat(this.querySelector("ol")?.style.height ?? "0") || 0) + 120 : 0;
    });
    const heights = vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (this: HTMLElement) {
      return this.tagName === "LI" ? 48 : 0;
    });
    const scrollTo = vi.fn(function (this: HTMLElement, options: ScrollToOptions) {
      this.scrollTop = options.top ?? this.scrollTop;
    });
    Element.prototype.scrollTo = scrollTo as unknown as typeof Element.prototype.scrollTo;
    try {
      renderWithI18n(<ConversationLane {...lane(ex.laneLong)} />);
      const log = screen.getByRole("log", { name: "Messages with SweetLisa" });
      // jsdom fires no scroll event for the lane's own scroll to the end: the virtualiser hears it here.
      fireEvent.scroll(log);
      const rows = within(log).getAllByRole("listitem");
      const count = ex.laneLong.items.length;
      expect(count).toBeGreaterThan(300);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThan(60);
      for (const row of rows) {
        expect(row.getAttribute("aria-setsize")).toBe(String(count));
        const index = Number(row.getAttribute("data-index"));
        expect(row.getAttribute("aria-posinset")).toBe(String(index + 1));
        expect(row.style.transform).toMatch(/^translateY\(/);
      }
      // It opens at the newest message.
      expect(rows.at(-1)!.getAttribute("aria-posinset")).toBe(String(count));
      expect(log.scrollTop).toBeGreaterThan(count * 30);
      // The list is as tall as all its rows.
      expect(parseFloat(log.querySelector("ol")!.style.height)).toBeGreaterThan(count * 30);
    } finally {
      clientHeights.mockRestore();
      scrollHeights.mockRestore();
      heights.mockRestore();
      delete (Element.prototype as { scrollTo?: unknown }).scrollTo;
      vi.unstubAllGlobals();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// MessageEditor
// ---------------------------------------------------------------------------------------------------------------

const editor = (over: Partial<MessageEditorProps> = {}): MessageEditorProps => ({
  ...ex.editorIdle,
  onText: vi.fn(),
  onSend: vi.fn(),
  onPickImage: vi.fn(),
  ...over,
});
const field = () => screen.getByRole("textbox", { name: "Your message to SweetLisa" });

describe("MessageEditor (§2.6 editor, §5, §8, §9)", () => {
  it("writes, sends with Enter (Shift+Enter breaks the line) and with the button, and shows the price", () => {
    const props = editor({ text: "Hoi Lisa" });
    renderWithI18n(<MessageEditor {...props} />);
    fireEvent.change(field(), { target: { value: "Hoi Lisa!" } });
    expect(props.onText).toHaveBeenCalledExactlyOnceWith("Hoi Lisa!");
    fireEvent.keyDown(field(), { key: "Enter", shiftKey: true });
    expect(props.onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(field(), { key: "Enter" });
    expect(props.onSend).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(props.onSend).toHaveBeenCalledTimes(2);
    expect(screen.getByText("60 credits a message")).toBeTruthy();
    expect(field().getAttribute("maxlength")).toBe("255");
  });

  it("sends nothing while empty or while a send is on its way (the field waits, keeping its focus)", () => {
    const props = editor({ text: "   " });
    const { rerender } = renderWithI18n(<MessageEditor {...props} />);
    const send = screen.getByRole("button", { name: "Send" });
    expect(disabled(send)).toBe(true);
    fireEvent.keyDown(field(), { key: "Enter" });
    fireEvent.click(send);
    rerender(<MessageEditor {...props} text="Hoi" sending />);
    const sending = screen.getByRole("button", { name: "Sending…" });
    expect(disabled(sending)).toBe(true);
    expect(field().hasAttribute("readonly")).toBe(true);
    expect(field().hasAttribute("disabled")).toBe(false);
    expect(disabled(screen.getByRole("button", { name: "Add a photo" }))).toBe(true);
    fireEvent.keyDown(field(), { key: "Enter" });
    fireEvent.click(sending);
    expect(props.onSend).not.toHaveBeenCalled();
    rerender(<MessageEditor {...props} text="Hoi" />);
    expect(disabled(screen.getByRole("button", { name: "Send" }))).toBe(false);
  });

  it("§9 counts the characters near the 255 limit", () => {
    const { rerender } = renderWithI18n(<MessageEditor {...editor({ text: "x".repeat(199) })} />);
    expect(screen.queryByText(/characters left/)).toBeNull();
    rerender(<MessageEditor {...editor({ text: "x".repeat(230) })} />);
    expect(screen.getByText("230/255")).toBeTruthy();
    const left = screen.getByText("25 characters left");
    expect(field().getAttribute("aria-describedby")).toContain(left.id);
    rerender(<MessageEditor {...editor({ text: "x".repeat(255) })} />);
    expect(screen.getByText("255/255")).toBeTruthy();
    expect(screen.getByText("0 characters left")).toBeTruthy();
  });

  it("§5/§8 translates every error, a rule's key or the platform's label; anything else is the generic text", () => {
    const cases: Array<[string, string]> = [
      ["message.empty", "Write a message or add a photo first."],
      ["message.tooLong", "Your message is too long: at most 255 characters."],
      ["badRequest.message.tooLong", "Your message is too long: at most 255 characters."],
      ["message.noCredits", "You need at least 60 credits to send a message."],
      ["badRequest.deduct.credits.amount", "You need at least 60 credits to send a message."],
      ["ImageToBig", "This photo is too big.JPG photos only, smaller than 5 MB."],
      ["badRequest.image.tooBig", "This photo is too big.JPG photos only, smaller than 5 MB."],
      ["ImageNotAllowed", "This type of file cannot be sent.JPG photos only, smaller than 5 MB."],
      ["badRequest.image.notAllowed", "This type of file cannot be sent.JPG photos only, smaller than 5 MB."],
      ["internalServerError", "Your message could not be sent. Please try again."],
      ["whatever", "Your message could not be sent. Please try again."],
    ];
    for (const [error, text] of cases) {
      const { unmount } = renderWithI18n(<MessageEditor {...editor({ error })} />);
      const alert = screen.getByRole("alert");
      expect(alert.textContent, error).toBe(text);
      expect(field().getAttribute("aria-describedby")).toContain(alert.id);
      unmount();
    }
    renderWithI18n(<MessageEditor {...editor()} />);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("picks a jpeg with the image chooser, and has a slot for the emoji picker and the camera", () => {
    const props = editor({ extras: <button type="button">Emoji</button> });
    renderWithI18n(<MessageEditor {...props} />);
    expect(screen.getByRole("button", { name: "Add a photo" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Emoji" })).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.getAttribute("accept")).toBe("image/jpeg");
    const file = new File(["jpeg"], "me.jpg", { type: "image/jpeg" });
    fireEvent.change(input, { target: { files: [file] } });
    expect(props.onPickImage).toHaveBeenCalledExactlyOnceWith(file);
  });

  it("offers no image chooser when photos cannot be sent", () => {
    renderWithI18n(<MessageEditor {...editor({ onPickImage: undefined })} />);
    expect(screen.queryByRole("button", { name: "Add a photo" })).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it("compact (pop-up): the send button is an icon named Send", () => {
    const props = editor({ text: "Hoi", compact: true });
    renderWithI18n(<MessageEditor {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(props.onSend).toHaveBeenCalledOnce();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// ChatPopup, PopupDock
// ---------------------------------------------------------------------------------------------------------------

const popup = (over: Partial<ChatPopupProps> = {}, popupOver = {}): ChatPopupProps => ({
  ...ex.popupProps(ex.popupOf(0, popupOver), ex.popupLanes.nina),
  lane: <div data-testid="lane" />,
  editor: <div data-testid="editor" />,
  onFocus: vi.fn(),
  onToggleMinimised: vi.fn(),
  onClose: vi.fn(),
  onToggleFavourite: vi.fn(),
  ...over,
});

describe("ChatPopup (§2.6 conversation pop-ups)", () => {
  it("is a named region: avatar, username linking to her profile, favourite heart, minimise, close, the lane and the editor", () => {
    const props = popup();
    renderWithI18n(<ChatPopup {...props} />);
    const region = screen.getByRole("region", { name: "Chat with SweetLisa" });
    expect(within(region).getByRole("link", { name: "SweetLisa" }).getAttribute("href")).toBe("/en/profile/SweetLisa");
    expect(within(region).getByTestId("lane")).toBeTruthy();
    expect(within(region).getByTestId("editor")).toBeTruthy();
    const heart = within(region).getByRole("button", { name: "Add SweetLisa to favourites" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    expect(props.onToggleFavourite).toHaveBeenCalledOnce();
    const minimise = within(region).getByRole("button", { name: "Minimise the chat with SweetLisa" });
    expect(minimise.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(minimise);
    expect(props.onToggleMinimised).toHaveBeenCalledOnce();
    fireEvent.click(within(region).getByRole("button", { name: "Close the chat with SweetLisa" }));
    expect(props.onClose).toHaveBeenCalledOnce();
  });

  it("names the heart by the favourite state", () => {
    renderWithI18n(<ChatPopup {...popup({ isFavourite: true })} />);
    expect(screen.getByRole("button", { name: "Remove SweetLisa from favourites" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("minimised hides the body; its bar and button open it again", () => {
    const props = popup({}, { minimized: true });
    renderWithI18n(<ChatPopup {...props} />);
    expect(screen.queryByTestId("lane")).toBeNull();
    expect(screen.queryByTestId("editor")).toBeNull();
    const open = screen.getByRole("button", { name: "Open the chat with SweetLisa" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(open);
    fireEvent.click(screen.getByRole("region").querySelector("header")!);
    expect(props.onToggleMinimised).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("region").getAttribute("data-minimised")).toBe("true");
  });

  it("blinks with the unread count, and focusing it tells the flow (again while it blinks)", () => {
    const props = popup({ blinking: true, focused: true }, { unread: 3 });
    const { rerender } = renderWithI18n(<ChatPopup {...props} />);
    const region = screen.getByRole("region", { name: "Chat with SweetLisa" });
    expect(region.getAttribute("data-blinking")).toBe("true");
    expect(region.className).toMatch(/blinking/);
    expect(region.textContent).toContain("3 unread");
    fireEvent.pointerDown(within(region).getByTestId("lane"));
    expect(props.onFocus).toHaveBeenCalledOnce();
    // Focused and read: pressing it again asks nothing.
    rerender(<ChatPopup {...props} blinking={false} popup={{ ...props.popup, unread: 0 }} />);
    expect(region.hasAttribute("data-blinking")).toBe(false);
    expect(region.getAttribute("data-focused")).toBe("true");
    fireEvent.pointerDown(within(region).getByTestId("lane"));
    expect(props.onFocus).toHaveBeenCalledOnce();
    // Another pop-up has the focus: focusing this one asks for it.
    rerender(<ChatPopup {...props} blinking={false} focused={false} />);
    act(() => within(region).getByRole("link").focus());
    expect(props.onFocus).toHaveBeenCalledTimes(2);
  });

  it("on mobile has no minimise and shows the body even when the pop-up was minimised", () => {
    renderWithI18n(<ChatPopup {...popup({ isMobile: true }, { minimized: true })} />);
    expect(screen.queryByRole("button", { name: /Minimise|Open the chat/ })).toBeNull();
    expect(screen.getByTestId("lane")).toBeTruthy();
  });

  it("the dock holds the pop-ups side by side", () => {
    renderWithI18n(
      <PopupDock>
        <ChatPopup {...popup()} />
        <ChatPopup {...popup({}, { user: 2, username: "NaughtyNina" })} />
      </PopupDock>,
    );
    expect(screen.getAllByRole("region").map((r) => r.getAttribute("aria-label"))).toEqual(["Chat with SweetLisa", "Chat with NaughtyNina"]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// MessengerLayout, ConversationHeader
// ---------------------------------------------------------------------------------------------------------------

describe("MessengerLayout (§2.2) and ConversationHeader", () => {
  const list = <div data-testid="list" />;
  const conversation = <div data-testid="conversation" />;

  it("desktop: list and conversation side by side; a hint while none is open", () => {
    const { rerender } = renderWithI18n(<MessengerLayout list={list} conversation={conversation} isMobile={false} />);
    expect(screen.getByTestId("list")).toBeTruthy();
    expect(screen.getByTestId("conversation")).toBeTruthy();
    rerender(<MessengerLayout list={list} conversation={null} isMobile={false} />);
    expect(screen.getByText("Choose a conversation on the left, or start one from a model's profile.")).toBeTruthy();
    rerender(<MessengerLayout list={list} conversation={null} isMobile={false} emptyHint={<p>Pick one</p>} />);
    expect(screen.getByText("Pick one")).toBeTruthy();
  });

  it("mobile: one at a time, the conversation when one is open", () => {
    const { rerender } = renderWithI18n(<MessengerLayout list={list} conversation={conversation} isMobile />);
    expect(screen.queryByTestId("list")).toBeNull();
    expect(screen.getByTestId("conversation")).toBeTruthy();
    rerender(<MessengerLayout list={list} conversation={null} isMobile />);
    expect(screen.getByTestId("list")).toBeTruthy();
  });

  it("the header: back (mobile), her name linking to her profile, her status, delete", () => {
    const onBack = vi.fn();
    const onDelete = vi.fn();
    const { rerender } = renderWithI18n(<ConversationHeader username="SweetLisa" snapshot={null} profileHref="/en/profile/SweetLisa" online onBack={onBack} onDelete={onDelete} />);
    expect(screen.getByRole("heading", { name: "SweetLisa" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "SweetLisa" }).getAttribute("href")).toBe("/en/profile/SweetLisa");
    expect(screen.getByText("Online now")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back to the conversations" }));
    expect(onBack).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Delete the conversation with SweetLisa" }));
    expect(onDelete).toHaveBeenCalledOnce();
    rerender(<ConversationHeader username="SweetLisa" snapshot={null} profileHref="/en/profile/SweetLisa" />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText(/Online now|Offline/)).toBeNull();
  });

  it("the working page opens a conversation from the list and goes back on mobile", () => {
    renderWithI18n(<ex.MessengerPage isMobile open={false} />);
    fireEvent.click(screen.getByRole("button", { name: "NaughtyNina" }));
    expect(screen.getByRole("heading", { name: "NaughtyNina" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Messages" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Back to the conversations" }));
    expect(screen.getByRole("region", { name: "Messages" })).toBeTruthy();
  });
});
