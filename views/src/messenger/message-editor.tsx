import { useId, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { FileTrigger } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { IMAGE_MIME_TYPES, MESSAGE_MAX_LENGTH } from "@camstage/core";
import { Button, IconButton } from "../ui/button";
import { cx } from "../ui/cx";
import { Spinner } from "../ui/feedback";
import { AlertIcon, CoinsIcon } from "../ui/icons-more";
import { visuallyHiddenClassName } from "../ui/visually-hidden";
import { ImageIcon, SendIcon } from "./messenger-icons";
import { editorErrorKind, useMessengerTexts } from "./messenger-texts";
import styles from "./editor.module.css";

/** The counter shows from here on (55 characters left of §9's 255). */
export const MESSAGE_COUNTER_FROM = MESSAGE_MAX_LENGTH - 55;

export type MessageEditorProps = {
  text: string;
  /** §4 a send is on its way: the field and the send button wait. */
  sending: boolean;
  /**
   * The last refusal, as a label: a core rule's key (`message.empty`, `message.tooLong`, `message.noCredits`,
   * `ImageToBig`, `ImageNotAllowed`) or the platform's (§8); any other label reads as the generic failure.
   */
  error: string | null;
  /** §9 the price of a message in credits (60). */
  price: number;
  onText: (text: string) => void;
  onSend: () => void;
  /** §2.6 the image chooser picked a file (the flow checks it with `validateImage` and crops it); without it, no chooser. */
  onPickImage?: ((file: File) => void) | undefined;
  /** The pop-up's narrower editor. */
  compact?: boolean;
  /** Names the field ("Your message to …"). */
  performer?: string;
  /** The emoji picker, the cropper and the camera come here, after the image button. */
  extras?: ReactNode;
  className?: string;
};

/** The field grows with its text up to this many pixels, then scrolls. */
const MAX_FIELD_HEIGHT_PX = 132;

/**
 * §2.6 the messenger's editor: the text field (§5/§9 at most 255 characters, a counter near the limit), Enter sends
 * and Shift+Enter breaks the line, the image chooser (jpeg only, §5), the slot for the emoji picker and camera, the
 * send button, §9 the price of a message, and the last error (§8), translated. While a send is on its way the field
 * is read-only and the button waits (§4; neither drops the focus).
 */
export function MessageEditor({ text, sending, error, price, onText, onSend, onPickImage, compact = false, performer, extras, className }: MessageEditorProps) {
  const { t } = useLingui();
  const texts = useMessengerTexts();
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const priceId = `${id}-price`;
  const field = useRef<HTMLTextAreaElement>(null);
  const empty = text.trim() === "";
  const length = text.length;
  const left = MESSAGE_MAX_LENGTH - length;
  const showCounter = length >= MESSAGE_COUNTER_FROM;
  const kind = error === null ? null : editorErrorKind(error);
  const imageError = kind === "imageTooBig" || kind === "imageNotAllowed";

  // §4 the field's height follows its text (and comes back down when a send clears it).
  useLayoutEffect(() => {
    const el = field.current;
    if (!el) return;
    el.style.height = "auto";
    if (el.scrollHeight > 0) el.style.height = `${Math.min(el.scrollHeight, MAX_FIELD_HEIGHT_PX)}px`;
  }, [text, compact]);

  const send = () => {
    if (sending || empty) return;
    onSend();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const describedBy = [error !== null ? errorId : null, showCounter ? counterId : null, priceId].filter(Boolean).join(" ");
  const shownPrice = texts.credits(price);
  return (
    <form className={cx(styles.editor, compact && styles.compact, className)} onSubmit={submit} aria-label={t`Write a message`} noValidate>
      {error !== null ? (
        <p id={errorId} className={styles.error} role="alert">
          <AlertIcon aria-hidden="true" />
          <span>
            {texts.editorError(error, price)}
            {imageError ? <span className={styles.rules}>{texts.imageRules}</span> : null}
          </span>
        </p>
      ) : null}
      <div className={cx(styles.composer, sending && styles.busy)}>
        <div className={styles.tools}>
          {onPickImage ? (
            <FileTrigger
              acceptedFileTypes={[...IMAGE_MIME_TYPES]}
              onSelect={(files) => {
                const file = files?.[0];
                if (file) onPickImage(file);
              }}
            >
              <IconButton size="sm" className={styles.tool} aria-label={t`Add a photo`} isDisabled={sending}>
                <ImageIcon aria-hidden="true" />
              </IconButton>
            </FileTrigger>
          ) : null}
          {extras}
        </div>
        <label htmlFor={id} className={visuallyHiddenClassName}>
          {performer ? t`Your message to ${performer}` : t`Your message`}
        </label>
        <textarea
          ref={field}
          id={id}
          className={styles.field}
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t`Write a message…`}
          autoComplete="off"
          readOnly={sending}
          aria-busy={sending || undefined}
          aria-invalid={kind === "empty" || kind === "tooLong" || undefined}
          aria-describedby={describedBy}
          enterKeyHint="send"
          onChange={(event) => onText(event.target.value)}
          onKeyDown={keyDown}
        />
        {compact ? (
          <IconButton type="submit" className={styles.sendIcon} aria-label={sending ? t`Sending…` : t`Send`} isDisabled={!sending && empty} isPending={sending}>
            {sending ? <Spinner /> : <SendIcon aria-hidden="true" />}
          </IconButton>
        ) : (
          <Button type="submit" variant="primary" className={styles.send} isDisabled={!sending && empty} isPending={sending}>
            {sending ? <Spinner /> : <SendIcon aria-hidden="true" />}
            {sending ? t`Sending…` : t`Send`}
          </Button>
        )}
      </div>
      <div className={styles.foot}>
        <span id={priceId} className={styles.price}>
          <CoinsIcon aria-hidden="true" />
          {t`${shownPrice} a message`}
        </span>
        {showCounter ? (
          <span className={cx(styles.counter, left <= 10 && styles.counterLimit)}>
            <span aria-hidden="true">
              {length}/{MESSAGE_MAX_LENGTH}
            </span>
            <span id={counterId} className={visuallyHiddenClassName}>
              {t`${left} characters left`}
            </span>
          </span>
        ) : null}
      </div>
    </form>
  );
}
