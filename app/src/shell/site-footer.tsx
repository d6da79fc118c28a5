import { useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { connectVerification, htmlLangOf, localizePath, siteLanguages, splitLocale } from "@camstage/core";
import { Footer } from "@camstage/views";
import { useStartedFlow } from "../flows/use-flow";
import { partnerSignupUrl } from "./partner-link";
import { useConfiguration, useSession, useSitePath } from "../site/site-hooks";
import styles from "./site-footer.module.css";

/** §2.3 the footer: brand, company, legal links, the partner programmes and the e-mail-verified notice. */
export function SiteFooter() {
  const configuration = useConfiguration();
  const sitePath = useSitePath();
  // The verification flow runs only after an action=validate link (§2.1).
  const verification = useStartedFlow("verification", connectVerification);
  return (
    <>
      <LanguageLinks />
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
    </>
  );
}

/**
 * Issue 26: without JavaScript the header's language menu cannot open; the same page in the other languages is a link
 * here instead (Dutch unprefixed, §2.1).
 */
function LanguageLinks() {
  const { t } = useLingui();
  const configuration = useConfiguration();
  const { locale } = useSession();
  const location = useRouterState({ select: (state) => state.location });
  const { rest } = splitLocale(location.pathname);
  const others = siteLanguages(configuration.languages).filter((language) => language.key !== locale);
  if (others.length === 0) return null;
  return (
    <noscript>
      <nav className={styles.languageLinks} aria-label={t`Languages`}>
        {others.map((language) => (
          <a key={language.key} href={`${localizePath(rest, language.key)}${location.searchStr}`} hrefLang={htmlLangOf(language.key)} lang={htmlLangOf(language.key)}>
            {language.name}
          </a>
        ))}
      </nav>
    </noscript>
  );
}
