import { I18nProvider } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import type { SiteRouter } from "./router/router";
import { SiteSessionProvider } from "./session/use-flow";
import { HydrationState } from "./platform/hydration";
import type { SiteSessionHandle } from "./session/session-handle";

type AppProps = {
  router: SiteRouter;
  queryClient: QueryClient;
  i18n: I18n;
  siteSession: SiteSessionHandle;
  /** Rendered on the server, or taking over the server's HTML (platform/hydration). */
  serverHtml: boolean;
};

export function App({ router, queryClient, i18n, siteSession, serverHtml }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <SiteSessionProvider value={siteSession}>
          <HydrationState serverHtml={serverHtml}>
            <RouterProvider router={router} />
          </HydrationState>
        </SiteSessionProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
