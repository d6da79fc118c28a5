import type { Story, StoryDefault } from "@ladle/react";
import { LegalPage } from "./legal-page";
import { exampleCookies } from "./examples/legal.examples";

export default { title: "Legal page" } satisfies StoryDefault;

export const Cookies: Story = () => <LegalPage document={exampleCookies} />;
export const CookiesMobile: Story = () => <LegalPage document={exampleCookies} />;
CookiesMobile.meta = { width: "xsmall" };
export const SingleSection: Story = () => (
  <LegalPage document={{ title: "Privacy policy", sections: exampleCookies.sections.slice(0, 1) }} />
);
