import { I18nProvider } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import type { SiteRouter } from "./router/router";
import { SiteSessionProvider } from "./session/use-flow";
import type { SiteSessionHandle } from "./session/session-handle";

export function App({ router, queryClient, i18n, siteSession }: { router: SiteRouter; queryClient: QueryClient; i18n: I18n; siteSession: SiteSessionHandle }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <SiteSessionProvider value={siteSession}>
          <RouterProvider router={router} />
        </SiteSessionProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
