import type { Story, StoryDefault } from "@ladle/react";
import { ChatEditor, NicknamePrompt, type ChatEditorProps } from "./chat-editor";
import { ChatEndPanel, ChatNotStarted } from "./chat-end";
import { ChatLane, type ChatLaneProps } from "./chat-lane";
import { MessageText } from "./message-text";
import { laneEmpty, laneFailed, laneLive, laneSending, laneTips, markupMessages, markupNames } from "./examples/chat.examples";

export default { title: "Chat" } satisfies StoryDefault;

/** The lane over its editor, at the size of a stream page's chat column. */
function Column({ lane, editor }: { lane: ChatLaneProps; editor?: Partial<ChatEditorProps> }) {
  return (
    <div style={{ height: "28rem", width: "22rem", display: "grid", gridTemplateRows: "1fr auto" }}>
      <ChatLane {...lane} />
      <ChatEditor canSend onSend={() => {}} {...editor} />
    </div>
  );
}

/** §3 markup rendered as elements: names, bold, italic, links (http(s) only), breaks, emoticons. */
export const MessageMarkup: Story = () => (
  <ul style={{ display: "grid", gap: "0.75rem", padding: "1rem", listStyle: "none", color: "var(--color-text)" }}>
    {markupMessages.map((text) => (
      <li key={text}>
        <MessageText text={text} names={markupNames} />
      </li>
    ))}
  </ul>
);

export const LaneLive: Story = () => <Column lane={laneLive} />;
/** §3 tips in the lane: set apart, with the item, the message, a private marker; a toy's reaction (§4 ft-tip). */
export const LaneWithTips: Story = () => <Column lane={laneTips} />;
export const LaneEmpty: Story = () => <Column lane={laneEmpty} />;
export const LaneSending: Story = () => <Column lane={laneSending} />;
export const LaneSendFailed: Story = () => <Column lane={laneFailed} />;
export const LaneReconnecting: Story = () => <Column lane={laneSending} editor={{ isReconnecting: true }} />;
export const NicknameAsked: Story = () => <NicknamePrompt value="Al" errors={["nickname.tooShort"]} onChange={() => {}} onSubmit={() => {}} />;
export const EndedKicked: Story = () => <ChatEndPanel end="kicked" performer="Anna" />;
export const EndedGuestTimeOver: Story = () => <ChatEndPanel end="guest_expired" performer="Anna" onSignUp={() => {}} />;
export const EndedDuplicateSession: Story = () => <ChatEndPanel end="duplicate_session" performer="Anna" onRestart={() => {}} />;
export const EndedPaused: Story = () => <ChatEndPanel end="paused" performer="Anna" onRestart={() => {}} />;
export const PerformerOffline: Story = () => <ChatEndPanel end="offline" performer="Anna" />;
export const NotStarted: Story = () => <ChatNotStarted onRetry={() => {}} />;
