import type { ReactNode } from "react";
import type { Story, StoryDefault } from "@ladle/react";
import { ChatPopup, PopupDock } from "./chat-popup";
import { ConversationLane } from "./conversation-lane";
import { DeleteChatModal } from "./delete-chat-modal";
import { InboxPanel } from "./inbox-panel";
import { MessageEditor } from "./message-editor";
import { ConversationHeader } from "./messenger-layout";
import * as ex from "./examples/messenger.examples";

export default { title: "Messenger" } satisfies StoryDefault;

const { Frame, PageBehind } = ex;

// ---------------------------------------------------------------------------------------------------------------
// §2.6 the conversation list
// ---------------------------------------------------------------------------------------------------------------

/** A dozen conversations: unread counts (99+), favourites, photos, the §2.6 date labels; online dots. */
export const Inbox: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxReady} />
  </Frame>
);
/** The open conversation highlighted. */
export const InboxActive: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxActive} />
  </Frame>
);
/** The date labels in Dutch (dd-LL, gisteren, maandag). */
export const InboxDutchDates: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxDutch} />
  </Frame>
);
export const InboxLoading: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxLoading} />
  </Frame>
);
export const InboxError: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxError} />
  </Frame>
);
export const InboxEmpty: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxEmpty} />
  </Frame>
);
export const InboxUnanswered: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxFilter("unanswered")} />
  </Frame>
);
export const InboxAnswered: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxFilter("answered")} />
  </Frame>
);
/** §2.6 favourites: the favourite chats, then suggestions to start one. */
export const InboxFavourites: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxFilter("favourites")} />
  </Frame>
);
/** §2.6 models: the chats whose model is online, then online models to start a chat with. */
export const InboxOnlineModels: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxFilter("models")} />
  </Frame>
);
export const InboxEmptyUnanswered: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxEmptyFilter("unanswered")} />
  </Frame>
);
export const InboxEmptyAnswered: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxEmptyFilter("answered")} />
  </Frame>
);
export const InboxEmptyFavouritesWithSuggestions: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxEmptyFilter("favourites")} />
  </Frame>
);
export const InboxEmptyModelsWithSuggestions: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxEmptyFilter("models")} />
  </Frame>
);
export const InboxEmptyModels: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxEmptyFilter("models")} suggestions={[]} />
  </Frame>
);
/** Sorted by "favourited you": favourites first. */
export const InboxSortedFavourited: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxSortedFavourited} />
  </Frame>
);
/** §2.6 search: a username prefix, any case. */
export const InboxSearch: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxSearch} />
  </Frame>
);
export const InboxSearchNoMatch: Story = () => (
  <Frame>
    <InboxPanel {...ex.inboxSearchNone} />
  </Frame>
);
/** More pages: the list asks for the next one 200 px before its end (§9); a button too. */
export const InboxHasMore: Story = () => (
  <Frame height="30rem">
    <InboxPanel {...ex.inboxHasMore} />
  </Frame>
);
export const InboxLoadingMore: Story = () => (
  <Frame height="30rem">
    <InboxPanel {...ex.inboxLoadingMore} />
  </Frame>
);
/** Working: filters, sort, search, delete (through the modal) and the next page. */
export const InboxWorking: Story = () => <ex.InboxDemo />;

/** §2.6 DeleteChatModal. */
export const DeleteModal: Story = () => <DeleteChatModal {...ex.deleteModal} />;
export const DeleteModalDeleting: Story = () => <DeleteChatModal {...ex.deleteModal} deleting />;

// ---------------------------------------------------------------------------------------------------------------
// §2.6 the chat lane
// ---------------------------------------------------------------------------------------------------------------

