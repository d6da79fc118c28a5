import type { Story, StoryDefault } from "@ladle/react";
import { Footer } from "./footer";
import { exampleFooter } from "./examples/footer.examples";

export default { title: "Footer" } satisfies StoryDefault;

export const Default: Story = () => <Footer {...exampleFooter} />;

export const WithVerifiedNotice: Story = () => <Footer {...exampleFooter} emailVerified />;

export const Mobile: Story = () => <Footer {...exampleFooter} />;
Mobile.meta = { width: "xsmall" };
