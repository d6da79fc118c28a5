import type { ReactNode } from "react";
import type { Story, StoryDefault } from "@ladle/react";
import { Header } from "../header/header";
import { guestHeader } from "../header/examples/header.examples";
import { MemberControls } from "./member-controls";
import { MemberMenu } from "./member-menu";
import {
  memberControls, memberLowBalance, memberManyUnread, memberMenuMobile, memberMenuOpen, memberMenuUnverified, memberMessengerOff,
  memberNoCredits, memberNoUnread, memberUnverified, memberUsernameIsEmail,
} from "./examples/member.examples";

export default { title: "Member / Header controls" } satisfies StoryDefault;

export const InHeader: Story = () => <Header {...guestHeader} memberSlot={<MemberControls {...memberControls} />} />;
export const InHeaderMobile: Story = () => <Header {...guestHeader} memberSlot={<MemberControls {...memberControls} />} />;
InHeaderMobile.meta = { width: "xsmall" };

const Bar = ({ children }: { children: ReactNode }) => <div style={{ display: "flex", justifyContent: "flex-end", padding: "1rem" }}>{children}</div>;

export const LowBalance: Story = () => (
  <Bar>
    <MemberControls {...memberLowBalance} />
  </Bar>
);
export const NoCredits: Story = () => (
  <Bar>
    <MemberControls {...memberNoCredits} />
  </Bar>
);
export const NoUnreadMessages: Story = () => (
  <Bar>
    <MemberControls {...memberNoUnread} />
  </Bar>
);
export const ManyUnreadMessages: Story = () => (
  <Bar>
    <MemberControls {...memberManyUnread} />
  </Bar>
);
export const MessengerOff: Story = () => (
  <Bar>
    <MemberControls {...memberMessengerOff} />
  </Bar>
);
export const UsernameIsEmail: Story = () => (
  <Bar>
    <MemberControls {...memberUsernameIsEmail} />
  </Bar>
);
export const Unverified: Story = () => (
  <Bar>
    <MemberControls {...memberUnverified} />
  </Bar>
);
export const MenuOpen: Story = () => (
  <Bar>
    <MemberMenu {...memberMenuOpen} />
  </Bar>
);
export const MenuUnverified: Story = () => (
  <Bar>
    <MemberMenu {...memberMenuUnverified} />
  </Bar>
);
export const MenuMobileWithLanguages: Story = () => (
  <Bar>
    <MemberMenu {...memberMenuMobile} />
  </Bar>
);
MenuMobileWithLanguages.meta = { width: "xsmall" };
