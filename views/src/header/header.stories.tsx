import type { Story, StoryDefault } from "@ladle/react";
import { Header } from "./header";
import { dialInHeader, guestHeader } from "./examples/header.examples";
import { MemberPlaceholder } from "./examples/member-placeholder";

export default { title: "Header" } satisfies StoryDefault;

export const Guest: Story = () => <Header {...guestHeader} />;

export const Member: Story = () => <Header {...guestHeader} memberSlot={<MemberPlaceholder />} />;

export const MemberMobile: Story = () => <Header {...guestHeader} memberSlot={<MemberPlaceholder />} />;
MemberMobile.meta = { width: "xsmall" };

export const Mobile: Story = () => <Header {...guestHeader} />;
Mobile.meta = { width: "xsmall" };

export const DialInActive: Story = () => <Header {...dialInHeader} />;

// Issue 28: the seasonal themes' decorations.
export const Valentine: Story = () => <Header {...guestHeader} decoration="valentine" />;
export const Christmas: Story = () => <Header {...guestHeader} decoration="christmas" />;
