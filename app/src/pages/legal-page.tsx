import { useSuspenseQuery } from "@tanstack/react-query";
import type { RoutedLocale } from "@camstage/core";
import { LegalPage as LegalView } from "@camstage/views";
import { useConfiguration, useCurrentRoute, useSession } from "../layout/site-hooks";
import { usePageMeta } from "../theme/page-meta";
import type { LegalKind, LegalTexts } from "./legal/legal-context";

/** Each language's texts are their own chunk; only the visitor's is fetched. */
const textsFor: Record<RoutedLocale, () => Promise<{ legalTexts: LegalTexts }>> = {
  nl: () => import("./legal/legal-texts.nl"),
  en: () => import("./legal/legal-texts.en"),
};

const isLegalKind = (name: string | undefined): name is LegalKind => name === "cookies" || name === "privacy" || name === "terms-conditions";

/** §2.1 the static legal pages (cookies, privacy, terms-conditions), filled in from the white-label configuration. */
export function LegalPage() {
  const { locale } = useSession();
  const route = useCurrentRoute();
  const configuration = useConfiguration();
  const { legalTexts } = useSuspenseQuery({ queryKey: ["legal-texts", locale], queryFn: textsFor[locale], staleTime: Infinity }).data;
  const kind: LegalKind = isLegalKind(route?.baseName) ? route.baseName : "terms-conditions";
  const document = legalTexts({
    brand: configuration.brand.name,
    company: configuration.company.name,
    address: configuration.company.address,
    registration: configuration.company.registration,
    email: configuration.company.email,
    domain: configuration.brand.domain,
  })[kind];
  usePageMeta(document.title);
  return <LegalView document={document} />;
}
