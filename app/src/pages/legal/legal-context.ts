import type { LegalDocument } from "@camstage/views";

/** What the legal texts fill in from the white-label configuration. */
export interface LegalContext {
  readonly brand: string;
  readonly company: string;
  readonly address: string;
  readonly registration: string;
  readonly email: string;
  readonly domain: string;
}

export type LegalKind = "cookies" | "privacy" | "terms-conditions";
export type LegalTexts = (context: LegalContext) => Record<LegalKind, LegalDocument>;
