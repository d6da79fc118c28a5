import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { connectFilters, inLocale, type Category, type RoutedLocale } from "@camstage/core";
import { CategoryBar, type CategoryLink } from "@camstage/views";
import { useCurrentRoute, useQueryEnv, useSession, useSitePath } from "../site/site-hooks";
import { LazyFilterDrawer } from "../overlays/lazy";
import { LazyBoundary } from "../site/lazy-boundary";
import { categoriesQuery } from "../queries";
import { useFlowLater, useStartedFlow } from "../flows/use-flow";
import { SiteSearch } from "./site-search";

/** A category's name in the language, else in its fallback's (§1), else its slug. */
export const categoryName = (category: Category, locale: RoutedLocale) => inLocale(category.meta, locale)?.name ?? category.slug;

const NO_CATEGORIES: readonly Category[] = [];

/**
 * The categories the grid chrome shows. Issue 14: while they fail (reported by the query) there are none, so the
 * bar shows no category pills and the rest of the page works; the route's loader has already asked for them.
 */
function useCategories(): readonly Category[] {
  const env = useQueryEnv();
  return useQuery(categoriesQuery(env)).data ?? NO_CATEGORIES;
}

/** The category of the grid route being shown (null on the home grid). */
export function useGridCategory(): Category | null {
  const route = useCurrentRoute();
  const splat = useRouterState({ select: (state) => (state.matches.at(-1)?.params as { _splat?: string } | undefined)?._splat });
  const categories = useCategories();
  if (route?.baseName !== "category-search") return null;
  return categories.find((category) => category.slug === splat && category.active) ?? null;
}

/** §2.3 highlighted categories with their localized names, in position order. */
function useCategoryLinks(slug: string | null): CategoryLink[] {
  const env = useQueryEnv();
  const sitePath = useSitePath();
  const categories = useCategories();
  const locale = env.session.locale;
  return useMemo(
    () =>
      categories
        .filter((c) => c.active && c.highlight.active)
        .toSorted((a, b) => a.position - b.position)
        .map((c) => ({ key: c.key, name: categoryName(c, locale), href: sitePath(`/${c.slug}`), current: c.slug === slug })),
    [categories, locale, sitePath, slug],
  );
}

/** §2.2/§2.3 the white-label category filter bar (desktop) with the search. */
export function GridCategoryBar() {
  const category = useGridCategory();
  const sitePath = useSitePath();
  const { token } = useSession();
  // The bar renders before the flows load (ARCHITECTURE §6); the count and the drawer come with them.
  const filters = useStartedFlow("filters", connectFilters);
  const openDrawer = useFlowLater("filters", connectFilters);
  const links = useCategoryLinks(category?.slug ?? null);
  return (
    <CategoryBar
      categories={links}
      allModelsHref={sitePath("/")}
      allModelsCurrent={category === null}
      favouritesHref={token !== undefined ? sitePath("/favourites") : undefined}
      searchSlot={<SiteSearch />}
      onFiltersOpen={() => openDrawer((flow) => flow.openDrawer())}
      activeFilterCount={filters?.chips.length ?? 0}
    />
  );
}

/** §2.3 the filter drawer with pills (mobile); loaded when first opened. */
export function GridFilterDrawer() {
  const category = useGridCategory();
  const sitePath = useSitePath();
  const { token } = useSession();
  const filters = useStartedFlow("filters", connectFilters);
  const links = useCategoryLinks(category?.slug ?? null);
  if (!filters?.drawerOpen) return null;
  return (
    <LazyBoundary name="overlays/overlays FilterDrawer">
      <LazyFilterDrawer
        isOpen={filters.drawerOpen}
        onClose={filters.closeDrawer}
        categories={links}
        allModelsHref={sitePath("/")}
        allModelsCurrent={category === null}
        favouritesHref={token !== undefined ? sitePath("/favourites") : undefined}
        searchSlot={<SiteSearch width="full" />}
        selected={filters.selectedFilters}
        onToggle={filters.toggle}
        onClear={filters.clear}
      />
    </LazyBoundary>
  );
}
