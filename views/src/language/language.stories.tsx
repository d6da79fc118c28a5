import type { Story, StoryDefault } from "@ladle/react";
import { LanguageMenu } from "./language-menu";
import { LanguageList } from "./language-list";
import { languageMenuDutch, languageMenuEnglish, languageMenuMany } from "./examples/language.examples";

export default { title: "Language" } satisfies StoryDefault;

const frame = { display: "flex", justifyContent: "flex-end", padding: "1rem", minHeight: "14rem" } as const;

export const MenuClosed: Story = () => (
  <div style={frame}>
    <LanguageMenu {...languageMenuEnglish} />
  </div>
);

export const MenuOpenEnglish: Story = () => (
  <div style={frame}>
    <LanguageMenu {...languageMenuEnglish} defaultOpen />
  </div>
);

export const MenuOpenDutch: Story = () => (
  <div style={frame}>
    <LanguageMenu {...languageMenuDutch} defaultOpen />
  </div>
);

export const DrawerList: Story = () => (
  <div style={{ maxWidth: "20rem", padding: "1rem" }}>
    <LanguageList {...languageMenuMany} />
  </div>
);
