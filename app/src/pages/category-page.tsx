import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { useQueryEnv } from "../layout/site-hooks";
import { categoriesQuery } from "../queries";
import { usePageMeta } from "../theme/page-meta";
import { GridPage } from "./grid/grid-page";
import { NotFoundPage } from "./not-found-page";

/** §2.1 category-search: the grid filtered by the category named by the path, with its SEO block. */
export function CategoryPage() {
  const env = useQueryEnv();
  const slug = useParams({ strict: false, select: (params: { _splat?: string }) => params._splat ?? "" });
  const category = useSuspenseQuery(categoriesQuery(env)).data.find((candidate) => candidate.slug === slug && candidate.active);
  const locale = env.session.locale;
  const name = category ? (category.meta[locale]?.name ?? category.meta.nl?.name) : undefined;
  const main = category ? (category.main[locale] ?? category.main.nl) : undefined;
  usePageMeta(name, main?.content);
  // The loader already sends unknown categories to the 404 page; this covers a category switched off since.
  if (!category) return <NotFoundPage />;
  return <GridPage category={category} />;
}
