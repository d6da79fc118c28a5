import { useLingui } from "@lingui/react/macro";
import { ErrorPage } from "@camstage/views";
import { useSitePath } from "../layout/site-hooks";
import { usePageMeta } from "../theme/page-meta";

/** §2.3/§8 the error page with its title: 'Page not found' for 404, 'Something went wrong' otherwise. */
export function TitledErrorPage({ status }: { status: number }) {
  const { t } = useLingui();
  const sitePath = useSitePath();
  usePageMeta(status === 404 ? t`Page not found` : t`Something went wrong`);
  return <ErrorPage status={status} homeHref={sitePath("/")} />;
}
