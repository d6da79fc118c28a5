import type { Story, StoryDefault } from "@ladle/react";
import { SearchBoxDemo, searchEmpty, searchFailed, searchIdle, searchLoading, searchResults } from "./examples/search.examples";

export default { title: "Search" } satisfies StoryDefault;

export const Idle: Story = () => <SearchBoxDemo {...searchIdle} />;
export const Results: Story = () => <SearchBoxDemo {...searchResults} />;
export const Loading: Story = () => <SearchBoxDemo {...searchLoading} />;
export const Empty: Story = () => <SearchBoxDemo {...searchEmpty} />;
export const Failed: Story = () => <SearchBoxDemo {...searchFailed} />;
export const FullWidthMobile: Story = () => <SearchBoxDemo {...searchResults} width="full" />;
FullWidthMobile.meta = { width: "xsmall" };
