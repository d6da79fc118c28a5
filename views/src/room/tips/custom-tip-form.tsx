import { useId } from "react";
import { FieldError, Form, Input, Label, Switch, Text, TextField } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { MESSAGE_MAX_LENGTH, type TipErrorKey } from "@camstage/core";
import { Button } from "../../ui/button";
import { cx } from "../../ui/cx";
import { Spinner } from "../../ui/feedback";
import { AlertIcon, CoinsIcon } from "../../ui/icons-more";
import type { TipTexts } from "./tip-messages";
import styles from "./tips.module.css";

/** §5 the custom tip form as the flow holds it (core's `CustomTip`). */
export type TipsPanelCustom = { readonly amount: string; readonly message: string; readonly isPublic: boolean; readonly errors: readonly TipErrorKey[] };

export type CustomTipChange = { amount?: string; message?: string; isPublic?: boolean };

type CustomTipFormProps = {
  performer: string;
  custom: TipsPanelCustom;
  sending: boolean;
  texts: TipTexts;
  onChange: (change: CustomTipChange) => void;
  onSubmit: () => void;
};

/** §5 a custom amount (100–100000 credits), an optional message, public or private (§3 isPublic). */
export function CustomTipForm({ performer, custom, sending, texts, onChange, onSubmit }: CustomTipFormProps) {
  const { t } = useLingui();
  const titleId = useId();
  const hintId = useId();
  const { min, max } = texts;
  const invalid = custom.errors.length > 0;
  return (
    <section className={cx(styles.section, styles.custom)} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        <span className={styles.sectionIcon} aria-hidden="true">
          <CoinsIcon />
        </span>
        {t`Your own amount`}
      </h3>
      <Form
        className={styles.form}
        aria-labelledby={titleId}
        // The flow validates (§5) and keeps the errors: every submit reaches it.
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <TextField className={styles.field} value={custom.amount} onChange={(amount) => onChange({ amount })} isInvalid={invalid} inputMode="numeric" autoComplete="off">
          <Label className={styles.label}>{t`Amount in credits`}</Label>
          <div className={styles.amountControl}>
            <CoinsIcon aria-hidden="true" />
            <Input className={styles.amountInput} placeholder={min} />
          </div>
          <Text slot="description" className={styles.hint}>
            {t`From ${min} to ${max} credits`}
          </Text>
          <FieldError className={styles.errors}>
            {custom.errors.map((key) => (
              <span key={key} className={styles.fieldError}>
                <AlertIcon aria-hidden="true" />
                {texts.customError(key)}
              </span>
            ))}
          </FieldError>
        </TextField>
        <TextField className={styles.field} value={custom.message} onChange={(message) => onChange({ message })} maxLength={MESSAGE_MAX_LENGTH} autoComplete="off">
          <Label className={styles.label}>{t`Message (optional)`}</Label>
          <Input className={styles.input} placeholder={t`Say something nice…`} />
        </TextField>
        <div className={styles.switchRow}>
          <Switch className={styles.switch} isSelected={custom.isPublic} onChange={(isPublic) => onChange({ isPublic })} aria-describedby={hintId}>
            <span className={styles.switchTrack} aria-hidden="true">
              <span className={styles.switchThumb} />
            </span>
            <span className={styles.switchLabel}>{t`Show my tip in the chat`}</span>
          </Switch>
          <p id={hintId} className={styles.switchHint}>
            {custom.isPublic ? t`Everyone in the room sees it.` : t`Private: only ${performer} sees it.`}
          </p>
        </div>
        <Button type="submit" variant="primary" size="md" block isPending={sending}>
          {sending ? <Spinner /> : <CoinsIcon aria-hidden="true" />}
          {t`Send tip`}
        </Button>
      </Form>
    </section>
  );
}
