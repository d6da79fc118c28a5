import { EmojiPicker } from "frimousse";
import { useLingui } from "@lingui/react/macro";
import { Spinner } from "../../ui/feedback";
import { emojiLocaleOf, resolveBundledEmojiData } from "./emoji-data";
import styles from "./emoji.module.css";

export type EmojiPanelProps = { onPick: (emoji: string) => void };

/**
 * The emoji picker itself (frimousse: a search field, then a grid the arrow keys move through from the field; Enter
 * picks). Loaded only when the picker first opens; its data comes with the site (emoji-data.ts), in its language.
 */
export default function EmojiPanel({ onPick }: EmojiPanelProps) {
  const { t, i18n } = useLingui();
  return (
    <EmojiPicker.Root
      className={styles.root}
      locale={emojiLocaleOf(i18n.locale)}
      resolveEmojiData={resolveBundledEmojiData}
      columns={8}
      onEmojiSelect={({ emoji }) => onPick(emoji)}
    >
      <div className={styles.head}>
        <EmojiPicker.Search className={styles.search} placeholder={t`Search emoji…`} aria-label={t`Search emoji`} autoFocus />
        <EmojiPicker.SkinToneSelector className={styles.skinTone} aria-label={t`Change the skin tone`} title={t`Change the skin tone`} />
      </div>
      <EmojiPicker.Viewport className={styles.viewport}>
        <EmojiPicker.Loading className={styles.state}>
          <Spinner label={t`Loading emoji…`} />
        </EmojiPicker.Loading>
        <EmojiPicker.Empty className={styles.state}>{t`No emoji found`}</EmojiPicker.Empty>
        <EmojiPicker.List
          className={styles.list}
          aria-label={t`Emoji`}
          components={{
            CategoryHeader: ({ category, ...props }) => (
              <div {...props} className={styles.category}>
                {category.label}
              </div>
            ),
            Row: ({ children, ...props }) => (
              <div {...props} className={styles.row}>
                {children}
              </div>
            ),
            Emoji: ({ emoji, ...props }) => (
              <button {...props} className={styles.emoji} aria-label={emoji.label} data-active={emoji.isActive || undefined}>
                {emoji.emoji}
              </button>
            ),
          }}
        />
      </EmojiPicker.Viewport>
      <EmojiPicker.ActiveEmoji>
        {({ emoji }) => (
          <div className={styles.preview} aria-hidden="true">
            {emoji ? (
              <>
                <span className={styles.previewEmoji}>{emoji.emoji}</span>
                <span className={styles.previewLabel}>{emoji.label}</span>
              </>
            ) : (
              <span className={styles.previewLabel}>{t`Pick an emoji`}</span>
            )}
          </div>
        )}
      </EmojiPicker.ActiveEmoji>
    </EmojiPicker.Root>
  );
}
