import type { Story, StoryDefault } from "@ladle/react";
import { MessageText } from "./message-text";
import { markupMessages, markupNames } from "./examples/chat.examples";

export default { title: "Chat" } satisfies StoryDefault;

/** §3 markup rendered as elements: names, bold, italic, links (http(s) only), breaks, emoticons. */
export const MessageMarkup: Story = () => (
  <ul style={{ display: "grid", gap: "0.75rem", padding: "1rem", listStyle: "none", color: "var(--text, #fff)" }}>
    {markupMessages.map((text) => (
      <li key={text}>
        <MessageText text={text} names={markupNames} />
      </li>
    ))}
  </ul>
);
