import type { Story, StoryDefault } from "@ladle/react";
import { DialInDrawer } from "./dial-in-drawer";
import { PhoneConnectedBadge } from "./phone-connected-badge";
import * as ex from "./examples/dial-in.examples";

export default { title: "Dial-in" } satisfies StoryDefault;

export const Loading: Story = () => <DialInDrawer {...ex.dialInLoading} />;
export const NumbersDesktop: Story = () => <DialInDrawer {...ex.dialInNumbers} />;
export const NumbersFailed: Story = () => <DialInDrawer {...ex.dialInNumbersFailed} />;
export const IvrSessionFailed: Story = () => <DialInDrawer {...ex.dialInIvrFailed} />;
export const PinEmpty: Story = () => <DialInDrawer {...ex.dialInPin} />;
export const PinRequired: Story = () => <DialInDrawer {...ex.dialInPinRequired} />;
export const PinNotFourDigits: Story = () => <DialInDrawer {...ex.dialInPinInvalid} />;
export const PinRejected: Story = () => <DialInDrawer {...ex.dialInPinRejected} />;
export const PinTooManyAttempts: Story = () => <DialInDrawer {...ex.dialInPinTooManyAttempts} />;
export const PinConfirming: Story = () => <DialInDrawer {...ex.dialInPinSubmitting} />;
export const PinBelgiumDoublePromo: Story = () => <DialInDrawer {...ex.dialInPinBelgium} />;
export const CallEnded: Story = () => <DialInDrawer {...ex.dialInEnded} />;
export const SessionExpired: Story = () => <DialInDrawer {...ex.dialInExpired} />;
export const CallPendingDesktop: Story = () => <DialInDrawer {...ex.dialInCallPending} />;

export const CallMeMobile: Story = () => <DialInDrawer {...ex.dialInCallMe} />;
CallMeMobile.meta = { width: "xsmall" };
export const CallMeBelgiumMobile: Story = () => <DialInDrawer {...ex.dialInCallMeBelgium} />;
CallMeBelgiumMobile.meta = { width: "xsmall" };
export const CallMePendingMobile: Story = () => <DialInDrawer {...ex.dialInCallMePending} />;
CallMePendingMobile.meta = { width: "xsmall" };
export const CallMeEndedMobile: Story = () => <DialInDrawer {...ex.dialInCallMeEnded} />;
CallMeEndedMobile.meta = { width: "xsmall" };
export const CallMeExpiredMobile: Story = () => <DialInDrawer {...ex.dialInCallMeExpired} />;
CallMeExpiredMobile.meta = { width: "xsmall" };
export const CallMeIvrFailedMobile: Story = () => <DialInDrawer {...ex.dialInCallMeIvrFailed} />;
CallMeIvrFailedMobile.meta = { width: "xsmall" };

const bar = { display: "flex", padding: "1rem" };
export const BadgePending: Story = () => <div style={bar}><PhoneConnectedBadge {...ex.badgePending} /></div>;
export const BadgeInCall: Story = () => <div style={bar}><PhoneConnectedBadge {...ex.badgeInCall} /></div>;
export const BadgeEnded: Story = () => <div style={bar}><PhoneConnectedBadge {...ex.badgeEnded} /></div>;

export const BoundDesktop: Story = () => <ex.BoundDialInDemo />;
export const BoundMobile: Story = () => <ex.BoundDialInDemo mobile />;
BoundMobile.meta = { width: "xsmall" };
