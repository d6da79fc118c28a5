import { CategorySeoBlock } from "@camstage/views";
import { seoFor } from "../theme/document-head";
import { useGridCategory } from "./grid-chrome";
import { useConfiguration, useSession } from "../site/site-hooks";

/** §2.3 category SEO block: the category's main text and tabs, or the general SEO text on the home grid. */
export function GridSeo() {
  const category = useGridCategory();
  const configuration = useConfiguration();
  const { locale } = useSession();
  const seo = seoFor(configuration, locale);
  return <CategorySeoBlock category={category} locale={locale} general={seo ? { title: seo.title, content: seo.text } : undefined} />;
}
