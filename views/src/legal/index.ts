export { LegalPage } from "./legal-page";
export type { LegalPageProps } from "./legal-page";
export type { LegalDocument, LegalSection, LegalBlock } from "./legal.types";
