import type { ReactNode } from "react";
import type { Story, StoryDefault } from "@ladle/react";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailSection } from "./email-section";
import { SettingsPage } from "./settings-page";
import { UsernameSection } from "./username-section";
import {
  DeleteAccountDemo, SettingsDemo, deleteConfirming, deleteDeleting, deleteFailed, deleteFailedClosed, deleteIdle, emailBusy, emailDone,
  emailExists, emailFailed, emailInvalid, emailSameAsCurrent, emailSection, emailUnverified, settingsPage, usernameIsEmailSection,
  usernameSection,
} from "./examples/settings.examples";

export default { title: "Member / Settings" } satisfies StoryDefault;

const Column = ({ children }: { children: ReactNode }) => <div style={{ maxWidth: "46rem", margin: "0 auto", padding: "1.5rem 1rem" }}>{children}</div>;

export const Page: Story = () => <SettingsPage {...settingsPage} />;
export const PageMobile: Story = () => <SettingsPage {...settingsPage} />;
PageMobile.meta = { width: "xsmall" };
export const PageInteractive: Story = () => <SettingsDemo />;

export const Username: Story = () => (
  <Column>
    <UsernameSection {...usernameSection} />
  </Column>
);
export const UsernameIsEmail: Story = () => (
  <Column>
    <UsernameSection {...usernameIsEmailSection} />
  </Column>
);

export const EmailForm: Story = () => (
  <Column>
    <EmailSection {...emailSection} />
  </Column>
);
export const EmailUnverified: Story = () => (
  <Column>
    <EmailSection {...emailUnverified} />
  </Column>
);
export const EmailInvalid: Story = () => (
  <Column>
    <EmailSection {...emailInvalid} />
  </Column>
);
export const EmailSameAsCurrent: Story = () => (
  <Column>
    <EmailSection {...emailSameAsCurrent} />
  </Column>
);
export const EmailBusy: Story = () => (
  <Column>
    <EmailSection {...emailBusy} />
  </Column>
);
export const EmailExists: Story = () => (
  <Column>
    <EmailSection {...emailExists} />
  </Column>
);
export const EmailFailed: Story = () => (
  <Column>
    <EmailSection {...emailFailed} />
  </Column>
);
export const EmailDone: Story = () => (
  <Column>
    <EmailSection {...emailDone} />
  </Column>
);

export const DeleteIdle: Story = () => (
  <Column>
    <DeleteAccountSection {...deleteIdle} />
  </Column>
);
export const DeleteConfirming: Story = () => (
  <Column>
    <DeleteAccountSection {...deleteConfirming} />
  </Column>
);
export const DeleteDeleting: Story = () => (
  <Column>
    <DeleteAccountSection {...deleteDeleting} />
  </Column>
);
export const DeleteFailed: Story = () => (
  <Column>
    <DeleteAccountSection {...deleteFailed} />
  </Column>
);
export const DeleteFailedClosed: Story = () => (
  <Column>
    <DeleteAccountSection {...deleteFailedClosed} />
  </Column>
);
export const DeleteInteractive: Story = () => (
  <Column>
    <DeleteAccountDemo />
  </Column>
);
