import type { FooterProps } from "../footer";
import { exampleLogoUrl } from "../../examples/site.examples";

export const exampleFooter: FooterProps = {
  brandName: "Camstage",
  logoUrl: exampleLogoUrl,
  company: {
    name: "Camstage Media B.V.",
    address: "Herengracht 100, 1015 BS Amsterdam",
    registration: "12345678",
    email: "support@camstage.example",
  },
  termsHref: "/en/terms-conditions?p=demo",
  privacyHref: "/en/privacy?p=demo",
  cookiesHref: "/en/cookies?p=demo",
  companyUrl: "https://company.camstage.example",
  affiliateUrl: "https://partners.camstage.example/?p=demo&wl=camstage.example",
  performerSignupUrl: "https://models.camstage.example/signup?p=demo&wl=camstage.example",
  year: 2025,
};
