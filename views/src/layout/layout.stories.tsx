import type { Story, StoryDefault } from "@ladle/react";
import { DefaultLayoutDemo, WhitelabelLayoutDemo } from "./examples/layout.examples";
import { ConnectionNotice } from "./connection-notice";

export default { title: "Layout" } satisfies StoryDefault;

export const DefaultGuest: Story = () => <DefaultLayoutDemo />;
export const DefaultMember: Story = () => <DefaultLayoutDemo member />;
export const DefaultWithAgeGate: Story = () => <DefaultLayoutDemo ageGate />;
export const DefaultMobile: Story = () => <DefaultLayoutDemo />;
DefaultMobile.meta = { width: "xsmall" };
export const Whitelabel: Story = () => <WhitelabelLayoutDemo />;
export const WhitelabelWithHeaderImage: Story = () => <WhitelabelLayoutDemo withImage />;
export const WhitelabelMobile: Story = () => <WhitelabelLayoutDemo />;
WhitelabelMobile.meta = { width: "xsmall" };

// Issue 14: the platform unreachable for a moment, then back.
export const ConnectionReconnecting: Story = () => (
  <>
    <DefaultLayoutDemo member />
    <ConnectionNotice notice="reconnecting" />
  </>
);
export const ConnectionRestored: Story = () => (
  <>
    <DefaultLayoutDemo member />
    <ConnectionNotice notice="restored" />
  </>
);
export const ConnectionReconnectingMobile: Story = () => (
  <>
    <DefaultLayoutDemo member />
    <ConnectionNotice notice="reconnecting" />
  </>
);
ConnectionReconnectingMobile.meta = { width: "xsmall" };
