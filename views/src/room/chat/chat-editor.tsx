import { useId, useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { MESSAGE_MAX_LENGTH, type NicknameErrorKey } from "@camstage/core";
import { Button } from "../../ui/button";
import { visuallyHiddenClassName } from "../../ui/visually-hidden";
import { useChatMessages } from "./chat-messages";
import styles from "./chat.module.css";

export type ChatEditorProps = {
  /** Joined (also while reconnecting: what is written waits and goes out once back). */
  canSend: boolean;
  isReconnecting?: boolean;
  onSend: (text: string) => void;
};

/** §2.6 the chat editor: one line (at most 255 characters, §5), sent with Enter or the button; emoticons as shortcodes. */
export function ChatEditor({ canSend, isReconnecting = false, onSend }: ChatEditorProps) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend || text.trim() === "") return;
    onSend(text);
    setText("");
  };
  return (
    <>
      <form className={styles.editor} onSubmit={submit} aria-label={t`Write in the chat`}>
        <label htmlFor={id} className={visuallyHiddenClassName}>
          {t`Your message`}
        </label>
        <input
          id={id}
          className={styles.input}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t`Say hello…`}
          autoComplete="off"
          disabled={!canSend}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary" isDisabled={!canSend || text.trim() === ""}>
          {t`Send`}
        </Button>
      </form>
      {isReconnecting ? <p className={styles.editorHint} role="status">{t`Reconnecting… what you write is sent once the chat is back.`}</p> : null}
    </>
  );
}

export type NicknamePromptProps = {
  value: string;
  errors: readonly NicknameErrorKey[];
  onChange: (value: string) => void;
  onSubmit: () => void;
};

/** §4 a guest paying by phone picks a nickname (§5 4–14 characters) before joining the chat. */
export function NicknamePrompt({ value, errors, onChange, onSubmit }: NicknamePromptProps) {
  const { t } = useLingui();
  const texts = useChatMessages();
  const id = useId();
  const errorId = `${id}-errors`;
  return (
    <form
      className={styles.panel}
      aria-label={t`Choose a nickname`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <h2 className={styles.panelTitle}>{t`Choose a nickname`}</h2>
      <p className={styles.panelText}>{t`The performer and the room see this name in the chat.`}</p>
      <label htmlFor={id}>{t`Nickname`}</label>
      <input
        id={id}
        className={styles.input}
        value={value}
        autoComplete="nickname"
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {errors.length > 0 ? (
        <ul id={errorId} className={styles.errors}>
          {errors.map((key) => (
            <li key={key}>{texts.nicknameError(key)}</li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" variant="primary">
        {t`Start chatting`}
      </Button>
    </form>
  );
}
