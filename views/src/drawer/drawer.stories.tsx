import type { Story, StoryDefault } from "@ladle/react";
import { AuthDrawerDemo, authDrawerWhitelabel } from "./examples/drawer.examples";

export default { title: "Drawer" } satisfies StoryDefault;

export const AuthDrawerOpen: Story = () => <AuthDrawerDemo isOpen />;
AuthDrawerOpen.meta = { width: "xsmall" };

export const AuthDrawerWhitelabel: Story = () => <AuthDrawerDemo {...authDrawerWhitelabel} isOpen />;
AuthDrawerWhitelabel.meta = { width: "xsmall" };

export const AuthDrawerFromRight: Story = () => <AuthDrawerDemo isOpen side="right" />;
AuthDrawerFromRight.meta = { width: "xsmall" };

export const AuthDrawerClosed: Story = () => <AuthDrawerDemo />;
