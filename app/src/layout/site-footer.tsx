import { connectVerification } from "@camstage/core";
import { Footer } from "@camstage/views";
import { useStartedFlow } from "../session/use-flow";
import { partnerSignupUrl } from "./partner-link";
import { useConfiguration, useSitePath } from "./site-hooks";

/** §2.3 the footer: brand, company, legal links, the partner programmes and the e-mail-verified notice. */
export function SiteFooter() {
  const configuration = useConfiguration();
  const sitePath = useSitePath();
  // The verification flow runs only after an action=validate link (§2.1).
  const verification = useStartedFlow("verification", connectVerification);
  return (
    <Footer
      brandName={configuration.brand.name}
      logoUrl={configuration.brand.logo}
      company={configuration.company}
      termsHref={sitePath("/terms-conditions")}
      privacyHref={sitePath("/privacy")}
      cookiesHref={sitePath("/cookies")}
      companyUrl={configuration.company.url}
      affiliateUrl={configuration.partner.affiliateUrl}
      performerSignupUrl={partnerSignupUrl(configuration)}
      emailVerified={verification !== null && (verification.isSuccess || verification.isAlreadyVerified)}
    />
  );
}
