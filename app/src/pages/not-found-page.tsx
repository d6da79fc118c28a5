import { useLingui } from "@lingui/react/macro";
import { ErrorPage } from "@camstage/views";
import { useSitePath } from "../layout/site-hooks";
import { usePageMeta } from "../theme/page-meta";

/** §8 unknown route and the /404 route: 'Page not found' with a link home (keeping the base query). */
export function NotFoundPage() {
  const { t } = useLingui();
  const sitePath = useSitePath();
  usePageMeta(t`Page not found`);
  return <ErrorPage status={404} homeHref={sitePath("/")} />;
}
