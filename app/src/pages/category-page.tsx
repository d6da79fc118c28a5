import { useQuery } from "@tanstack/react-query";
import { inLocale } from "@camstage/core";
import { useParams } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { LoadFailed, Spinner } from "@camstage/views";
import { useQueryEnv } from "../site/site-hooks";
import { categoriesQuery } from "../queries";
import { usePageMeta } from "../theme/page-meta";
import { categoryName } from "../shell/grid-chrome";
import { GridPage } from "./grid/grid-page";
import { NotFoundPage } from "./not-found-page";

/**
 * §2.1 category-search: the grid filtered by the category named by the path, with its SEO block. Issue 14: when the
 * categories could not be loaded the page cannot tell its category; it says so, with a way to try again.
 */
export function CategoryPage() {
  const { t } = useLingui();
  const env = useQueryEnv();
  const slug = useParams({ strict: false, select: (params: { _splat?: string }) => params._splat ?? "" });
  const categories = useQuery(categoriesQuery(env));
  const category = categories.data?.find((candidate) => candidate.slug === slug && candidate.active);
  const locale = env.session.locale;
  const name = category ? categoryName(category, locale) : undefined;
  const main = category ? inLocale(category.main, locale) : undefined;
  usePageMeta(name, main?.content);
  if (categories.data === undefined) {
    // The loader has asked already: a failure (or its retry on its way).
    if (categories.isFetching) return <Spinner label={t`Loading`} size="2rem" />;
    return <LoadFailed message={t`This category could not be loaded.`} onRetry={() => void categories.refetch()} />;
  }
  // The loader already sends unknown categories to the 404 page; this covers a category switched off since.
  if (!category) return <NotFoundPage />;
  return <GridPage category={category} />;
}
