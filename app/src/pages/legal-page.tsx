import { useSuspenseQuery } from "@tanstack/react-query";
import { LegalPage as LegalView } from "@camstage/views";
import { useConfiguration, useCurrentRoute, useSession } from "../site/site-hooks";
import { usePageMeta } from "../theme/page-meta";
import type { LegalKind } from "./legal/legal-context";
import { legalTextLanguage, legalTextsQuery } from "./legal/legal-texts-query";

const isLegalKind = (name: string | undefined): name is LegalKind => name === "cookies" || name === "privacy" || name === "terms-conditions";

/** §2.1 the static legal pages (cookies, privacy, terms-conditions), filled in from the white-label configuration. */
export function LegalPage() {
  const { locale } = useSession();
  const route = useCurrentRoute();
  const configuration = useConfiguration();
  const { legalTexts } = useSuspenseQuery(legalTextsQuery(locale)).data;
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
  const language = legalTextLanguage(locale);
  return <LegalView document={document} lang={language === locale ? undefined : language} />;
}
