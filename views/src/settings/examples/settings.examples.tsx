import { useState } from "react";
import type { ChangeEmailErrorKey } from "@camstage/core";
import type { DeleteAccountSectionProps } from "../delete-account-section";
import type { ChangeEmailField, EmailSectionProps } from "../email-section";
import type { SettingsPageProps } from "../settings-page";
import type { UsernameSectionProps } from "../username-section";
import { SettingsPage } from "../settings-page";
import { DeleteAccountSection } from "../delete-account-section";

const noop = () => {};
const none = (): readonly ChangeEmailErrorKey[] => [];

export const usernameSection: UsernameSectionProps = { username: "NightOwl", onChangeUsername: noop };
export const usernameIsEmailSection: UsernameSectionProps = { username: "john.doe@example.com", usernameIsEmail: true, onChangeUsername: noop };

export const emailSection: EmailSectionProps = {
  currentEmail: "john.doe@example.com",
  isVerified: true,
  fields: { email: "", repeatEmail: "" },
  errorsFor: none,
  serverError: null,
  isBusy: false,
  isDone: false,
  onInput: noop,
  onSubmit: noop,
  onAgain: noop,
};
export const emailUnverified: EmailSectionProps = { ...emailSection, isVerified: false };
/** §5 an invalid submit: every field shows its keys. */
export const emailInvalid: EmailSectionProps = {
  ...emailSection,
  fields: { email: "john.doe@example", repeatEmail: "john@example.com" },
  errorsFor: (field: ChangeEmailField) => (field === "email" ? ["email.invalid"] : ["repeatEmail.mismatch"]),
};
export const emailSameAsCurrent: EmailSectionProps = {
  ...emailSection,
  fields: { email: "john.doe@example.com", repeatEmail: "john.doe@example.com" },
  errorsFor: (field: ChangeEmailField) => (field === "email" ? ["email.sameAsCurrent"] : []),
};
const filled = { email: "night.owl@example.com", repeatEmail: "night.owl@example.com" };
export const emailBusy: EmailSectionProps = { ...emailSection, fields: filled, isBusy: true };
export const emailExists: EmailSectionProps = { ...emailSection, fields: filled, serverError: "emailExists" };
export const emailFailed: EmailSectionProps = { ...emailSection, fields: filled, serverError: "undefinedError" };
export const emailDone: EmailSectionProps = { ...emailSection, currentEmail: filled.email, isVerified: false, fields: filled, isDone: true };

export const deleteIdle: DeleteAccountSectionProps = {
  isConfirming: false,
  isDeleting: false,
  hasFailed: false,
  onRequest: noop,
  onConfirm: noop,
  onCancel: noop,
};
export const deleteConfirming: DeleteAccountSectionProps = { ...deleteIdle, isConfirming: true };
export const deleteDeleting: DeleteAccountSectionProps = { ...deleteIdle, isConfirming: true, isDeleting: true };
export const deleteFailed: DeleteAccountSectionProps = { ...deleteIdle, isConfirming: true, hasFailed: true };
export const deleteFailedClosed: DeleteAccountSectionProps = { ...deleteIdle, hasFailed: true };

/** Stands in for the app's reset-password form in the password slot. */
export function PasswordFormStandIn() {
  return <p style={{ margin: 0, color: "var(--color-text-muted)", fontSize: "0.875rem" }}>The reset-password form goes here.</p>;
}

export const settingsPage: SettingsPageProps = {
  username: usernameSection,
  email: emailSection,
  password: <PasswordFormStandIn />,
  deleteAccount: deleteIdle,
};

/** The delete flow with local state: request, confirm (a fake 1 s call that fails once), cancel. */
export function DeleteAccountDemo() {
  const [state, setState] = useState<"idle" | "confirming" | "deleting">("idle");
  const [failed, setFailed] = useState(false);
  const [attempts, setAttempts] = useState(0);
  return (
    <DeleteAccountSection
      isConfirming={state !== "idle"}
      isDeleting={state === "deleting"}
      hasFailed={failed}
      onRequest={() => {
        setFailed(false);
        setState("confirming");
      }}
      onCancel={() => setState("idle")}
      onConfirm={() => {
        setState("deleting");
        setTimeout(() => {
          setAttempts((n) => n + 1);
          setFailed(attempts === 0);
          setState(attempts === 0 ? "confirming" : "idle");
        }, 1000);
      }}
    />
  );
}

/** The whole page with a working e-mail form (no rules: the flow would supply the errors). */
export function SettingsDemo() {
  const [fields, setFields] = useState({ email: "", repeatEmail: "" });
  const [done, setDone] = useState(false);
  return (
    <SettingsPage
      {...settingsPage}
      email={{
        ...emailSection,
        fields,
        isDone: done,
        onInput: (field, value) => setFields((current) => ({ ...current, [field]: value })),
        onSubmit: () => setDone(true),
        onAgain: () => {
          setFields({ email: "", repeatEmail: "" });
          setDone(false);
        },
      }}
    />
  );
}
