import { tokenizeMarkup } from "@camstage/core";

/** The last message as one line of plain text: its markup read (emoji, link texts), line breaks as spaces. */
export function previewText(text: string): string {
  return tokenizeMarkup(text)
    .map((token) => (token.kind === "break" ? " " : token.kind === "emoji" ? token.emoji : token.text))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}
