import type { Story, StoryDefault } from "@ladle/react";
import { VerificationModal } from "./verification-modal";
import { RegistrationConfirmationModal } from "./registration-confirmation-modal";
import { ClaimCreditsPrompt } from "./claim-credits-prompt";
import { LanderPopup } from "./lander-popup";
import * as ex from "./examples/verification.examples";

export default { title: "Verification" } satisfies StoryDefault;

export const VerificationChecking: Story = () => <VerificationModal {...ex.verificationChecking} />;
export const VerificationSuccess: Story = () => <VerificationModal {...ex.verificationSuccess} />;
export const VerificationLinkExpired: Story = () => <VerificationModal {...ex.verificationExpired} />;
export const VerificationResendSending: Story = () => <VerificationModal {...ex.verificationExpiredSending} />;
export const VerificationResendSent: Story = () => <VerificationModal {...ex.verificationExpiredSent} />;
export const VerificationAlreadyVerified: Story = () => <VerificationModal {...ex.verificationAlreadyVerified} />;
export const VerificationSuccessMobile: Story = () => <VerificationModal {...ex.verificationSuccess} />;
VerificationSuccessMobile.meta = { width: "xsmall" };
export const VerificationBoundSuccess: Story = () => <ex.BoundVerificationDemo outcome="success" />;
export const VerificationBoundExpired: Story = () => <ex.BoundVerificationDemo outcome="expired" />;
export const VerificationBoundAlreadyVerified: Story = () => <ex.BoundVerificationDemo outcome="alreadyVerified" />;

export const RegistrationConfirmation: Story = () => <RegistrationConfirmationModal {...ex.registrationConfirmation} />;
export const RegistrationConfirmationSending: Story = () => <RegistrationConfirmationModal {...ex.registrationConfirmationSending} />;
export const RegistrationConfirmationSent: Story = () => <RegistrationConfirmationModal {...ex.registrationConfirmationSent} />;

const box = { maxWidth: "22rem", padding: "1rem" };
export const ClaimCreditsIdle: Story = () => <div style={box}><ClaimCreditsPrompt {...ex.claimCredits} /></div>;
export const ClaimCreditsSending: Story = () => <div style={box}><ClaimCreditsPrompt {...ex.claimCreditsSending} /></div>;
export const ClaimCreditsSent: Story = () => <div style={box}><ClaimCreditsPrompt {...ex.claimCreditsSent} /></div>;
export const ClaimCreditsWide: Story = () => <div style={{ padding: "1rem" }}><ClaimCreditsPrompt {...ex.claimCredits} /></div>;

export const Lander: Story = () => <LanderPopup {...ex.lander} />;
export const LanderWithoutEmail: Story = () => <LanderPopup {...ex.landerWithoutEmail} />;
export const LanderSending: Story = () => <LanderPopup {...ex.landerSending} />;
export const LanderSent: Story = () => <LanderPopup {...ex.landerSent} />;
