import type { Story, StoryDefault } from "@ladle/react";
import { DefaultLayoutDemo, WhitelabelLayoutDemo } from "./examples/layout.examples";

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
