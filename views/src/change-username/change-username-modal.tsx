import { useId } from "react";
import { FieldError, Form, Input, Label, Text, TextField } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  CHANGE_USERNAME_MAX_LENGTH, CHANGE_USERNAME_MIN_LENGTH, type ChangeUsernameErrorKey, type ChangeUsernameNoticeKey,
} from "@camstage/core";
import { Button, CheckIcon, IconButton, Modal, Spinner } from "../ui";
import { useChangeUsernameLabels } from "./change-username-labels";
import { MagicWandIcon } from "./magic-wand-icon";
import styles from "./change-username.module.css";

export type ChangeUsernameModalProps = {
  isOpen: boolean;
  onClose: () => void;
  text: string;
  /** §5 rule keys of the current text. */
  errors: readonly ChangeUsernameErrorKey[];
  /** §5 a forbidden word gives a message but does not block. */
  notices: readonly ChangeUsernameNoticeKey[];
  /** §8 the server's refusal as a change_username key (e.g. change_username.username.exists). */
  serverError: string | null;
  /** §2.4 up to three clickable suggestions. */
  suggestions: readonly string[];
  /** The magic wand's (or an invalid submit's) suggestion call runs. */
  isSuggesting: boolean;
  isSubmitting: boolean;
  /** The new username is set (the app processes the new token and usually closes the modal). */
  isDone: boolean;
  onInput: (text: string) => void;
  onSuggest: () => void;
  onPick: (username: string) => void;
  /** §5 submits a valid name; with an error it fetches suggestions instead (the machine decides). */
  onSubmit: () => void;
  /** The longest allowed username: 31 ("less than 32", default) or the catalogue's 32. */
  maxLength?: number;
};

/** §2.4 change-username modal: title, subtitle, input, magic wand, suggestions, submit, info text, close. */
export function ChangeUsernameModal(props: ChangeUsernameModalProps) {
  const { t } = useLingui();
  const { text, errors, notices, serverError, suggestions, isSuggesting, isSubmitting, isDone } = props;
  const max = props.maxLength ?? CHANGE_USERNAME_MAX_LENGTH;
  const min = CHANGE_USERNAME_MIN_LENGTH;
  const labels = useChangeUsernameLabels(max);
  const suggestionsId = useId();
  const messages = [...errors.map(labels.error), ...(serverError === null ? [] : [labels.server(serverError)])];
  const isInvalid = messages.length > 0;

  return (
    <Modal
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={isDone ? t`Your new username is set` : t`Choose your username`}
      subtitle={isDone ? undefined : t`This is the name models see when you chat with them. Your e-mail address stays private.`}
      isDismissable={!isSubmitting}
    >
      {isDone ? (
        <div className={styles.done}>
          <span className={styles.doneIcon} aria-hidden="true">
            <CheckIcon />
          </span>
          <p className={styles.doneText} role="status">
            <Trans>
              From now on you are <strong>{text}</strong>.
            </Trans>
          </p>
          <Button variant="primary" size="lg" block onPress={props.onClose}>
            {t`Continue`}
          </Button>
        </div>
      ) : (
        <Form
          className={styles.form}
          // §5 an invalid submit still reaches the machine (it fetches suggestions): no native validation.
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          {/* Locked while submitting by read-only and pending, never `disabled`: a focused control that turns disabled
              drops the focus out of the dialog, and Escape no longer closes it afterwards. */}
          <TextField className={styles.field} value={text} onChange={props.onInput} isInvalid={isInvalid} isReadOnly={isSubmitting}>
            <Label className={styles.label}>{t`Username`}</Label>
            <div className={styles.inputRow}>
              <Input className={styles.input} autoFocus autoComplete="username" autoCapitalize="none" spellCheck={false} />
              <IconButton className={styles.wand} aria-label={t`Suggest a username`} onPress={props.onSuggest} isPending={isSuggesting || isSubmitting}>
                {isSuggesting ? <Spinner /> : <MagicWandIcon />}
              </IconButton>
            </div>
            {notices.length > 0 && !isInvalid ? (
              <Text slot="description" className={styles.notice}>
                {notices.map(labels.notice).join(" ")}
              </Text>
            ) : null}
            <FieldError className={styles.errors}>
              {messages.map((message) => (
                <span key={message} className={styles.error}>
                  {message}
                </span>
              ))}
            </FieldError>
          </TextField>

          {suggestions.length > 0 ? (
            <div className={styles.suggestions} role="group" aria-labelledby={suggestionsId}>
              <p id={suggestionsId} className={styles.suggestionsTitle}>
                {t`Suggestions`}
              </p>
              <div className={styles.chips}>
                {suggestions.map((name) => (
                  <Button key={name} variant="outline" size="sm" className={styles.chip} onPress={() => props.onPick(name)}>
                    {name}
                  </Button>
                ))}
              </div>
            </div>
          ) : null}

          <Button type="submit" variant="primary" size="lg" block isPending={isSubmitting} isDisabled={text === ""}>
            {isSubmitting ? <Spinner /> : null}
            {t`Save username`}
          </Button>
          <p className={styles.info}>
            <Trans>
              Use {min} to {max} letters, digits, underscores or hyphens. Tap the magic wand if you need inspiration.
            </Trans>
          </p>
        </Form>
      )}
    </Modal>
  );
}
