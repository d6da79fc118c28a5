import { lazy, Suspense } from "react";
import { Dialog, DialogTrigger, Popover } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { IconButton } from "../../ui/button";
import { Spinner } from "../../ui/feedback";
import { EmojiIcon } from "./photo-icons";
import editorStyles from "../editor.module.css";
import styles from "./emoji.module.css";

// The picker's code loads when it first opens: the editor itself stays light (ARCHITECTURE §6).
const EmojiPanel = lazy(() => import("./emoji-picker"));

export type EmojiButtonProps = {
  /** The picked emoji, to insert at the editor's caret (or its end). */
  onPick: (emoji: string) => void;
  isDisabled?: boolean;
};

/** §2.6 the editor's emoji tool (for `MessageEditor`'s `extras`): a pop-over with a searchable picker; a pick closes it. */
export function EmojiButton({ onPick, isDisabled = false }: EmojiButtonProps) {
  const { t } = useLingui();
  return (
    <DialogTrigger>
      <IconButton size="sm" className={editorStyles.tool} aria-label={t`Add an emoji`} isDisabled={isDisabled}>
        <EmojiIcon aria-hidden="true" />
      </IconButton>
      <Popover className={styles.popover} placement="top start" offset={8}>
        <Dialog className={styles.dialog} aria-label={t`Emoji`}>
          {({ close }) => (
            <Suspense
              fallback={
                <div className={styles.loading}>
                  <Spinner label={t`Loading emoji…`} />
                </div>
              }
            >
              <EmojiPanel
                onPick={(emoji) => {
                  onPick(emoji);
                  close();
                }}
              />
            </Suspense>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
