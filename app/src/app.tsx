import { I18nProvider } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import type { SiteRouter } from "./router/router";
import { SiteSessionProvider } from "./flows/use-flow";
import { HydrationState } from "./platform/hydration";
import type { SiteSessionHandle } from "./flows/session-handle";

type AppProps = {
  router: SiteRouter;
  queryClient: QueryClient;
  i18n: I18n;
  siteSession: SiteSessionHandle;
  /** Rendered on the server, or taking over the server's HTML (platform/hydration). */
  serverHtml: boolean;
  /** Once the page shows the browser's own values (platform/hydration). */
  onSettled?: () => void;
};

export function App({ router, queryClient, i18n, siteSession, serverHtml, onSettled }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <SiteSessionProvider value={siteSession}>
          <HydrationState serverHtml={serverHtml} onSettled={onSettled}>
            <RouterProvider router={router} />
          </HydrationState>
        </SiteSessionProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
