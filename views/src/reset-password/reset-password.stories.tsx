import type { ReactNode } from "react";
import type { Story, StoryDefault } from "@ladle/react";
import { ResetPasswordPage } from "./reset-password-page";
import { ResetPasswordModal } from "./reset-password-modal";
import * as ex from "./examples/reset-password.examples";

export default { title: "Reset password" } satisfies StoryDefault;

const page = (props: ReactNode) => <div style={{ padding: "1rem" }}>{props}</div>;

export const PageLoggedIn: Story = () => page(<ResetPasswordPage {...ex.resetPage} />);
export const PageFromEmailLink: Story = () => page(<ResetPasswordPage {...ex.resetFromEmail} isComplete={false} />);
export const PageRequiredErrors: Story = () => page(<ResetPasswordPage {...ex.resetRequiredErrors} isComplete={false} />);
export const PageRuleErrors: Story = () => page(<ResetPasswordPage {...ex.resetShapeErrors} isComplete={false} />);
export const PageSameAsOld: Story = () => page(<ResetPasswordPage {...ex.resetSameAsOld} isComplete={false} />);
export const PageTooLong: Story = () => page(<ResetPasswordPage {...ex.resetTooLong} isComplete={false} />);
export const PageLoading: Story = () => page(<ResetPasswordPage {...ex.resetLoading} isComplete={false} />);
export const PageIncorrectPassword: Story = () => page(<ResetPasswordPage {...ex.resetIncorrectPassword} isComplete={false} />);
export const PageLinkExpired: Story = () => page(<ResetPasswordPage {...ex.resetLinkExpired} isComplete={false} />);
export const PageUndefinedError: Story = () => page(<ResetPasswordPage {...ex.resetUndefinedError} isComplete={false} />);
export const PageComplete: Story = () => page(<ResetPasswordPage {...ex.resetPageComplete} />);
export const PageMobile: Story = () => page(<ResetPasswordPage {...ex.resetPage} />);
PageMobile.meta = { width: "xsmall" };

export const ModalFromEmailLink: Story = () => <ResetPasswordModal {...ex.resetModal} />;
export const ModalLoggedIn: Story = () => <ResetPasswordModal {...ex.resetModal} {...ex.resetLoggedIn} />;
export const ModalRuleErrors: Story = () => <ResetPasswordModal {...ex.resetModal} {...ex.resetShapeErrors} />;
export const ModalLoading: Story = () => <ResetPasswordModal {...ex.resetModal} {...ex.resetLoading} showOldField={false} />;
export const ModalLinkExpired: Story = () => <ResetPasswordModal {...ex.resetModal} {...ex.resetLinkExpired} />;
export const ModalUndefinedError: Story = () => <ResetPasswordModal {...ex.resetModal} {...ex.resetUndefinedError} showOldField={false} />;
export const ModalCompletion: Story = () => <ResetPasswordModal {...ex.resetModalCompletion} />;
export const ModalCompletionFromEmailLink: Story = () => <ResetPasswordModal {...ex.resetModalCompletionFromLink} />;
/** Bound to the flow with a simulated call: new password "expired1" or "broken1" fails. */
export const ModalBoundToFlow: Story = () => <ex.BoundResetPasswordModalDemo />;
