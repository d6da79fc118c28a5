import type { Story, StoryDefault } from "@ladle/react";
import { ChangeUsernameModal } from "./change-username-modal";
import {
  ChangeUsernameDemo, changeUsernameDone, changeUsernameEmpty, changeUsernameForbiddenWord, changeUsernameInvalidCharacters,
  changeUsernameInvalidWithSuggestions, changeUsernameNotAllowed, changeUsernameReserved, changeUsernameSeveralErrors, changeUsernameSubmitting,
  changeUsernameSuggesting, changeUsernameTaken, changeUsernameTooLong, changeUsernameTooShort, changeUsernameUnknownFailure, changeUsernameValid,
} from "./examples/change-username.examples";

export default { title: "Member / Change username" } satisfies StoryDefault;

export const Empty: Story = () => <ChangeUsernameModal {...changeUsernameEmpty} />;
export const Valid: Story = () => <ChangeUsernameModal {...changeUsernameValid} />;
export const InvalidCharacters: Story = () => <ChangeUsernameModal {...changeUsernameInvalidCharacters} />;
export const InvalidWithSuggestions: Story = () => <ChangeUsernameModal {...changeUsernameInvalidWithSuggestions} />;
export const TooShort: Story = () => <ChangeUsernameModal {...changeUsernameTooShort} />;
export const TooLong: Story = () => <ChangeUsernameModal {...changeUsernameTooLong} />;
export const SeveralErrors: Story = () => <ChangeUsernameModal {...changeUsernameSeveralErrors} />;
export const Reserved: Story = () => <ChangeUsernameModal {...changeUsernameReserved} />;
export const ForbiddenWordNotice: Story = () => <ChangeUsernameModal {...changeUsernameForbiddenWord} />;
export const Suggesting: Story = () => <ChangeUsernameModal {...changeUsernameSuggesting} />;
export const Submitting: Story = () => <ChangeUsernameModal {...changeUsernameSubmitting} />;
export const UsernameTaken: Story = () => <ChangeUsernameModal {...changeUsernameTaken} />;
export const UsernameNotAllowed: Story = () => <ChangeUsernameModal {...changeUsernameNotAllowed} />;
export const UnknownFailure: Story = () => <ChangeUsernameModal {...changeUsernameUnknownFailure} />;
export const Done: Story = () => <ChangeUsernameModal {...changeUsernameDone} />;
export const Interactive: Story = () => <ChangeUsernameDemo />;
export const Mobile: Story = () => <ChangeUsernameModal {...changeUsernameInvalidWithSuggestions} />;
Mobile.meta = { width: "xsmall" };
