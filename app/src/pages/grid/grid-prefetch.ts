import { toFindQuery } from "@camstage/core";
import { performersQuery } from "../../queries";
import { gridStateOf } from "../../platform/search";
import { queryEnv, type RouterContext } from "../../flows/site-context";

/** Starts a grid route's first page (the query the grid page then reads), from the route's search and category; settles when it has (never rejects). */
export function prefetchGrid(context: RouterContext, search: Record<string, unknown>, slug: string | null): Promise<void> {
  const { selection, tab, text, page } = gridStateOf(search);
  const env = queryEnv(context);
  return context.queryClient.prefetchInfiniteQuery(performersQuery(env, toFindQuery(selection, slug, tab, { locale: env.session.locale, username: text }), page));
}
