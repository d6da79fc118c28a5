export { CategorySeoBlock, visibleSeoTabs } from "./category-seo-block";
export type { CategorySeoBlockProps, SeoTab, SeoText } from "./category-seo-block";
