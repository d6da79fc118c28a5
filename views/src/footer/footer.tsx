import { useLingui } from "@lingui/react/macro";
import { nameBeforePeriod } from "@camstage/core";
import { AppLink } from "../link/link-context";
import { ExternalIcon } from "../ui/icons-more";
import styles from "./footer.module.css";

export type FooterCompany = { name: string; address: string; registration: string; email: string };

export type FooterProps = {
  brandName: string;
  logoUrl: string;
  company: FooterCompany;
  /** §2.3 legal links, already carrying the base query (p, pi, click_id, offer_id). */
  termsHref: string;
  privacyHref: string;
  cookiesHref: string;
  /** §2.3 external links; the partner link carries the affiliate code and white-label domain. */
  companyUrl: string;
  affiliateUrl: string;
  performerSignupUrl: string;
  /** §2.1 `action=validate`: the footer says the e-mail address is verified. */
  emailVerified?: boolean;
  year?: number;
};

const external = { target: "_blank", rel: "noopener noreferrer" } as const;

/** §2.3 Footer. */
export function Footer(props: FooterProps) {
  const { t } = useLingui();
  const year = props.year ?? new Date().getFullYear();
  const brand = props.brandName;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {props.emailVerified ? (
          <div className={styles.notice} role="status">
            {t`Your e-mail address has been verified.`}
          </div>
        ) : null}
        <div className={styles.columns}>
          <div className={styles.brand}>
            <img src={props.logoUrl} alt={brand} height={32} loading="lazy" />
            <p className={styles.tagline}>
              {t`${brand} is the place to chat live with amateur and professional webcam models, day and night.`}
            </p>
          </div>
          <nav aria-label={t`Legal`}>
            <h2 className={styles.heading}>{t`Legal`}</h2>
            <ul className={styles.list}>
              <li>
                <AppLink className={styles.link} href={props.termsHref}>
                  {t`Terms and conditions`}
                </AppLink>
              </li>
              <li>
                <AppLink className={styles.link} href={props.privacyHref}>
                  {t`Privacy policy`}
                </AppLink>
              </li>
              <li>
                <AppLink className={styles.link} href={props.cookiesHref}>
                  {t`Cookie policy`}
                </AppLink>
              </li>
            </ul>
          </nav>
          <nav aria-label={t`Partners`}>
            <h2 className={styles.heading}>{t`Work with us`}</h2>
            <ul className={styles.list}>
              <li>
                <a className={styles.link} href={props.performerSignupUrl} {...external}>
                  {t`Become a model`}
                  <ExternalIcon aria-hidden="true" />
                </a>
              </li>
              <li>
                <a className={styles.link} href={props.affiliateUrl} {...external}>
                  {t`Affiliate programme`}
                  <ExternalIcon aria-hidden="true" />
                </a>
              </li>
              <li>
                <a className={styles.link} href={props.companyUrl} {...external}>
                  {t`About ${props.company.name}`}
                  <ExternalIcon aria-hidden="true" />
                </a>
              </li>
            </ul>
          </nav>
          <div>
            <h2 className={styles.heading}>{t`Company`}</h2>
            <address className={styles.company}>
              {props.company.name}
              <br />
              {props.company.address}
              <br />
              {t`Reg. no. ${props.company.registration}`}
              <br />
              <a className={styles.link} href={`mailto:${props.company.email}`}>
                {props.company.email}
              </a>
            </address>
          </div>
        </div>
        <div className={styles.bottom}>
          <span className={styles.adult}>
            <span className={styles.badge} aria-hidden="true">
              18+
            </span>
            {t`This website contains adult content and is only for visitors aged 18 or older.`}
          </span>
          {/* Issue 28: a name ending in its own period ("B.V.") ends the clause with it. */}
          <span>{t`© ${year} ${nameBeforePeriod(props.company.name)}. All rights reserved.`}</span>
        </div>
      </div>
    </footer>
  );
}
