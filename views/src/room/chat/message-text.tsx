import { useMemo, type ReactNode } from "react";
import { tokenizeMarkup, type MarkupNames, type MarkupToken } from "@camstage/core";

/** ARCHITECTURE §7 user links leave the site without its referrer or its authority. */
export const USER_LINK_REL = "noopener noreferrer nofollow ugc";

function styled(token: { bold?: true; italic?: true }, content: ReactNode, key: number): ReactNode {
  const italic = token.italic ? <em key={key}>{content}</em> : content;
  return token.bold ? <strong key={key}>{italic}</strong> : italic;
}

function render(token: MarkupToken, key: number): ReactNode {
  switch (token.kind) {
    case "break":
      return <br key={key} />;
    case "link":
      return (
        <a key={key} href={token.href} rel={USER_LINK_REL} target="_blank">
          {token.text}
        </a>
      );
    case "emoji":
      return styled(token, <span key={key}>{token.emoji}</span>, key);
    case "text":
      return token.bold || token.italic ? styled(token, token.text, key) : <span key={key}>{token.text}</span>;
  }
}

/**
 * §3 a chat or inbox message with its markup (bold, italic, links, line breaks, emoticons, name placeholders),
 * rendered from core's tokens as React elements: never an HTML string (ARCHITECTURE §7).
 */
export function MessageText({ text, names }: { text: string; names?: MarkupNames }) {
  const performer = names?.performer;
  const member = names?.member;
  const tokens = useMemo(() => tokenizeMarkup(text, { performer, member }), [text, performer, member]);
  return <>{tokens.map(render)}</>;
}
