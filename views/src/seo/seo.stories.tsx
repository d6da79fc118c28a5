import type { Story, StoryDefault } from "@ladle/react";
import { CategorySeoBlock } from "./category-seo-block";
import { blondeCategory, generalSeoText } from "./examples/categories";

export default { title: "Browse / Category SEO block" } satisfies StoryDefault;

export const WithTabs: Story = () => <CategorySeoBlock category={blondeCategory} locale="en" general={generalSeoText} />;

export const WithTabsDutch: Story = () => <CategorySeoBlock category={blondeCategory} locale="nl" general={generalSeoText} />;

export const GeneralText: Story = () => <CategorySeoBlock category={null} locale="en" general={generalSeoText} />;
