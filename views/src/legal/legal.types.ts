/** Long-form legal content as structured data (no HTML strings, ARCHITECTURE §7). */
export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] };

export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  title: string;
  /** Already formatted, e.g. "1 March 2025". */
  updated?: string;
  intro?: readonly string[];
  sections: readonly LegalSection[];
};