/** Three days: day dividers, photos both ways, every tick, the unread divider, a send on its way and a failed one. */
export const Lane: Story = () => (
  <Frame width="36rem" height="44rem">
    <ConversationLane {...ex.laneReady} />
  </Frame>
);
export const LaneDutchDates: Story = () => (
  <Frame width="36rem" height="44rem">
    <ConversationLane {...ex.laneDutch} />
  </Frame>
);
/** §2.6 ticks: clock (on its way), failed with its retry, single check, double check, blue double check. */
export const LaneTicks: Story = () => (
  <Frame width="30rem" height="28rem">
    <ConversationLane {...ex.laneTicks} />
  </Frame>
);
export const LaneLoading: Story = () => (
  <Frame width="30rem" height="28rem">
    <ConversationLane {...ex.laneLoading} />
  </Frame>
);
export const LaneError: Story = () => (
  <Frame width="30rem" height="28rem">
    <ConversationLane {...ex.laneError} />
  </Frame>
);
export const LaneEmpty: Story = () => (
  <Frame width="30rem" height="28rem">
    <ConversationLane {...ex.laneEmpty} />
  </Frame>
);
/** Older history exists: it loads on scroll up (§9 200 px), or with the button. */
export const LaneCanLoadOlder: Story = () => (
  <Frame width="30rem" height="20rem">
    <ConversationLane {...ex.laneCanLoadOlder} />
  </Frame>
);
export const LaneLoadingOlder: Story = () => (
  <Frame width="30rem" height="20rem">
    <ConversationLane {...ex.laneLoadingOlder} />
  </Frame>
);
/** A long lane, virtualised: 300 messages over ten days with photos; only the rows near the view are in the DOM. */
export const LaneLong: Story = () => (
  <Frame width="36rem" height="44rem">
    <ConversationLane {...ex.laneLong} />
  </Frame>
);
/** The long lane as her messages arrive: it follows them at the bottom; scrolled up, the jump button says there are new ones. */
export const LaneLongArriving: Story = () => (
  <Frame width="36rem" height="44rem">
    <ex.LongLaneDemo />
  </Frame>
);

// ---------------------------------------------------------------------------------------------------------------
// §2.6 the editor
// ---------------------------------------------------------------------------------------------------------------

const EditorFrame = ({ children }: { children: ReactNode }) => (
  <Frame width="34rem" height="auto">
    {children}
  </Frame>
);
export const Editor: Story = () => (
  <EditorFrame>
    <MessageEditor {...ex.editorIdle} />
  </EditorFrame>
);
export const EditorTyped: Story = () => (
  <EditorFrame>
    <MessageEditor {...ex.editorTyped} />
  </EditorFrame>
);
/** §4 sending: the field waits and the button spins. */
export const EditorSending: Story = () => (
  <EditorFrame>
    <MessageEditor {...ex.editorSending} />
  </EditorFrame>
);
/** §9 near the 255 limit: the counter shows (red in the last 10). */
export const EditorNearLimit: Story = () => (
  <EditorFrame>
    <MessageEditor {...ex.editorNearLimit} />
  </EditorFrame>
);
export const EditorAtLimit: Story = () => (
  <EditorFrame>
    <MessageEditor {...ex.editorAtLimit} />
  </EditorFrame>
);
export const EditorCompact: Story = () => (
  <Frame width="21rem" height="auto">
    <MessageEditor {...ex.editorTyped} compact />
  </Frame>
);
export const EditorCompactSending: Story = () => (
  <Frame width="21rem" height="auto">
    <MessageEditor {...ex.editorSending} compact />
  </Frame>
);
/** §5/§8 every error: a rule's key or the platform's label; image errors list the rules. */
export const EditorErrors: Story = () => (
  <div>
    {Object.entries(ex.editorErrors).map(([name, error]) => (
      <EditorFrame key={name}>
        <MessageEditor {...ex.editorError(error)} />
      </EditorFrame>
    ))}
  </div>
);
export const EditorErrorNoCredits: Story = () => (
  <EditorFrame>
    <MessageEditor {...ex.editorError(ex.editorErrors.noCredits)} />
  </EditorFrame>
);
export const EditorErrorImageTooBig: Story = () => (
  <EditorFrame>
    <MessageEditor {...ex.editorError(ex.editorErrors.imageTooBig)} />
  </EditorFrame>
);
export const EditorErrorImageNotAllowed: Story = () => (
  <EditorFrame>
    <MessageEditor {...ex.editorError(ex.editorErrors.imageNotAllowed)} />
  </EditorFrame>
);
export const EditorErrorOther: Story = () => (
  <EditorFrame>
    <MessageEditor {...ex.editorError(ex.editorErrors.other)} />
  </EditorFrame>
);

