import { I18nProvider } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import type { SiteRouter } from "./router/router";

export function App({ router, queryClient, i18n }: { router: SiteRouter; queryClient: QueryClient; i18n: I18n }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  );
}
