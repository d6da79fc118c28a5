import type { Story, StoryDefault } from "@ladle/react";
import { ChatEditor, NicknamePrompt } from "./chat-editor";
import { ChatEndPanel, ChatNotStarted } from "./chat-end";
import { ChatLane } from "./chat-lane";
import { MessageText } from "./message-text";
import { laneEmpty, laneFailed, laneLive, laneSending, markupMessages, markupNames } from "./examples/chat.examples";

export default { title: "Chat" } satisfies StoryDefault;

const frame = { height: "28rem", width: "22rem", display: "grid", gridTemplateRows: "1fr auto" } as const;

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

export const LaneLive: Story = () => (
  <div style={frame}>
    <ChatLane {...laneLive} />
    <ChatEditor canSend onSend={() => {}} />
  </div>
);
export const LaneEmpty: Story = () => (
  <div style={frame}>
    <ChatLane {...laneEmpty} />
    <ChatEditor canSend onSend={() => {}} />
  </div>
);
export const LaneSending: Story = () => (
  <div style={frame}>
    <ChatLane {...laneSending} />
    <ChatEditor canSend onSend={() => {}} />
  </div>
);
export const LaneSendFailed: Story = () => (
  <div style={frame}>
    <ChatLane {...laneFailed} />
    <ChatEditor canSend onSend={() => {}} />
  </div>
);
export const LaneReconnecting: Story = () => (
  <div style={frame}>
    <ChatLane {...laneSending} />
    <ChatEditor canSend isReconnecting onSend={() => {}} />
  </div>
);
export const NicknameAsked: Story = () => <NicknamePrompt value="Al" errors={["nickname.tooShort"]} onChange={() => {}} onSubmit={() => {}} />;
export const EndedKicked: Story = () => <ChatEndPanel end="kicked" performer="Anna" />;
export const EndedGuestTimeOver: Story = () => <ChatEndPanel end="guest_expired" performer="Anna" onSignUp={() => {}} />;
export const EndedDuplicateSession: Story = () => <ChatEndPanel end="duplicate_session" performer="Anna" onRestart={() => {}} />;
export const EndedPaused: Story = () => <ChatEndPanel end="paused" performer="Anna" onRestart={() => {}} />;
export const PerformerOffline: Story = () => <ChatEndPanel end="offline" performer="Anna" />;
export const NotStarted: Story = () => <ChatNotStarted onRetry={() => {}} />;