/** Working: lane and editor together; older pages on scroll up; "fail" in a text makes it fail; photos checked (§5). */
export const ConversationWorking: Story = () => (
  <Frame width="36rem" height="44rem">
    <ex.ConversationDemo />
  </Frame>
);

// ---------------------------------------------------------------------------------------------------------------
// §2.6 pop-ups
// ---------------------------------------------------------------------------------------------------------------

const lisa = ex.popupOf(0);
export const Popup: Story = () => (
  <PageBehind>
    <PopupDock>
      <ChatPopup {...ex.popupProps(lisa, ex.popupLanes.lisa, { isFavourite: true, focused: true })} />
    </PopupDock>
  </PageBehind>
);
/** §4 blinking: unread messages; the header pulses (steady with reduced motion) and shows the count. */
export const PopupBlinking: Story = () => (
  <PageBehind>
    <PopupDock>
      <ChatPopup {...ex.popupProps(ex.popupOf(2, { unread: 3 }), ex.popupLanes.bella, { blinking: true })} />
    </PopupDock>
  </PageBehind>
);
export const PopupMinimised: Story = () => (
  <PageBehind>
    <PopupDock>
      <ChatPopup {...ex.popupProps(ex.popupOf(3, { minimized: true, unread: 1 }), ex.popupLanes.amber, { blinking: true })} />
      <ChatPopup {...ex.popupProps(ex.popupOf(1, { minimized: true }), ex.popupLanes.nina)} />
    </PopupDock>
  </PageBehind>
);
/** §4 at most four on desktop: focused, blinking, minimised and a quiet one. */
export const PopupDockFour: Story = () => (
  <PageBehind>
    <PopupDock>
      <ChatPopup {...ex.popupProps(ex.popupOf(1), ex.popupLanes.nina)} />
      <ChatPopup {...ex.popupProps(ex.popupOf(3, { minimized: true, unread: 1 }), ex.popupLanes.amber, { blinking: true })} />
      <ChatPopup {...ex.popupProps(ex.popupOf(2, { unread: 3 }), ex.popupLanes.bella, { blinking: true })} />
      <ChatPopup {...ex.popupProps(lisa, ex.popupLanes.lisa, { isFavourite: true, focused: true })} />
    </PopupDock>
  </PageBehind>
);
/** §4 one on mobile, across the bottom; no minimise. */
export const PopupMobile: Story = () => (
  <PageBehind>
    <PopupDock isMobile>
      <ChatPopup {...ex.popupProps(lisa, ex.popupLanes.lisa, { isMobile: true, focused: true, isFavourite: true })} />
    </PopupDock>
  </PageBehind>
);
/** Working: focus, minimise, favourite, close. */
export const PopupsWorking: Story = () => <ex.PopupsDemo />;

// ---------------------------------------------------------------------------------------------------------------
// §2.2 the messenger page
// ---------------------------------------------------------------------------------------------------------------

export const MessengerDesktop: Story = () => <ex.MessengerPage isMobile={false} />;
export const MessengerDesktopNoneOpen: Story = () => <ex.MessengerPage isMobile={false} open={false} />;
/** Mobile, a conversation open: its header has the back button. */
export const MessengerMobileConversation: Story = () => <ex.MessengerPage isMobile />;
export const MessengerMobileList: Story = () => <ex.MessengerPage isMobile open={false} />;
export const Header: Story = () => (
  <Frame width="36rem" height="auto">
    <ConversationHeader username={ex.LANE_PERFORMER} snapshot={ex.performerSnapshot(0)} profileHref={ex.profileHref(ex.LANE_PERFORMER)} online onBack={() => {}} onDelete={() => {}} />
  </Frame>
);
