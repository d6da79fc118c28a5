import { Suspense, lazy } from "react";
import { useLingui } from "@lingui/react/macro";
import { inLocale, type Category, type Locale } from "@camstage/core";
import { Paragraphs } from "./seo-paragraphs";
import styles from "./category-seo-block.module.css";

// The tabs need React Aria; the home grid has none, so they stay out of its first load (ARCHITECTURE §6).
const CategorySeoTabs = lazy(() => import("./category-seo-tabs").then((m) => ({ default: m.CategorySeoTabs })));

export type SeoTab = { readonly tab: string; readonly title: string; readonly content: string; readonly image?: string | undefined };
export type SeoText = { readonly title: string; readonly content: string };

export type CategorySeoBlockProps = {
  /** The chosen category; without one the general text is shown (§2.3). */
  category?: Category | null | undefined;
  locale: Locale;
  /** The white-label configuration's general SEO text for this locale. */
  general?: SeoText | undefined;
};

/** §2.3 Only tabs having tab, title and content are shown. */
export function visibleSeoTabs(tabs: readonly SeoTab[] | undefined): readonly SeoTab[] {
  return (tabs ?? []).filter((t) => t.tab.trim() !== "" && t.title.trim() !== "" && t.content.trim() !== "");
}

/** §2.3 Category SEO block: main title and content, then h2 tabs; the general SEO text when no category. */
export function CategorySeoBlock({ category, locale, general }: CategorySeoBlockProps) {
  const { t } = useLingui();
  // §1 content with no entry in the active language is shown in its fallback's (inLocale).
  const main = category ? inLocale(category.main, locale) : general;
  const tabs = category ? visibleSeoTabs(inLocale(category.h2Tabs, locale)) : [];
  if (!main && tabs.length === 0) return null;
  const headingId = `seo-${category?.slug ?? "general"}`;

  return (
    <section className={styles.block} aria-labelledby={main ? headingId : undefined} aria-label={main ? undefined : t`About this page`}>
      {main && (
        <header className={styles.main}>
          <h1 id={headingId} className={styles.title}>
            {main.title}
          </h1>
          <div className={styles.content}>
            <Paragraphs text={main.content} />
          </div>
        </header>
      )}
      {tabs.length > 0 && (
        <Suspense fallback={null}>
          <CategorySeoTabs tabs={tabs} />
        </Suspense>
      )}
    </section>
  );
}
